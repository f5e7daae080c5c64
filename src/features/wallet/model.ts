/**
 * The wallet's rules (docs/areas/wallet.md): pure, unit-tested, shared by the pages and the
 * mock server. Money is an integer in the currency's smallest unit; coins are whole coins.
 */
import type { OrderStatus, PackageTag, PayMethodKind, VipPlanId } from './contract';

export const DAY_MS = 86_400_000;

export const PACKAGE_TAGS: readonly PackageTag[] = ['best_value', 'popular', 'first_bonus'];
export const PAY_METHOD_KINDS: readonly PayMethodKind[] = [
  'card',
  'line_pay',
  'jko_pay',
  'cvs',
  'alipay',
  'wechat_pay',
  'unionpay',
  'paypal',
  'google_pay',
];

export interface CoinPackage {
  productId: string;
  coins: number;
  bonusCoins: number;
  price: number;
  tag: PackageTag | null;
}

export interface PayMethod {
  id: string;
  /** Null: a kind this page does not know; it is shown by the server's name. */
  kind: PayMethodKind | null;
  name: string;
}

export const totalCoins = (pack: Pick<CoinPackage, 'coins' | 'bonusCoins'>): number => pack.coins + pack.bonusCoins;

/** The bonus as a whole percentage of the base coins (rounded down: never promise more than is given). */
export const bonusPercent = (pack: Pick<CoinPackage, 'coins' | 'bonusCoins'>): number =>
  pack.coins > 0 ? Math.floor((pack.bonusCoins * 100) / pack.coins) : 0;

/** What is saved against the original price, as a whole percentage (rounded down). */
export const savingPercent = (price: number, originalPrice: number): number =>
  originalPrice > price && originalPrice > 0 ? Math.floor(((originalPrice - price) * 100) / originalPrice) : 0;

/**
 * The price as tenths of the original — how Chinese price tags say a discount ("6折" is 40 % off) — rounded up to one
 * decimal, like the saving is rounded down: never more off than is given (990 of 1,650 → 6; 290 of 386 → 7.6).
 */
export const priceTenths = (price: number, originalPrice: number): number =>
  originalPrice > 0 ? Math.floor((price * 100 + originalPrice - 1) / originalPrice) / 10 : 10;

/** A public id as members type and read it: 5–12 digits (full-width digits and spaces are forgiven). */
export function normalisePublicId(input: string): string {
  return input.normalize('NFKC').replace(/\s+/g, '');
}
export const isPublicId = (value: string): boolean => /^\d{5,12}$/.test(value);

// ——— Gift cards ———

/** A gift card code: 16 letters and digits, printed in four groups of four ("ABCD-EFGH-JKLM-NPQR"). */
export const CARD_CODE_LENGTH = 16;
export const CARD_GROUP = 4;

/**
 * What a member typed, as the server reads it: full-width characters made half-width (NFKC), upper case,
 * spaces and dashes (of any width) between groups removed.
 */
export function normaliseCardCode(input: string): string {
  return input
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s\-‐-―−ー－]/g, '');
}

export type CardCodeProblem = 'empty' | 'characters' | 'length';

/** Why a typed code cannot be a card's, or null when it may be one (the server decides the rest). */
export function checkCardCode(input: string): CardCodeProblem | null {
  const code = normaliseCardCode(input);
  if (!code) return 'empty';
  if (!/^[A-Z0-9]+$/.test(code)) return 'characters';
  if (code.length !== CARD_CODE_LENGTH) return 'length';
  return null;
}

/** A code in its printed groups: "ABCDEFGH…" → "ABCD-EFGH-…". */
export const groupCardCode = (code: string): string =>
  (normaliseCardCode(code).match(new RegExp(`.{1,${CARD_GROUP}}`, 'g')) ?? []).join('-');

// ——— Orders ———

/**
 * Polling an order after the pay step: quick at first (most payments finish within seconds), then slower;
 * it stops after `ORDER_POLL_LIMIT` reads (about three minutes) and starts again when the page becomes
 * visible (the member comes back from the payment app) or on "check again".
 */
export const ORDER_POLL_DELAYS_MS = [1_500, 2_000, 3_000, 5_000, 8_000, 13_000, 20_000, 30_000] as const;
export const ORDER_POLL_LIMIT = 12;

/** How long to wait before read number `attempt` (0-based), or null once the limit is reached. */
export function pollDelay(attempt: number): number | null {
  if (attempt >= ORDER_POLL_LIMIT) return null;
  return ORDER_POLL_DELAYS_MS[Math.min(attempt, ORDER_POLL_DELAYS_MS.length - 1)]!;
}

export const isFinal = (status: OrderStatus): boolean => status !== 'pending';

// ——— VIP ———

export const VIP_PLAN_IDS: readonly VipPlanId[] = ['weekly', 'monthly'];

/** The perks a plan may list (the server says which plan gives which); unknown ids are left out. */
export const VIP_PERKS = ['badge', 'entrance', 'bubble', 'free_chats', 'visitors', 'discount', 'daily_coins'] as const;
export type VipPerk = (typeof VIP_PERKS)[number];

/**
 * Every perk some plan gives, in the perks' order, with the plans that give it (the VIP rules say "every plan" or
 * name the plan).
 */
export function perksWithTheirPlans<P extends { perks: readonly string[] }>(
  plans: readonly P[],
): { perk: VipPerk; plans: P[]; everyPlan: boolean }[] {
  return VIP_PERKS.map((perk) => ({ perk, plans: plans.filter((plan) => plan.perks.includes(perk)) }))
    .filter(({ plans: giving }) => giving.length > 0)
    .map(({ perk, plans: giving }) => ({ perk, plans: giving, everyPlan: giving.length === plans.length }));
}

/** A membership ending within this reads "expiring soon" (and the page offers to renew). */
export const EXPIRING_SOON_MS = 3 * DAY_MS;

export type MembershipState = 'none' | 'active' | 'expiring';

export function membershipState(membership: { expiresAt: number } | null, now: number): MembershipState {
  if (!membership || membership.expiresAt <= now) return 'none';
  return membership.expiresAt - now <= EXPIRING_SOON_MS ? 'expiring' : 'active';
}

/** Whole days left, counting a started day (23 h left is 1 day). */
export const daysLeft = (expiresAt: number, now: number): number => Math.max(0, Math.ceil((expiresAt - now) / DAY_MS));

/**
 * The step a shown price moves in: prices in New Taiwan dollars are whole dollars (cents exist in ISO 4217,
 * not in a Taiwanese price tag), every other currency its smallest unit.
 */
export const priceStep = (currency: string): number => (currency === 'TWD' ? 100 : 1);

/** Price per day of a plan, in the smallest unit, rounded up to the price step (never less than is charged). */
export function pricePerDay(price: number, days: number, currency: string): number {
  if (days <= 0) return price;
  const step = priceStep(currency);
  return Math.ceil(price / days / step) * step;
}

// ——— Discount ———

export type OfferPhase = 'upcoming' | 'live' | 'soldOut' | 'ended';

export function offerPhase(
  offer: { startsAt: number; endsAt: number; limit: number; bought: number } | null,
  now: number,
): OfferPhase {
  if (!offer || now >= offer.endsAt) return 'ended';
  if (now < offer.startsAt) return 'upcoming';
  return offer.limit > 0 && offer.bought >= offer.limit ? 'soldOut' : 'live';
}
