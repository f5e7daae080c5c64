import { type GiftDrawing, SHADOW, circle, glints, starPath } from '../giftPaint';

/** The gift drawn as star. */
export const star: GiftDrawing = () => [
  SHADOW,
  [circle(32, 32, 30), 'halo'],
  [starPath(32, 32, 28, 0.48), 'gold', '#d98a12', 4],
  [starPath(32, 32, 28, 0.48), 'gold'],
  [starPath(30, 30, 13, 0.48), '#fff6'],
  glints([52, 10, 4], [10, 52, 3]),
];
