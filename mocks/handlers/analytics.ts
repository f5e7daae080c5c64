import { http, HttpResponse } from 'msw';
import type { AnalyticsEvent } from '../../src/platform/analytics/tracker';
import { buildSettings } from '../../src/platform/env/buildSettings';

/**
 * The analytics receiver. Not the signed API (a separate service with its own
 * app id), so no signature check here. Records every event for stories and tests.
 */
export const receivedEvents: Array<AnalyticsEvent & { app_id: string }> = [];

const receiverPath = (() => {
  try {
    return new URL(buildSettings.analyticsReceiverUrl, 'http://localhost').pathname;
  } catch {
    return '/analytics/receive';
  }
})();

export const analyticsHandlers = [
  http.post(`*${receiverPath}`, async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { app_id?: string; events?: AnalyticsEvent[] } | null;
    if (!body || !Array.isArray(body.events)) return new HttpResponse(null, { status: 400 });
    receivedEvents.push(...body.events.map((event) => ({ ...event, app_id: body.app_id ?? '' })));
    return new HttpResponse(null, { status: 204 });
  }),
];
