import { FESTIVAL_API } from '../../src/features/festivals/contract';
import { FESTIVAL_FAILURES, festivalSimulator, type FestivalSimulator } from '../server/festivals';
import { serverTimeFor } from '../server/serverClock';
import type { SimulatorReply } from '../server/simulatorReply';
import { NOT_SIGNED_IN } from './account';
import { answer, fail, signed, textParam, type SignedContext } from './signedRequest';

const signedOut = () => fail(NOT_SIGNED_IN.status, NOT_SIGNED_IN.msg);
const BAD_REQUEST = FESTIVAL_FAILURES.invalid;

/** The festival endpoints (every festival and campaign, told apart by `festival`) over a simulator. */
export function festivalHandlers(simulator: FestivalSimulator = festivalSimulator) {
  // Each request meets the server at its token's time (an e2e pin, or the app clock), set just before the
  // simulator's synchronous call.
  const route = (
    method: 'get' | 'post',
    path: string,
    resolve: (context: SignedContext, festival: string) => SimulatorReply<unknown>,
  ) =>
    signed(method, path, (context) => {
      if (!context.token) return signedOut();
      simulator.setClock(serverTimeFor(context.token));
      return answer(resolve(context, textParam(context.params.festival)));
    });
  const write = (
    path: string,
    run: (context: SignedContext, festival: string, requestId: string) => SimulatorReply<unknown>,
  ) =>
    signed('post', path, (context) => {
      if (!context.token) return signedOut();
      const requestId = textParam(context.params.request_id);
      if (!requestId) return fail(BAD_REQUEST.status, BAD_REQUEST.msg);
      simulator.setClock(serverTimeFor(context.token));
      return answer(run(context, textParam(context.params.festival), requestId));
    });
  return [
    route('get', FESTIVAL_API.state, ({ token, params }, festival) =>
      simulator.state(token as string, festival, textParam(params.tab) || null),
    ),
    route('get', FESTIVAL_API.blessings, ({ token, params }, festival) =>
      simulator.blessings(token as string, festival, textParam(params.mine) === '1'),
    ),
    route('get', FESTIVAL_API.confessions, ({ token }, festival) => simulator.confessions(token as string, festival)),
    route('get', FESTIVAL_API.launches, ({ token }, festival) => simulator.launches(token as string, festival)),
    route('get', FESTIVAL_API.rooms, ({ token }, festival) => simulator.rooms(token as string, festival)),
    route('get', FESTIVAL_API.shared, ({ params }, festival) => simulator.shared(festival, textParam(params.hash))),
    write(FESTIVAL_API.claim, ({ token }, festival, requestId) =>
      simulator.claim(token as string, festival, requestId),
    ),
    write(FESTIVAL_API.bless, ({ token, params }, festival, requestId) =>
      simulator.bless(token as string, festival, textParam(params.text), requestId),
    ),
  ];
}
