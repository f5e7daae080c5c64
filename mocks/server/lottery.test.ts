import { describe, expect, it } from 'vitest';
import { oddsComplete } from '../../src/features/lottery/model';
import { createLotterySimulator, LOTTERY_GAMES } from './lottery';

const now = () => Date.UTC(2026, 3, 1, 4);

describe('the lottery simulator', () => {
  it.each(Object.keys(LOTTERY_GAMES))('publishes complete odds for %s', (game) => {
    const server = createLotterySimulator({ now });
    const state = server.state('t', game);
    const odds = server.odds('t', game);
    if (!state.ok || !odds.ok) throw new Error('refused');
    expect(oddsComplete(state.data.prizes, odds.data.odds)).toBe(true);
  });

  it('draws once per request id and charges once', () => {
    const server = createLotterySimulator({ now, player: { tickets: 12 } });
    const first = server.draw('t', 'wish_wheel', 10, 'key-1');
    const again = server.draw('t', 'wish_wheel', 10, 'key-1');
    if (!first.ok || !again.ok) throw new Error('refused');
    expect(again.data.draw.draw_id).toBe(first.data.draw.draw_id);
    expect(server.ledgerOf('t')).toHaveLength(1);
    expect(first.data.draw.items).toHaveLength(10);
  });

  it('refuses a draw the wallet cannot pay, and a minor', () => {
    const server = createLotterySimulator({ now, player: { tickets: 3 } });
    expect(server.draw('t', 'wish_wheel', 10, 'k').ok).toBe(false);
    expect(server.ledgerOf('t')).toHaveLength(0);
    const minor = createLotterySimulator({ now, player: { minor: true } });
    expect(minor.state('m', 'wish_wheel').ok).toBe(false);
  });

  it('keeps a draw unseen until the page says it showed it', () => {
    const server = createLotterySimulator({ now });
    const drawn = server.draw('t', 'constellation', 1, 'k');
    if (!drawn.ok) throw new Error('refused');
    const state = server.state('t', 'constellation');
    expect(state.ok && state.data.unseen?.draw_id).toBe(drawn.data.draw.draw_id);
    server.seen('t', 'constellation', drawn.data.draw.draw_id);
    const after = server.state('t', 'constellation');
    expect(after.ok && after.data.unseen).toBeNull();
  });

  it('gives a rare prize at the latest on the guarantee draw', () => {
    const server = createLotterySimulator({ now, seed: 3, player: { tickets: 100, pity: 29 } });
    const drawn = server.draw('t', 'wish_wheel', 1, 'k');
    if (!drawn.ok) throw new Error('refused');
    const prize = LOTTERY_GAMES.wish_wheel!.prizes[drawn.data.draw.items[0]!.slot]!;
    expect(prize.rarity).not.toBe('common');
  });

  it('sells tickets once per request id', () => {
    const server = createLotterySimulator({ now, player: { tickets: 0, coins: 1_000 } });
    server.buyTickets('t', 'wish_wheel', 10, 'b');
    server.buyTickets('t', 'wish_wheel', 10, 'b');
    const state = server.state('t', 'wish_wheel');
    expect(state.ok && [state.data.tickets, state.data.coins]).toEqual([10, 0]);
  });
});
