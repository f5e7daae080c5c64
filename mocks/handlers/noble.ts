import { NOBLE_PATHS } from '../../src/features/noble/contract';
import { NOBLE_FAILURES, nobleSimulator, type NobleSimulator } from '../server/noble';
import { signedInRoute } from './signedInRoute';
import { answer, fail, signed, textParam } from './signedRequest';

/**
 * The noble and level endpoints over a simulator (the shared one unless a story brings its own), each signed-in
 * request at its token's server time (cycles are judged on the server's clock).
 */
export function nobleHandlers(simulator: NobleSimulator = nobleSimulator) {
  const route = signedInRoute(simulator);
  return [
    signed('get', NOBLE_PATHS.tiers, () => answer(simulator.tiers())),
    route('get', NOBLE_PATHS.state, ({ token }) => answer(simulator.state(token))),
    route('get', NOBLE_PATHS.growth, ({ token, params }) =>
      answer(simulator.growth(token, Number(params.page) || 1, Number(params.size) || 20)),
    ),
    route('get', NOBLE_PATHS.level, () => answer(simulator.level())),
    route('post', NOBLE_PATHS.buy, ({ token, params }) => {
      const requestId = textParam(params.request_id);
      if (!requestId) return fail(NOBLE_FAILURES.invalid.status, NOBLE_FAILURES.invalid.msg);
      return answer(simulator.buy(token, textParam(params.tier), requestId));
    }),
  ];
}
