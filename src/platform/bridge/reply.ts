/** A native reply after normalisation: iOS sends objects, Android JSON strings. */
export interface BridgeReply {
  status: number;
  data: unknown;
  msg: string;
}

/** Never throws: anything unreadable becomes a failed reply the caller can reject with. */
export function normaliseReply(raw: unknown): BridgeReply {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return { status: -1, data: null, msg: 'Malformed bridge reply' };
    }
  }
  if (typeof value !== 'object' || value === null) return { status: -1, data: null, msg: 'Malformed bridge reply' };
  const { status, data, msg } = value as { status?: unknown; data?: unknown; msg?: unknown };
  if (typeof status !== 'number') return { status: -1, data: null, msg: 'Malformed bridge reply' };
  return { status, data: data ?? null, msg: typeof msg === 'string' ? msg : '' };
}

/** Status-bar height: anything that is not a finite, non-negative number means 0. */
export function statusBarHeightFrom(data: unknown): number {
  const height = typeof data === 'string' && data.trim() !== '' ? Number(data) : data;
  return typeof height === 'number' && Number.isFinite(height) && height >= 0 ? height : 0;
}
