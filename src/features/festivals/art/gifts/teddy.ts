import { type GiftDrawing, SHADOW, circle, shine } from '../giftPaint';

/** The gift drawn as teddy. */
export const teddy: GiftDrawing = () => [
  SHADOW,
  [`${circle(17, 14, 8)}${circle(47, 14, 8)}${circle(32, 49, 15, 12)}`, 'brown'],
  [`${circle(17, 14, 4)}${circle(47, 14, 4)}${circle(32, 51, 8, 7)}`, '#f3c99a'],
  [circle(32, 28, 17, 15), 'brown'],
  [circle(32, 33, 7.5, 5.5), '#f3c99a'],
  [`${circle(25, 25, 2.2)}${circle(39, 25, 2.2)}${circle(32, 31, 2.6, 2)}`, '#3a1a08'],
  ['M29 35q3 3 6 0', '', '#3a1a08', 1.2],
  ['M23 42l9 3 9-3v8l-9-3-9 3z', 'red'],
  shine('M20 18q4-4 9-5', 2.5),
];
