import { Drawing } from './Drawing';
import type { GiftDrawing } from './giftPaint';

export type { GiftDrawing } from './giftPaint';

/** A gift's picture, `size` design units square; decorative (the gift's name is written beside it). */
export function GiftArt({ drawing, size = 56 }: { drawing: GiftDrawing; size?: number }) {
  return <Drawing parts={drawing()} size={size} />;
}
