import { type GiftDrawing, SHADOW, circle, glints } from '../giftPaint';

/** The gift drawn as crown. */
export const crown: GiftDrawing = () => [
  SHADOW,
  ['M10 46L6 18l14 12 12-20 12 20 14-12-4 28z', 'gold', '#8a5206', 1],
  ['M10 44h44v10H10z', 'gold', '#8a5206', 1],
  ['M12 26l8 8 12-18', '', '#fffa', 2],
  [`${circle(6, 17, 3.5)}${circle(32, 9, 4)}${circle(58, 17, 3.5)}`, 'silver'],
  [circle(32, 34, 6, 7), 'red', '#fff', 1.2],
  [`${circle(18, 49, 3)}${circle(46, 49, 3)}`, 'blue', '#fff', 1],
  [circle(32, 49, 2.5), 'green'],
  [`${circle(30, 31, 1.6)}${circle(17, 48, 1)}`, '#fff'],
  glints([54, 6, 4]),
];
