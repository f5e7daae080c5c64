import { LOTTERY_PATHS } from '../../src/features/lottery/contract';
import { LOTTERY_FAILURES, lotterySimulator, type LotterySimulator } from '../server/lottery';
import { NOT_SIGNED_IN } from './account';
import { answer, fail, signed, textParam } from './signedRequest';

const BAD_REQUEST = LOTTERY_FAILURES.invalid;

/** The lottery endpoints (every draw game, told apart by `game`) over a simulator. */
export function lotteryHandlers(simulator: LotterySimulator = lotterySimulator) {
  return [
    signed('get', LOTTERY_PATHS.state, ({ params, token }) =>
      token ? answer(simulator.state(token, textParam(params.game))) : fail(NOT_SIGNED_IN.status, NOT_SIGNED_IN.msg),
    ),
    signed('get', LOTTERY_PATHS.odds, ({ params, token }) =>
      token ? answer(simulator.odds(token, textParam(params.game))) : fail(NOT_SIGNED_IN.status, NOT_SIGNED_IN.msg),
    ),
    signed('get', LOTTERY_PATHS.records, ({ params, token }) =>
      token ? answer(simulator.records(token, textParam(params.game))) : fail(NOT_SIGNED_IN.status, NOT_SIGNED_IN.msg),
    ),
    signed('post', LOTTERY_PATHS.draw, ({ params, token }) => {
      if (!token) return fail(NOT_SIGNED_IN.status, NOT_SIGNED_IN.msg);
      const requestId = textParam(params.request_id);
      if (!requestId) return fail(BAD_REQUEST.status, BAD_REQUEST.msg);
      return answer(
        simulator.draw(token, textParam(params.game), Number(params.count), requestId, params.gift === true),
      );
    }),
    signed('post', LOTTERY_PATHS.exchange, ({ params, token }) => {
      if (!token) return fail(NOT_SIGNED_IN.status, NOT_SIGNED_IN.msg);
      const requestId = textParam(params.request_id);
      if (!requestId) return fail(BAD_REQUEST.status, BAD_REQUEST.msg);
      return answer(simulator.exchange(token, textParam(params.game), textParam(params.prize_id), requestId));
    }),
    signed('post', LOTTERY_PATHS.gift, ({ params, token }) => {
      if (!token) return fail(NOT_SIGNED_IN.status, NOT_SIGNED_IN.msg);
      const requestId = textParam(params.request_id);
      if (!requestId) return fail(BAD_REQUEST.status, BAD_REQUEST.msg);
      return answer(simulator.gift(token, textParam(params.game), Number(params.count), requestId));
    }),
    signed('get', LOTTERY_PATHS.shelf, ({ params, token }) =>
      token ? answer(simulator.shelf(token, textParam(params.shelf))) : fail(NOT_SIGNED_IN.status, NOT_SIGNED_IN.msg),
    ),
    signed('post', LOTTERY_PATHS.buyTickets, ({ params, token }) => {
      if (!token) return fail(NOT_SIGNED_IN.status, NOT_SIGNED_IN.msg);
      const requestId = textParam(params.request_id);
      if (!requestId) return fail(BAD_REQUEST.status, BAD_REQUEST.msg);
      return answer(simulator.buyTickets(token, textParam(params.game), Number(params.count), requestId));
    }),
    signed('post', LOTTERY_PATHS.seen, ({ params, token }) =>
      token
        ? answer(simulator.seen(token, textParam(params.game), textParam(params.draw_id)))
        : fail(NOT_SIGNED_IN.status, NOT_SIGNED_IN.msg),
    ),
  ];
}
