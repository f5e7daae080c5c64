import { describe, expect, it } from 'vitest';
import type { TreeReply } from '../../src/features/christmas/contract';
import { tokenOfUser } from './accounts';
import { createChristmasSimulator } from './christmas';
import type { SimulatorReply } from './simulatorReply';

const at = (iso: string) => Date.parse(iso);

function data<T>(reply: SimulatorReply<T>): T {
  if (!reply.ok) throw new Error(`refused: ${reply.failure.status} ${reply.failure.msg}`);
  return reply.data;
}
const propsOf = (tree: TreeReply) => tree.props.reduce((sum, batch) => sum + batch.count, 0);

describe('a gifted Christmas prop reaches its receiver (issue 31)', () => {
  it("the receiver's props and ledger show it, with the giver's expiry, whether or not they had opened the page", () => {
    const now = at('2026-12-25T20:00:00+08:00');
    const sim = createChristmasSimulator({ now: () => now, player: { props: 2, propsAgeDays: 10 } });
    const giver = data(sim.state('giver-token'));
    const expiry = giver.props[0]!.expires_at;
    const receiver = 'u_m005';
    // u_m005 has not opened the Christmas page yet.
    expect(data(sim.gift('giver-token', receiver, 'g1', () => true)).props).toEqual([{ count: 1, expires_at: expiry }]);
    expect(sim.ledgerOf('giver-token')).toMatchObject({ gifts: 1, props: 1 });
    expect(sim.ledgerOf(receiver)).toMatchObject({ received: 1, props: 3 });
    // Signed in as u_m005: their two props and the one they were given, which keeps the giver's expiry.
    const theirs = data(sim.state(tokenOfUser(receiver)));
    expect(propsOf(theirs)).toBe(3);
    expect(theirs.props).toContainEqual({ count: 1, expires_at: expiry });
    // A second gift (another key) to someone already here arrives too; a repeated key gives once.
    data(sim.gift('giver-token', receiver, 'g2', () => true));
    data(sim.gift('giver-token', receiver, 'g2', () => true));
    expect(propsOf(data(sim.state(tokenOfUser(receiver))))).toBe(4);
    expect(sim.ledgerOf(receiver).received).toBe(2);
    // And the receiver can light with it.
    data(sim.light(tokenOfUser(receiver), 'l1'));
    expect(sim.ledgerOf(receiver)).toMatchObject({ propsLit: 1, props: 3 });
  });

  it("a member's tree is theirs whichever token signs them in; ordinary tokens stay apart", () => {
    const sim = createChristmasSimulator({ now: () => at('2026-12-25T20:00:00+08:00') });
    data(sim.light(tokenOfUser('u_m007'), 'a'));
    expect(sim.ledgerOf('u_m007').lights).toBe(4); // three to start with, one lit
    expect(sim.ledgerOf('e2e-one').lights).toBe(0);
    data(sim.state('e2e-one'));
    expect(sim.ledgerOf('e2e-two').lights).toBe(0);
    expect(sim.trees().map((tree) => tree.user)).toEqual(['u_m007', 'u_10086']);
  });
});
