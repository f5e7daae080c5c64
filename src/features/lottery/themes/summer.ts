import { darkPageTheme } from '../../../ui/darkPageTheme';

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
