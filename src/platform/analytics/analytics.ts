import type { SelfInfo } from '../session/selfInfo';
import { withoutAccessToken } from '../session/token';
import { buildSettings } from '../env/buildSettings';
import { analyticsAppId, getClientEnv } from '../env/clientEnv';
import { postKeepalive } from '../http/beacon';
import { storage } from '../storage/safeStorage';
import { createTracker } from './tracker';

let deviceId = '';

/** The app's tracker: events go to the separate receiver, one request each (batching off, spec §7). */
export const analytics = createTracker({
  anonymousId: () => deviceId,
  storage,
  send: (events, timeoutMs) =>
    postKeepalive(buildSettings.analyticsReceiverUrl, { app_id: analyticsAppId(getClientEnv()), events }, timeoutMs),
});

export function setAnalyticsDeviceId(id: string): void {
  deviceId = id;
}

/** The page address as analytics may record it: never with the access token. */
export function currentUrl(): string {
  return withoutAccessToken(location.href);
}

export const EVENTS = {
  homepageExposure: 'web_homepage_exposure',
  pageExposure: 'web_page_exposure',
} as const;

/** On load (spec §7): app_user_id, app_device_id, current_url, and the title when there is one. */
export function homepageExposureProperties(
  userId: string,
  device: string,
  url: string,
  title: string,
): Record<string, unknown> {
  return {
    app_user_id: userId,
    app_device_id: device,
    current_url: withoutAccessToken(url),
    ...(title ? { title } : {}),
  };
}

/** After every route change (spec §7). Gender: 1 is male, anything else female. */
export function pageExposureProperties(
  self: SelfInfo | null,
  device: string,
  url: string,
  refer: string | null,
): Record<string, unknown> {
  return {
    public_id: self?.public_id ?? '',
    age: self?.age ?? 0,
    gender: self?.gender === 1 ? 'male' : 'female',
    is_high_quality: self?.is_high_quality ?? false,
    user_level: self?.level ?? 0,
    device_id: device,
    current_url: withoutAccessToken(url),
    refer: refer ?? '',
  };
}
