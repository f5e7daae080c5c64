import { type GiftDrawing, SHADOW, circle, glints, shine } from '../giftPaint';

/** The gift drawn as microphone. */
export const microphone: GiftDrawing = () => [
  SHADOW,
  ['M23 37h18l-4 22h-10z', 'violet', '#2a1a7a', 1],
  [circle(32, 47, 2.5), 'gold'],
  ['M20 32h24l-2 6H22z', 'gold'],
  [circle(32, 19, 15), 'silver', '#6a7bae', 1],
  ['M19 13h26M17 19h30M19 25h26M25 5v28M32 4v30M39 5v28', '', '#6a7bae77', 1],
  shine('M22 11q4-5 9-6', 3),
  glints([52, 8, 4], [10, 40, 3]),
];
