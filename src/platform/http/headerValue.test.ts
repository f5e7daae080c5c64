import { describe, expect, it } from 'vitest';
import { HEADER_VALUE_MAX_LENGTH, headerValue } from './headerValue';
import { HOSTILE_HEADER_VALUES } from './headerValue.testing';

describe('header values', () => {
  it.each(HOSTILE_HEADER_VALUES.map((value) => [value]))('%j is left out', (value) => {
    expect(headerValue(value)).toBeNull();
  });

  it.each([
    ['6.8.0', '6.8.0'],
    [' token-1 ', 'token-1'],
    ['zh-Hant', 'zh-Hant'],
    ['a'.repeat(HEADER_VALUE_MAX_LENGTH), 'a'.repeat(HEADER_VALUE_MAX_LENGTH)],
    ['eyJhbGciOi.J9+/=_-~', 'eyJhbGciOi.J9+/=_-~'],
  ])('%j is sent as %j', (value, sent) => {
    expect(headerValue(value)).toBe(sent);
  });
});
