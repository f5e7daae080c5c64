import { describe, expect, it } from 'vitest';
import { canGoBackInApp } from './backOrClose';

describe('canGoBackInApp', () => {
  it('closes on the first entry the router saw (index 0), whatever history.length says', () => {
    expect(canGoBackInApp('default', { idx: 0, key: 'default', usr: null })).toBe(false);
    expect(canGoBackInApp('abc123', { idx: 0 })).toBe(false);
  });

  it('goes back after in-app navigation, also after a reload deep in the app', () => {
    expect(canGoBackInApp('abc123', { idx: 1 })).toBe(true);
    expect(canGoBackInApp('xyz', { idx: 4 })).toBe(true);
  });

  it('without the browser router’s index (memory router, foreign state) relies on the entry key', () => {
    expect(canGoBackInApp('default', null)).toBe(false);
    expect(canGoBackInApp('k2', null)).toBe(true);
    expect(canGoBackInApp('k2', { idx: 'not a number' })).toBe(true);
  });
});
