import { http, HttpResponse } from 'msw';
import { WITHDRAW_PATHS } from '../../src/features/wallet/withdrawContract';
import { serverTimeFor } from '../server/serverClock';
import { WITHDRAW_FAILURES, withdrawSimulator, type WithdrawSimulator } from '../server/withdraw';
import { signedInRoute } from './signedInRoute';
import { answer, fail, signed, textParam } from './signedRequest';

/**
 * The withdrawal endpoints over a simulator (the shared one unless a story brings its own). Every write passes its
 * request_id on: the simulator answers a repeated one with its first answer.
 */
export function withdrawHandlers(simulator: WithdrawSimulator = withdrawSimulator) {
  const route = signedInRoute(simulator);
  return [
    // Signing in needs no session.
    signed('post', WITHDRAW_PATHS.loginCode, ({ params }) =>
      answer(simulator.loginCode(textParam(params.phone), textParam(params.request_id))),
    ),
    signed('post', WITHDRAW_PATHS.login, ({ params }) =>
      answer(simulator.login(textParam(params.phone), textParam(params.code), textParam(params.request_id))),
    ),
    route('get', WITHDRAW_PATHS.summary, ({ token }) => answer(simulator.summary(token))),
    route('post', WITHDRAW_PATHS.signIn, ({ token, params }) =>
      answer(simulator.signIn(token, textParam(params.request_id))),
    ),
    route('get', WITHDRAW_PATHS.quote, ({ token, params }) => answer(simulator.quote(token, Number(params.points)))),
    route('post', WITHDRAW_PATHS.submit, ({ token, params }) => {
      const requestId = textParam(params.request_id);
      if (!requestId) return fail(WITHDRAW_FAILURES.badAmount.status, WITHDRAW_FAILURES.badAmount.msg);
      return answer(simulator.submit(token, Number(params.points), requestId));
    }),
    route('get', WITHDRAW_PATHS.exchangeInfo, ({ token }) => answer(simulator.exchangeInfo(token))),
    route('post', WITHDRAW_PATHS.exchange, ({ token, params }) => {
      const requestId = textParam(params.request_id);
      if (!requestId) return fail(WITHDRAW_FAILURES.badAmount.status, WITHDRAW_FAILURES.badAmount.msg);
      return answer(simulator.exchange(token, Number(params.amount), requestId));
    }),
    route('post', WITHDRAW_PATHS.bind, ({ token, params }) =>
      answer(simulator.bind(token, textParam(params.account), textParam(params.request_id))),
    ),
    route('post', WITHDRAW_PATHS.unbind, ({ token, params }) =>
      answer(simulator.unbind(token, textParam(params.request_id))),
    ),
    route('get', WITHDRAW_PATHS.ledger, ({ token, params }) =>
      answer(
        simulator.ledger(
          token,
          Number(params.page) || 1,
          Number(params.size) || 20,
          textParam(params.month),
          textParam(params.kind),
        ),
      ),
    ),
    /*
     * Test control (the dev app, stories, e2e; unsigned, as the e2e server's own controls): a withdrawal moves on at
     * once — POST { token, withdrawal_id, move: 'next' | 'reject', reason? } → the withdrawal as it is now, or 404.
     * Without it a withdrawal still moves on by itself on the server's clock (`withdrawFlow.ts`).
     */
    http.post('*/__mock/withdraw/move', async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
      const move = body.move === 'reject' ? 'reject' : 'next';
      const reason = typeof body.reason === 'string' && body.reason ? body.reason : undefined;
      const token = typeof body.token === 'string' ? body.token : '';
      simulator.setClock(serverTimeFor(token)); // the token's server time, as its own requests meet it
      const moved = simulator.moveWithdrawal(token, textParam(body.withdrawal_id as string), move, reason);
      return moved ? HttpResponse.json(moved) : new HttpResponse(null, { status: 404 });
    }),
  ];
}
