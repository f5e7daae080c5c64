import { darkPageTheme } from '../../ui/darkPageTheme';

/** The scratch game's violet casino night: the game, its rules and records, its sheets and prize dialogs. */
export const scratchTheme = darkPageTheme({
  name: 'scratch',
  canvas: '#1A0B3D',
  bar: '#2A0F5C',
  panel: '#2E1763',
  accent: '#F6C453',
  accentStrong: '#FFD98A',
  accentGradient: 'linear-gradient(135deg, #FF7A3D 0%, #E8355E 100%)',
});
