import { lazyOverlay } from './lazyOverlay';
import type { ModalProps } from './ModalView';

export type { ModalProps } from './ModalView';
export { ModalMessage } from './ModalParts';

/** A centred card over a dimmed page, for content that needs the user's full attention (code loads on first use). */
export const Modal = lazyOverlay<ModalProps>(async () => (await import('./ModalView')).ModalView);
