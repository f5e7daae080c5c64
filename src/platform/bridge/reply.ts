import { headerValue } from '../http/headerValue';

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

/** The tallest status bar we lay out for (CSS px): real ones are 20–60, notched phones included. */
export const STATUS_BAR_MAX = 100;

/**
 * Status-bar height: anything that is not a finite, non-negative number means 0; anything taller
 * than STATUS_BAR_MAX is taken as STATUS_BAR_MAX (a height of 5000 once pushed every page off screen).
 */
export function statusBarHeightFrom(data: unknown): number {
  const height = numberFrom(data);
  return height !== null && height > 0 ? Math.min(height, STATUS_BAR_MAX) : 0;
}

/** The longest app version we keep ("6.8.0", "6.8.0.1234-beta"). */
export const APP_VERSION_MAX_LENGTH = 32;

/** An app version from native: a header-safe value, short and without spaces, else unknown. */
export function appVersionFrom(data: unknown): string | null {
  const version = headerValue(data);
  return version !== null && version.length <= APP_VERSION_MAX_LENGTH && !version.includes(' ') ? version : null;
}
