import { delay, getResponse, http, HttpResponse, type RequestHandler } from 'msw';

/**
 * What the simulator's server can do wrong, per endpoint (a part of its path) or for every request (`*`):
 * - `server-error`: HTTP 5xx (the status given, 503 by default);
 * - `business-error`: HTTP 200 with a non-zero envelope status (the code given) — the server refused;
 * - `malformed`: HTTP 200 whose body is not the envelope (cut-off JSON);
 * - `hang`: no answer, ever (the page's own timeout decides);
 * - `lost`: the server does the work (a charge is made) and the answer is lost on the way back;
 * - `offline`: the request never leaves the phone (a network error, nothing done);
 * - `slow`: the answer, late (the delay given).
 */
export const FAULT_KINDS = ['server-error', 'business-error', 'malformed', 'hang', 'lost', 'offline', 'slow'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface Fault {
  /** A part of the request's path (`/race/v1/refuel`), or `*` for every request to the API. */
  match: string;
  kind: FaultKind;
  /** HTTP status (`server-error`) or envelope status (`business-error`). */
  status?: number;
  /** How late (`slow`), ms. */
  delayMs?: number;
  /** Only the first request it applies to (a reply lost once; the page's check then gets through). */
  once?: boolean;
}

const SLOW_DEFAULT_MS = 4_000;

/** Whether a fault applies to this request's path (the mock backend's paths; never the page's own files). */
export function faultApplies(fault: Fault, pathname: string): boolean {
  if (!pathname.startsWith('/api/')) return false;
  return fault.match === '*' || (fault.match !== '' && pathname.includes(fault.match));
}

export function parseFault(value: unknown): Fault | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  const kind = FAULT_KINDS.find((candidate) => candidate === raw.kind);
  const match = typeof raw.match === 'string' ? raw.match.trim().slice(0, 200) : '';
  if (!kind || !match) return null;
  const fault: Fault = { match, kind };
  if (raw.once === true) fault.once = true;
  if (kind === 'server-error') fault.status = wholeIn(raw.status, 500, 599) ?? 503;
  if (kind === 'business-error') fault.status = wholeIn(raw.status, -99_999, 99_999) || 50_001;
  if (kind === 'slow') fault.delayMs = wholeIn(raw.delayMs, 0, 120_000) ?? SLOW_DEFAULT_MS;
  return fault;
}

function wholeIn(value: unknown, min: number, max: number): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : null;
}

/**
 * MSW handlers that go before the mock backend's (`worker.use`): each request a fault applies to gets it; `slow` and
 * every other request fall through to the backend. `lost` runs the backend itself and drops its answer.
 */
export function faultHandlers(faults: readonly Fault[], backend: readonly RequestHandler[]): RequestHandler[] {
  if (faults.length === 0) return [];
  const spent = new Set<Fault>();
  return [
    http.all('*', async ({ request }) => {
      const pathname = new URL(request.url).pathname;
      const fault = faults.find((candidate) => !spent.has(candidate) && faultApplies(candidate, pathname));
      if (!fault) return undefined;
      if (fault.once) spent.add(fault);
      switch (fault.kind) {
        case 'server-error':
          return new HttpResponse('Service Unavailable (simulated)', { status: fault.status ?? 503 });
        case 'business-error':
          return HttpResponse.json({ status: fault.status, msg: 'simulated business error', data: null });
        case 'malformed':
          return new HttpResponse('{"status":0,"msg":"success","data":{"cut', {
            headers: { 'Content-Type': 'application/json' },
          });
        case 'hang':
          await delay('infinite');
          return undefined;
        case 'lost':
          await getResponse([...backend], request.clone());
          return HttpResponse.error();
        case 'offline':
          return HttpResponse.error();
        case 'slow':
          await delay(fault.delayMs ?? SLOW_DEFAULT_MS);
          return undefined;
      }
    }),
  ];
}
