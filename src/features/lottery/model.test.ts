import { describe, expect, it } from 'vitest';
import {
  bestIndex,
  boardTarget,
  firstPaidBundle,
  drawRefusal,
  guaranteeLeft,
  oddsComplete,
  percentOf,
  ticketShortfall,
  topRarity,
  type Prize,
} from './model';
import {
  chaseSteps,
  cubicBezier,
  landingRotation,
  segmentDegrees,
  SPIN_MS,
  SPIN_TURNS,
  spinAt,
  slotUnderPointer,
  ticksBetween,
} from './wheel';

const prize = (prize_id: string, rarity: Prize['rarity'] = 'common'): Prize => ({
  prize_id,
  kind: 'coins',
  rarity,
  amount: 1,
  days: 0,
  item: 'coins',
  name: '',
});

describe('paying for a draw', () => {
  it('needs the whole cost in the game currency', () => {
    const bundle = { count: 10, cost: 10 };
    expect(drawRefusal({ currency: 'tickets', tickets: 10, coins: 0 }, bundle)).toBeNull();
    expect(drawRefusal({ currency: 'tickets', tickets: 9, coins: 99_999 }, bundle)).toBe('notEnoughTickets');
    expect(drawRefusal({ currency: 'coins', tickets: 99, coins: 9 }, bundle)).toBe('notEnoughCoins');
    expect(drawRefusal({ currency: 'coins', tickets: 0, coins: 10 }, bundle)).toBeNull();
  });

  it('offers the missing tickets at their price', () => {
    expect(ticketShortfall({ tickets: 3, ticket_price: 100 }, { count: 10, cost: 10 })).toEqual({
      tickets: 7,
      coins: 700,
    });
    expect(ticketShortfall({ tickets: 30, ticket_price: 100 }, { count: 10, cost: 10 })).toEqual({
      tickets: 0,
      coins: 0,
    });
  });
});

describe('the odds', () => {
  const prizes = [prize('a'), prize('b'), prize('c', 'grand')];

  it('can be paid only when every prize has a probability and they make certainty', () => {
    const full = [
      { prize_id: 'a', ppm: 600_000 },
      { prize_id: 'b', ppm: 399_000 },
      { prize_id: 'c', ppm: 1_000 },
    ];
    expect(oddsComplete(prizes, full)).toBe(true);
    expect(oddsComplete(prizes, full.slice(0, 2))).toBe(false);
    expect(oddsComplete(prizes, [...full.slice(0, 2), { prize_id: 'c', ppm: 2_000 }])).toBe(false);
    expect(oddsComplete([], [])).toBe(false);
  });

  it('are written exactly as published, never rounded', () => {
    expect(percentOf(5_000)).toBe('0.5%');
    expect(percentOf(250_000)).toBe('25%');
    expect(percentOf(1)).toBe('0.0001%');
    expect(percentOf(1_000_000)).toBe('100%');
    expect(percentOf(33_333)).toBe('3.3333%');
  });

  it('count down the guarantee to a certain last draw', () => {
    expect(guaranteeLeft(30, 7)).toBe(23);
    expect(guaranteeLeft(30, 29)).toBe(1);
    expect(guaranteeLeft(30, 45)).toBe(1);
  });
});

describe('the best of a draw', () => {
  it('is the rarest, the first of equals', () => {
    expect(bestIndex(['common', 'rare', 'common', 'rare', 'grand', 'grand'])).toBe(4);
    expect(bestIndex(['common', 'common'])).toBe(0);
    expect(bestIndex([])).toBe(-1);
    expect(topRarity(['common', 'rare'])).toBe('rare');
    expect(topRarity([])).toBe('common');
  });
});

describe('the wheel', () => {
  it.each([6, 8, 12])(
    'stops with every one of %i segments under the pointer, from anywhere, at any offset',
    (segments) => {
      for (const from of [0, 37, 720 + 200, -90]) {
        for (let slot = 0; slot < segments; slot++) {
          for (const offset of [-1, -0.5, 0, 0.5, 1]) {
            const to = landingRotation(from, slot, segments, offset);
            expect(slotUnderPointer(to, segments)).toBe(slot);
            expect(to - from).toBeGreaterThanOrEqual(SPIN_TURNS * 360);
            expect(to - from).toBeLessThan((SPIN_TURNS + 1) * 360);
          }
        }
      }
    },
  );

  it('never stops near a line between two segments', () => {
    const degrees = segmentDegrees(8);
    const to = landingRotation(0, 3, 8, 1);
    const offCentre = Math.abs(((-(to % 360) + 360) % 360) - 3 * degrees);
    expect(offCentre).toBeLessThanOrEqual(degrees / 2 - 5);
  });

  it('eases by time: starts quick, ends exactly on the target, never overshoots', () => {
    expect(spinAt(0, 2_000, 0)).toBe(0);
    expect(spinAt(0, 2_000, SPIN_MS)).toBe(2_000);
    expect(spinAt(0, 2_000, SPIN_MS * 2)).toBe(2_000);
    expect(spinAt(0, 2_000, SPIN_MS * 0.2)).toBeGreaterThan(1_000);
    let last = 0;
    for (let elapsed = 0; elapsed <= SPIN_MS; elapsed += 16) {
      const at = spinAt(0, 2_000, elapsed);
      expect(at).toBeGreaterThanOrEqual(last);
      expect(at).toBeLessThanOrEqual(2_000);
      last = at;
    }
  });

  it('matches CSS cubic-bezier at known points', () => {
    const ease = cubicBezier(0.25, 0.1, 0.25, 1); // CSS `ease`
    expect(ease(0.5)).toBeCloseTo(0.8024, 3);
    const linear = cubicBezier(0, 0, 1, 1);
    expect(linear(0.3)).toBeCloseTo(0.3, 5);
  });

  it('ticks once per segment line passed', () => {
    expect(ticksBetween(0, 20, 8)).toBe(0);
    expect(ticksBetween(0, 44, 8)).toBe(1);
    expect(ticksBetween(0, 23, 8)).toBe(1);
    expect(ticksBetween(0, 360, 8)).toBe(8);
  });
});

describe('the signs board', () => {
  it('runs whole laps then stops on the slot', () => {
    expect(chaseSteps(0, 5, 12)).toBe(41);
    expect((3 + chaseSteps(3, 1, 12)) % 12).toBe(1);
  });
});

describe('where a board stops', () => {
  const board = [prize('a'), prize('b', 'grand'), prize('c', 'rare')];

  it('is the slot of the best result, moving for a new draw', () => {
    expect(boardTarget({ draw_id: 'd', items: [{ slot: 0 }, { slot: 2 }, { slot: 1 }] }, board, true)).toEqual({
      key: 'd',
      slot: 1,
      animate: true,
    });
    expect(boardTarget({ draw_id: 'd', items: [] }, board, false)).toBeNull();
  });

  it("is offered by the board's button for the first paid bundle, never a partner's gift", () => {
    expect(
      firstPaidBundle([
        { count: 1, cost: 0, gift: true },
        { count: 1, cost: 199 },
      ]),
    ).toEqual({ count: 1, cost: 199 });
    expect(firstPaidBundle([])).toBeUndefined();
  });
});
