import { describe, expect, it } from 'vitest';
import {
  MATCHMAKER_PER_ANNOUNCED_PAIR,
  MATCHMAKER_PER_NEW_PAIR,
  matchmakerValue,
} from '../../platform/social/cpValues';
import {
  announceStage,
  boardCpValue,
  cpConditions,
  daysTogether,
  MESSAGES_NEEDED,
  matchmakerBreakdown,
  roundsOf,
} from './model';

describe('CP formation (spec §4): both confession gifts and five rounds of messages', () => {
  const progress = (mine: boolean, partner: boolean, sent: number, received: number) => ({
    confession: { mine, partner },
    messages: { mine: sent, partner: received },
  });

  it('counts a round only when both sides wrote: ten messages from one side are no conversation', () => {
    expect(roundsOf(10, 0)).toBe(0);
    expect(roundsOf(3, 7)).toBe(3);
    expect(MESSAGES_NEEDED).toBe(10);
  });

  it('forms the pair when both gave the 999-coin gift and they talked five rounds', () => {
    expect(cpConditions(progress(true, true, 5, 5))).toEqual({
      rounds: 5,
      confessed: true,
      talked: true,
      formed: true,
    });
    expect(cpConditions(progress(true, false, 9, 9)).formed).toBe(false);
    expect(cpConditions(progress(true, true, 4, 12))).toMatchObject({ rounds: 4, talked: false, formed: false });
    expect(cpConditions(progress(false, false, 40, 40)).rounds).toBe(5); // shown as done, never "8 of 5"
  });
});

describe('CP and matchmaker values (spec §9)', () => {
  it('multiplies CP value ×3 ultimate and ×1.5 peerless on the boards', () => {
    expect(boardCpValue(1_000, 'ultimate')).toBe(3_000);
    expect(boardCpValue(1_001, 'peerless')).toBe(1_501);
    expect(boardCpValue(1_000, 'none')).toBe(1_000);
  });

  it('gives a matchmaker 10,000 per new pair and 100,000 per announced pair', () => {
    expect(matchmakerValue(3, 1)).toBe(3 * MATCHMAKER_PER_NEW_PAIR + MATCHMAKER_PER_ANNOUNCED_PAIR);
    expect(matchmakerValue(3, 1)).toBe(130_000);
  });

  it('breaks a board value down as "N new × 10,000 + M announced × 100,000", offered only when it adds up', () => {
    expect(matchmakerBreakdown(12, 3, 420_000)).toEqual({
      newPairs: { count: 12, each: 10_000 },
      announcedPairs: { count: 3, each: 100_000 },
      total: 420_000,
      addsUp: true,
    });
    // The server's value is what the board shows; a sum that does not equal it is not offered.
    expect(matchmakerBreakdown(12, 3, 430_000)).toMatchObject({ total: 420_000, addsUp: false });
    expect(matchmakerBreakdown(0, 0, 0).addsUp).toBe(true);
  });
});

describe('days together, in UTC+8 days', () => {
  it('counts the day the pair formed as day 1, and turns at midnight in Taipei', () => {
    const formed = Date.UTC(2026, 4, 20, 15, 30); // 23:30 on 20 May in UTC+8
    expect(daysTogether(formed, formed + 10 * 60_000)).toBe(1);
    expect(daysTogether(formed, formed + 40 * 60_000)).toBe(2); // 00:10 on 21 May
    expect(daysTogether(formed, formed - 1)).toBe(1); // a phone clock behind never says 0
  });
});

describe('announcing: both confirm', () => {
  it('waits for the side that has not confirmed, and is announced once both have', () => {
    expect(announceStage(false, false, null)).toBe('open');
    expect(announceStage(true, false, null)).toBe('waitingForPartner');
    expect(announceStage(false, true, null)).toBe('waitingForMe');
    expect(announceStage(true, true, null)).toBe('announced');
    expect(announceStage(false, false, Date.UTC(2026, 0, 1))).toBe('announced');
  });
});
