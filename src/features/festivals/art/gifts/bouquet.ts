import { type GiftDrawing, bloom, circle, glints } from '../giftPaint';

/** The gift drawn as bouquet. */
export const bouquet: GiftDrawing = () => [
  ['M20 24l-6-8M44 24l6-8M32 18V8', '', '#2d9a4e', 3],
  ['M14 30q-8-8-4-16q8 4 8 14zM50 30q8-8 4-16q-8 4-8 14z', 'green'],
  ...bloom(20, 22, 9),
  ...bloom(44, 22, 9),
  ...bloom(32, 14, 10, 'pink'),
  ['M12 26L32 62L52 26q-20 8-40 0z', 'violet'],
  ['M12 26q20 8 40 0l-4 8q-16 6-32 0z', '#fff5'],
  ['M32 46l-9-6v12zM32 46l9-6v12z', 'gold', '#8a5206', 1],
  [circle(32, 46, 3), 'gold'],
  glints([56, 10, 3.5], [8, 44, 3]),
];
