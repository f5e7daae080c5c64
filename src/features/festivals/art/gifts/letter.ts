import { type GiftDrawing, SHADOW, glints, heartPath } from '../giftPaint';

/** The gift drawn as letter. */
export const letter: GiftDrawing = () => [
  SHADOW,
  ['M16 28V8h32v20z', '#fff', '#f0a0c0', 1],
  ['M21 14h22M21 19h16', '', '#ff8fb8', 2],
  ['M12 22h40q4 0 4 4v26q0 4-4 4H12q-4 0-4-4V26q0-4 4-4z', 'cream', '#d88aa8', 1],
  ['M8 26l24 16 24-16M9 55l17-15M55 55L38 40', '', '#d88aa8', 1.2],
  [heartPath(32, 42, 8), 'red', '#fff', 1.2],
  glints([54, 12, 4], [8, 14, 3]),
];
