/**
 * The wallet server, simulated on the app clock (docs/areas/wallet.md): one wallet per access
 * token in one market's currency, coin packages and payment methods per currency, official agents, orders that
 * are idempotent by `client_order_id` and move from pending to paid (or failed) as the server's time runs or as
 * they are read, VIP plans and membership, a time-limited discount and gift cards. A ledger says what happened
 * (e2e reads it at `/__mock/wallet/ledger`). Stories set up any wallet (`options`).
 */
import {
  type AgentReply,
  type CatalogReply,
  type CreatedOrder,
  type CreateOrderParams,
  type DiscountReply,
  type OrderStatus,
  type OrderStatusReply,
  type PackageReply,
  type PayMethodReply,
  type RedeemReply,
  type VipPlanReply,
  type VipReply,
  WALLET_STATUS,
} from '../../src/features/wallet/contract';
import { DAY_MS, normaliseCardCode } from '../../src/features/wallet/model';
import { appNow } from '../../src/platform/clock/clock';
import { ok, refused, type ServerFailure, type SimulatorReply } from './simulatorReply';

export type WalletCurrency = 'TWD' | 'CNY' | 'USD';

export const WALLET_FAILURES = {
  userNotFound: { status: WALLET_STATUS.userNotFound, msg: '查無此用戶' },
  badOrder: { status: WALLET_STATUS.badOrder, msg: '訂單參數錯誤' },
  orderNotFound: { status: WALLET_STATUS.orderNotFound, msg: '訂單不存在' },
  discountEnded: { status: WALLET_STATUS.discountEnded, msg: '優惠已結束' },
  discountLimit: { status: WALLET_STATUS.discountLimit, msg: '已達購買上限' },
  cardInvalid: { status: WALLET_STATUS.cardInvalid, msg: '卡號無效' },
  cardUsed: { status: WALLET_STATUS.cardUsed, msg: '此卡已被使用' },
  cardExpired: { status: WALLET_STATUS.cardExpired, msg: '此卡已過期' },
} satisfies Record<string, ServerFailure>;

/** Packages per market: base coins, bonus, price in the smallest unit (TWD/CNY/USD cents). */
const PACKAGES: Record<WalletCurrency, PackageReply[]> = {
  TWD: [
    { product_id: 'tw_coins_60', coins: 60, bonus_coins: 0, price: 3_000, tag: '' },
    { product_id: 'tw_coins_300', coins: 300, bonus_coins: 15, price: 15_000, tag: 'first_bonus' },
    { product_id: 'tw_coins_660', coins: 660, bonus_coins: 60, price: 33_000, tag: 'popular' },
    { product_id: 'tw_coins_1320', coins: 1_320, bonus_coins: 160, price: 66_000, tag: '' },
    { product_id: 'tw_coins_3300', coins: 3_300, bonus_coins: 500, price: 165_000, tag: 'best_value' },
    { product_id: 'tw_coins_6600', coins: 6_600, bonus_coins: 1_200, price: 330_000, tag: '' },
  ],
  CNY: [
    { product_id: 'cn_coins_60', coins: 60, bonus_coins: 0, price: 600, tag: '' },
    { product_id: 'cn_coins_300', coins: 300, bonus_coins: 15, price: 3_000, tag: 'first_bonus' },
    { product_id: 'cn_coins_680', coins: 680, bonus_coins: 60, price: 6_800, tag: 'popular' },
    { product_id: 'cn_coins_1280', coins: 1_280, bonus_coins: 160, price: 12_800, tag: '' },
    { product_id: 'cn_coins_3280', coins: 3_280, bonus_coins: 500, price: 32_800, tag: 'best_value' },
    { product_id: 'cn_coins_6480', coins: 6_480, bonus_coins: 1_200, price: 64_800, tag: '' },
  ],
  USD: [
    { product_id: 'us_coins_70', coins: 70, bonus_coins: 0, price: 99, tag: '' },
    { product_id: 'us_coins_350', coins: 350, bonus_coins: 15, price: 499, tag: 'first_bonus' },
    { product_id: 'us_coins_700', coins: 700, bonus_coins: 60, price: 999, tag: 'popular' },
    { product_id: 'us_coins_1400', coins: 1_400, bonus_coins: 160, price: 1_999, tag: '' },
    { product_id: 'us_coins_3500', coins: 3_500, bonus_coins: 500, price: 4_999, tag: 'best_value' },
    { product_id: 'us_coins_7000', coins: 7_000, bonus_coins: 1_200, price: 9_999, tag: '' },
  ],
};

const METHODS: Record<WalletCurrency, PayMethodReply[]> = {
  TWD: [
    { id: 'tw_card', kind: 'card', name: 'Visa / Mastercard / JCB' },
    { id: 'tw_line', kind: 'line_pay', name: 'LINE Pay' },
    { id: 'tw_jko', kind: 'jko_pay', name: '街口支付' },
    { id: 'tw_cvs', kind: 'cvs', name: '超商代碼' },
  ],
  CNY: [
    { id: 'cn_alipay', kind: 'alipay', name: '支付宝' },
    { id: 'cn_wechat', kind: 'wechat_pay', name: '微信支付' },
    { id: 'cn_unionpay', kind: 'unionpay', name: '银联' },
  ],
  USD: [
    { id: 'us_card', kind: 'card', name: 'Visa / Mastercard' },
    { id: 'us_paypal', kind: 'paypal', name: 'PayPal' },
    { id: 'us_gpay', kind: 'google_pay', name: 'Google Pay' },
  ],
};

const AGENTS: AgentReply[] = [
  {
    agent_id: 'ag_1',
    name: '官方儲值・小雨',
    avatar_url: '',
    contact_kind: 'line',
    contact_id: '@starlive.rain',
    hours: '10:00–02:00',
    online: true,
  },
  {
    agent_id: 'ag_2',
    name: '官方儲值・阿凱',
    avatar_url: '',
    contact_kind: 'whatsapp',
    contact_id: '+886 912 345 678',
    hours: '12:00–24:00',
    online: true,
  },
  {
    agent_id: 'ag_3',
    name: 'Official Top-up Mia',
    avatar_url: '',
    contact_kind: 'telegram',
    contact_id: '@starlive_mia',
    hours: '09:00–21:00',
    online: false,
  },
];

const VIP_PRICES: Record<WalletCurrency, { weekly: [number, number]; monthly: [number, number] }> = {
  TWD: { weekly: [9_000, 0], monthly: [29_000, 38_600] },
  CNY: { weekly: [1_800, 0], monthly: [6_800, 7_700] },
  USD: { weekly: [299, 0], monthly: [999, 1_196] },
};

/** Gift cards the server knows: code → coins (seeded; `USED_CARD` has been redeemed by someone already). */
export const GIFT_CARDS: Record<string, number> = {
  STAR2025GIFT0001: 1_000,
  STAR2025GIFT0002: 5_000,
  LIVECOINS8888XMS: 8_888,
};
export const USED_CARD = 'STAR2024USED0001';
/** More valid cards, each redeemable once, for tests that need a fresh one (`STAR2026FRESH` and three letters or digits): 1,000 coins. */
const FRESH_CARD = /^STAR2026FRESH[A-Z0-9]{3}$/;
const cardCoins = (code: string): number | undefined => GIFT_CARDS[code] ?? (FRESH_CARD.test(code) ? 1_000 : undefined);
export const EXPIRED_CARD = 'STAR2023OLDCARD1';

/** What happens to an order after the pay step. */
export type PayOutcome = 'paid' | 'pending' | 'failed';

export interface WalletSimulatorOptions {
  now?: () => number;
  currency?: WalletCurrency;
  balance?: number;
  /** My VIP membership: none, or a plan ending `daysLeft` days from now. */
  vip?: { plan: 'weekly' | 'monthly'; daysLeft: number } | null;
  /** The discount: live (ending in `endsInMs`), ended, or none at all. */
  discount?: { endsInMs: number; bought?: number; limit?: number } | 'ended' | null;
  /** How orders end: paid once read `paidAfterReads` times or `paidAfterMs` after creation (default), or never. */
  outcome?: PayOutcome;
  paidAfterReads?: number;
  paidAfterMs?: number;
  agents?: number;
  /** Public ids the charge search finds nobody for (besides anything that is not 5–12 digits). */
  unknownIds?: string[];
}

interface OrderRecord {
  order: CreatedOrder;
  params: CreateOrderParams;
  token: string;
  createdAt: number;
  reads: number;
  status: OrderStatus;
  coins: number;
}

interface Wallet {
  balance: number;
  vip: { plan: 'weekly' | 'monthly'; expiresAt: number; autoRenew: boolean } | null;
  discountBought: number;
  redeems: Map<string, SimulatorReply<RedeemReply>>;
}

/** The nickname the charge search gives a public id (deterministic, so stories and tests can name it). */
export const memberNickname = (publicId: string): string => {
  const names = ['夜空的貓', 'Luna 月', '星星不睡', 'Mika', '阿哲', '小桃子'];
  return names[Number(publicId.slice(-2)) % names.length]!;
};

export function createWalletSimulator(options: WalletSimulatorOptions = {}) {
  const clock = options.now ?? appNow;
  let fixedNow: number | null = null;
  const now = () => fixedNow ?? clock();
  const currency: WalletCurrency = options.currency ?? 'TWD';
  const wallets = new Map<string, Wallet>();
  const orders = new Map<string, OrderRecord>();
  const byClientId = new Map<string, OrderRecord>();
  const usedCards = new Set<string>([USED_CARD]);
  // The discount's window is set at the first request, on the story's or the test's clock.
  let discountWindow: { startsAt: number; endsAt: number } | null = null;
  const discountOf = () => {
    if (options.discount === null) return null;
    if (discountWindow) return discountWindow;
    const setup = options.discount ?? { endsInMs: 2 * DAY_MS + 3 * 3_600_000 };
    const endsAt = setup === 'ended' ? now() - 3_600_000 : now() + setup.endsInMs;
    discountWindow = { startsAt: endsAt - 3 * DAY_MS, endsAt };
    return discountWindow;
  };
  const discountLimit = options.discount && options.discount !== 'ended' ? (options.discount.limit ?? 1) : 1;

  function walletOf(token: string): Wallet {
    let wallet = wallets.get(token);
    if (wallet) return wallet;
    const vip = options.vip ?? null;
    wallet = {
      balance: options.balance ?? 1_280,
      vip: vip ? { plan: vip.plan, expiresAt: now() + vip.daysLeft * DAY_MS, autoRenew: vip.plan === 'monthly' } : null,
      discountBought: options.discount && options.discount !== 'ended' ? (options.discount.bought ?? 0) : 0,
      redeems: new Map(),
    };
    wallets.set(token, wallet);
    return wallet;
  }

  const vipPlans = (): VipPlanReply[] => {
    const prices = VIP_PRICES[currency];
    return [
      {
        plan_id: 'weekly',
        product_id: `vip_weekly_${currency.toLowerCase()}`,
        days: 7,
        price: prices.weekly[0],
        original_price: prices.weekly[1],
        auto_renew: false,
        perks: ['badge', 'entrance', 'bubble', 'free_chats'],
        bonus_coins: 0,
      },
      {
        plan_id: 'monthly',
        product_id: `vip_monthly_${currency.toLowerCase()}`,
        days: 30,
        price: prices.monthly[0],
        original_price: prices.monthly[1],
        auto_renew: true,
        perks: ['badge', 'entrance', 'bubble', 'free_chats', 'visitors', 'discount', 'daily_coins'],
        bonus_coins: 300,
      },
    ];
  };

  /** What a product costs and gives, or null when the server sells no such thing. */
  function productOf(productId: string): { price: number; coins: number; vip?: VipPlanReply; discount?: true } | null {
    const pack = PACKAGES[currency].find((candidate) => candidate.product_id === productId);
    if (pack) return { price: pack.price, coins: pack.coins + pack.bonus_coins };
    const plan = vipPlans().find((candidate) => candidate.product_id === productId);
    if (plan) return { price: plan.price, coins: plan.bonus_coins, vip: plan };
    if (productId === DISCOUNT.product_id)
      return { price: DISCOUNT.price[currency], coins: DISCOUNT.coins + DISCOUNT.bonus, discount: true };
    return null;
  }

  /** An order's status now: pending until paid after its reads or its time (never, or failed, as set up). */
  function advance(record: OrderRecord): OrderStatus {
    if (record.status !== 'pending') return record.status;
    const outcome = options.outcome ?? 'paid';
    if (outcome === 'pending') return 'pending';
    const due =
      record.reads >= (options.paidAfterReads ?? 2) || now() >= record.createdAt + (options.paidAfterMs ?? 10_000);
    if (!due) return 'pending';
    record.status = outcome;
    if (outcome === 'paid') settle(record);
    return record.status;
  }

  function settle(record: OrderRecord) {
    const product = productOf(record.params.product_id)!;
    // The coins go to the member the order names (mine, or the one I recharge for: their wallet is their token's).
    const receiver = walletOf(
      record.params.public_id === MY_PUBLIC_ID ? record.token : `public:${record.params.public_id}`,
    );
    receiver.balance += product.coins;
    record.coins = product.coins;
    if (product.vip) {
      const days = product.vip.days * DAY_MS;
      const from = receiver.vip && receiver.vip.expiresAt > now() ? receiver.vip.expiresAt : now();
      receiver.vip = {
        plan: product.vip.plan_id as 'weekly' | 'monthly',
        expiresAt: from + days,
        autoRenew: product.vip.auto_renew,
      };
    }
    if (product.discount) walletOf(record.token).discountBought += 1;
  }

  return {
    now,
    currency,
    /** e2e: pin the server's clock (null: follow the app clock). */
    setClock(at: number | null) {
      fixedNow = at;
    },
    search(
      publicId: string,
    ): SimulatorReply<{ userid: string; public_id: string; nickname: string; avatar_url: string }> {
      if (!/^\d{5,12}$/.test(publicId) || options.unknownIds?.includes(publicId))
        return refused(WALLET_FAILURES.userNotFound);
      return ok({ userid: `u_${publicId}`, public_id: publicId, nickname: memberNickname(publicId), avatar_url: '' });
    },
    catalog(token: string): SimulatorReply<CatalogReply> {
      return ok({
        currency,
        balance: walletOf(token).balance,
        packages: PACKAGES[currency],
        pay_methods: METHODS[currency],
      });
    },
    agents(): SimulatorReply<{ agents: AgentReply[] }> {
      return ok({ agents: AGENTS.slice(0, options.agents ?? AGENTS.length) });
    },
    createOrder(token: string, params: CreateOrderParams): SimulatorReply<CreatedOrder> {
      const earlier = byClientId.get(`${token}|${params.client_order_id}`);
      if (earlier) return ok(earlier.order);
      const product = productOf(params.product_id);
      const methodKnown = METHODS[currency].some((method) => method.id === params.pay_method);
      if (!product || product.price !== params.amount || !methodKnown || !/^\d{5,12}$/.test(params.public_id))
        return refused(WALLET_FAILURES.badOrder);
      if (product.discount) {
        const window = discountOf();
        if (!window || now() >= window.endsAt) return refused(WALLET_FAILURES.discountEnded);
        if (walletOf(token).discountBought >= discountLimit) return refused(WALLET_FAILURES.discountLimit);
      }
      const serial = orders.size + 1;
      const record: OrderRecord = {
        order: {
          order_id: `ord_${serial}`,
          pay_url: `https://pay.example-live.com/checkout/ord_${serial}`,
          status: 'pending',
        },
        params: { ...params },
        token,
        createdAt: now(),
        reads: 0,
        status: 'pending',
        coins: 0,
      };
      orders.set(record.order.order_id, record);
      byClientId.set(`${token}|${params.client_order_id}`, record);
      return ok(record.order);
    },
    orderStatus(token: string, orderId: string): SimulatorReply<OrderStatusReply> {
      const record = orders.get(orderId);
      if (!record || record.token !== token) return refused(WALLET_FAILURES.orderNotFound);
      record.reads += 1;
      const status = advance(record);
      return ok({ order_id: orderId, status, coins: record.coins, server_now: now() });
    },
    vip(token: string): SimulatorReply<VipReply> {
      const wallet = walletOf(token);
      const member = wallet.vip && wallet.vip.expiresAt > now() ? wallet.vip : null;
      return ok({
        currency,
        plans: vipPlans(),
        membership: member
          ? { plan_id: member.plan, expires_at: member.expiresAt, auto_renew: member.autoRenew }
          : null,
        server_now: now(),
      });
    },
    discount(token: string): SimulatorReply<DiscountReply> {
      const window = discountOf();
      if (!window) return ok({ offer: null, server_now: now() });
      return ok({
        offer: {
          product_id: DISCOUNT.product_id,
          coins: DISCOUNT.coins,
          bonus_coins: DISCOUNT.bonus,
          price: DISCOUNT.price[currency],
          original_price: DISCOUNT.original[currency],
          currency,
          starts_at: window.startsAt,
          ends_at: window.endsAt,
          limit: discountLimit,
          bought: walletOf(token).discountBought,
        },
        server_now: now(),
      });
    },
    redeem(token: string, rawCode: string, requestId: string): SimulatorReply<RedeemReply> {
      const wallet = walletOf(token);
      const earlier = wallet.redeems.get(requestId);
      if (earlier) return earlier;
      const code = normaliseCardCode(rawCode);
      let reply: SimulatorReply<RedeemReply>;
      if (code === EXPIRED_CARD) reply = refused(WALLET_FAILURES.cardExpired);
      else if (usedCards.has(code)) reply = refused(WALLET_FAILURES.cardUsed);
      else if (cardCoins(code) === undefined) reply = refused(WALLET_FAILURES.cardInvalid);
      else {
        const coins = cardCoins(code)!;
        usedCards.add(code);
        wallet.balance += coins;
        reply = ok({ card_id: `card_${code.slice(-4)}`, coins, balance: wallet.balance });
      }
      wallet.redeems.set(requestId, reply);
      return reply;
    },
    /** e2e and stories: the orders a token created (one per intent), and its wallet. */
    ledgerOf(token: string) {
      const mine = [...orders.values()].filter((record) => record.token === token);
      const wallet = wallets.get(token);
      return {
        orders: mine.map((record) => ({
          orderId: record.order.order_id,
          clientOrderId: record.params.client_order_id,
          publicId: record.params.public_id,
          productId: record.params.product_id,
          amount: record.params.amount,
          payMethod: record.params.pay_method,
          status: record.status,
        })),
        balance: wallet?.balance ?? 0,
        vip: wallet?.vip ?? null,
        /** Gift cards this token redeemed (one per card, however often a request was repeated). */
        redeemed: [...(wallet?.redeems.values() ?? [])].filter((reply) => reply.ok).length,
      };
    },
  };
}

/** The signed-in demo member's public id (mocks/fixtures/users.ts): an order for it fills my own wallet. */
const MY_PUBLIC_ID = '8862031';

const DISCOUNT = {
  product_id: 'discount_coins_weekend',
  coins: 3_000,
  bonus: 600,
  price: { TWD: 99_000, CNY: 19_800, USD: 2_999 } satisfies Record<WalletCurrency, number>,
  original: { TWD: 165_000, CNY: 32_800, USD: 4_999 } satisfies Record<WalletCurrency, number>,
};

export type WalletSimulator = ReturnType<typeof createWalletSimulator>;

/** The shared server of the dev app, unit tests and e2e. */
export const walletSimulator = createWalletSimulator();
