import { darkPageTheme } from '../../ui/darkPageTheme';

/** Violet velvet and gold: the noble pages, levels and growth records, the purchase sheet and the celebration. */
export const nobleTheme = darkPageTheme({
  name: 'noble',
  canvas: '#0C0720',
  bar: '#1B0F3D',
  panel: '#241548',
  accent: '#F6C453',
  accentStrong: '#FFE3A3',
  accentGradient: 'linear-gradient(135deg, #B07CFF 0%, #6A2FE0 100%)',
});
