import { describe, expect, it } from 'vitest';
import { isApiError } from '../../platform/http/errors';
import { parsePrize, parseRecords, parseReveal, parseState } from './api';
import { GRAND_PRIZE, NO_PRIZE, RECORDS_MAX } from './model';

describe('scratch replies', () => {
  it('read a prize the page knows, and anything else as no prize', () => {
    expect(parsePrize({ kind: 'coins', coins: 500 })).toEqual({ kind: 'coins', coins: 500 });
    expect(parsePrize({ kind: 'grand', coins: 1 })).toEqual(GRAND_PRIZE);
    for (const odd of [null, 'x', { kind: 'coins', coins: -5 }, { kind: 'coins' }, { kind: 'jackpot', coins: 9 }])
      expect(parsePrize(odd)).toEqual(NO_PRIZE);
  });

  it('refuse an opening without its card, never guess it', () => {
    let error: unknown;
    try {
      parseReveal({ prize: { kind: 'coins', coins: 5 } });
    } catch (caught) {
      error = caught;
    }
    expect(isApiError(error)).toBe(true);
    expect(parseReveal({ card_id: 'c1', prize: { kind: 'grand' }, opened_at: 'soon' })).toEqual({
      card_id: 'c1',
      prize: GRAND_PRIZE,
      opened_at: 0,
    });
  });

  it('read a state that says nothing as no cards and no coins, and a current card as at least one card', () => {
    expect(parseState('soon')).toMatchObject({ coins: 0, cards: 0, current_card: null, fragments: 0 });
    expect(parseState({ cards: 0, current_card: { card_id: 'c9' }, fragments: 99 })).toMatchObject({
      cards: 1,
      current_card: { card_id: 'c9' },
      fragments: 4,
    });
  });

  it('keep the latest 100 readable records', () => {
    const records = Array.from({ length: 130 }, (_, index) => ({
      card_id: `c${index}`,
      opened_at: Date.UTC(2025, 6, 1) - index * 60_000,
      prize: { kind: 'none' },
    }));
    expect(parseRecords({ records: [{ card_id: '', opened_at: 1 }, ...records] }).records).toHaveLength(RECORDS_MAX);
  });
});
