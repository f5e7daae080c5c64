/** A native reply after normalisation: iOS sends objects, Android JSON strings. */
export interface BridgeReply {
  status: number;
  data: unknown;
  msg: string;
}

const MALFORMED: BridgeReply = { status: -1, data: null, msg: 'Malformed bridge reply' };

/** Never throws: anything unreadable becomes a failed reply the caller can reject with. */
export function normaliseReply(raw: unknown): BridgeReply {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return MALFORMED;
    }
  }
  if (typeof value !== 'object' || value === null) return MALFORMED;
  const { status, data, msg } = value as { status?: unknown; data?: unknown; msg?: unknown };
  if (typeof status !== 'number') return MALFORMED;
  return { status, data: data ?? null, msg: typeof msg === 'string' ? msg : '' };
}

/** A number native sent as a number or a numeric string (Android), else null. */
export function numberFrom(data: unknown): number | null {
  const value = typeof data === 'string' && data.trim() !== '' ? Number(data) : data;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Status-bar height: anything that is not a finite, non-negative number means 0. */
export function statusBarHeightFrom(data: unknown): number {
  const height = numberFrom(data);
  return height !== null && height >= 0 ? height : 0;
}
