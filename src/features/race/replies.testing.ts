import { createRaceSimulator } from '../../../mocks/server/race';
import { buildSelfInfo } from '../../../mocks/fixtures/users';
import type { ReplyFuzzCase } from '../../platform/http/replyFuzz.testing';
import { selfInfoQuery } from '../../platform/session/selfInfo';
import { parseHistory, parseMedal, parseRound, raceKeys } from './api';
import { entriesOf } from './model';

/** The race's replies for the shared fuzz test: real ones from the seeded simulator. */
export function raceReplyCases(): ReplyFuzzCase[] {
  const simulator = createRaceSimulator();
  const token = 'fuzz';
  const data = <T>(reply: { ok: true; data: T } | { ok: false }): T => {
    if (!reply.ok) throw new Error('the simulator refused');
    return reply.data;
  };
  const round = data(simulator.currentRound(token, 'classic'));
  const history = data(simulator.history(token, 'classic'));
  const [winner, ...rest] = entriesOf('classic');
  // A round with its result, so the result's fields are fuzzed too.
  const finished = {
    ...round,
    my_fuel: { [winner!]: 30 },
    result: { winner, finish_order: [winner, ...rest], my_outcome: 'won', reward: { coins: 120, vehicle_days: 1 } },
  };
  const member = [selfInfoQuery().queryKey, buildSelfInfo()] as const;
  return [
    {
      name: 'race round',
      sample: finished,
      parse: (reply) => parseRound('classic', reply),
      page: { path: '/h5/race', queryKey: raceKeys.round('classic'), alongside: [member] },
    },
    {
      name: 'race history',
      sample: history,
      parse: parseHistory,
      page: { path: '/h5/race/history?game=classic', queryKey: raceKeys.history('classic') },
    },
    {
      name: 'race medal',
      sample: data(simulator.medal(token)),
      parse: parseMedal,
      page: { path: '/h5/race/medal', queryKey: raceKeys.medal() },
    },
  ];
}
