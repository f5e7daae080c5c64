import { type GiftDrawing, circle, glints, shine } from '../giftPaint';

/** The gift drawn as firework. */
export const firework: GiftDrawing = () => [
  [circle(32, 24, 26), 'halo'],
  ['M32 3v10M32 35v6M11 24h10M43 24h10', '', '#ffd23f', 4],
  ['M17 9l7 7M47 9l-7 7M17 39l7-7M47 39l-7-7', '', '#ff5ca8', 4],
  ['M24 6l2 5M40 6l-2 5M14 16l5 2M50 16l-5 2M14 32l5-2M50 32l-5-2', '', '#7fe3ff', 2.5],
  [`${circle(8, 24, 2.2)}${circle(56, 24, 2.2)}${circle(13, 5, 2)}${circle(51, 5, 2)}`, '#fff'],
  [circle(32, 24, 6), '#fff'],
  ['M25 44h14v14a7 2.5 0 0 1-14 0z', 'red'],
  ['M25 49h14v3H25z', 'gold'],
  [circle(32, 44, 7, 2.5), '#ffb3b3', '#8e0b1f', 1],
  shine('M28 48v8', 2),
  glints([50, 40, 3], [14, 42, 2.5]),
];
