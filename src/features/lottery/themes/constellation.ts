import { darkPageTheme } from '../../../ui/darkPageTheme';

/** The divine-star lottery: a deep night sky, starlight silver and violet. */
export const constellationTheme = darkPageTheme({
  name: 'constellation',
  canvas: '#0B1238',
  bar: '#141D52',
  panel: '#1A2260',
  accent: '#B9C6FF',
  accentStrong: '#DDE3FF',
  accentGradient: 'linear-gradient(135deg, #7B5CFF 0%, #3D6BFF 100%)',
});
