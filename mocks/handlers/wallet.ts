import { WALLET_PATHS, type ChargeSearchResult, type CreatedOrder } from '../../src/features/wallet/contract';
import { buildSelfInfo } from '../fixtures/users';
import { fail, ok, signed, textParam } from './signedRequest';

export const WALLET_ERRORS = {
  userNotFound: { status: 20401, msg: '查無此用戶' },
  badOrder: { status: 20402, msg: '訂單參數錯誤' },
} as const;

/** Orders by idempotency key: a retried create returns the same order. */
const ordersByClientId = new Map<string, CreatedOrder>();

export const walletHandlers = [
  signed('get', WALLET_PATHS.chargeSearch, ({ params }) => {
    const publicId = textParam(params.public_id);
    if (!/^\d{5,12}$/.test(publicId)) return fail(WALLET_ERRORS.userNotFound.status, WALLET_ERRORS.userNotFound.msg);
    const user = buildSelfInfo({ public_id: publicId });
    return ok<ChargeSearchResult>({
      userid: user.userid,
      public_id: publicId,
      nickname: user.nickname,
      avatar_url: user.avatar_url,
    });
  }),
  signed('post', WALLET_PATHS.createOrder, ({ params }) => {
    const amount = Number(params.amount);
    const clientOrderId = textParam(params.client_order_id);
    if (!Number.isInteger(amount) || amount <= 0 || !params.public_id || !clientOrderId) {
      return fail(WALLET_ERRORS.badOrder.status, WALLET_ERRORS.badOrder.msg);
    }
    const existing = ordersByClientId.get(clientOrderId);
    if (existing) return ok(existing);
    const order: CreatedOrder = {
      order_id: `ord_${ordersByClientId.size + 1}`,
      pay_url: `https://pay.example-live.com/checkout/${ordersByClientId.size + 1}`,
    };
    ordersByClientId.set(clientOrderId, order);
    return ok(order);
  }),
];
