import { type GiftDrawing, balloonParts, glints } from '../giftPaint';

/** The gift drawn as balloon. */
export const balloon: GiftDrawing = () => [
  ['M18 40q4 10 14 22M46 38q-6 12-14 24M32 46v16', '', '#fff', 1],
  ['M18 40q4 10 14 22M46 38q-6 12-14 24M32 46v16', '', '#8a9bc4', 0.8],
  ...balloonParts(18, 22, 12, 'blue'),
  ...balloonParts(46, 20, 12, 'gold'),
  ...balloonParts(32, 28, 14, 'pink'),
  glints([56, 40, 3], [6, 42, 2.5]),
];
