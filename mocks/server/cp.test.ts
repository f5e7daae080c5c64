import { describe, expect, it } from 'vitest';
import { CP_STATUS } from '../../src/features/cp/contract';
import { CONFESSION_GIFT_COINS } from '../../src/features/cp/model';
import { createCpSimulator } from './cp';

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
});
