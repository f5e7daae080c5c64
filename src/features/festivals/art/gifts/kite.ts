import { type GiftDrawing, glints, shine } from '../giftPaint';

/** The gift drawn as kite. */
export const kite: GiftDrawing = () => [
  ['M32 48q-8 4-2 8t-4 8', '', '#8a9bc4', 1.2],
  ['M27 51l5 1-3 4zM32 58l-4 1 2 3z', 'red'],
  ['M32 4L10 26h22z', 'pink'],
  ['M32 4l22 22H32z', 'gold'],
  ['M10 26l22 22V26z', 'blue'],
  ['M54 26L32 48V26z', 'violet'],
  ['M32 4v44M10 26h44', '', '#fff', 1.5],
  ['M32 4L54 26L32 48L10 26z', '', '#fff', 1.5],
  shine('M19 20l8-8', 2.5),
  glints([52, 8, 4], [10, 44, 3]),
];
