import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost, type RequestOptions } from '../../platform/http/client';
import { withServerAlert } from '../../platform/http/behaviours';
import { ApiError, isApiError } from '../../platform/http/errors';
import { instant, list, record, text, whole } from '../../platform/http/read';
import {
  type AgentContactKind,
  WALLET_PATHS,
  WALLET_STATUS,
  type ChargeSearchParams,
  type ChargeSearchResult,
  type CreatedOrder,
  type CreateOrderParams,
  type OrderStatus,
  type PackageTag,
  type PayMethodKind,
  type VipPlanId,
} from './contract';
import { isCurrencyCode } from '../../platform/i18n/money';
import {
  type CoinPackage,
  PACKAGE_TAGS,
  type PayMethod,
  PAY_METHOD_KINDS,
  VIP_PERKS,
  VIP_PLAN_IDS,
  type VipPerk,
} from './model';

export * from './contract';

// Replies are read defensively (docs/architecture.md, "What we accept from the bridge, the server and the URL"): a wrong
// field becomes a safe default and a row the page cannot use is left out. A reply is refused (ApiError) only
// when nothing can be sold from it: no currency, no order id, no status.

const badReply = (what: string) => new ApiError('bad-response', 200, `Wallet reply without ${what}`);

/** The most a price may be (10 million in major units): beyond it a reply is garbled, not a price. */
const PRICE_MAX = 1_000_000_000;
/** Coins in one package or card. */
const COINS_MAX = 100_000_000;
const ID_MAX = 64;
const NAME_MAX = 40;
const ROWS_MAX = 24;

function currencyOf(value: unknown): string {
  const code = text(value, 8).toUpperCase();
  if (!isCurrencyCode(code)) throw badReply('a currency');
  return code;
}

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | null =>
  (values as readonly unknown[]).includes(value) ? (value as T) : null;

// ——— Recharge ———

export interface Catalog {
  currency: string;
  balance: number;
  packages: CoinPackage[];
  methods: PayMethod[];
}

export function parseCatalog(data: unknown): Catalog {
  const raw = record(data);
  const currency = currencyOf(raw.currency);
  const packages: CoinPackage[] = [];
  for (const item of list(raw.packages)) {
    if (packages.length === ROWS_MAX) break;
    const row = record(item);
    const productId = text(row.product_id, ID_MAX);
    const coins = whole(row.coins, COINS_MAX);
    const price = whole(row.price, PRICE_MAX);
    if (!productId || coins === 0 || price === 0 || packages.some((pack) => pack.productId === productId)) continue;
    packages.push({
      productId,
      coins,
      bonusCoins: whole(row.bonus_coins, COINS_MAX),
      price,
      tag: oneOf<PackageTag>(PACKAGE_TAGS, row.tag),
    });
  }
  const methods: PayMethod[] = [];
  for (const item of list(raw.pay_methods)) {
    if (methods.length === ROWS_MAX) break;
    const row = record(item);
    const id = text(row.id, ID_MAX);
    const kind = oneOf<PayMethodKind>(PAY_METHOD_KINDS, row.kind);
    const name = text(row.name, NAME_MAX).trim();
    // A method the page can neither name nor recognise is not offered.
    if (!id || (!kind && !name) || methods.some((method) => method.id === id)) continue;
    methods.push({ id, kind, name });
  }
  return { currency, balance: whole(raw.balance), packages, methods };
}

export interface Agent {
  id: string;
  name: string;
  avatarUrl: string;
  contactKind: AgentContactKind | null;
  contactId: string;
  hours: string;
  online: boolean;
}

const CONTACT_KINDS: readonly AgentContactKind[] = ['line', 'whatsapp', 'telegram', 'wechat'];

export function parseAgents(data: unknown): Agent[] {
  const agents: Agent[] = [];
  for (const item of list(record(data).agents)) {
    if (agents.length === ROWS_MAX) break;
    const row = record(item);
    const id = text(row.agent_id, ID_MAX);
    const contactId = text(row.contact_id, ID_MAX).trim();
    const name = text(row.name, NAME_MAX).trim();
    // An agent nobody can reach is no help: left out.
    if (!id || !contactId || !name) continue;
    agents.push({
      id,
      name,
      avatarUrl: text(row.avatar_url),
      contactKind: oneOf(CONTACT_KINDS, row.contact_kind),
      contactId,
      hours: text(row.hours, 32),
      online: row.online === true,
    });
  }
  return agents;
}

export interface ChargeTarget {
  userId: string;
  publicId: string;
  nickname: string;
  avatarUrl: string;
}

export function parseChargeTarget(data: unknown): ChargeTarget {
  const raw = record(data);
  const publicId = text(raw.public_id, 16);
  if (!publicId) throw badReply('a public id');
  return {
    userId: text(raw.userid, ID_MAX),
    publicId,
    nickname: text(raw.nickname, NAME_MAX),
    avatarUrl: text(raw.avatar_url),
  };
}

/** Caller-supplied params, data passed back as the server sent it (spec §7). */
export function searchChargeTarget(params: ChargeSearchParams, signal?: AbortSignal): Promise<ChargeSearchResult> {
  return apiGet<ChargeSearchResult>(WALLET_PATHS.chargeSearch, { ...params }, { signal });
}

/** The member a recharge for someone else goes to, read defensively. */
export const findChargeTarget = async (publicId: string, signal?: AbortSignal): Promise<ChargeTarget> =>
  parseChargeTarget(await searchChargeTarget({ public_id: publicId }, signal));

/** Order creation waits this long at most; then the same key is sent again (the server answers with the same order). */
export const ORDER_TIMEOUT_MS = 15_000;

/** Order creation shows a server failure in the plain browser alert (spec §8). */
export function createChargeOrder(params: CreateOrderParams): Promise<CreatedOrder> {
  return withServerAlert(
    () =>
      apiPost<CreatedOrder>(
        WALLET_PATHS.createOrder,
        { ...params },
        // Its failure is the plain browser alert, not a report to native (spec §8).
        { timeoutMs: ORDER_TIMEOUT_MS, reportFailure: false },
      ),
    { browserAlert: true },
  );
}

export interface Order {
  orderId: string;
  payUrl: string;
}

const ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'paid', 'failed'];

/** Only an https payment page is opened (anything else in a reply is not followed). */
const payUrlOf = (value: unknown): string => {
  const url = text(value);
  return /^https:\/\/[^\s]+$/.test(url) ? url : '';
};

export function parseOrder(data: unknown): Order {
  const raw = record(data);
  const orderId = text(raw.order_id, ID_MAX);
  if (!orderId) throw badReply('an order id');
  return { orderId, payUrl: payUrlOf(raw.pay_url) };
}

export const createOrder = async (params: CreateOrderParams): Promise<Order> =>
  parseOrder(await createChargeOrder(params));

export interface OrderState {
  orderId: string;
  status: OrderStatus;
  coins: number;
}

export function parseOrderStatus(data: unknown): OrderState {
  const raw = record(data);
  const orderId = text(raw.order_id, ID_MAX);
  const status = oneOf(ORDER_STATUSES, raw.status);
  if (!orderId || !status) throw badReply('an order status');
  return { orderId, status, coins: whole(raw.coins, COINS_MAX) };
}

export const fetchOrderStatus = async (orderId: string, signal?: AbortSignal): Promise<OrderState> =>
  parseOrderStatus(await apiGet<unknown>(WALLET_PATHS.orderStatus, { order_id: orderId }, { signal }));

// ——— VIP ———

export interface VipPlan {
  id: VipPlanId;
  productId: string;
  days: number;
  price: number;
  originalPrice: number;
  autoRenew: boolean;
  perks: VipPerk[];
  bonusCoins: number;
}

export interface Vip {
  currency: string;
  plans: VipPlan[];
  membership: { plan: VipPlanId | null; expiresAt: number; autoRenew: boolean } | null;
}

export function parseVip(data: unknown): Vip {
  const raw = record(data);
  const currency = currencyOf(raw.currency);
  const plans: VipPlan[] = [];
  for (const item of list(raw.plans)) {
    const row = record(item);
    const id = oneOf(VIP_PLAN_IDS, row.plan_id);
    const productId = text(row.product_id, ID_MAX);
    const price = whole(row.price, PRICE_MAX);
    const days = whole(row.days, 366);
    if (!id || !productId || price === 0 || days === 0 || plans.some((plan) => plan.id === id)) continue;
    const perks = list(row.perks).flatMap((perk) => oneOf(VIP_PERKS, perk) ?? []);
    plans.push({
      id,
      productId,
      days,
      price,
      originalPrice: whole(row.original_price, PRICE_MAX),
      autoRenew: row.auto_renew === true,
      perks: [...new Set(perks)],
      bonusCoins: whole(row.bonus_coins, COINS_MAX),
    });
  }
  plans.sort((a, b) => a.days - b.days);
  const member = raw.membership === null || raw.membership === undefined ? null : record(raw.membership);
  const expiresAt = member ? instant(member.expires_at) : null;
  return {
    currency,
    plans,
    membership:
      member && expiresAt !== null
        ? { plan: oneOf(VIP_PLAN_IDS, member.plan_id), expiresAt, autoRenew: member.auto_renew === true }
        : null,
  };
}

// ——— Discount ———

export interface DiscountOffer {
  productId: string;
  coins: number;
  bonusCoins: number;
  price: number;
  originalPrice: number;
  currency: string;
  startsAt: number;
  endsAt: number;
  limit: number;
  bought: number;
}

/** The current offer, or null: none, or one whose dates or price cannot be read (the page says it has ended). */
export function parseDiscount(data: unknown): DiscountOffer | null {
  const raw = record(data);
  if (raw.offer === null || raw.offer === undefined) return null;
  const offer = record(raw.offer);
  const productId = text(offer.product_id, ID_MAX);
  const startsAt = instant(offer.starts_at);
  const endsAt = instant(offer.ends_at);
  const coins = whole(offer.coins, COINS_MAX);
  const price = whole(offer.price, PRICE_MAX);
  if (!productId || startsAt === null || endsAt === null || endsAt <= startsAt || coins === 0 || price === 0)
    return null;
  return {
    productId,
    coins,
    bonusCoins: whole(offer.bonus_coins, COINS_MAX),
    price,
    originalPrice: whole(offer.original_price, PRICE_MAX),
    currency: currencyOf(offer.currency),
    startsAt,
    endsAt,
    limit: whole(offer.limit, 999),
    bought: whole(offer.bought, 999),
  };
}

// ——— Gift cards ———

export interface Redeemed {
  cardId: string;
  coins: number;
  balance: number;
}

export function parseRedeemed(data: unknown): Redeemed {
  const raw = record(data);
  const coins = whole(raw.coins, COINS_MAX);
  if (coins === 0) throw badReply('the coins of the card');
  return { cardId: text(raw.card_id, ID_MAX), coins, balance: whole(raw.balance) };
}

/** Redeem a gift card: one redemption per `requestId` (a repeat gets the first answer, not "already used"). */
export const redeemCard = async (code: string, requestId: string, options: RequestOptions): Promise<Redeemed> =>
  parseRedeemed(await apiPost<unknown>(WALLET_PATHS.redeemCard, { code, request_id: requestId }, options));

export type CardRefusal = 'invalid' | 'used' | 'expired';

const CARD_REFUSALS: Record<number, CardRefusal> = {
  [WALLET_STATUS.cardInvalid]: 'invalid',
  [WALLET_STATUS.cardUsed]: 'used',
  [WALLET_STATUS.cardExpired]: 'expired',
};

export const cardRefusalOf = (error: unknown): CardRefusal | null =>
  isApiError(error) && error.kind === 'server' ? (CARD_REFUSALS[error.code] ?? null) : null;

export const isUserNotFound = (error: unknown): boolean =>
  isApiError(error) && error.kind === 'server' && error.code === WALLET_STATUS.userNotFound;

/** A server refusal (already shown to the member in the browser alert), as opposed to a reply that never came. */
export const isServerRefusal = (error: unknown): boolean => isApiError(error) && error.kind === 'server';

// ——— Queries ———

export const walletKeys = {
  catalog: () => ['wallet', 'catalog'] as const,
  agents: () => ['wallet', 'agents'] as const,
  vip: () => ['wallet', 'vip'] as const,
  discount: () => ['wallet', 'discount'] as const,
  target: (publicId: string) => ['wallet', 'target', publicId] as const,
};

export const catalogQuery = () =>
  queryOptions({
    queryKey: walletKeys.catalog(),
    queryFn: async ({ signal }) => parseCatalog(await apiGet<unknown>(WALLET_PATHS.catalog, {}, { signal })),
  });

export const agentsQuery = () =>
  queryOptions({
    queryKey: walletKeys.agents(),
    queryFn: async ({ signal }) => parseAgents(await apiGet<unknown>(WALLET_PATHS.agents, {}, { signal })),
    staleTime: 5 * 60_000,
  });

export const vipQuery = () =>
  queryOptions({
    queryKey: walletKeys.vip(),
    queryFn: async ({ signal }) => parseVip(await apiGet<unknown>(WALLET_PATHS.vip, {}, { signal })),
  });

export const discountQuery = () =>
  queryOptions({
    queryKey: walletKeys.discount(),
    queryFn: async ({ signal }) => parseDiscount(await apiGet<unknown>(WALLET_PATHS.discount, {}, { signal })),
  });
