import type { QueryClient } from '@tanstack/react-query';
import {
  analytics,
  currentUrl,
  EVENTS,
  homepageExposureProperties,
  pageExposureProperties,
  setAnalyticsDeviceId,
} from '../platform/analytics/analytics';
import { bridge } from '../platform/bridge/bridge';
import { screenTitleWithin } from '../platform/bridge/useNativeTitle';
import { getClientEnv, updateClientEnv } from '../platform/env/clientEnv';
import { applyStatusBarHeight, STATUS_BAR_BEFORE_BRIDGE } from '../platform/env/statusBar';
import { launchParams } from '../platform/env/launchParams';
import { startDebugConsoleIfWanted } from '../platform/debug/debugConsole';
import { coreStringsLoaded, detectLanguage, initI18n } from '../platform/i18n/i18n';
import { currentDeviceId } from '../platform/session/deviceId';
import { selfInfoQuery, type SelfInfo } from '../platform/session/selfInfo';
import { updateSessionUser } from '../platform/session/session';
import { adoptAccessToken } from '../platform/session/token';

/**
 * How long the load exposure waits for the first screen to name itself: a slow phone (or a busy test machine)
 * renders its first screen seconds after self info arrives, and the event is worth more with its title than early.
 */
const TITLE_WAIT_MS = 6000;

let deviceId = '';
let selfInfo: SelfInfo | null = null;
/** Settles when the bridge and self info have answered (or failed), so exposures carry the profile. */
let sessionReady: Promise<void> = Promise.resolve();

/**
 * Start-up, in the spec's order: env (read at module load) → token → bridge (app
 * version, platform, status-bar height) → self info → analytics login → exposure.
 * Only the active language's strings are awaited before the first paint; the
 * bridge and the network continue in the background.
 */
export async function boot(queryClient: QueryClient): Promise<void> {
  adoptAccessToken();
  // Known now, not when the strings arrive: requests made before then (route prefetches) sign with it.
  updateClientEnv({ language: detectLanguage() });
  const deviceIdReady = currentDeviceId();
  applyStatusBarHeight(STATUS_BAR_BEFORE_BRIDGE);
  startDebugConsoleIfWanted(getClientEnv().debug);
  await initI18n();
  // Without them no page can say anything, not even its error: the boot fallback takes over.
  if (!coreStringsLoaded()) throw new Error('the core strings did not arrive');
  deviceId = await deviceIdReady;
  setAnalyticsDeviceId(deviceId);
  sessionReady = startSession(queryClient);
}

async function startSession(queryClient: QueryClient): Promise<void> {
  const [appInfo, statusBarHeight] = await Promise.all([
    bridge.getAppInfo().catch(() => ({ version: null, platform: null })),
    bridge.getStatusBarHeight().catch(() => 0),
  ]);
  updateClientEnv({ version: appInfo.version, platform: appInfo.platform });
  applyStatusBarHeight(statusBarHeight);

  try {
    selfInfo = await queryClient.fetchQuery(selfInfoQuery());
    updateSessionUser({
      user_id: selfInfo.userid,
      nickname: selfInfo.nickname,
      avatar_url: selfInfo.avatar_url,
      is_high_quality: selfInfo.is_high_quality,
    });
    analytics.login(selfInfo.userid);
  } catch {
    // signed out or offline: the page shows its own state; analytics stays anonymous
  }
  const title = await screenTitleWithin(TITLE_WAIT_MS);
  analytics.track(
    EVENTS.homepageExposure,
    homepageExposureProperties(selfInfo?.userid ?? '', deviceId, currentUrl(), title),
  );
}

/** The single-page exposure after every route change (spec §2), sent once the profile is known. */
export function trackRouteExposure(): void {
  const url = currentUrl();
  void sessionReady.then(() =>
    analytics.track(EVENTS.pageExposure, pageExposureProperties(selfInfo, deviceId, url, launchParams.refer)),
  );
}
