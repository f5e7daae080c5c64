import { apiGet, apiPost } from '../../platform/http/client';
import { withServerAlert } from '../../platform/http/behaviours';
import {
  WALLET_PATHS,
  type ChargeSearchParams,
  type ChargeSearchResult,
  type CreatedOrder,
  type CreateOrderParams,
} from './contract';

export * from './contract';

/** Caller-supplied params, data passed back as the server sent it (spec §7). */
export function searchChargeTarget(params: ChargeSearchParams, signal?: AbortSignal): Promise<ChargeSearchResult> {
  return apiGet<ChargeSearchResult>(WALLET_PATHS.chargeSearch, { ...params }, { signal });
}

/** Order creation shows a server failure in the plain browser alert (spec §8). */
export function createChargeOrder(params: CreateOrderParams): Promise<CreatedOrder> {
  return withServerAlert(() => apiPost<CreatedOrder>(WALLET_PATHS.createOrder, { ...params }), { browserAlert: true });
}
