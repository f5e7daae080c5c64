import { describe, expect, it } from 'vitest';
import { CARD_PRICE_COINS, GRAND_PRIZE, RECORDS_MAX } from '../../src/features/scratch/model';
import { createScratchSimulator } from './scratch';

const NOW = Date.parse('2025-07-01T20:00:00+08:00');
const server = (player = {}) => createScratchSimulator({ now: () => NOW, player });
const data = <T>(reply: { ok: true; data: T } | { ok: false }): T => {
  if (!reply.ok) throw new Error('refused');
  return reply.data;
};

describe('the scratch server', () => {
  it('charges a purchase once however often its request is sent', () => {
    const sim = server({ coins: 1_000, cards: 0 });
    const first = data(sim.buy('t', 10, 'key-1'));
    const again = data(sim.buy('t', 10, 'key-1'));
    expect(first.coins).toBe(0);
    expect(again).toEqual(first);
    expect(sim.chargesOf('t')).toBe(1);
    expect(first.cards).toBe(10);
  });

  it('refuses a purchase the coins do not cover, with the spec message status', () => {
    const sim = server({ coins: CARD_PRICE_COINS - 1 });
    const reply = sim.buy('t', 1, 'key');
    expect(reply.ok).toBe(false);
    expect(sim.chargesOf('t')).toBe(0);
  });

  it('never tells the prize before the card is opened, then always the same one, credited once', () => {
    const sim = server({ coins: 0, cards: 1, upcoming: [GRAND_PRIZE], records: 'empty' });
    const state = data(sim.state('t'));
    expect(JSON.stringify(state)).not.toContain('prize');
    const id = state.current_card!.card_id;
    expect(data(sim.reveal('t', id)).prize).toEqual(GRAND_PRIZE);
    expect(data(sim.reveal('t', id)).prize).toEqual(GRAND_PRIZE);
    expect(data(sim.state('t'))).toMatchObject({ coins: GRAND_PRIZE.coins, cards: 0, current_card: null });
    expect(data(sim.records('t')).records.map((record) => record.card_id)).toEqual([id]);
  });

  it('answers "buy first" when there is no card to open', () => {
    const sim = server({ cards: 0 });
    const reply = sim.reveal('t', 'nope');
    expect(reply.ok ? null : reply.failure.msg).toBe('請先購買刮刮卡再遊戲');
  });

  it('keeps the latest 100 records, newest first', () => {
    const records = data(server({ records: 'full' }).records('t')).records;
    expect(records).toHaveLength(RECORDS_MAX);
    for (let index = 1; index < records.length; index += 1)
      expect(records[index - 1]!.opened_at).toBeGreaterThanOrEqual(records[index]!.opened_at);
  });

  it('turns five fragments into a medal day', () => {
    const sim = server({ coins: 1_000, fragments: 4, cards: 0 });
    const state = data(sim.buy('t', 1, 'k'));
    expect(state.fragments).toBe(0);
    expect(state.medal_expires_at).toBe(NOW + 86_400_000);
  });
});
