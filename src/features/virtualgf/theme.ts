import { darkPageTheme } from '../../ui/darkPageTheme';

/** The virtual girlfriend's twilight: deep indigo under a peach-pink glow — her photos read best on a dark ground. */
export const virtualGfTheme = darkPageTheme({
  name: 'virtualgf',
  canvas: '#160F2A',
  bar: '#1F1538',
  panel: '#2A1C4A',
  accent: '#FFA9C9',
  accentStrong: '#FFD4E4',
  accentGradient: 'linear-gradient(135deg, #FF8DB4 0%, #D56BFF 60%, #8C6BFF 100%)',
});
