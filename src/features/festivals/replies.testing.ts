import { createFestivalSimulator } from '../../../mocks/server/festivals';
import type { ReplyFuzzCase } from '../../platform/http/replyFuzz.testing';
import { festivalKeys, parseState } from './api';
import { parseBlessings } from './stages/blessingsApi';
import { CAMPAIGN_PATHS, FESTIVAL_PATHS } from './paths';

/** The festival replies for the shared fuzz test: real ones from the simulator, inside each festival's window. */
export function festivalReplyCases(): ReplyFuzzCase[] {
  const data = <T>(reply: { ok: true; data: T } | { ok: false }): T => {
    if (!reply.ok) throw new Error('the simulator refused');
    return reply.data;
  };
  // The mini-game board has no end: it is live whatever the test's clock, so every section of the kit renders.
  const board = createFestivalSimulator();
  const blessings = createFestivalSimulator({ now: () => Date.parse('2027-01-01T20:00:00+08:00') });
  const blessState = data(blessings.state('fuzz', 'fireworks_bless', null));
  return [
    {
      name: 'festival state (mini-game board)',
      sample: data(board.state('fuzz', 'official_20250722', null)),
      parse: parseState,
      page: { path: CAMPAIGN_PATHS.miniGames, queryKey: festivalKeys.state('official_20250722', null) },
    },
    {
      name: 'blessings wall',
      sample: data(blessings.blessings('fuzz', 'fireworks_bless', false)),
      parse: parseBlessings,
      page: {
        path: FESTIVAL_PATHS.fireworksBless,
        queryKey: festivalKeys.blessings('fireworks_bless', false),
        alongside: [[festivalKeys.state('fireworks_bless', null), parseState(blessState)]],
      },
    },
  ];
}
