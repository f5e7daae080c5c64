// Paths and types only, no runtime imports: the mock server (plain Node) imports this file.
/**
 * Wallet endpoints. The spec (§7) names the charge search and the order creation without their payloads;
 * every shape below, and the other endpoints (catalog, agents, order status, VIP, discount, gift cards), are
 * our contract with the server until it says otherwise (docs/areas/wallet.md).
 *
 * Money is an integer in the currency's smallest unit (ISO 4217: cents for TWD, USD, fen for CNY) with the
 * currency beside it; coins are whole coins. Times are ms since the epoch.
 */
export const WALLET_PATHS = {
  /** GET { public_id } → ChargeSearchResult: who a recharge for someone else goes to (spec §7). */
  chargeSearch: '/api/ucuser/v1/user/charge/search',
  /** POST CreateOrderParams → CreatedOrder: one order per `client_order_id` (spec §7; failures: browser alert, §8). */
  createOrder: '/api/wallet/v1/publicidcharge/order/create',
  /** GET → CatalogReply: my balance, the coin packages and the payment methods of my market's currency. */
  catalog: '/api/wallet/v1/recharge/catalog',
  /** GET → AgentsReply: the official manual top-up agents. */
  agents: '/api/wallet/v1/recharge/agents',
  /** GET { order_id } → OrderStatusReply. */
  orderStatus: '/api/wallet/v1/order/status',
  /** GET → VipReply: the plans and my membership. A plan is bought through `createOrder` with its product id. */
  vip: '/api/wallet/v1/vip/state',
  /** GET → DiscountReply: the current time-limited package (null when there is none). */
  discount: '/api/wallet/v1/recharge/discount',
  /** POST { code, request_id } → RedeemReply; refusals: WALLET_STATUS.cardInvalid / cardUsed / cardExpired. */
  redeemCard: '/api/wallet/v1/giftcard/redeem',
} as const;

export const WALLET_STATUS = {
  userNotFound: 20401,
  badOrder: 20402,
  orderNotFound: 20403,
  discountEnded: 20404,
  discountLimit: 20405,
  cardInvalid: 20411,
  cardUsed: 20412,
  cardExpired: 20413,
  notSignedIn: 10001, // NOT_SIGNED_IN_STATUS (platform/session/signedOut.ts), kept literal like the other areas
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
  /** Whose wallet (or membership) the order fills: mine, or the member found by the charge search. */
  public_id: string;
  /** A package's, a VIP plan's or the discount's product id. */
  product_id: string;
  /** Smallest currency unit (docs/architecture.md); the server checks it against the product's price. */
  amount: number;
  currency?: string;
  pay_method: string;
  /** Idempotency key: a retried or double-tapped purchase creates one order. */
  client_order_id: string;
}

export type OrderStatus = 'pending' | 'paid' | 'failed';

export interface CreatedOrder {
  order_id: string;
  /** The payment provider's page for this order. */
  pay_url: string;
  status?: OrderStatus;
}

export interface OrderStatusReply {
  order_id: string;
  status: OrderStatus;
  /** Coins credited once paid (packages), 0 for VIP. */
  coins: number;
  server_now: number;
}

/** What a payment method is (the page names and draws it); the server may add kinds (shown by their `name`). */
export type PayMethodKind =
  | 'card'
  | 'line_pay'
  | 'jko_pay'
  | 'cvs'
  | 'alipay'
  | 'wechat_pay'
  | 'unionpay'
  | 'paypal'
  | 'google_pay';

export interface PayMethodReply {
  id: string;
  kind: string;
  name: string;
}

export type PackageTag = 'best_value' | 'popular' | 'first_bonus';

export interface PackageReply {
  product_id: string;
  coins: number;
  bonus_coins: number;
  price: number;
  tag: string;
}

export interface CatalogReply {
  currency: string;
  balance: number;
  packages: PackageReply[];
  pay_methods: PayMethodReply[];
}

export type AgentContactKind = 'line' | 'whatsapp' | 'telegram' | 'wechat';

export interface AgentReply {
  agent_id: string;
  name: string;
  avatar_url: string;
  contact_kind: string;
  contact_id: string;
  /** Working hours, UTC+8, e.g. "10:00–02:00". */
  hours: string;
  online: boolean;
}

export interface AgentsReply {
  agents: AgentReply[];
}

export type VipPlanId = 'weekly' | 'monthly';

export interface VipPlanReply {
  plan_id: string;
  product_id: string;
  days: number;
  price: number;
  /** Price before the plan's saving (0: none). */
  original_price: number;
  auto_renew: boolean;
  /** Perk ids (`VIP_PERKS`); unknown ones are left out. */
  perks: string[];
  /** Coins given at once on purchase. */
  bonus_coins: number;
}

export interface VipReply {
  currency: string;
  plans: VipPlanReply[];
  /** Null: not a member (a new user without membership, or one whose membership ended). */
  membership: { plan_id: string; expires_at: number; auto_renew: boolean } | null;
  server_now: number;
}

export interface DiscountOfferReply {
  product_id: string;
  coins: number;
  bonus_coins: number;
  price: number;
  original_price: number;
  currency: string;
  starts_at: number;
  ends_at: number;
  /** How many a member may buy, and how many I have bought. */
  limit: number;
  bought: number;
}

export interface DiscountReply {
  offer: DiscountOfferReply | null;
  server_now: number;
}

export interface RedeemReply {
  card_id: string;
  coins: number;
  balance: number;
}
