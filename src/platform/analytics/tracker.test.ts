import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSafeStorage } from '../storage/safeStorage';
import { ANALYTICS_LIMITS, createTracker, type AnalyticsEvent } from './tracker';

let sent: AnalyticsEvent[][];
let timeouts: number[];
const send = vi.fn(async (events: AnalyticsEvent[], timeoutMs: number) => {
  sent.push(events);
  timeouts.push(timeoutMs);
});

beforeEach(() => {
  sent = [];
  timeouts = [];
  send.mockClear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('tracker, batching off (the default)', () => {
  it('sends each event at once as {event, properties, time, distinct_id}, with a 3 s timeout', async () => {
    const tracker = createTracker({ send, anonymousId: () => 'device-1', now: () => 1000 });
    tracker.track('web_homepage_exposure', { title: 'Home' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([
      [{ event: 'web_homepage_exposure', properties: { title: 'Home' }, time: 1000, distinct_id: 'device-1' }],
    ]);
    expect(timeouts).toEqual([3000]);
  });

  it('uses the login id as distinct_id after login(userid)', async () => {
    const tracker = createTracker({ send, anonymousId: () => 'device-1' });
    tracker.login('u_10086');
    tracker.track('web_page_exposure');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent[0]?.[0]?.distinct_id).toBe('u_10086');
  });

  it('a failing receiver never throws into the page', async () => {
    const tracker = createTracker({ send: () => Promise.reject(new Error('offline')), anonymousId: () => 'd' });
    expect(() => tracker.track('x')).not.toThrow();
    await vi.advanceTimersByTimeAsync(0);
  });
});

describe('tracker, batching on', () => {
  it('sends when 6 events are queued (the default batch)', async () => {
    const tracker = createTracker({ send, anonymousId: () => 'd', batching: {} });
    for (let i = 0; i < 5; i++) tracker.track(`e${i}`);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([]);
    tracker.track('e5');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toHaveLength(6);
    tracker.stop();
  });

  it('sends what is queued every 6 s', async () => {
    const tracker = createTracker({ send, anonymousId: () => 'd', batching: {} });
    tracker.track('lonely');
    await vi.advanceTimersByTimeAsync(ANALYTICS_LIMITS.intervalMs - 1);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([[expect.objectContaining({ event: 'lonely' })]]);
    tracker.stop();
  });

  it('caps the batch size at 30', async () => {
    const tracker = createTracker({ send, anonymousId: () => 'd', batching: { size: 100 } });
    for (let i = 0; i < 29; i++) tracker.track(`e${i}`);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([]);
    tracker.track('e29');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent[0]).toHaveLength(30);
    tracker.stop();
  });

  it('keeps at most 500 events while the receiver is down (oldest dropped), then sends 50 per request', async () => {
    let up = false;
    const flaky = vi.fn(async (events: AnalyticsEvent[]) => {
      if (!up) throw new Error('down');
      sent.push(events);
    });
    const tracker = createTracker({ send: flaky, anonymousId: () => 'd', batching: { size: 30 } });
    for (let i = 0; i < 520; i++) tracker.track(`e${i}`);
    await vi.advanceTimersByTimeAsync(0);
    expect(tracker.queued()).toBe(500);
    up = true;
    await tracker.flush();
    expect(sent.map((chunk) => chunk.length)).toEqual(Array(10).fill(50));
    expect(sent[0]?.[0]?.event).toBe('e20');
    expect(sent.at(-1)?.at(-1)?.event).toBe('e519');
    expect(tracker.queued()).toBe(0);
    tracker.stop();
  });

  it('keeps unsent events in storage for the next page load', async () => {
    const storage = createSafeStorage(() => null);
    const down = () => Promise.reject(new Error('down'));
    const first = createTracker({ send: down, anonymousId: () => 'd', batching: {}, storage });
    first.track('kept');
    first.stop();
    const second = createTracker({ send, anonymousId: () => 'd', batching: {}, storage });
    expect(second.queued()).toBe(1);
    await second.flush();
    expect(sent[0]?.[0]?.event).toBe('kept');
    second.stop();
  });
});
