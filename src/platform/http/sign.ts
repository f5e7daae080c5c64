import sha1 from 'crypto-js/sha1';

export type SignableValue = string | number | boolean | object | null | undefined;

/**
 * The canonical string a signature is computed over (docs/architecture.md, "Signature"):
 * every parameter except `sign` whose value is not null/undefined, keys sorted by
 * code point, `key=value` joined with `&`, objects as JSON, no URL encoding.
 */
export function canonicalString(params: Record<string, SignableValue>): string {
  return Object.keys(params)
    .filter((key) => key !== 'sign' && params[key] !== null && params[key] !== undefined)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((key) => {
      const value = params[key];
      return `${key}=${typeof value === 'object' ? JSON.stringify(value) : String(value)}`;
    })
    .join('&');
}

/** Upper-case hex SHA-1 of the canonical string with the secret appended. */
export function signParams(params: Record<string, SignableValue>, secret: string): string {
  return sha1(canonicalString(params) + secret)
    .toString()
    .toUpperCase();
}

/** A random integer in [1e9, 1e10): always ten digits. */
export function createNonce(random: () => number = Math.random): number {
  return 1_000_000_000 + Math.floor(random() * 9_000_000_000);
}
