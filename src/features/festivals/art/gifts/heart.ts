import { type GiftDrawing, SHADOW, circle, glints, heartPath, shine } from '../giftPaint';

/** The gift drawn as heart. */
export const heart: GiftDrawing = () => [
  SHADOW,
  [heartPath(32, 31, 27), 'red', '#8e0b1f', 1],
  [heartPath(32, 29, 21), '#ff6e80'],
  [heartPath(32, 31, 27), 'pink', '', 0, 'translate(32 31) scale(.7) translate(-32 -31)'],
  shine('M14 20q2-9 11-9', 4),
  [circle(44, 18, 2.5), '#fffc'],
  glints([56, 8, 4], [8, 44, 3]),
];
