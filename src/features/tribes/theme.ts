import { darkPageTheme } from '../../ui/darkPageTheme';

/** The tribes' war-banner night: deep indigo under gold, the PK's red and blue sides on it. */
export const tribesTheme = darkPageTheme({
  name: 'tribes',
  canvas: '#111836',
  bar: '#18214A',
  panel: '#202B5E',
  accent: '#FFC857',
  accentStrong: '#FFE29A',
  accentGradient: 'linear-gradient(135deg, #FFD66B 0%, #FF9F43 55%, #FF6B3D 100%)',
});

/** The two sides of the tribe PK, readable on the panel. */
export const SIDE_COLOURS = { red: '#FF6B81', blue: '#5AB8FF' } as const;
