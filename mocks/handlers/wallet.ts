import { WALLET_PATHS, type CreateOrderParams } from '../../src/features/wallet/contract';
import { serverTimeFor } from '../server/serverClock';
import { WALLET_FAILURES, walletSimulator, type WalletSimulator } from '../server/wallet';
import { NOT_SIGNED_IN } from './account';
import { answer, fail, signed, textParam, type SignedContext } from './signedRequest';

const signedOut = () => fail(NOT_SIGNED_IN.status, NOT_SIGNED_IN.msg);
const badOrder = () => fail(WALLET_FAILURES.badOrder.status, WALLET_FAILURES.badOrder.msg);

/** The wallet endpoints over a simulator (the shared one unless a story brings its own). */
export function walletHandlersFor(simulator: WalletSimulator) {
  // Each request meets the server at its token's time (an e2e pin, or the app clock).
  const route = (method: 'get' | 'post', path: string, resolve: (context: SignedContext) => Response) =>
    signed(method, path, (context) => {
      simulator.setClock(serverTimeFor(context.token));
      return resolve(context);
    });
  return [
    route('get', WALLET_PATHS.chargeSearch, ({ params }) => answer(simulator.search(textParam(params.public_id)))),
    route('get', WALLET_PATHS.catalog, ({ token }) => (token ? answer(simulator.catalog(token)) : signedOut())),
    route('get', WALLET_PATHS.agents, () => answer(simulator.agents())),
    route('post', WALLET_PATHS.createOrder, ({ params, token }) => {
      const amount = Number(params.amount);
      const order: CreateOrderParams = {
        public_id: textParam(params.public_id),
        product_id: textParam(params.product_id),
        amount,
        pay_method: textParam(params.pay_method),
        client_order_id: textParam(params.client_order_id),
      };
      if (!Number.isInteger(amount) || amount <= 0 || !order.public_id || !order.client_order_id) return badOrder();
      return answer(simulator.createOrder(token, order));
    }),
    route('get', WALLET_PATHS.orderStatus, ({ params, token }) =>
      answer(simulator.orderStatus(token, textParam(params.order_id))),
    ),
    route('get', WALLET_PATHS.vip, ({ token }) => (token ? answer(simulator.vip(token)) : signedOut())),
    route('get', WALLET_PATHS.discount, ({ token }) => (token ? answer(simulator.discount(token)) : signedOut())),
    route('post', WALLET_PATHS.redeemCard, ({ params, token }) => {
      if (!token) return signedOut();
      const requestId = textParam(params.request_id);
      if (!requestId) return fail(WALLET_FAILURES.cardInvalid.status, WALLET_FAILURES.cardInvalid.msg);
      return answer(simulator.redeem(token, textParam(params.code), requestId));
    }),
  ];
}

/** The shared server's handlers (mocks/handlers/index.ts). */
export const walletHandlers = walletHandlersFor(walletSimulator);
