import { describe, expect, it } from 'vitest';
import { readCookie } from './token';

describe('cookie reader', () => {
  it('returns the URI-decoded value of the named cookie', () => {
    expect(readCookie('a=1; Access-Token=abc%20def%3D; b=2', 'Access-Token')).toBe('abc def=');
  });
  it('returns null when absent, and never confuses a prefix', () => {
    expect(readCookie('Access-Token-Old=x; other=1', 'Access-Token')).toBeNull();
    expect(readCookie('', 'Access-Token')).toBeNull();
  });
  it('keeps a malformed escape as it is instead of throwing', () => {
    expect(readCookie('Access-Token=%E0%A4%A', 'Access-Token')).toBe('%E0%A4%A');
  });
});
