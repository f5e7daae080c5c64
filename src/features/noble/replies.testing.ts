import { createNobleSimulator } from '../../../mocks/server/noble';
import type { ReplyFuzzCase } from '../../platform/http/replyFuzz.testing';
import { nobleKeys, parseGrowthPage, parseLevel, parseStanding, parseTiers } from './api';
import { MINE_LEVEL_PATH, NOBLE_GROWTH_PATH, NOBLE_PATH } from './paths';

/** The noble and level replies for the shared fuzz test: real ones from the seeded simulator. */
export function nobleReplyCases(): ReplyFuzzCase[] {
  const simulator = createNobleSimulator({ now: () => Date.parse('2026-11-20T20:00:00+08:00') });
  const token = 'fuzz';
  const data = <T>(reply: { ok: true; data: T } | { ok: false }): T => {
    if (!reply.ok) throw new Error('the simulator refused');
    return reply.data;
  };
  const tiers = data(simulator.tiers());
  const standing = data(simulator.state(token));
  // The noble page needs the table and my standing: a real one alongside the fuzzed other.
  const noblePage = (queryKey: readonly unknown[]) => ({
    path: NOBLE_PATH,
    queryKey,
    alongside: [
      [nobleKeys.tiers(), parseTiers(tiers)],
      [nobleKeys.mine(), parseStanding(standing)],
    ] as const,
  });
  return [
    { name: 'noble tiers', sample: tiers, parse: parseTiers, page: noblePage(nobleKeys.tiers()) },
    { name: 'noble standing', sample: standing, parse: parseStanding, page: noblePage(nobleKeys.mine()) },
    {
      name: 'noble growth records',
      sample: data(simulator.growth(token, 1, 20)),
      // The page reads them as the pages of an infinite query.
      parse: (reply: unknown) => ({ pages: [parseGrowthPage(reply)], pageParams: [1] }),
      page: {
        path: NOBLE_GROWTH_PATH,
        queryKey: nobleKeys.growth(),
        alongside: [[nobleKeys.mine(), parseStanding(standing)]],
      },
    },
    {
      name: 'user level',
      sample: data(simulator.level()),
      parse: parseLevel,
      page: { path: MINE_LEVEL_PATH, queryKey: nobleKeys.level() },
    },
  ];
}
