import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';

// The dialogs load on first use: every page mounts the host, few pages ever show one.
const AlertDialog = lazy(async () => ({ default: (await import('./AlertDialog')).AlertDialog }));
const ConfirmDialog = lazy(async () => ({ default: (await import('./AlertDialog')).ConfirmDialog }));

export interface AlertOptions {
  title?: ReactNode;
  message: ReactNode;
  buttonText?: string;
}

export interface ConfirmOptions {
  title?: ReactNode;
  message: ReactNode;
  confirmText?: string;
  cancelText?: string;
  danger?: boolean;
}

type Pending =
  | { id: number; kind: 'alert'; options: AlertOptions; settle: () => void }
  | { id: number; kind: 'confirm'; options: ConfirmOptions; settle: (confirmed: boolean) => void };

/**
 * Dialogs as promises, so flows read top to bottom: `if (await showConfirm(...))`.
 * They queue: a second alert waits until the first is acknowledged.
 */
let queue: readonly Pending[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function setQueue(next: readonly Pending[]) {
  queue = next;
  listeners.forEach((listener) => listener());
}

function remove(id: number) {
  setQueue(queue.filter((entry) => entry.id !== id));
}

/** Shows an alert; resolves when the user taps its button. */
export function showAlert(options: AlertOptions): Promise<void> {
  return new Promise((resolve) => {
    const id = nextId++;
    setQueue([...queue, { id, kind: 'alert', options, settle: () => (remove(id), resolve()) }]);
  });
}

/** Asks a yes/no question; resolves true on confirm, false on cancel. */
export function showConfirm(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    const id = nextId++;
    setQueue([
      ...queue,
      { id, kind: 'confirm', options, settle: (confirmed: boolean) => (remove(id), resolve(confirmed)) },
    ]);
  });
}

/** Answers every open dialog as its dismissal would (Storybook: each story starts without the last one's alert). */
export function dismissAllDialogs(): void {
  for (const entry of queue) {
    if (entry.kind === 'alert') entry.settle();
    else entry.settle(false);
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Renders the front dialog of the queue. Mounted once by the app's providers. */
export function DialogHost() {
  const pending = useSyncExternalStore(
    subscribe,
    () => queue,
    () => queue,
  );
  const front = pending[0];
  if (!front) return null;
  return (
    <Suspense fallback={null}>
      {front.kind === 'alert' ? (
        <AlertDialog key={front.id} {...front.options} onClose={front.settle} />
      ) : (
        <ConfirmDialog
          key={front.id}
          {...front.options}
          onConfirm={() => front.settle(true)}
          onCancel={() => front.settle(false)}
        />
      )}
    </Suspense>
  );
}
