import { type GiftDrawing, bloom, glints, shine } from '../giftPaint';

/** The gift drawn as rose. */
export const rose: GiftDrawing = () => [
  ['M32 34q-3 13 0 27', '', '#2d9a4e', 3],
  ['M31 50q-14-4-19 4q12 5 19-4zM33 44q10-9 19-3q-10 8-19 3z', 'green'],
  ['M32 3a9 9 0 0 1 16 11a9 9 0 0 1-6 19a9 9 0 0 1-20 0a9 9 0 0 1-6-19a9 9 0 0 1 16-11z', '#c2185b'],
  ...bloom(32, 20, 13, 'pink'),
  shine('M22 14q3-5 8-6', 2.5),
  glints([50, 34, 3]),
];
