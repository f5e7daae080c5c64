import { type GiftDrawing, SHADOW, circle, glints, shine } from '../giftPaint';

/** The gift drawn as cake. */
export const cake: GiftDrawing = () => [
  SHADOW,
  ['M8 54a24 6 0 0 0 48 0z', 'silver'],
  ['M10 38h44v14a22 5 0 0 1-44 0z', 'pink'],
  [circle(32, 38, 22, 5), 'cream'],
  ['M10 38v4a4 4 0 0 0 7 0a4 5 0 0 0 8 2a4 4 0 0 0 7-2a4 5 0 0 0 8 2a4 4 0 0 0 7-2a4 4 0 0 0 7 0v-4z', 'cream'],
  ['M18 24h28v12a14 4 0 0 1-28 0z', 'pink'],
  [circle(32, 24, 14, 3.5), 'cream'],
  ['M26 12h3v11h-3zM35 12h3v11h-3z', 'blue'],
  [`${circle(27.5, 8, 2.5, 4)}${circle(36.5, 8, 2.5, 4)}`, 'flame'],
  [circle(32, 20, 4), 'red'],
  shine('M13 43v6M21 28v5', 2.5),
  glints([52, 18, 3], [10, 26, 2.5]),
];
