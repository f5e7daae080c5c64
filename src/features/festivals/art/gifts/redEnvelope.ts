import { type GiftDrawing, SHADOW, circle, glints, shine, starPath } from '../giftPaint';

/** The gift drawn as redEnvelope. */
export const redEnvelope: GiftDrawing = () => [
  SHADOW,
  ['M14 4h36q5 0 5 5v46q0 5-5 5H14q-5 0-5-5V9q0-5 5-5z', 'red', '#8e0b1f', 1],
  ['M9 9q0-5 5-5h36q5 0 5 5v9q-23 16-46 0z', '#ff5a6a'],
  ['M9 18q23 16 46 0', '', '#8e0b1f', 1.4],
  [circle(32, 27, 9), 'gold', '#8a5206', 1],
  [starPath(32, 27, 5), '#b8700c'],
  ['M17 48h30', '', '#ffc83d', 2],
  shine('M14 22v24', 2.5),
  glints([54, 6, 4]),
];
