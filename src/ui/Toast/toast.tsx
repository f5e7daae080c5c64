import { useEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { fadeIn } from '../motion';
import { px } from '../px';

/** How long a toast stays, unless the caller says otherwise. */
export const TOAST_DURATION_MS = 2000;

interface ToastState {
  id: number;
  text: string;
  durationMs: number;
}

/** One toast at a time: a new one replaces the previous at once (spec: single instance). */
let current: ToastState | null = null;
/** Under test, a toast stays until replaced or hidden, so no screenshot or assertion races its timer. */
let staysUntilDismissed = false;
let nextId = 1;
const listeners = new Set<() => void>();

function set(next: ToastState | null) {
  current = next;
  listeners.forEach((listener) => listener());
}

/** Shows a short message. Empty or blank text is ignored (spec §5). */
export function showToast(text: string, options: { durationMs?: number } = {}): void {
  if (!text || !text.trim()) return;
  set({ id: nextId++, text, durationMs: options.durationMs ?? TOAST_DURATION_MS });
}

/** Tests (the story test-runner) keep toasts on screen until dismissed instead of for their duration. */
export function keepToastsUntilDismissed(keep: boolean): void {
  staysUntilDismissed = keep;
}

export function hideToast(): void {
  set(null);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const Region = styled.div`
  position: fixed;
  inset: auto 0 22% 0;
  z-index: ${({ theme }) => theme.z.toast};
  display: flex;
  justify-content: center;
  padding: 0 ${px(40)};
  pointer-events: none;
`;

const Bubble = styled.div`
  max-width: ${px(300)};
  padding: ${px(10)} ${px(18)};
  border-radius: ${px(12)};
  background: rgba(34, 26, 22, 0.9);
  color: #fff;
  font-size: ${px(14)};
  line-height: 1.5;
  text-align: center;
  word-break: break-word;
  box-shadow: 0 ${px(6)} ${px(20)} rgba(0, 0, 0, 0.2);
  animation: ${fadeIn} var(--motion-fade-in) ease-out both;
`;

/** The live region toasts appear in; mounted once by the app's providers. */
export function ToastHost() {
  const toast = useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );

  useEffect(() => {
    if (!toast || staysUntilDismissed) return;
    const timer = setTimeout(() => {
      if (current?.id === toast.id) hideToast();
    }, toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast]);

  // Portalled to <body> like the dialogs: above every page, outside any page's own regions.
  return createPortal(
    <Region role="status" aria-live="polite" data-toast-region="">
      {toast && <Bubble key={toast.id}>{toast.text}</Bubble>}
    </Region>,
    document.body,
  );
}
