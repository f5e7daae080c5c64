import { describe, expect, it } from 'vitest';
import {
  checkWish,
  EDITION_2024,
  EDITION_2026,
  editionOf,
  isEditionInOrder,
  landed,
  LIGHTS_PER_TREE,
  nextDeadline,
  nextExpiry,
  phaseAt,
  propsLeft,
  PROP_VALIDITY_MS,
  refuseBuy,
  refuseGift,
  refuseLight,
  refuseShare,
  refuseWish,
  shareOf,
  takeProps,
  treeStateOf,
  WISH_MAX_CHARS,
} from './model';

const at = (iso: string) => Date.parse(iso);

describe('the edition calendar (UTC+8, fixed offset)', () => {
  it('the spec edition: open 24–26 Dec 2024, split on the 27th, the board 27 Dec 2024 – 3 Jan 2025', () => {
    expect(EDITION_2024).toEqual({
      year: 2024,
      startAt: at('2024-12-24T00:00:00+08:00'),
      endAt: at('2024-12-27T00:00:00+08:00'),
      splitAt: at('2024-12-27T00:00:00+08:00'),
      splitEndAt: at('2024-12-28T00:00:00+08:00'),
      boardStartAt: at('2024-12-27T00:00:00+08:00'),
      boardEndAt: at('2025-01-04T00:00:00+08:00'),
    });
    expect(isEditionInOrder(EDITION_2024)).toBe(true);
  });

  it('2026 opens at midnight in Taipei, which is 16:00 UTC on the 23rd', () => {
    expect(new Date(EDITION_2026.startAt).toISOString()).toBe('2026-12-23T16:00:00.000Z');
    expect(new Date(EDITION_2026.endAt - 1).toISOString()).toBe('2026-12-26T15:59:59.999Z'); // 23:59:59.999 on the 26th in Taipei
  });

  it('phases change exactly at the UTC+8 midnights', () => {
    const e = EDITION_2026;
    expect(phaseAt(e, at('2026-12-23T23:59:59+08:00'))).toBe('before');
    expect(phaseAt(e, at('2026-12-24T00:00:00+08:00'))).toBe('open');
    expect(phaseAt(e, at('2026-12-26T23:59:59.999+08:00'))).toBe('open');
    expect(phaseAt(e, at('2026-12-27T00:00:00+08:00'))).toBe('split');
    expect(phaseAt(e, at('2026-12-27T23:59:59+08:00'))).toBe('split');
    expect(phaseAt(e, at('2026-12-28T00:00:00+08:00'))).toBe('after');
    expect(phaseAt(e, at('2027-06-01T00:00:00+08:00'))).toBe('after');
  });

  it('counts down to the next phase, then to the board closing, then to nothing', () => {
    const e = editionOf(2026);
    expect(nextDeadline(e, at('2026-12-20T12:00:00+08:00'))).toBe(e.startAt);
    expect(nextDeadline(e, at('2026-12-25T12:00:00+08:00'))).toBe(e.endAt);
    expect(nextDeadline(e, at('2026-12-27T12:00:00+08:00'))).toBe(e.splitEndAt);
    expect(nextDeadline(e, at('2026-12-30T12:00:00+08:00'))).toBe(at('2027-01-04T00:00:00+08:00'));
    expect(nextDeadline(e, at('2027-01-04T00:00:00+08:00'))).toBeNull();
  });

  it('refuses a config whose split day does not follow the last day, or whose dates run backwards', () => {
    expect(isEditionInOrder({ ...EDITION_2026, splitAt: EDITION_2026.splitAt + 1 })).toBe(false);
    expect(isEditionInOrder({ ...EDITION_2026, endAt: EDITION_2026.startAt })).toBe(false);
    expect(isEditionInOrder({ ...EDITION_2026, boardEndAt: EDITION_2026.boardStartAt })).toBe(false);
  });
});

describe('the tree', () => {
  it('is locked, then unlocked, then lit with every bulb on', () => {
    expect(treeStateOf(false, 0)).toBe('locked');
    expect(treeStateOf(true, 0)).toBe('unlocked');
    expect(treeStateOf(true, LIGHTS_PER_TREE - 1)).toBe('unlocked');
    expect(treeStateOf(true, LIGHTS_PER_TREE)).toBe('lit');
  });

  it('lighting needs the event open, an unlocked tree, a bulb left and a prop (spec §5)', () => {
    const player = { unlocked: true, lights: 3, props: 1, coins: 0 };
    expect(refuseLight('before', player)).toBe('vaultClosed');
    expect(refuseLight('open', player)).toBeNull();
    expect(refuseLight('open', { ...player, unlocked: false })).toBe('notUnlocked');
    expect(refuseLight('open', { ...player, props: 0 })).toBe('noProps');
    expect(refuseLight('open', { ...player, lights: LIGHTS_PER_TREE })).toBe('alreadyLit');
    expect(refuseLight('split', player)).toBe('eventOver');
  });

  it('the pool opens on the split day; wishes need an open event and an unlocked tree', () => {
    expect(refuseShare('before')).toBe('poolClosed');
    expect(refuseShare('open')).toBe('poolClosed');
    expect(refuseShare('split')).toBeNull();
    expect(refuseShare('after')).toBeNull();
    expect(refuseWish('open', false)).toBe('notUnlocked');
    expect(refuseWish('before', true)).toBe('vaultClosed');
    expect(refuseWish('open', true)).toBeNull();
  });
});

describe('props', () => {
  const now = at('2026-12-25T12:00:00+08:00');
  const batches = [
    { count: 2, expiresAt: now + 10 * 86_400_000 },
    { count: 3, expiresAt: now + PROP_VALIDITY_MS },
    { count: 4, expiresAt: now - 1 }, // expired
  ];

  it('count only while valid, and the soonest expiry is the next to go', () => {
    expect(propsLeft(batches, now)).toBe(5);
    expect(nextExpiry(batches, now)).toBe(now + 10 * 86_400_000);
    expect(nextExpiry([], now)).toBeNull();
  });

  it('are used soonest-expiring first', () => {
    expect(takeProps(batches, 3, now)).toEqual([{ count: 2, expiresAt: now + PROP_VALIDITY_MS }]);
  });

  it('are sold in bundles while open, if the coins cover them; gifted whenever one is left', () => {
    expect(refuseBuy('open', 1_000, 10)).toBeNull();
    expect(refuseBuy('open', 999, 10)).toBe('notEnoughCoins');
    expect(refuseBuy('open', 9_999, 3)).toBe('invalid');
    expect(refuseBuy('before', 9_999, 1)).toBe('vaultClosed');
    expect(refuseBuy('after', 9_999, 1)).toBe('eventOver');
    expect(refuseGift('after', 1)).toBeNull();
    expect(refuseGift('open', 0)).toBe('noProps');
    expect(refuseGift('before', 3)).toBe('vaultClosed');
  });
});

describe('a lost reply', () => {
  const before = { lights: 3, props: 2, coins: 1_000 };
  it('landed when the fresh read shows its effect', () => {
    expect(landed('light', before, { ...before, lights: 4, props: 1 })).toBe(true);
    expect(landed('light', before, before)).toBe(false);
    expect(landed('buy', before, { ...before, coins: 500, props: 7 }, 500)).toBe(true);
    expect(landed('buy', before, before, 500)).toBe(false);
    expect(landed('gift', before, { ...before, props: 1 })).toBe(true);
    expect(landed('gift', before, before)).toBe(false);
  });
});

describe('wishes and the share', () => {
  it('a wish is 1 to 30 characters as people count them', () => {
    expect(checkWish('   ')).toBe('empty');
    expect(checkWish('聖'.repeat(WISH_MAX_CHARS))).toBeNull();
    expect(checkWish('🎄'.repeat(WISH_MAX_CHARS))).toBeNull(); // an emoji is one character, not two
    expect(checkWish('a'.repeat(WISH_MAX_CHARS + 1))).toBe('tooLong');
  });

  it('the pool is split equally in whole coins', () => {
    expect(shareOf(1_000_001, 4)).toBe(250_000);
    expect(shareOf(5_000, 0)).toBe(0);
  });
});
