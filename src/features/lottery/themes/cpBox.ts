import { darkPageTheme } from '../../../ui/darkPageTheme';

/** The CP blind boxes: a rose-wine evening with pink hearts. */
export const cpBoxTheme = darkPageTheme({
  name: 'cp-blind-box',
  canvas: '#3A0F2E',
  bar: '#561644',
  panel: '#4D1540',
  accent: '#FF9CC8',
  accentStrong: '#FFC9E1',
  accentGradient: 'linear-gradient(135deg, #FF5C9A 0%, #C13CFF 100%)',
});
