// Giving the main thread back: a mid-range phone stays responsive when long work is cut into tasks.

/** Resolves in a new task, after whatever else is waiting (a tap, a frame) has had its turn. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `task` when the browser is idle, at the latest after `timeoutMs` (after a frame where
 * there is no idle callback, e.g. older iOS web views); returns a cancel.
 */
export function whenIdle(task: () => void, timeoutMs = 300): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 16);
  return () => clearTimeout(timer);
}
