/**
 * Typed failures the UI can switch on (spec §8). `kind` says which, `message`
 * is safe to log; the server's own `msg` is kept for display.
 */
export type ApiErrorKind =
  | 'server' // envelope status ≠ 0
  | 'timeout'
  | 'network'
  | 'aborted'
  | 'unsupported-protocol'
  | 'bad-request' // HTTP 4xx
  | 'bad-response' // HTTP 5xx, or a body that is not a valid envelope
  | 'canceled';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** Envelope status for server failures, HTTP status for 4xx/5xx, -999 for network-level failures. */
  readonly code: number;

  constructor(kind: ApiErrorKind, code: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server's own words of a refusal, for an error state; undefined for transport failures (they get the generic text). */
export function serverMessage(error: unknown): string | undefined {
  return isApiError(error) && error.kind === 'server' && error.message ? error.message : undefined;
}
