// Paths and types of the lottery endpoints: one set for every paid draw (the wish wheel, the divine-star lottery, the
// April Fools' lottery, every blind box), told apart by `game`. Ours: the spec shows no payloads. The mock server
// imports this file.
import type { Bundle, Prize } from './model';

const PREFIX = '/api/game/v1/lottery';

export const LOTTERY_PATHS = {
  /** GET { game } → LotteryState: the wallet, the prizes on the board, the bundles, my guarantee count, an unseen draw. */
  state: `${PREFIX}/state`,
  /** GET { game } → LotteryOdds: each prize's probability as published, and the guarantee. */
  odds: `${PREFIX}/odds`,
  /** POST { game, count, request_id } → LotteryDraw: a paid draw; the same request_id draws once. */
  draw: `${PREFIX}/draw`,
  /** POST { game, draw_id } → {}: the page has shown this draw (it stops being `unseen`). */
  seen: `${PREFIX}/seen`,
  /** POST { game, count, request_id } → LotteryState: buy tickets with coins; the same request_id buys once. */
  buyTickets: `${PREFIX}/tickets/buy`,
  /** GET { game } → LotteryRecords: my draws, newest first. */
  records: `${PREFIX}/records`,
  /** GET { shelf } → BlindBoxShelf: the blind-box series on a shelf (`house`, `cp`). */
  shelf: `${PREFIX}/shelf`,
  /** POST { game, prize_id, request_id } → LotteryState: a missing item of a series for bubble fragments, once. */
  exchange: `${PREFIX}/exchange`,
  /** POST { game, count, request_id } → LotteryState: boxes sent to my CP partner (paid by me), once. */
  gift: `${PREFIX}/gift`,
} as const;

export const LOTTERY_STATUS = {
  notEnoughTickets: 34401,
  notEnoughCoins: 34402,
  /** Minors may not pay for random prizes (as in the race: the server checks on every endpoint). */
  minor: 34403,
  /** A CP box without a CP partner. */
  noPartner: 34406,
  /** Not enough bubble fragments for the exchange. */
  notEnoughFragments: 34407,
  /** The draw is closed (outside its window, or the odds changed since the page read them). */
  closed: 34404,
  invalid: 34405,
  notSignedIn: 10001, // NOT_SIGNED_IN_STATUS (platform/session/signedOut.ts), kept literal like the other areas
} as const;

/** What a draw is paid with. */
export type Currency = 'tickets' | 'coins';

export interface LotteryState {
  game: string;
  /** What the bundles cost: wish tickets, or gold coins. */
  currency: Currency;
  tickets: number;
  coins: number;
  /** Gold coins a ticket costs when bought here; 0 when tickets cannot be bought (only earned). */
  ticket_price: number;
  /** The draws on offer: a single and ×10, or the server's. */
  bundles: Bundle[];
  /** Every prize of the board, in its order on the board (the wheel's segments clockwise from the top). */
  prizes: Prize[];
  /** How tickets are earned, as the server runs it (empty for a coin game). */
  earn: TicketEarning[];
  /** Draws since my last prize at or above the guarantee's rarity. */
  pity: number;
  /** A blind-box series: how many of each item I own (a duplicate drawn becomes bubble fragments). */
  owned: OwnedItem[];
  /** My bubble fragments (a blind box's duplicates). */
  fragments: number;
  /** Bubble fragments a missing item of the series costs; 0 where nothing is exchanged. */
  exchange_price: number;
  /** A CP box: my partner (the box's results are both of ours), or null without one. */
  partner: Partner | null;
  /** A draw the page has not shown yet (the page was left during the animation): shown on return. */
  unseen: LotteryDraw | null;
  server_now: number;
}

export interface OwnedItem {
  prize_id: string;
  count: number;
}

export interface Partner {
  user_id: string;
  nickname: string;
  avatar: string;
}

/** A series on a shelf of the blind-box house. */
export interface BlindBoxSeries {
  game: string;
  /** The box's look: its palette and motif. */
  look: 'dragon' | 'summer' | 'love' | 'star';
  /** The price of one box, in the series' currency. */
  price: number;
  currency: Currency;
  /** Items in the series, and how many of them I own. */
  items: number;
  collected: number;
}

export interface BlindBoxShelf {
  series: BlindBoxSeries[];
}

export interface TicketEarning {
  /** `login`: every day's first visit; `gifts`: gifts sent in rooms, per `coins` of them; `recharge`: per `coins` topped up. */
  task: 'login' | 'gifts' | 'recharge';
  tickets: number;
  coins: number;
}

export interface PrizeOdds {
  prize_id: string;
  /** Parts per million, as the server publishes them (1,000,000 = certain). */
  ppm: number;
}

export interface Guarantee {
  /** A prize of this rarity or better… */
  rarity: 'rare' | 'grand';
  /** …within this many draws. */
  within: number;
}

export interface LotteryOdds {
  game: string;
  odds: PrizeOdds[];
  guarantee: Guarantee | null;
}

/** One prize of a draw: the prize and its place on the board. */
export interface DrawItem {
  prize_id: string;
  /** Its segment of the wheel (its index in `prizes`). */
  slot: number;
  /** A blind box's item already owned: it became fragments instead. */
  fragments: number;
}

export interface LotteryDraw {
  draw_id: string;
  count: number;
  /** What it cost, in the game's currency. */
  cost: number;
  currency: Currency;
  items: DrawItem[];
  drawn_at: number;
}

export interface LotteryDrawReply {
  draw: LotteryDraw;
  state: LotteryState;
}

export interface LotteryRecords {
  records: LotteryDraw[];
  /** The prizes the records name (a record may hold a prize no longer on the board). */
  prizes: Prize[];
}
