import { describe, expect, it } from 'vitest';
import { createNobleSimulator, MOCK_TIER_TABLE } from '../../../mocks/server/noble';
import { ApiError, isApiError } from '../../platform/http/errors';
import { parseGrowthPage, parseLevel, parseStanding, parseTiers, refusalOf } from './api';
import { NOBLE_STATUS } from './contract';
import { NOBLE_TIERS } from './model';

const refused = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    return isApiError(error) && error.kind === 'bad-response';
  }
  return false;
};

const NOW = Date.parse('2026-11-20T20:00:00+08:00');

describe('noble replies', () => {
  it('a tier table is read highest first; one the rules cannot run on is refused', () => {
    const table = parseTiers({ tiers: MOCK_TIER_TABLE });
    expect(table.map((rule) => rule.tier)).toEqual([...NOBLE_TIERS]);
    expect(table.at(-1)).toMatchObject({
      tier: 'knight',
      requirement: 300,
      privileges: ['badge', 'avatar_frame', 'bubble'],
    });
    expect(refused(() => parseTiers({ tiers: MOCK_TIER_TABLE.slice(1) }))).toBe(true);
    const upsideDown = MOCK_TIER_TABLE.map((rule) => (rule.tier === 'king' ? { ...rule, requirement: 1 } : rule));
    expect(refused(() => parseTiers({ tiers: upsideDown }))).toBe(true);
    expect(refused(() => parseTiers('tiers'))).toBe(true);
    // Privilege ids that are not short words are dropped, not shown.
    const odd = MOCK_TIER_TABLE.map((rule) => ({ ...rule, privileges: ['badge', '<b>x</b>', 42] }));
    expect(parseTiers({ tiers: odd })[0]!.privileges).toEqual(['badge']);
  });

  it('a standing: an unknown tier is no tier; a tier without a cycle is refused', () => {
    const reply = { growth: 62_400, tier: 'duke', cycle_start_at: NOW, cycle_growth: 100, coins: 5, last_change: null };
    expect(parseStanding(reply).standing).toEqual({
      growth: 62_400,
      tier: 'duke',
      cycleStartAt: NOW,
      cycleEndAt: NOW + 30 * 86_400_000, // the reply said no end: thirty days after the start
      cycleGrowth: 100,
    });
    expect(parseStanding({ ...reply, tier: 'pope' }).standing.tier).toBeNull();
    expect(refused(() => parseStanding({ ...reply, cycle_start_at: 'soon' }))).toBe(true);
    expect(parseStanding({ ...reply, last_change: { kind: 'upgrade', tier: 'duke', at: NOW } }).lastChange).toEqual({
      kind: 'upgrade',
      tier: 'duke',
      at: NOW,
    });
    expect(parseStanding({ ...reply, last_change: { kind: 'party', at: NOW } }).lastChange).toBeNull();
  });

  it('growth records: rows without an id or time are left out, unknown kinds are "other", decays stay negative', () => {
    const page = parseGrowthPage({
      records: [
        { record_id: 'a', kind: 'recharge', amount: 60, at: NOW },
        { record_id: 'b', kind: 'lottery', amount: -300, at: NOW },
        { kind: 'recharge', amount: 1, at: NOW },
        { record_id: 'd', kind: 'recharge', amount: 1, at: 'now' },
      ],
      has_more: true,
    });
    expect(page).toEqual({
      records: [
        { id: 'a', kind: 'recharge', amount: 60, at: NOW },
        { id: 'b', kind: 'other', amount: -300, at: NOW },
      ],
      hasMore: true,
    });
    // An empty page never asks for more (a server saying so would loop).
    expect(parseGrowthPage({ records: [], has_more: true }).hasMore).toBe(false);
  });

  it('the level is clamped to 1–100; level 100 has no next level', () => {
    expect(parseLevel({ level: 27, experience: 500, level_start: 400, next_level_at: 900 })).toEqual({
      level: 27,
      experience: 500,
      levelStart: 400,
      nextLevelAt: 900,
    });
    expect(parseLevel({ level: 500, experience: 9 }).level).toBe(100);
    expect(parseLevel({ level: 100, experience: 9, next_level_at: 20 }).nextLevelAt).toBeNull();
    expect(parseLevel({ level: -3 }).level).toBe(1);
  });

  it('the contract’s refusal codes the page words itself; any other code is said in the server’s words', () => {
    expect(refusalOf(new ApiError('server', NOBLE_STATUS.notEnoughCoins, '金幣不足'))).toBe('notEnoughCoins');
    expect(refusalOf(new ApiError('server', NOBLE_STATUS.belowMyTier, 'x'))).toBe('belowMyTier');
    expect(refusalOf(new ApiError('server', NOBLE_STATUS.invalid, '參數錯誤'))).toBe('invalid');
    expect(refusalOf(new ApiError('server', 99999, '系統繁忙'))).toBeNull();
    expect(refusalOf(new ApiError('timeout', -999, 'timeout'))).toBeNull();
  });
});

describe('the noble simulator', () => {
  it('a purchase is charged once per request id, and renews with a fresh cycle', () => {
    const server = createNobleSimulator({ now: () => NOW, member: { tier: 'duke', cycleDay: 20, coins: 1_200_000 } });
    const first = server.buy('t', 'duke', 'key-1');
    const again = server.buy('t', 'duke', 'key-1');
    expect(first.ok && again.ok).toBe(true);
    expect(server.ledgerOf('t')).toEqual({ purchases: 1, coins: 700_000, tier: 'duke' });
    const state = server.state('t');
    // The renewal's cycle starts at the moment of purchase and lasts thirty whole days.
    expect(state.ok && [state.data.cycle_start_at, state.data.cycle_end_at]).toEqual([NOW, NOW + 30 * 86_400_000]);
  });

  it('refuses a tier below mine and a purchase the coins do not cover, and remembers the refusal for the key', () => {
    const server = createNobleSimulator({ now: () => NOW, member: { tier: 'duke', coins: 10 } });
    const below = server.buy('t', 'earl', 'k1');
    expect(!below.ok && below.failure.status).toBe(NOBLE_STATUS.belowMyTier);
    const poor = server.buy('t', 'king', 'k2');
    expect(!poor.ok && poor.failure.status).toBe(NOBLE_STATUS.notEnoughCoins);
    expect(server.ledgerOf('t').purchases).toBe(0);
  });

  it('a member away while a cycle ended comes back settled', () => {
    let now = NOW;
    const server = createNobleSimulator({
      now: () => now,
      member: { tier: 'duke', growthAbove: 0, cycleDay: 30, maintained: 0 },
    });
    server.state('t');
    now += 86_400_000;
    const state = server.state('t');
    expect(state.ok && state.data.tier).toBe('marquis');
  });
});
