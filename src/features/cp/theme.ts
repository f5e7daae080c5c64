import { darkPageTheme } from '../../ui/darkPageTheme';

/** CP's rose night: plum under pink lights — the couple's page, forming a pair and announcing it. */
export const cpTheme = darkPageTheme({
  name: 'cp',
  canvas: '#2A0B2E',
  bar: '#3A0F3F',
  panel: '#471550',
  accent: '#FF9CC2',
  accentStrong: '#FFC7DD',
  accentGradient: 'linear-gradient(135deg, #FF6FA5 0%, #FF3D7F 55%, #C93BFF 100%)',
});
