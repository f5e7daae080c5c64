import { describe, expect, it } from 'vitest';
import {
  addFuel,
  CAR_IDS,
  carTier,
  DAY_MS,
  extendMedal,
  finishTimes,
  gasolineAvailable,
  gasolinePurchase,
  horsepowerWinner,
  isMinor,
  medalDaysLeft,
  medalProgress,
  outcomeFor,
  PHASE_MS,
  phaseAt,
  RACE_EPOCH_MS,
  refuelLimitLeft,
  refuseBatch,
  removeFuel,
  ROUND_MS,
  roundIdAt,
  roundStartAt,
  type RefuelState,
} from './model';

const start = roundStartAt(1000);

describe('round schedule', () => {
  it('starts a round every 40 s on a fixed grid', () => {
    expect(ROUND_MS).toBe(40_000);
    expect(Object.values(PHASE_MS).reduce((a, b) => a + b, 0)).toBe(ROUND_MS);
    expect(roundStartAt(roundIdAt(start + 39_999))).toBe(start);
    expect(roundIdAt(start + 40_000)).toBe(1001);
    expect(roundIdAt(RACE_EPOCH_MS)).toBe(0);
    // The Storybook clock preset (20:00 UTC+8) is a round start, so stories can offset from it.
    expect(Date.parse('2025-07-01T20:00:00+08:00') - RACE_EPOCH_MS).toBeGreaterThan(0);
    expect((Date.parse('2025-07-01T20:00:00+08:00') - RACE_EPOCH_MS) % ROUND_MS).toBe(0);
  });

  it('derives the phase and seconds left from the start time and the clock alone', () => {
    expect(phaseAt(start, start)).toMatchObject({ phase: 'countdown', secondsLeft: 24, msIn: 0, stale: false });
    expect(phaseAt(start, start + 23_001)).toMatchObject({ phase: 'countdown', secondsLeft: 1 });
    expect(phaseAt(start, start + 24_000)).toMatchObject({ phase: 'racing', secondsLeft: 8, msIn: 0 });
    expect(phaseAt(start, start + 31_999)).toMatchObject({ phase: 'racing', msLeft: 1 });
    expect(phaseAt(start, start + 32_000)).toMatchObject({ phase: 'results', secondsLeft: 6 });
    expect(phaseAt(start, start + 38_000)).toMatchObject({ phase: 'over', secondsLeft: 2, stale: false });
  });

  it('marks a round stale once the next one has begun (backgrounded for minutes)', () => {
    expect(phaseAt(start, start + 40_000)).toMatchObject({ phase: 'over', stale: true, msLeft: 0 });
    expect(phaseAt(start, start + 10 * 60_000).stale).toBe(true);
  });

  it('treats a clock slightly behind the server as still counting down', () => {
    expect(phaseAt(start, start - 2000)).toMatchObject({ phase: 'countdown', secondsLeft: 26 });
  });
});

const state = (patch: Partial<RefuelState> = {}): RefuelState => ({
  gasoline: 10_000,
  confirmed: {},
  pending: {},
  ...patch,
});

describe('refuelling', () => {
  it('adds pending liters during the countdown only', () => {
    expect(addFuel(state(), 'tesla', 500, 'countdown')).toEqual({ ok: true, pending: { tesla: 500 } });
    expect(addFuel(state({ pending: { tesla: 500 } }), 'tesla', 100, 'countdown')).toEqual({
      ok: true,
      pending: { tesla: 600 },
    });
    expect(addFuel(state(), 'tesla', 500, 'racing')).toEqual({ ok: false, reason: 'closed' });
  });

  it('refuses amounts that are not whole positive liters', () => {
    for (const liters of [0, -100, 1.5, Number.NaN])
      expect(addFuel(state(), 'tesla', liters, 'countdown')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('caps each car at 5000 liters per round, confirmed and pending together', () => {
    expect(addFuel(state(), 'bugatti', 5000, 'countdown').ok).toBe(true);
    expect(addFuel(state(), 'bugatti', 5001, 'countdown')).toEqual({ ok: false, reason: 'overLimit' });
    const partly = state({ confirmed: { bugatti: 3000 }, pending: { bugatti: 1500 } });
    expect(refuelLimitLeft(partly, 'bugatti')).toBe(500);
    expect(addFuel(partly, 'bugatti', 500, 'countdown').ok).toBe(true);
    expect(addFuel(partly, 'bugatti', 1000, 'countdown')).toEqual({ ok: false, reason: 'overLimit' });
    // Another car has its own 5000.
    expect(addFuel(partly, 'tractor', 5000, 'countdown').ok).toBe(true);
  });

  it('needs gasoline: none left, or not enough for the amount', () => {
    expect(addFuel(state({ gasoline: 0 }), 'tesla', 100, 'countdown')).toEqual({ ok: false, reason: 'noGasoline' });
    expect(addFuel(state({ gasoline: 600, pending: { truck: 600 } }), 'tesla', 100, 'countdown')).toEqual({
      ok: false,
      reason: 'noGasoline',
    });
    expect(addFuel(state({ gasoline: 300 }), 'tesla', 500, 'countdown')).toEqual({
      ok: false,
      reason: 'notEnoughGasoline',
    });
    expect(addFuel(state({ gasoline: 1000, pending: { truck: 600 } }), 'tesla', 500, 'countdown')).toEqual({
      ok: false,
      reason: 'notEnoughGasoline',
    });
    expect(gasolineAvailable(state({ gasoline: 1000, pending: { truck: 600, tesla: 100 } }))).toBe(300);
  });

  it('takes back pending liters, but never confirmed ones', () => {
    expect(removeFuel(state({ pending: { tesla: 500, truck: 100 } }), 'tesla', 'countdown')).toEqual({
      ok: true,
      pending: { truck: 100 },
    });
    expect(removeFuel(state({ confirmed: { tesla: 500 } }), 'tesla', 'countdown')).toEqual({
      ok: false,
      reason: 'confirmedLocked',
    });
    expect(removeFuel(state({ confirmed: { tesla: 500 } }), 'tesla', 'racing')).toEqual({
      ok: false,
      reason: 'confirmedLocked',
    });
    // With new pending liters on top of confirmed ones, only the pending part goes.
    expect(removeFuel(state({ confirmed: { tesla: 500 }, pending: { tesla: 100 } }), 'tesla', 'countdown')).toEqual({
      ok: true,
      pending: {},
    });
  });

  it('checks a confirmed batch on the server with the same rules', () => {
    const account = { gasoline: 2000, confirmed: { tesla: 4500 } };
    expect(refuseBatch(account, { tesla: 500, truck: 1000 }, 'countdown')).toBeNull();
    expect(refuseBatch(account, { tesla: 600 }, 'countdown')).toBe('overLimit');
    expect(refuseBatch(account, { truck: 2100 }, 'countdown')).toBe('notEnoughGasoline');
    expect(refuseBatch({ gasoline: 0, confirmed: {} }, { truck: 100 }, 'countdown')).toBe('noGasoline');
    expect(refuseBatch(account, { truck: 100 }, 'racing')).toBe('closed');
    expect(refuseBatch(account, {}, 'countdown')).toBe('invalid');
    expect(refuseBatch(account, { truck: -5 }, 'countdown')).toBe('invalid');
  });
});

describe('gasoline and the medal', () => {
  it('1 coin buys 1 liter and gives 1 fragment', () => {
    expect(gasolinePurchase(5000)).toEqual({ coins: 5000, liters: 5000, fragments: 5000 });
  });

  it('2000 fragments give 1 medal day', () => {
    expect(medalProgress(0)).toEqual({ days: 0, remainder: 0, toNextDay: 2000 });
    expect(medalProgress(1999)).toEqual({ days: 0, remainder: 1999, toNextDay: 1 });
    expect(medalProgress(2000)).toEqual({ days: 1, remainder: 0, toNextDay: 2000 });
    expect(medalProgress(4500)).toEqual({ days: 2, remainder: 500, toNextDay: 1500 });
  });

  it('extends a worn medal from its expiry and an expired one from now', () => {
    const now = Date.parse('2025-07-01T20:00:00+08:00');
    expect(extendMedal(null, now, 1)).toBe(now + DAY_MS);
    expect(extendMedal(now + 3 * DAY_MS, now, 2)).toBe(now + 5 * DAY_MS);
    expect(extendMedal(now - DAY_MS, now, 1)).toBe(now + DAY_MS);
    expect(extendMedal(now + DAY_MS, now, 0)).toBe(now + DAY_MS);
    expect(medalDaysLeft(now + 1, now)).toBe(1);
    expect(medalDaysLeft(now + 5 * DAY_MS, now)).toBe(5);
    expect(medalDaysLeft(now, now)).toBe(0);
    expect(medalDaysLeft(null, now)).toBe(0);
  });
});

describe('outcomes', () => {
  it('is won, failed or not participating by the confirmed liters', () => {
    expect(outcomeFor({}, 'tesla')).toBe('not_participating');
    expect(outcomeFor({ tesla: 100 }, 'tesla')).toBe('won');
    expect(outcomeFor({ truck: 100, tesla: 100 }, 'tesla')).toBe('won');
    expect(outcomeFor({ truck: 100 }, 'tesla')).toBe('failed');
  });

  it('gives the battle to the side with more horsepower, a tie to red', () => {
    expect(horsepowerWinner({ red: 10, blue: 11 })).toBe('blue');
    expect(horsepowerWinner({ red: 11, blue: 10 })).toBe('red');
    expect(horsepowerWinner({ red: 10, blue: 10 })).toBe('red');
  });

  it('finishes cars in the server’s order within the racing phase', () => {
    const order = [...CAR_IDS].reverse();
    const times = finishTimes(order);
    const sorted = [...times.entries()].sort((a, b) => a[1] - b[1]).map(([entry]) => entry);
    expect(sorted).toEqual(order);
    expect(Math.max(...times.values())).toBeLessThan(PHASE_MS.racing);
    expect(times.get('bugatti')).toBe(PHASE_MS.racing * 0.7);
  });
});

describe('minors', () => {
  it('bans users under 18; an unknown age is left to the server', () => {
    expect(isMinor(17)).toBe(true);
    expect(isMinor(18)).toBe(false);
    expect(isMinor(0)).toBe(false);
  });
});

describe('carTier', () => {
  it('rises with the odds, three cars a tier; the battle sides are street', () => {
    expect(CAR_IDS.map(carTier)).toEqual([0, 0, 0, 1, 1, 1, 2, 2, 2]);
    expect(carTier('red')).toBe(0);
    expect(carTier('bugatti')).toBe(2);
  });
});
