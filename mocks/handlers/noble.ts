import { NOBLE_PATHS } from '../../src/features/noble/contract';
import { NOBLE_FAILURES, nobleSimulator, type NobleSimulator } from '../server/noble';
import { NOT_SIGNED_IN } from './account';
import { answer, fail, signed, textParam } from './signedRequest';

const signedOut = () => fail(NOT_SIGNED_IN.status, NOT_SIGNED_IN.msg);

/** The noble and level endpoints over a simulator (the shared one unless a story brings its own). */
export function nobleHandlers(simulator: NobleSimulator = nobleSimulator) {
  return [
    signed('get', NOBLE_PATHS.tiers, () => answer(simulator.tiers())),
    signed('get', NOBLE_PATHS.state, ({ token }) => (token ? answer(simulator.state(token)) : signedOut())),
    signed('get', NOBLE_PATHS.growth, ({ token, params }) =>
      token ? answer(simulator.growth(token, Number(params.page) || 1, Number(params.size) || 20)) : signedOut(),
    ),
    signed('get', NOBLE_PATHS.level, ({ token }) => (token ? answer(simulator.level()) : signedOut())),
    signed('post', NOBLE_PATHS.buy, ({ token, params }) => {
      if (!token) return signedOut();
      const requestId = textParam(params.request_id);
      if (!requestId) return fail(NOBLE_FAILURES.invalid.status, NOBLE_FAILURES.invalid.msg);
      return answer(simulator.buy(token, textParam(params.tier), requestId));
    }),
  ];
}
