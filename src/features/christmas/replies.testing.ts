import { createChristmasSimulator } from '../../../mocks/server/christmas';
import type { ReplyFuzzCase } from '../../platform/http/replyFuzz.testing';
import { christmasKeys, parseConfig, parsePool, parseTree, parseWishes } from './api';
import { EDITION_2026 } from './model';

/**
 * The Christmas event's replies for the shared fuzz test: real ones from the seeded simulator, on its open
 * days. The config is not here: its parser turns every hostile date into the year's calendar (one result,
 * nothing for the page to render differently); `api.test.ts` fuzzes it on its own.
 */
export function christmasReplyCases(): ReplyFuzzCase[] {
  const simulator = createChristmasSimulator({ now: () => EDITION_2026.startAt + 3_600_000 });
  const token = 'fuzz';
  const data = <T>(reply: { ok: true; data: T } | { ok: false }): T => {
    if (!reply.ok) throw new Error('the simulator refused');
    return reply.data;
  };
  const config = data(simulator.config());
  const tree = data(simulator.state(token));
  const page = (queryKey: readonly unknown[]) => ({
    path: '/h5/christmas',
    queryKey,
    // The page needs the edition and my tree to show the rest: real ones alongside the fuzzed reply.
    alongside: [
      [christmasKeys.config(), parseConfig(config)],
      [christmasKeys.tree(), parseTree(tree)],
    ] as const,
  });
  return [
    { name: 'christmas tree', sample: tree, parse: parseTree, page: page(christmasKeys.tree()) },
    { name: 'christmas pool', sample: data(simulator.pool(token)), parse: parsePool, page: page(christmasKeys.pool()) },
    {
      name: 'christmas wishes',
      sample: data(simulator.wishes(token)),
      parse: parseWishes,
      page: page(christmasKeys.wishes()),
    },
  ];
}
