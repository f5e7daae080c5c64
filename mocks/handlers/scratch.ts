import { SCRATCH_PATHS } from '../../src/features/scratch/contract';
import { scratchSimulator, SCRATCH_FAILURES, type ScratchSimulator } from '../server/scratch';
import { NOT_SIGNED_IN } from './account';
import { answer, fail, signed, textParam } from './signedRequest';

const BAD_REQUEST = SCRATCH_FAILURES.invalid;

/** The scratch-card endpoints over a simulator (the shared one unless a story brings its own). */
export function scratchHandlers(simulator: ScratchSimulator = scratchSimulator) {
  return [
    signed('get', SCRATCH_PATHS.state, ({ token }) =>
      token ? answer(simulator.state(token)) : fail(NOT_SIGNED_IN.status, NOT_SIGNED_IN.msg),
    ),
    signed('post', SCRATCH_PATHS.buy, ({ params, token }) => {
      if (!token) return fail(NOT_SIGNED_IN.status, NOT_SIGNED_IN.msg);
      const requestId = textParam(params.request_id);
      if (!requestId) return fail(BAD_REQUEST.status, BAD_REQUEST.msg);
      return answer(simulator.buy(token, Number(params.count), requestId));
    }),
    signed('post', SCRATCH_PATHS.reveal, ({ params, token }) => {
      if (!token) return fail(NOT_SIGNED_IN.status, NOT_SIGNED_IN.msg);
      const cardId = textParam(params.card_id);
      return cardId ? answer(simulator.reveal(token, cardId)) : fail(BAD_REQUEST.status, BAD_REQUEST.msg);
    }),
    signed('get', SCRATCH_PATHS.records, ({ token }) =>
      token ? answer(simulator.records(token)) : fail(NOT_SIGNED_IN.status, NOT_SIGNED_IN.msg),
    ),
  ];
}
