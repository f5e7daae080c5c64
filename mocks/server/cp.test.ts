import { describe, expect, it } from 'vitest';
import { CP_STATUS } from '../../src/features/cp/contract';
import { CONFESSION_GIFT_COINS, matchmakerValue } from '../../src/features/cp/model';
import { createCpSimulator, HALL_PAGE_SIZE, MATCHMAKER_BOARD_SIZE } from './cp';

const data = <T>(reply: { ok: true; data: T } | { ok: false }): T => {
  if (!reply.ok) throw new Error('refused');
  return reply.data;
};

describe('the CP server', () => {
  it('charges the confession gift once per request id, and forms the pair when the talk is done too', () => {
    const simulator = createCpSimulator({ member: { coins: 5_000, messages: { mine: 3, partner: 4 } } });
    const first = data(simulator.confess('m', 'gift-1'));
    data(simulator.confess('m', 'gift-1'));
    expect(first.coins).toBe(5_000 - CONFESSION_GIFT_COINS);
    expect(simulator.ledgerOf('m')).toMatchObject({ charges: 1, paired: false });
    simulator.partnerActs('m', { rounds: 1 });
    expect(simulator.ledgerOf('m').paired).toBe(false); // four rounds: not yet
    simulator.partnerActs('m', { rounds: 1 });
    const show = data(simulator.show('m', ''));
    expect(show.couple?.partners.map((person) => person.nickname)).toHaveLength(2);
    expect(show.forming).toBeNull();
  });

  it('refuses a gift the coins do not cover, and charges nothing', () => {
    const simulator = createCpSimulator({ member: { coins: CONFESSION_GIFT_COINS - 1 } });
    const reply = simulator.confess('m', 'g');
    expect(reply.ok ? null : reply.failure.status).toBe(CP_STATUS.notEnoughCoins);
    expect(simulator.ledgerOf('m').charges).toBe(0);
  });

  it('announces a pair only when both sides confirmed, and only the pair may', () => {
    const simulator = createCpSimulator({ member: { state: 'couple', announce: 'none' } });
    const cpId = data(simulator.show('m', '')).couple!.cp_id;
    expect(data(simulator.confirmAnnounce('m', cpId, 'a1')).confirmed).toEqual({ mine: true, partner: false });
    expect(simulator.ledgerOf('m').announced).toBe(false);
    simulator.partnerActs('m', { confirm: true });
    expect(data(simulator.announce('m', cpId)).couple.announced_at).not.toBeNull();
    const other = simulator.confirmAnnounce('m', 'cp-hall-0001', 'a2');
    expect(other.ok ? null : other.failure.status).toBe(CP_STATUS.notMine);
  });

  it('puts a pair in the official CP hall once both announced it: pinned for them, on top for everyone, openable', () => {
    const simulator = createCpSimulator({ member: { state: 'couple', announce: 'none' } });
    const cpId = data(simulator.show('m', '')).couple!.cp_id;
    const hallIds = (token: string) => data(simulator.hall(token, '')).couples.map((couple) => couple.cp_id);
    expect(hallIds('m')).not.toContain(cpId);
    expect(data(simulator.hall('m', '')).mine).toBeNull();
    data(simulator.confirmAnnounce('m', cpId, 'a1'));
    expect(hallIds('m')).not.toContain(cpId); // one side is not an announcement
    simulator.partnerActs('m', { confirm: true });
    const mine = data(simulator.hall('m', ''));
    expect(mine.mine).toMatchObject({ cp_id: cpId, mine: true });
    expect(mine.couples[0]).toMatchObject({ cp_id: cpId, mine: true }); // the newest announcement
    const theirs = data(simulator.hall('someone-else', ''));
    expect(theirs.couples[0]).toMatchObject({ cp_id: cpId, mine: false });
    expect(theirs.mine).toBeNull();
    expect(data(simulator.show('someone-else', cpId)).couple).toMatchObject({ cp_id: cpId, mine: false });
    const notTheirs = simulator.confirmAnnounce('someone-else', cpId, 'x');
    expect(notTheirs.ok ? null : notTheirs.failure.status).toBe(CP_STATUS.notMine);
  });

  it('pages the hall newest first with a keyset cursor: a pair announced meanwhile shifts no page', () => {
    const simulator = createCpSimulator({ member: { state: 'couple', announce: 'partner' } });
    const first = data(simulator.hall('reader', ''));
    expect(first.couples).toHaveLength(HALL_PAGE_SIZE);
    const dates = first.couples.map((couple) => couple.announced_at!);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    // Meanwhile another member's pair is announced: it goes on top, the next page goes on where the first ended.
    const cpId = data(simulator.show('m', '')).couple!.cp_id;
    data(simulator.confirmAnnounce('m', cpId, 'a1'));
    const second = data(simulator.hall('reader', first.next_cursor!));
    expect(second.couples[0]!.announced_at!).toBeLessThanOrEqual(dates.at(-1)!);
    expect(second.couples.map((couple) => couple.cp_id)).not.toContain(first.couples.at(-1)!.cp_id);
    expect(data(simulator.hall('reader', '')).couples[0]!.cp_id).toBe(cpId);
    const bad = simulator.hall('reader', 'nonsense');
    expect(bad.ok).toBe(false);
    // The hall's pairs open on their page for anyone.
    expect(data(simulator.show('reader', second.couples[0]!.cp_id)).couple?.mine).toBe(false);
  });

  it('ranks matchmakers by value, each value the spec §9 sum of their counts, and says where I stand', () => {
    const board = data(createCpSimulator().matchmakers('m'));
    expect(board.rows).toHaveLength(MATCHMAKER_BOARD_SIZE);
    for (const row of board.rows) expect(row.value).toBe(matchmakerValue(row.new_pairs, row.announced_pairs));
    expect(board.rows.map((row) => row.rank)).toEqual(board.rows.map((_row, index) => index + 1));
    // Three new pairs (30,000) is below the board: not ranked, and what the last row has more.
    expect(board.mine).toMatchObject({ rank: null, value: 30_000, gap: board.rows.at(-1)!.value - 30_000 });
    const ranked = data(
      createCpSimulator({ member: { matchmaker: { newPairs: 4, announcedPairs: 2 } } }).matchmakers('m'),
    );
    const place = ranked.mine!.rank!;
    expect(ranked.rows[place - 1]).toMatchObject({ value: 240_000, person: { nickname: '阿哲' } });
    expect(ranked.mine!.gap).toBe(ranked.rows[place - 2]!.value - 240_000);
    expect(board.period).toMatch(/^\d{4}\.\d{2}\.01 – \d{4}\.\d{2}\.\d{2}$/);
  });
});
