import { type GiftDrawing, SHADOW, circle, glints } from '../giftPaint';

/** The gift drawn as ring. */
export const ring: GiftDrawing = () => [
  SHADOW,
  [circle(32, 41, 17, 15), '', '#8a5206', 6],
  [circle(32, 40, 17, 15), '', 'gold', 5],
  ['M17 36q3-10 10-12', '', '#fff9', 1.6],
  ['M26 25h12l-2 5h-8z', 'gold'],
  ['M20 14l6-8h12l6 8-12 14z', 'gem', '#fff', 1.2],
  ['M20 14h24M26 6l6 8 6-8M32 14v14', '', '#fff9', 1],
  glints([48, 6, 4], [14, 10, 3]),
];
