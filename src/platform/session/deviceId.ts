import { launchParams } from '../env/launchParams';
import { storage as appStorage, type SafeStorage } from '../storage/safeStorage';

export const DEVICE_ID_KEY = 'device_id';

/**
 * The stored device id, or a new one: MD5 of the user agent joined to a timestamp (spec §3),
 * created once. MD5 is needed once per device, so it is fetched on demand, not shipped in
 * every visit's first download (our own, `md5.ts`: a quarter of crypto-js's).
 */
export async function ensureDeviceId(storage: SafeStorage, userAgent: string, nowMs: number): Promise<string> {
  const existing = storage.get(DEVICE_ID_KEY);
  if (existing) return existing;
  const { md5 } = await import('./md5');
  const created = md5(`${userAgent}${nowMs}`);
  storage.set(DEVICE_ID_KEY, created);
  return created;
}

/** The device id of this page: the app's `device_id` query parameter, else the stored or a new one. */
export async function currentDeviceId(): Promise<string> {
  return launchParams.deviceId ?? ensureDeviceId(appStorage, navigator.userAgent, Date.now());
}
