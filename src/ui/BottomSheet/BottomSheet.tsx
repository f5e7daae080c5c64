import { lazyOverlay } from '../Modal/lazyOverlay';
import type { BottomSheetProps } from './BottomSheetView';

export type { BottomSheetProps } from './BottomSheetView';

/** A sheet that slides up from the bottom (code loads on first use). */
export const BottomSheet = lazyOverlay<BottomSheetProps>(
  async () => (await import('./BottomSheetView')).BottomSheetView,
);
