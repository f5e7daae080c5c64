import { darkPageTheme } from '../../../ui/darkPageTheme';

/** The dragon-year wish wheel: temple red and gold leaf, the wheel's rim and its sheets. */
export const wishTheme = darkPageTheme({
  name: 'wish-wheel',
  canvas: '#4A0712',
  bar: '#7A0C1E',
  panel: '#5E0A18',
  accent: '#F6C453',
  accentStrong: '#FFD98A',
  accentGradient: 'linear-gradient(135deg, #FF8A3D 0%, #C8102E 100%)',
});
