import type { SafeStorage } from '../storage/safeStorage';

/** One event as the receiver gets it (spec §7). */
export interface AnalyticsEvent {
  event: string;
  properties: Record<string, unknown>;
  /** ms since epoch, real time. */
  time: number;
  distinct_id: string;
}

/** Spec §9. */
export const ANALYTICS_LIMITS = {
  defaultBatchSize: 6,
  maxBatchSize: 30,
  intervalMs: 6000,
  maxKept: 500,
  perSend: 50,
  sendTimeoutMs: 3000,
} as const;

export interface TrackerOptions {
  send: (events: AnalyticsEvent[], timeoutMs: number) => Promise<void>;
  /** Anonymous id until `login`. */
  anonymousId: () => string;
  now?: () => number;
  /** Off by default: every event is sent at once. */
  batching?: { size?: number; intervalMs?: number } | false;
  /** Where unsent batched events are kept between page loads. */
  storage?: SafeStorage;
}

export interface Tracker {
  track(event: string, properties?: Record<string, unknown>): void;
  login(userId: string): void;
  /** Sends what is queued (batched mode), up to 50 events per request. */
  flush(): Promise<void>;
  queued(): number;
  stop(): void;
}

const QUEUE_KEY = 'analytics_queue';

/**
 * A small tracker: no automatic page show/hide tracking (spec §7), batching off
 * unless asked for. Sending never throws into the page.
 */
export function createTracker(options: TrackerOptions): Tracker {
  const now = options.now ?? Date.now;
  const batching = options.batching || null;
  const batchSize = batching
    ? Math.min(Math.max(1, batching.size ?? ANALYTICS_LIMITS.defaultBatchSize), ANALYTICS_LIMITS.maxBatchSize)
    : 1;
  let loginId: string | null = null;
  let queue: AnalyticsEvent[] = [];
  let sending = false;

  if (batching && options.storage) {
    try {
      const saved: unknown = JSON.parse(options.storage.get(QUEUE_KEY) ?? '[]');
      if (Array.isArray(saved)) queue = saved.slice(-ANALYTICS_LIMITS.maxKept) as AnalyticsEvent[];
    } catch {
      queue = [];
    }
  }
  const persist = () => options.storage?.set(QUEUE_KEY, JSON.stringify(queue));

  const sendSafely = (events: AnalyticsEvent[]) =>
    options.send(events, ANALYTICS_LIMITS.sendTimeoutMs).then(
      () => true,
      () => false,
    );

  async function flush(): Promise<void> {
    if (sending || queue.length === 0) return;
    sending = true;
    try {
      while (queue.length > 0) {
        const chunk = queue.slice(0, ANALYTICS_LIMITS.perSend);
        if (!(await sendSafely(chunk))) break; // keep them for the next interval
        queue = queue.slice(chunk.length);
        persist();
      }
    } finally {
      sending = false;
    }
  }

  const timer = batching ? setInterval(() => void flush(), batching.intervalMs ?? ANALYTICS_LIMITS.intervalMs) : null;

  return {
    track(event, properties = {}) {
      const entry: AnalyticsEvent = { event, properties, time: now(), distinct_id: loginId ?? options.anonymousId() };
      if (!batching) {
        void sendSafely([entry]);
        return;
      }
      queue.push(entry);
      if (queue.length > ANALYTICS_LIMITS.maxKept) queue = queue.slice(queue.length - ANALYTICS_LIMITS.maxKept);
      persist();
      if (queue.length >= batchSize) void flush();
    },
    login(userId) {
      if (userId) loginId = userId;
    },
    flush,
    queued: () => queue.length,
    stop() {
      if (timer) clearInterval(timer);
    },
  };
}
