import { describe, expect, it } from 'vitest';
import { createSafeStorage } from './safeStorage';

const throwing = (): Storage => {
  throw new Error('SecurityError: localStorage is disabled');
};
const brokenWrites = (): Storage =>
  ({
    getItem: () => null,
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
    removeItem: () => undefined,
  }) as unknown as Storage;

describe('safe storage', () => {
  it.each([
    ['missing', () => null],
    ['throwing on access', throwing],
    ['throwing on write', brokenWrites],
  ])('falls back to memory when storage is %s', (_name, backing) => {
    const storage = createSafeStorage(backing as () => Storage | null);
    expect(storage.get('token')).toBeNull();
    storage.set('token', 'abc');
    expect(storage.get('token')).toBe('abc');
    storage.remove('token');
    expect(storage.get('token')).toBeNull();
  });

  it('uses the real storage when it works', () => {
    const data = new Map<string, string>();
    const backing = {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => data.set(key, value),
      removeItem: (key: string) => data.delete(key),
    } as unknown as Storage;
    createSafeStorage(() => backing).set('device_id', 'd1');
    expect(data.get('device_id')).toBe('d1');
    expect(createSafeStorage(() => backing).get('device_id')).toBe('d1');
  });
});
