/**
 * The rules every paid draw follows (docs/areas/lottery.md): the wish wheel, the divine-star lottery, the April Fools'
 * lottery and the blind boxes. Pure and unit-tested. The server picks every result when a draw is paid; nothing here
 * can know or derive a result before the draw's reply (no seed, no index) — these rules only check what may be paid,
 * present the odds the server publishes, and place on the board the result the server sent.
 */

export type PrizeKind = 'coins' | 'tickets' | 'fragments' | 'gift' | 'vehicle' | 'frame' | 'medal' | 'prank';
export type Rarity = 'common' | 'rare' | 'grand';

export interface Prize {
  prize_id: string;
  kind: PrizeKind;
  rarity: Rarity;
  /** Coins, tickets or fragments given; the gift's count. */
  amount: number;
  /** Days a vehicle, frame or medal lasts (0: not timed). */
  days: number;
  /** The art and the name the page knows it by (`dragon_pearl`), or one it does not know (its `name` is shown). */
  item: string;
  /** The server's name for it, in the app's language: shown when the page has no name of its own for `item`. */
  name: string;
}

/** A draw on offer: how many results, for what price in the game's currency. */
export interface Bundle {
  count: number;
  cost: number;
  /** Boxes my CP partner sent me: opened free (the server offers them as a bundle while I have some). */
  gift?: boolean;
}

export const PPM = 1_000_000;
/** The records the page shows (the server's newest first). */
export const RECORDS_MAX = 100;
/** The most results one draw may have (a ×10, or the server's bundle of up to this). */
export const DRAW_MAX = 100;

const RARITY_RANK: Record<Rarity, number> = { common: 0, rare: 1, grand: 2 };
export const RARITIES: readonly Rarity[] = ['grand', 'rare', 'common'];

export type DrawRefusal = 'notEnoughTickets' | 'notEnoughCoins';

/** Why a bundle cannot be paid from this wallet, or null when it can (spec §5: the balance must suffice). */
export function drawRefusal(
  wallet: { currency: 'tickets' | 'coins'; tickets: number; coins: number },
  bundle: Bundle,
): DrawRefusal | null {
  if (wallet.currency === 'tickets') return wallet.tickets >= bundle.cost ? null : 'notEnoughTickets';
  return wallet.coins >= bundle.cost ? null : 'notEnoughCoins';
}

/** The tickets missing for a bundle and what they cost in coins (the "buy tickets" offer). */
export function ticketShortfall(
  wallet: { tickets: number; ticket_price: number },
  bundle: Bundle,
): { tickets: number; coins: number } {
  const tickets = Math.max(0, bundle.cost - wallet.tickets);
  return { tickets, coins: tickets * wallet.ticket_price };
}

/**
 * The odds can be shown, so the draw can be paid: every prize on the board has a published probability and together
 * they make certainty. A draw whose odds did not load, or do not add up, cannot be paid.
 */
export function oddsComplete(prizes: readonly Prize[], odds: readonly { prize_id: string; ppm: number }[]): boolean {
  if (prizes.length === 0) return false;
  const byId = new Map(odds.map((entry) => [entry.prize_id, entry.ppm]));
  let total = 0;
  for (const prize of prizes) {
    const ppm = byId.get(prize.prize_id);
    if (ppm === undefined) return false;
    total += ppm;
  }
  return total === PPM;
}

/**
 * A published probability exactly as a percentage ("0.5%", "25%", "0.0001%"): integer arithmetic on the parts per
 * million, never rounded (a rare prize's odds must not read better or worse than published). Our five languages all
 * write the percentage this way.
 */
export function percentOf(ppm: number): string {
  const whole = Math.floor(ppm / 10_000);
  const fraction = String(ppm % 10_000)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return `${whole}${fraction ? `.${fraction}` : ''}%`;
}

/** Draws left until the guarantee gives a prize of its rarity: the last of them is certain. */
export const guaranteeLeft = (within: number, pity: number): number => Math.max(1, within - pity);

export const rarityRank = (rarity: Rarity): number => RARITY_RANK[rarity];

/**
 * The best of a draw's results (the ×10 list highlights it; the wheel stops on it): the rarest, and among equals the
 * first the server listed. -1 for no results.
 */
export function bestIndex(rarities: readonly Rarity[]): number {
  let best = -1;
  rarities.forEach((rarity, index) => {
    if (best < 0 || RARITY_RANK[rarity] > RARITY_RANK[rarities[best]!]) best = index;
  });
  return best;
}

/** Where a board stops for a draw: the draw, the slot of its best result (a ×10 stops on it), and whether to go there
 * moving (a new draw) or stand there at once (a draw shown again). */
export interface BoardTarget {
  key: string;
  slot: number;
  animate: boolean;
}

export function boardTarget(
  draw: { draw_id: string; items: readonly { slot: number }[] },
  prizes: readonly Prize[],
  animate: boolean,
): BoardTarget | null {
  const best = draw.items[bestIndex(draw.items.map((item) => prizes[item.slot]?.rarity ?? 'common'))];
  return best ? { key: draw.draw_id, slot: best.slot, animate } : null;
}

/** The single paid draw a board's own button offers (boxes my CP sent are offered beside it, not by it). */
export const firstPaidBundle = (bundles: readonly Bundle[]): Bundle | undefined =>
  bundles.find((bundle) => !bundle.gift);

/** The rarest rarity in a draw (the result's celebration: common, rare, grand). */
export function topRarity(rarities: readonly Rarity[]): Rarity {
  const index = bestIndex(rarities);
  return index < 0 ? 'common' : rarities[index]!;
}

// ── Blind boxes ─────────────────────────────────────────────────────────────────────────────────────────────────

/** A series' collection: how many of its items I own, and which are missing. */
export function collection(prizes: readonly Prize[], owned: readonly { prize_id: string; count: number }[]) {
  const counts = new Map(owned.map((entry) => [entry.prize_id, entry.count]));
  const items = prizes.map((prize) => ({ prize, count: counts.get(prize.prize_id) ?? 0 }));
  return {
    items,
    collected: items.filter((item) => item.count > 0).length,
    complete: items.every((item) => item.count > 0),
  };
}

/** Whether a missing item can be had for fragments now. */
export const canExchange = (fragments: number, price: number, owned: number): boolean =>
  price > 0 && owned === 0 && fragments >= price;
