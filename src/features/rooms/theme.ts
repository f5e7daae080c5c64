import { darkPageTheme } from '../../ui/darkPageTheme';
import type { PkSide } from './model';

/** The PK arena's night: deep violet between the red and the blue corners, gold for the VS and the crown. */
export const roomPkTheme = darkPageTheme({
  name: 'roomPk',
  canvas: '#120B2A',
  bar: '#1A1038',
  panel: '#241A4C',
  accent: '#FFC857',
  accentStrong: '#FFE29A',
  accentGradient: 'linear-gradient(135deg, #FF4D6D 0%, #FFC857 50%, #3D8BFF 100%)',
});

/** Each side's colours: the bar's fill, a glow, and a text tone that reads on the panel (≥ 4.5:1). */
export const SIDE_TONES: Record<PkSide, { fill: string; glow: string; text: string; deep: string }> = {
  red: {
    fill: 'linear-gradient(90deg, #C8102E 0%, #FF2D55 55%, #FF6B81 100%)',
    glow: 'rgba(255, 45, 85, 0.65)',
    text: '#FF8FA0',
    deep: '#5A0E2A',
  },
  blue: {
    fill: 'linear-gradient(270deg, #0B4FD6 0%, #2F7BFF 55%, #5AB8FF 100%)',
    glow: 'rgba(47, 123, 255, 0.65)',
    text: '#8CC8FF',
    deep: '#0E2A66',
  },
};
