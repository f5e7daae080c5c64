import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalString, createNonce, signParams } from './sign';

/** Independent reference: node:crypto, not crypto-js. */
const referenceSha1 = (text: string) => createHash('sha1').update(text).digest('hex').toUpperCase();

describe('request signature', () => {
  it('sorts keys by code point, drops sign and null/undefined, keeps objects as JSON without URL encoding', () => {
    const params = {
      nonce: 1234567890,
      b: 'x y&z',
      A: 1,
      'app-language': 'zh-Hant',
      sign: 'ignored',
      empty: '',
      none: null,
      missing: undefined,
      obj: { k: [1, 'é'] },
      flag: false,
    };
    expect(canonicalString(params)).toBe(
      'A=1&app-language=zh-Hant&b=x y&z&empty=&flag=false&nonce=1234567890&obj={"k":[1,"é"]}',
    );
  });

  it('is the upper-case SHA-1 of the canonical string with the secret appended', () => {
    const params = {
      timestamp: 1751371200,
      nonce: 4821639057,
      access_key: 'h5-web',
      'app-language': 'en',
      userid: 'u1',
    };
    const expected = referenceSha1(
      'access_key=h5-web&app-language=en&nonce=4821639057&timestamp=1751371200&userid=u1' + 'secret',
    );
    expect(signParams(params, 'secret')).toBe(expected);
    expect(signParams(params, 'secret')).toMatch(/^[0-9A-F]{40}$/);
  });

  it('changes when any signed value or the secret changes', () => {
    const params = { a: 1, b: 2 };
    expect(signParams(params, 's')).not.toBe(signParams({ ...params, b: 3 }, 's'));
    expect(signParams(params, 's')).not.toBe(signParams(params, 't'));
  });
});

describe('nonce', () => {
  it('is an integer in [1e9, 1e10) at both ends of the random range', () => {
    for (const random of [() => 0, () => 0.5, () => 0.9999999999]) {
      const nonce = createNonce(random);
      expect(Number.isInteger(nonce)).toBe(true);
      expect(nonce).toBeGreaterThanOrEqual(1e9);
      expect(nonce).toBeLessThan(1e10);
    }
  });
});
