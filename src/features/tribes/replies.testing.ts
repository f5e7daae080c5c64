import { createTribesSimulator } from '../../../mocks/server/tribes';
import type { ReplyFuzzCase } from '../../platform/http/replyFuzz.testing';
import { parseHall, parsePk, parseSquare, tribeKeys } from './api';
import { TRIBE_PK_PATH, TRIBES_PATH, tribeHallPath } from './paths';

/** The tribe replies for the shared fuzz test: real ones from the seeded simulator. */
export function tribesReplyCases(): ReplyFuzzCase[] {
  const data = <T>(reply: { ok: true; data: T } | { ok: false }): T => {
    if (!reply.ok) throw new Error('the simulator refused');
    return reply.data;
  };
  // The semi-finals live: every kind of match (decided, live, not drawn) is in the reply.
  const server = createTribesSimulator({ member: { pkSteps: 4 } });
  return [
    {
      name: 'tribe square',
      // A search's reply: my tribe and one found (twenty tribes make each render slow, not more thorough).
      sample: data(server.square('fuzz', 'aurora')),
      parse: parseSquare,
      page: { path: TRIBES_PATH, queryKey: tribeKeys.square('') },
    },
    {
      name: 'tribe hall',
      sample: data(server.hall('fuzz', 't_01')),
      parse: parseHall,
      page: { path: tribeHallPath('t_01'), queryKey: tribeKeys.hall('t_01') },
    },
    {
      name: 'tribe pk',
      sample: data(server.pk('fuzz')),
      parse: parsePk,
      page: { path: TRIBE_PK_PATH, queryKey: tribeKeys.pk },
    },
  ];
}
