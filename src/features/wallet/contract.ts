// Paths and types only, no runtime imports: the mock server (plain Node) imports this file.
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
