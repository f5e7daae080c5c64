/**
 * The lottery server, simulated: every paid draw of the wish wheel, the divine-star lottery and the April Fools'
 * lottery (and the blind boxes) — one player per access token, results picked from the published odds by a seeded
 * generator when a draw is paid (with the guarantee), idempotent draws and ticket purchases, the records, an `unseen`
 * draw until the page says it showed it. A story or test sets any wallet, records and the slots of the next results
 * (`player.upcoming`), and a ledger counts what was charged.
 */
import {
  LOTTERY_STATUS,
  type Guarantee,
  type BlindBoxShelf,
  type LotteryDraw,
  type LotteryDrawReply,
  type LotteryOdds,
  type LotteryRecords,
  type LotteryState,
  type PrizeOdds,
  type TicketEarning,
} from '../../src/features/lottery/contract';
import { drawRefusal, rarityRank, type Bundle, type Prize } from '../../src/features/lottery/model';
import { appNow } from '../../src/platform/clock/clock';
import { random } from './random';
import { ok, refused, type ServerFailure, type SimulatorReply } from './simulatorReply';

/** A game as the server runs it: what it costs, what is on the board and with what odds. */
export interface LotteryGame {
  /** A blind-box series (a shelf's, with a look and fragments for duplicates) or a lottery. */
  shelf?: { name: 'house' | 'cp'; look: 'dragon' | 'summer' | 'love' | 'star' };
  /** Bubble fragments a missing item costs (blind boxes). */
  exchangePrice?: number;
  currency: 'tickets' | 'coins';
  ticketPrice: number;
  bundles: Bundle[];
  /** The board in order, each prize with its published odds (ppm, adding up to 1,000,000). */
  prizes: (Prize & { ppm: number })[];
  guarantee: Guarantee | null;
  earn: TicketEarning[];
}

const prize = (
  prize_id: string,
  kind: Prize['kind'],
  rarity: Prize['rarity'],
  item: string,
  name: string,
  ppm: number,
  amount = 1,
  days = 0,
): Prize & { ppm: number } => ({ prize_id, kind, rarity, amount, days, item, name, ppm });

/** The games the mock runs: plausible prices, prizes and odds (the spec leaves them to the server). */
export const LOTTERY_GAMES: Record<string, LotteryGame> = {
  wish_wheel: {
    currency: 'tickets',
    ticketPrice: 100,
    bundles: [
      { count: 1, cost: 1 },
      { count: 10, cost: 10 },
    ],
    prizes: [
      prize('ww-chariot', 'vehicle', 'grand', 'dragon_chariot', '金龍座駕', 5_000, 1, 7),
      prize('ww-coins-50', 'coins', 'common', 'coins', '金幣', 300_000, 50),
      prize('ww-pearl', 'gift', 'rare', 'dragon_pearl', '龍珠', 30_000, 1),
      prize('ww-ticket', 'tickets', 'common', 'wish_ticket', '祈願券', 250_000, 1),
      prize('ww-lantern', 'gift', 'common', 'lantern', '花燈', 220_000, 3),
      prize('ww-coins-520', 'coins', 'rare', 'coins', '金幣', 20_000, 520),
      prize('ww-frame', 'frame', 'rare', 'dragon_frame', '祥龍頭像框', 25_000, 1, 3),
      prize('ww-bubbles', 'fragments', 'common', 'bubble_fragment', '泡泡碎片', 150_000, 10),
    ],
    guarantee: { rarity: 'rare', within: 30 },
    earn: [
      { task: 'login', tickets: 1, coins: 0 },
      { task: 'gifts', tickets: 1, coins: 1_000 },
      { task: 'recharge', tickets: 2, coins: 1_000 },
    ],
  },
  constellation: {
    currency: 'coins',
    ticketPrice: 0,
    bundles: [
      { count: 1, cost: 100 },
      { count: 10, cost: 950 },
    ],
    // The twelve signs from Aries, each holding a prize.
    prizes: [
      prize('cs-aries', 'coins', 'common', 'coins', '金幣', 150_000, 20),
      prize('cs-taurus', 'coins', 'common', 'coins', '金幣', 120_000, 50),
      prize('cs-gemini', 'fragments', 'common', 'star_dust', '星塵', 100_000, 10),
      prize('cs-cancer', 'medal', 'rare', 'star_medal', '星辰勳章', 23_000, 1, 3),
      prize('cs-leo', 'coins', 'rare', 'coins', '金幣', 25_000, 300),
      prize('cs-virgo', 'gift', 'common', 'shooting_star', '流星', 110_000, 1),
      prize('cs-libra', 'coins', 'common', 'coins', '金幣', 130_000, 30),
      prize('cs-scorpio', 'frame', 'rare', 'star_frame', '星河頭像框', 20_000, 1, 7),
      prize('cs-sagittarius', 'coins', 'common', 'coins', '金幣', 100_000, 80),
      prize('cs-capricorn', 'fragments', 'common', 'star_dust', '星塵', 150_000, 20),
      prize('cs-aquarius', 'coins', 'common', 'coins', '金幣', 70_000, 100),
      prize('cs-pisces', 'vehicle', 'grand', 'star_chariot', '星辰座駕', 2_000, 1, 15),
    ],
    guarantee: { rarity: 'rare', within: 20 },
    earn: [],
  },
  fool_day: {
    currency: 'coins',
    ticketPrice: 0,
    bundles: [
      { count: 1, cost: 100 },
      { count: 10, cost: 900 },
    ],
    prizes: [
      prize('fd-carriage', 'vehicle', 'grand', 'jester_carriage', '小丑馬車', 1_000, 1, 30),
      prize('fd-whoopee', 'prank', 'common', 'whoopee_cushion', '放屁坐墊', 250_000, 1, 1),
      prize('fd-coins-10', 'coins', 'common', 'coins', '金幣', 250_000, 10),
      prize('fd-chicken', 'prank', 'common', 'rubber_chicken', '尖叫雞', 250_000, 1, 1),
      prize('fd-coins-99', 'coins', 'rare', 'coins', '金幣', 49_000, 99),
      prize('fd-mustache', 'prank', 'common', 'fake_mustache', '假鬍子', 200_000, 1, 1),
    ],
    guarantee: null,
    earn: [],
  },
  bb_dragon: {
    shelf: { name: 'house', look: 'dragon' },
    exchangePrice: 100,
    currency: 'coins',
    ticketPrice: 0,
    bundles: [
      { count: 1, cost: 120 },
      { count: 10, cost: 1_100 },
    ],
    prizes: [
      prize('bd-chariot', 'vehicle', 'grand', 'dragon_chariot', '金龍座駕', 10_000, 1, 15),
      prize('bd-frame', 'frame', 'rare', 'dragon_frame', '祥龍頭像框', 60_000, 1, 7),
      prize('bd-pearl', 'gift', 'rare', 'dragon_pearl', '龍珠', 70_000, 1),
      prize('bd-lantern', 'gift', 'common', 'lantern', '花燈', 430_000, 1),
      prize('bd-ticket', 'tickets', 'common', 'wish_ticket', '祈願券', 430_000, 2),
    ],
    guarantee: { rarity: 'rare', within: 10 },
    earn: [],
  },
  bb_summer: {
    shelf: { name: 'house', look: 'summer' },
    exchangePrice: 80,
    currency: 'coins',
    ticketPrice: 0,
    bundles: [
      { count: 1, cost: 100 },
      { count: 10, cost: 950 },
    ],
    prizes: [
      prize('bs-surfboard', 'vehicle', 'grand', 'surfboard', '衝浪板', 8_000, 1, 7),
      prize('bs-sunglasses', 'frame', 'rare', 'sunglasses', '墨鏡', 50_000, 1, 7),
      prize('bs-coconut', 'gift', 'rare', 'coconut_drink', '椰子汁', 62_000, 1),
      prize('bs-watermelon', 'gift', 'common', 'watermelon', '西瓜', 300_000, 1),
      prize('bs-ice-pop', 'gift', 'common', 'ice_pop', '冰棒', 300_000, 1),
      prize('bs-beach-ball', 'gift', 'common', 'beach_ball', '海灘球', 280_000, 1),
    ],
    guarantee: null,
    earn: [],
  },
  cp_love: {
    shelf: { name: 'cp', look: 'love' },
    exchangePrice: 120,
    currency: 'coins',
    ticketPrice: 0,
    bundles: [
      { count: 1, cost: 199 },
      { count: 10, cost: 1_890 },
    ],
    prizes: [
      prize('cl-frame', 'frame', 'grand', 'couple_frame', '情侶頭像框', 10_000, 1, 30),
      prize('cl-rings', 'gift', 'rare', 'couple_rings', '對戒', 60_000, 1),
      prize('cl-lock', 'gift', 'rare', 'heart_lock', '同心鎖', 70_000, 1),
      prize('cl-roses', 'gift', 'common', 'rose_bouquet', '玫瑰花束', 300_000, 1),
      prize('cl-letter', 'gift', 'common', 'love_letter', '情書', 300_000, 1),
      prize('cl-bow', 'gift', 'common', 'cupid_bow', '邱比特之弓', 260_000, 1),
    ],
    guarantee: null,
    earn: [],
  },
};

export interface LotteryPlayerSetup {
  coins: number;
  tickets: number;
  /** Draws since the last rare prize (per game). */
  pity: number;
  /** A minor: every endpoint refuses, as in the race. */
  minor: boolean;
  /** `seeded`: eight past draws; `full`: 120 (the page shows 100); `empty`: none. */
  records: 'seeded' | 'full' | 'empty';
  /** The slots of the next results, before the seeded draw takes over. */
  upcoming: number[];
  /** A draw paid and left during its animation (its slots, in every game): the page has not shown it yet. */
  left: number[] | null;
  /** Blind boxes: the series' items owned at the start (`some`: its two last, common ones). */
  owned: 'none' | 'some' | 'all';
  /** Bubble fragments. */
  fragments: number;
  /** A CP partner (CP boxes need one). */
  partner: boolean;
  /** Boxes of each CP series my partner sent me, not opened yet. */
  gifts: number;
}

export interface LotterySimulatorOptions {
  seed?: number;
  now?: () => number;
  player?: Partial<LotteryPlayerSetup>;
  games?: Record<string, LotteryGame>;
}

export const DEFAULT_LOTTERY_PLAYER: LotteryPlayerSetup = {
  coins: 12_800,
  tickets: 12,
  pity: 7,
  minor: false,
  records: 'seeded',
  upcoming: [],
  left: null,
  owned: 'some',
  fragments: 60,
  partner: true,
  gifts: 0,
};

/** Bubble fragments a duplicate blind-box item becomes, by rarity. */
export const DUPLICATE_FRAGMENTS = { common: 5, rare: 20, grand: 100 } as const;

export const CP_PARTNER = { user_id: '80231', nickname: '小月亮', avatar: '' } as const;

/** What the server says, in its own words (the page shows its own translation of known statuses). */
export const LOTTERY_FAILURES = {
  notEnoughTickets: { status: LOTTERY_STATUS.notEnoughTickets, msg: '祈願券不足' },
  notEnoughCoins: { status: LOTTERY_STATUS.notEnoughCoins, msg: '金幣不足，請先儲值' },
  noPartner: { status: LOTTERY_STATUS.noPartner, msg: '你還沒有CP' },
  notEnoughFragments: { status: LOTTERY_STATUS.notEnoughFragments, msg: '泡泡碎片不足' },
  minor: { status: LOTTERY_STATUS.minor, msg: '未成年人不可參與抽獎' },
  closed: { status: LOTTERY_STATUS.closed, msg: '活動未開放' },
  invalid: { status: LOTTERY_STATUS.invalid, msg: '參數錯誤' },
} satisfies Record<string, ServerFailure>;

const failure = <T>(reason: keyof typeof LOTTERY_FAILURES) => refused<T>(LOTTERY_FAILURES[reason]);

interface Player {
  coins: number;
  tickets: number;
  minor: boolean;
  fragments: number;
  partner: boolean;
  /** Per series: item id → how many I own. */
  owned: Map<string, Map<string, number>>;
  /** Per CP series: boxes my partner sent me. */
  gifts: Map<string, number>;
  pity: Map<string, number>;
  /** Draws per game, newest first. */
  draws: Map<string, LotteryDraw[]>;
  unseen: Map<string, string>;
  upcoming: number[];
  /** Idempotency: request id → what that draw or purchase answered. */
  requests: Map<string, SimulatorReply<unknown>>;
  /** What was charged (tests count it): one row per paid draw or ticket purchase. */
  ledger: {
    game: string;
    kind: 'draw' | 'tickets' | 'exchange' | 'gift';
    count: number;
    cost: number;
    request_id: string;
  }[];
}

export function createLotterySimulator(options: LotterySimulatorOptions = {}) {
  const seed = options.seed ?? 20250415;
  const clock = options.now ?? appNow;
  const games = options.games ?? LOTTERY_GAMES;
  const rng = random(seed);
  const players = new Map<string, Player>();
  let serial = 0;

  /** A slot from the published odds; a rare one (or better) when the guarantee is due. */
  function pick(game: LotteryGame, pity: number): number {
    const due = game.guarantee && pity + 1 >= game.guarantee.within ? rarityRank(game.guarantee.rarity) : -1;
    const allowed = game.prizes.map((entry) => rarityRank(entry.rarity) >= due);
    const total = game.prizes.reduce((sum, entry, index) => sum + (allowed[index] ? entry.ppm : 0), 0);
    let roll = rng() * total;
    for (const [index, entry] of game.prizes.entries()) {
      if (!allowed[index]) continue;
      if (roll < entry.ppm) return index;
      roll -= entry.ppm;
    }
    return game.prizes.length - 1;
  }

  function makeDraw(player: Player, name: string, game: LotteryGame, bundle: Bundle, at: number): LotteryDraw {
    let pity = player.pity.get(name) ?? 0;
    const items = Array.from({ length: bundle.count }, () => {
      const queued = player.upcoming.shift();
      const slot = queued !== undefined && queued < game.prizes.length ? queued : pick(game, pity);
      const drawn = game.prizes[slot]!;
      pity = game.guarantee && rarityRank(drawn.rarity) >= rarityRank(game.guarantee.rarity) ? 0 : pity + 1;
      return { prize_id: drawn.prize_id, slot, fragments: 0 };
    });
    player.pity.set(name, pity);
    return {
      draw_id: `d${seed.toString(36)}${(++serial).toString(36).padStart(5, '0')}`,
      count: bundle.count,
      cost: bundle.cost,
      currency: game.currency,
      items,
      drawn_at: at,
    };
  }

  function playerFor(token: string): Player {
    let player = players.get(token);
    if (player) return player;
    const setup = { ...DEFAULT_LOTTERY_PLAYER, ...options.player };
    player = {
      coins: setup.coins,
      tickets: setup.tickets,
      minor: setup.minor,
      fragments: setup.fragments,
      partner: setup.partner,
      owned: new Map(),
      gifts: new Map(),
      pity: new Map(),
      draws: new Map(),
      unseen: new Map(),
      upcoming: [],
      requests: new Map(),
      ledger: [],
    };
    const past = setup.records === 'full' ? 120 : setup.records === 'seeded' ? 8 : 0;
    for (const [name, game] of Object.entries(games)) {
      const draws: LotteryDraw[] = [];
      // Past draws five hours apart, the newest twenty minutes ago; every third a ×10.
      for (let index = 0; index < past; index += 1) {
        const bundle = game.bundles[index % 3 === 2 ? game.bundles.length - 1 : 0]!;
        draws.push(makeDraw(player, name, game, bundle, clock() - index * 5 * 3_600_000 - 1_200_000));
      }
      if (setup.left) {
        player.upcoming = [...setup.left];
        const bundle = game.bundles.find((entry) => entry.count === setup.left!.length) ?? game.bundles[0]!;
        const left = makeDraw(player, name, game, bundle, clock() - 30_000);
        draws.unshift(left);
        player.unseen.set(name, left.draw_id);
      }
      player.draws.set(name, draws);
      player.pity.set(name, setup.pity);
      if (game.shelf) {
        const first = setup.owned === 'all' ? 0 : setup.owned === 'some' ? game.prizes.length - 2 : game.prizes.length;
        player.owned.set(name, new Map(game.prizes.slice(first).map((entry) => [entry.prize_id, 1])));
        if (game.shelf.name === 'cp') player.gifts.set(name, setup.gifts);
      }
    }
    player.upcoming = [...setup.upcoming];
    players.set(token, player);
    return player;
  }

  function stateOf(player: Player, name: string, game: LotteryGame): LotteryState {
    const unseenId = player.unseen.get(name);
    return {
      game: name,
      currency: game.currency,
      tickets: player.tickets,
      coins: player.coins,
      ticket_price: game.ticketPrice,
      bundles: [
        // Boxes my partner sent me are offered first, free.
        ...((player.gifts.get(name) ?? 0) > 0 ? [{ count: 1, cost: 0, gift: true }] : []),
        ...game.bundles,
      ],
      prizes: game.prizes.map(({ ppm: _ppm, ...rest }) => rest),
      earn: game.earn,
      pity: player.pity.get(name) ?? 0,
      owned: [...(player.owned.get(name) ?? new Map<string, number>())].map(([prize_id, count]) => ({
        prize_id,
        count,
      })),
      fragments: player.fragments,
      exchange_price: game.exchangePrice ?? 0,
      partner: game.shelf?.name === 'cp' && player.partner ? CP_PARTNER : null,
      unseen: player.draws.get(name)?.find((entry) => entry.draw_id === unseenId) ?? null,
      server_now: clock(),
    };
  }

  /** The player and the game, or the refusal every endpoint gives (an unknown game, a minor). */
  function open(token: string, name: string): SimulatorReply<{ player: Player; game: LotteryGame }> {
    const game = games[name];
    if (!game) return failure('invalid');
    const player = playerFor(token);
    if (player.minor) return failure('minor');
    return ok({ player, game });
  }

  return {
    state(token: string, name: string): SimulatorReply<LotteryState> {
      const opened = open(token, name);
      return opened.ok ? ok(stateOf(opened.data.player, name, opened.data.game)) : opened;
    },

    odds(token: string, name: string): SimulatorReply<LotteryOdds> {
      const opened = open(token, name);
      if (!opened.ok) return opened;
      const { game } = opened.data;
      const odds: PrizeOdds[] = game.prizes.map((entry) => ({ prize_id: entry.prize_id, ppm: entry.ppm }));
      return ok({ game: name, odds, guarantee: game.guarantee });
    },

    draw(
      token: string,
      name: string,
      count: number,
      requestId: string,
      gift = false,
    ): SimulatorReply<LotteryDrawReply> {
      const opened = open(token, name);
      if (!opened.ok) return opened;
      const { player, game } = opened.data;
      const repeat = player.requests.get(requestId);
      if (repeat) return repeat as SimulatorReply<LotteryDrawReply>;
      if (game.shelf?.name === 'cp' && !player.partner) return failure('noPartner');
      const giftsLeft = player.gifts.get(name) ?? 0;
      const bundle = gift ? { count, cost: 0 } : game.bundles.find((entry) => entry.count === count);
      if (!bundle || (gift && (count < 1 || count > giftsLeft))) return failure('invalid');
      const refusal = drawRefusal({ currency: game.currency, tickets: player.tickets, coins: player.coins }, bundle);
      if (refusal) return failure(refusal); // not remembered: after topping up, the same key may draw
      if (gift) player.gifts.set(name, giftsLeft - count);
      else if (game.currency === 'tickets') player.tickets -= bundle.cost;
      else player.coins -= bundle.cost;
      const made = makeDraw(player, name, game, bundle, clock());
      // The prizes are paid at once: coins and tickets to the wallet, a series' items to the collection (a duplicate
      // becomes bubble fragments), the rest to the bag (not simulated here).
      const owned = player.owned.get(name);
      for (const item of made.items) {
        const won = game.prizes[item.slot]!;
        if (owned) {
          if ((owned.get(won.prize_id) ?? 0) > 0) {
            item.fragments = DUPLICATE_FRAGMENTS[won.rarity];
            player.fragments += item.fragments;
            continue;
          }
          owned.set(won.prize_id, 1);
        }
        if (won.kind === 'coins') player.coins += won.amount;
        if (won.kind === 'tickets') player.tickets += won.amount;
      }
      player.draws.get(name)!.unshift(made);
      player.unseen.set(name, made.draw_id);
      player.ledger.push({ game: name, kind: 'draw', count: bundle.count, cost: bundle.cost, request_id: requestId });
      const reply = ok({ draw: made, state: stateOf(player, name, game) });
      player.requests.set(requestId, reply);
      return reply;
    },

    /** A missing item of a series for bubble fragments. */
    exchange(token: string, name: string, prizeId: string, requestId: string): SimulatorReply<LotteryState> {
      const opened = open(token, name);
      if (!opened.ok) return opened;
      const { player, game } = opened.data;
      const repeat = player.requests.get(requestId);
      if (repeat) return repeat as SimulatorReply<LotteryState>;
      const owned = player.owned.get(name);
      const price = game.exchangePrice ?? 0;
      if (!owned || price <= 0 || !game.prizes.some((entry) => entry.prize_id === prizeId)) return failure('invalid');
      if ((owned.get(prizeId) ?? 0) > 0) return failure('invalid');
      if (player.fragments < price) return failure('notEnoughFragments');
      player.fragments -= price;
      owned.set(prizeId, 1);
      player.ledger.push({ game: name, kind: 'exchange', count: 1, cost: price, request_id: requestId });
      const reply = ok(stateOf(player, name, game));
      player.requests.set(requestId, reply);
      return reply;
    },

    /** Boxes sent to my CP partner, paid by me (the partner opens them on their phone). */
    gift(token: string, name: string, count: number, requestId: string): SimulatorReply<LotteryState> {
      const opened = open(token, name);
      if (!opened.ok) return opened;
      const { player, game } = opened.data;
      const repeat = player.requests.get(requestId);
      if (repeat) return repeat as SimulatorReply<LotteryState>;
      if (game.shelf?.name !== 'cp') return failure('invalid');
      if (!player.partner) return failure('noPartner');
      const bundle = game.bundles.find((entry) => entry.count === count);
      if (!bundle) return failure('invalid');
      if (player.coins < bundle.cost) return failure('notEnoughCoins');
      player.coins -= bundle.cost;
      player.ledger.push({ game: name, kind: 'gift', count, cost: bundle.cost, request_id: requestId });
      const reply = ok(stateOf(player, name, game));
      player.requests.set(requestId, reply);
      return reply;
    },

    /** The blind-box series of a shelf, with my collection's progress. */
    shelf(token: string, shelf: string): SimulatorReply<BlindBoxShelf> {
      const player = playerFor(token);
      if (player.minor) return failure('minor');
      const series = Object.entries(games)
        .filter(([, game]) => game.shelf?.name === shelf)
        .map(([name, game]) => ({
          game: name,
          look: game.shelf!.look,
          price: game.bundles[0]!.cost,
          currency: game.currency,
          items: game.prizes.length,
          collected: [...(player.owned.get(name)?.values() ?? [])].filter((count) => count > 0).length,
        }));
      return series.length > 0 ? ok({ series }) : failure('invalid');
    },

    seen(token: string, name: string, drawId: string): SimulatorReply<Record<string, never>> {
      const opened = open(token, name);
      if (!opened.ok) return opened;
      if (opened.data.player.unseen.get(name) === drawId) opened.data.player.unseen.delete(name);
      return ok({});
    },

    buyTickets(token: string, name: string, count: number, requestId: string): SimulatorReply<LotteryState> {
      const opened = open(token, name);
      if (!opened.ok) return opened;
      const { player, game } = opened.data;
      const repeat = player.requests.get(requestId);
      if (repeat) return repeat as SimulatorReply<LotteryState>;
      if (game.ticketPrice <= 0 || !Number.isInteger(count) || count < 1 || count > 999) return failure('invalid');
      const cost = count * game.ticketPrice;
      if (player.coins < cost) return failure('notEnoughCoins');
      player.coins -= cost;
      player.tickets += count;
      player.ledger.push({ game: name, kind: 'tickets', count, cost, request_id: requestId });
      const reply = ok(stateOf(player, name, game));
      player.requests.set(requestId, reply);
      return reply;
    },

    records(token: string, name: string): SimulatorReply<LotteryRecords> {
      const opened = open(token, name);
      if (!opened.ok) return opened;
      const { player, game } = opened.data;
      return ok({
        records: (player.draws.get(name) ?? []).slice(0, 100),
        prizes: game.prizes.map(({ ppm: _ppm, ...rest }) => rest),
      });
    },

    /** What was charged for this token (the e2e ledger). */
    ledgerOf(token: string) {
      return playerFor(token).ledger;
    },

    /** The slots the next results will have (e2e: the wheel's sweep). */
    queue(token: string, slots: number[]) {
      playerFor(token).upcoming.push(...slots);
    },
  };
}

export type LotterySimulator = ReturnType<typeof createLotterySimulator>;

/** The shared simulator of the dev app, the e2e server and the tests that do not bring their own. */
export const lotterySimulator = createLotterySimulator();
