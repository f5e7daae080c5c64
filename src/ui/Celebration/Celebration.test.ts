import { describe, expect, it } from 'vitest';
import { COIN_FALL_MS, COINS } from './Celebration';

describe('the win celebration', () => {
  it('is over within 2 s: the last coin has landed by then', () => {
    const lastLanding = Math.max(...COINS.map(([, delay]) => delay + COIN_FALL_MS));
    expect(lastLanding).toBeLessThanOrEqual(2_000);
  });

  it('spreads the coins over the whole width', () => {
    const lefts = COINS.map(([left]) => left);
    expect(Math.min(...lefts)).toBeLessThan(15);
    expect(Math.max(...lefts)).toBeGreaterThan(85);
  });
});
