import { type GiftDrawing, circle, glints, shine } from '../giftPaint';

/** The gift drawn as rocket. */
export const rocket: GiftDrawing = () => [
  ['M32 4c11 8 13 22 10 38H22c-3-16-1-30 10-38z', 'silver', '#6a7bae', 1, 'rotate(35 32 32)'],
  ['M32 4c5 3 8 8 10 13H22c2-5 5-10 10-13zM22 32l-9 12 10-2zM42 32l9 12-10-2z', 'red', '', 0, 'rotate(35 32 32)'],
  [circle(32, 28, 5.5), 'blue', '#fff', 2, 'rotate(35 32 32)'],
  ['M25 43h14l-7 19z', 'flame', '', 0, 'rotate(35 32 32)'],
  shine('M26 20v16', 2.5),
  [`${circle(8, 58, 3)}${circle(14, 60, 2)}`, '#fff8'],
  glints([10, 10, 4], [56, 46, 3]),
];
