import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { buildSettings } from '../../src/platform/env/buildSettings';
import { DEBUG_PLACEHOLDER_TOKEN, TIMESTAMP_REFUSED_STATUS } from '../../src/platform/http/client';
import { signParams, type SignableValue } from '../../src/platform/http/sign';
import { serverTimeFor, signatureTimeFor } from '../server/serverClock';
import type { SimulatorReply } from '../server/simulatorReply';

/**
 * The server's checks, shared by every handler: access key, timestamp window,
 * nonce range and signature. A failed check answers HTTP 200 with a non-zero
 * envelope status, as the real server does, so a signing bug fails every story.
 */
export const SIGNATURE_ERRORS = {
  accessKey: { status: 40101, msg: 'invalid access_key' },
  timestamp: { status: TIMESTAMP_REFUSED_STATUS, msg: 'timestamp out of range' },
  nonce: { status: 40103, msg: 'invalid nonce' },
  sign: { status: 40104, msg: 'invalid sign' },
} as const;

/** How far a request's timestamp may be from the server's clock. */
const TIMESTAMP_WINDOW_S = 300;

export type SignedParams = Record<string, SignableValue>;

/** A text parameter as the server reads it: a string, or a number as its digits; anything else is missing (''). */
export function textParam(value: SignableValue): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? String(value) : '';
}

export async function readParams(request: Request): Promise<SignedParams> {
  if (request.method === 'GET' || request.method === 'HEAD') {
    return Object.fromEntries(new URL(request.url).searchParams.entries());
  }
  try {
    const body: unknown = await request.clone().json();
    return typeof body === 'object' && body !== null ? (body as SignedParams) : {};
  } catch {
    return {};
  }
}

export function checkSignature(
  params: SignedParams,
  nowMs: number = Date.now(),
): { status: number; msg: string } | null {
  if (params.access_key !== buildSettings.accessKey) return SIGNATURE_ERRORS.accessKey;
  const timestamp = Number(params.timestamp);
  if (!Number.isInteger(timestamp) || Math.abs(timestamp - nowMs / 1000) > TIMESTAMP_WINDOW_S)
    return SIGNATURE_ERRORS.timestamp;
  const nonce = Number(params.nonce);
  if (!Number.isInteger(nonce) || nonce < 1e9 || nonce >= 1e10) return SIGNATURE_ERRORS.nonce;
  if (typeof params.sign !== 'string' || params.sign !== signParams(params, buildSettings.signSecret))
    return SIGNATURE_ERRORS.sign;
  return null;
}

export function ok<T>(data: T) {
  return HttpResponse.json({ status: 0, msg: 'success', data });
}

export function fail(status: number, msg: string) {
  return HttpResponse.json({ status, msg, data: null });
}

export interface SignedContext {
  request: Request;
  params: SignedParams;
  /** The Access-Token header, or '' when absent. */
  token: string;
}

/**
 * The page on a debug host sends a placeholder token when it has none (src/platform/http/client.ts); the real server
 * takes it for no session. The e2e server and the tests written against it sign it in as the demo member; the
 * simulator (mocks/simulator/agent.ts) makes it what the real server does, so a plain browser is signed out there.
 */
let placeholderSignsIn = true;
export function placeholderTokenSignsIn(value: boolean): void {
  placeholderSignsIn = value;
}

type SignedResolver = (context: SignedContext) => ReturnType<HttpResponseResolver> | Response;

/**
 * A handler for a signed endpoint. `*` before the path matches any API origin,
 * so the same handler serves Storybook, the dev app, msw/node and the e2e server.
 */
export function signed(method: 'get' | 'post', path: string, resolve: SignedResolver) {
  return http[method](`*${path}`, async ({ request }) => {
    const params = await readParams(request);
    const header = request.headers.get('Access-Token') ?? '';
    const token = header === DEBUG_PLACEHOLDER_TOKEN && !placeholderSignsIn ? '' : header;
    const failure = checkSignature(params, signatureTimeFor(token));
    // A refused timestamp says the server's time: a phone whose clock is off learns it and signs again.
    if (failure === SIGNATURE_ERRORS.timestamp)
      return HttpResponse.json({
        status: failure.status,
        msg: failure.msg,
        data: { server_now: serverTimeFor(token) ?? Date.now() },
      });
    if (failure) return fail(failure.status, failure.msg);
    return resolve({ request, params, token });
  });
}

/** A simulator's reply as the server's envelope: its data, or its refusal. */
export const answer = <T>(reply: SimulatorReply<T>) =>
  reply.ok ? ok(reply.data) : fail(reply.failure.status, reply.failure.msg);
