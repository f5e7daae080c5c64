import { darkPageTheme } from '../../../ui/darkPageTheme';

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
