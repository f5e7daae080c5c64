import { noteServerTime, signingNow } from '../clock/clock';
import { buildSettings } from '../env/buildSettings';
import { getClientEnv } from '../env/clientEnv';
import { getSessionUser } from '../session/session';
import { bridge } from '../bridge/bridge';
import { ApiError, isApiError } from './errors';
import { createNonce, signParams, type SignableValue } from './sign';
import { headerValue } from './headerValue';

/** The server's envelope (spec §3): success only when status is 0. */
export interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

export interface RequestOptions {
  /** No timeout unless given (spec §7). */
  timeoutMs?: number;
  /** Cancels the request; react-query passes one to every queryFn. */
  signal?: AbortSignal;
  /**
   * False for the one request whose failure is the base helper's plain browser alert instead (order creation,
   * spec §8). Every other failure is reported to native once (`reportApiError`).
   */
  reportFailure?: boolean;
}

/** Sent in debug builds with no token, so dev servers can still answer (spec §6). */
export const DEBUG_PLACEHOLDER_TOKEN = 'debug-placeholder-token';

type Params = Record<string, SignableValue>;

export function signedParams(params: Params, language: string, nowMs: number = signingNow()): Params {
  const unsigned: Params = {
    ...params,
    timestamp: Math.floor(nowMs / 1000),
    nonce: createNonce(),
    access_key: buildSettings.accessKey,
    'app-language': language,
  };
  return { ...unsigned, sign: signParams(unsigned, buildSettings.signSecret) };
}

/** Every header value passes `headerValue`: one from the bridge, the URL or storage that is not plain ASCII is left out. */
function requestHeaders(): Record<string, string> {
  const env = getClientEnv();
  const token = getSessionUser().access_token;
  // The placeholder can never reach production: only a non-production debug environment sends it.
  const placeholderAllowed = env.debug && env.environment.name !== 'production';
  const values: Record<string, unknown> = {
    'client-platform': 'web',
    'App-Language': env.language,
    'Access-Token': token || (placeholderAllowed ? DEBUG_PLACEHOLDER_TOKEN : null),
    'App-Platform': env.platform,
    'App-Version': env.version,
  };
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    const safe = headerValue(value);
    if (safe !== null) headers[name] = safe;
  }
  return headers;
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  if (typeof body !== 'object' || body === null) return false;
  const { status, msg } = body as { status?: unknown; msg?: unknown };
  return (
    typeof status === 'number' &&
    Number.isFinite(status) &&
    (msg === undefined || msg === null || typeof msg === 'string')
  );
}

/**
 * The server's refusal of a request whose signature timestamp is too far from its clock (ours: the spec
 * shows no server codes; the mock uses it). A phone whose clock is minutes off gets it on its first request.
 */
export const TIMESTAMP_REFUSED_STATUS = 40102;

async function send<T>(
  method: 'GET' | 'POST',
  path: string,
  params: Params,
  options: RequestOptions,
  resigned = false,
): Promise<T> {
  const env = getClientEnv();
  const signed = signedParams(params, env.language);
  const base = typeof location === 'undefined' ? 'http://localhost' : location.href;
  const url = new URL(env.domain + path, base);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ApiError('unsupported-protocol', -999, `Unsupported protocol ${url.protocol}`);
  }
  const request: RequestInit & { headers: Record<string, string> } = { method, headers: requestHeaders() };
  if (method === 'GET') {
    for (const [key, value] of Object.entries(signed)) {
      if (value === null || value === undefined) continue;
      url.searchParams.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
  } else {
    request.headers['Content-Type'] = 'application/json';
    request.body = JSON.stringify(signed);
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer =
    options.timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, options.timeoutMs);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort);

  try {
    let response: Response;
    try {
      response = await fetch(url.toString(), { ...request, signal: controller.signal });
    } catch (error) {
      if (timedOut) throw new ApiError('timeout', -999, `timeout of ${options.timeoutMs} ms exceeded`);
      if (options.signal?.aborted) throw new ApiError('canceled', -999, 'canceled');
      if (controller.signal.aborted) throw new ApiError('aborted', -999, 'Request aborted');
      throw new ApiError(
        'network',
        -999,
        error instanceof Error && error.message ? `Network Error: ${error.message}` : 'Network Error',
      );
    }
    if (response.status >= 400 && response.status < 500) {
      throw new ApiError('bad-request', response.status, `Request failed with status code ${response.status}`);
    }
    if (response.status < 200 || response.status >= 300) {
      throw new ApiError('bad-response', response.status, `Request failed with status code ${response.status}`);
    }
    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch {
      throw new ApiError('bad-response', response.status, 'Response is not a valid envelope');
    }
    if (!isEnvelope(parsed)) throw new ApiError('bad-response', response.status, 'Response is not a valid envelope');
    // Replies that say the server's time keep the one app clock on it (countdowns in every area), and a
    // refusal of the phone's wrong clock says it too: with the clock set right, the request is signed again, once.
    const clockMoved = noteServerTime((parsed.data as { server_now?: unknown } | null)?.server_now);
    if (parsed.status === TIMESTAMP_REFUSED_STATUS && !resigned && clockMoved)
      return await send<T>(method, path, params, options, true);
    if (parsed.status !== 0) throw new ApiError('server', parsed.status, parsed.msg ?? '');
    return parsed.data as T;
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

/**
 * Spec §8: "other helpers report code and msg to the native shell as an API error". Every request that failed is
 * reported here, once (a request signed again after a clock refusal is one request), with its code (the envelope's
 * status, the HTTP status, or -999) and message only: never the path, the parameters or the token. A request the
 * caller cancelled did not fail; order creation says its failure in the plain browser alert instead.
 */
function reportFailure(error: unknown, options: RequestOptions): void {
  if (options.reportFailure === false || !isApiError(error) || error.kind === 'canceled') return;
  bridge.reportApiError(error.code, error.message).catch(() => undefined);
}

function request<T>(method: 'GET' | 'POST', path: string, params: Params, options: RequestOptions): Promise<T> {
  return send<T>(method, path, params, options).catch((error: unknown) => {
    reportFailure(error, options);
    throw error;
  });
}

/** Signed GET: signed parameters in the query string. Throws ApiError. */
export function apiGet<T>(path: string, params: Params = {}, options: RequestOptions = {}): Promise<T> {
  return request<T>('GET', path, params, options);
}

/** Signed POST: the same signed parameters as a JSON body. Throws ApiError. */
export function apiPost<T>(path: string, params: Params = {}, options: RequestOptions = {}): Promise<T> {
  return request<T>('POST', path, params, options);
}
