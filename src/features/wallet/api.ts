import { apiGet, apiPost } from '../../platform/http/client';
import { withServerAlert } from '../../platform/http/behaviours';

/**
 * Wallet endpoints named by the spec (§7). Their payloads are not shown there;
 * the shapes below are our contract with the server until it says otherwise.
 */
export const WALLET_PATHS = {
  chargeSearch: '/api/ucuser/v1/user/charge/search',
  createOrder: '/api/wallet/v1/publicidcharge/order/create',
} as const;

/** Who is being recharged: looked up by public id before paying for someone. */
export interface ChargeSearchParams {
  public_id: string;
}

export interface ChargeSearchResult {
  userid: string;
  public_id: string;
  nickname: string;
  avatar_url: string;
}

export interface CreateOrderParams {
  public_id: string;
  product_id: string;
  /** Smallest currency unit (ARCHITECTURE.md). */
  amount: number;
  pay_method: string;
  /** Idempotency key: a retried or double-tapped purchase creates one order. */
  client_order_id: string;
}

export interface CreatedOrder {
  order_id: string;
  pay_url: string;
}

/** Caller-supplied params, data passed back as the server sent it (spec §7). */
export function searchChargeTarget(params: ChargeSearchParams, signal?: AbortSignal): Promise<ChargeSearchResult> {
  return apiGet<ChargeSearchResult>(WALLET_PATHS.chargeSearch, { ...params }, { signal });
}

/** Order creation shows a server failure in the plain browser alert (spec §8). */
export function createChargeOrder(params: CreateOrderParams): Promise<CreatedOrder> {
  return withServerAlert(() => apiPost<CreatedOrder>(WALLET_PATHS.createOrder, { ...params }), { browserAlert: true });
}
