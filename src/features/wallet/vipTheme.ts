import { darkPageTheme } from '../../ui/darkPageTheme';

/**
 * VIP's black and gold (issue 30): the page, its plan cards and its purchase sheet. Warm muted text on the black
 * (≥ 4.5:1 on the canvas and on the panel), gold for accents and the focus ring.
 */
export const vipTheme = darkPageTheme({
  name: 'vip',
  canvas: '#0B0B0D',
  bar: '#0B0B0D',
  panel: '#18171B',
  accent: '#E8C274',
  accentStrong: '#F6DFA4',
  accentGradient: 'linear-gradient(135deg, #F6DFA4 0%, #C9963A 100%)',
  textMuted: '#CFC6B4',
  textFaint: '#9D9484',
  line: 'rgba(232, 194, 116, 0.22)',
  focusRing: '#E8C274',
  accentSoft: 'rgba(232, 194, 116, 0.14)',
});
