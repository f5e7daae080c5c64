import { darkPageTheme } from '../../../ui/darkPageTheme';

/** The April Fools' lottery: a jester's purple with lime and lemon. */
export const foolDayTheme = darkPageTheme({
  name: 'fool-day',
  canvas: '#2B0F4A',
  bar: '#3D1466',
  panel: '#3A1760',
  accent: '#D7F75B',
  accentStrong: '#EDFF9E',
  accentGradient: 'linear-gradient(135deg, #8A2BE2 0%, #D6338A 100%)',
});
