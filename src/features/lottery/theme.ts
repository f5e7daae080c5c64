import { darkPageTheme } from '../../ui/darkPageTheme';

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

/** The blind-box house: a toy shop after dark, plum with neon pink shelves. */
export const blindBoxTheme = darkPageTheme({
  name: 'blind-box',
  canvas: '#24103F',
  bar: '#351760',
  panel: '#33175A',
  accent: '#FF8AD8',
  accentStrong: '#FFC2EC',
  accentGradient: 'linear-gradient(135deg, #FF5CA8 0%, #9B4DFF 100%)',
});

/** The summer blind box (campaign 142): a warm night by the sea, lagoon teal and sun yellow. */
export const summerTheme = darkPageTheme({
  name: 'summer-blind-box',
  canvas: '#06303F',
  bar: '#0A4A5E',
  panel: '#0B3F52',
  accent: '#FFD84D',
  accentStrong: '#FFE98F',
  accentGradient: 'linear-gradient(135deg, #FF9F43 0%, #FF5E7E 100%)',
});

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
