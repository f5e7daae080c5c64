import { describe, expect, it } from 'vitest';
import { HOSTILE_JSON_VALUES } from './replyFuzz.testing';
import { COUNT_MAX, count, instant, INSTANT_MAX, INSTANT_MIN, integerId, text, TEXT_MAX, whole } from './read';

describe('reading numbers from a reply', () => {
  it.each(HOSTILE_JSON_VALUES.map((value) => [value]))('%s: every reader gives a value in its range', (value) => {
    const asCount = count(value);
    expect(asCount >= 0 && asCount <= COUNT_MAX).toBe(true);
    expect(Number.isInteger(whole(value, 100)) && whole(value, 100) <= 100).toBe(true);
    const moment = instant(value);
    expect(moment === null || (moment >= INSTANT_MIN && moment <= INSTANT_MAX)).toBe(true);
    const id = integerId(value);
    expect(id === null || Number.isSafeInteger(id)).toBe(true);
    expect(text(value).length).toBeLessThanOrEqual(TEXT_MAX);
  });

  it('keeps ordinary values as they are', () => {
    expect(count('12.5')).toBe(12.5);
    expect(whole(7.9)).toBe(7);
    expect(count(1e308)).toBe(COUNT_MAX);
    expect(whole(5000, 100)).toBe(100);
    expect(instant(Date.UTC(2026, 11, 24))).toBe(Date.UTC(2026, 11, 24));
    expect(instant(1e9)).toBeNull(); // seconds, not ms: 1970
    expect(integerId('42')).toBe(42);
    expect(integerId(2 ** 53 + 2)).toBeNull();
    expect(text(42)).toBe('42');
  });
});
