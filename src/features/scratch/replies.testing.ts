import { createScratchSimulator } from '../../../mocks/server/scratch';
import type { ReplyFuzzCase } from '../../platform/http/replyFuzz.testing';
import { parseRecords, parseState, scratchKeys } from './api';
import { GRAND_PRIZE } from './model';

/** The scratch game's replies for the shared fuzz test: real ones from the seeded simulator. */
export function scratchReplyCases(): ReplyFuzzCase[] {
  const simulator = createScratchSimulator({ player: { upcoming: [GRAND_PRIZE] } });
  const token = 'fuzz';
  const data = <T>(reply: { ok: true; data: T } | { ok: false }): T => {
    if (!reply.ok) throw new Error('the simulator refused');
    return reply.data;
  };
  const state = data(simulator.state(token));
  data(simulator.reveal(token, state.current_card!.card_id)); // one opened card in the records: its prize is fuzzed too
  return [
    {
      name: 'scratch state',
      sample: state,
      parse: parseState,
      page: { path: '/h5/scratch', queryKey: scratchKeys.state() },
    },
    {
      name: 'scratch records',
      sample: data(simulator.records(token)),
      parse: parseRecords,
      page: { path: '/h5/scratch/records', queryKey: scratchKeys.records() },
    },
  ];
}
