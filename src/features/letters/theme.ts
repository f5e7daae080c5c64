import { darkPageTheme } from '../../ui/darkPageTheme';

/** The letters' night sea: deep navy under a moon, warm paper and a coral seal — the write, mailbox and letter pages too. */
export const lettersTheme = darkPageTheme({
  name: 'letters',
  canvas: '#0B1634',
  bar: '#0F1F45',
  panel: '#16295A',
  accent: '#FFC98B',
  accentStrong: '#FFE1B8',
  accentGradient: 'linear-gradient(135deg, #FF9A7B 0%, #FF6A88 60%, #F0569A 100%)',
});
