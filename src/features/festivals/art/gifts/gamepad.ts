import { type GiftDrawing, SHADOW, circle, glints } from '../giftPaint';

/** The gift drawn as gamepad. */
export const gamepad: GiftDrawing = () => [
  SHADOW,
  [
    'M17 18h30c10 0 14 8 15 18c1 10 0 18-7 18c-5 0-8-6-12-10H21c-4 4-7 10-12 10c-7 0-8-8-7-18c1-10 5-18 15-18z',
    'violet',
    '#2a1a7a',
    1,
  ],
  ['M17 21h30c6 0 9 3 11 8c-14-4-38-4-52 0c2-5 5-8 11-8z', '#fff5'],
  ['M14 26h5v5h5v5h-5v5h-5v-5H9v-5h5z', 'gold'],
  [circle(46, 27, 3.5), '#5cff9d'],
  [circle(53, 33, 3.5), '#ff5c8a'],
  [circle(46, 39, 3.5), 'gold'],
  [circle(39, 33, 3.5), '#3dc8ff'],
  ['M27 30h3M34 30h3', '', '#2a1a7a', 2.5],
  glints([56, 10, 4], [8, 8, 3]),
];

/** Every drawing, for the gallery (a page imports only its own). */
