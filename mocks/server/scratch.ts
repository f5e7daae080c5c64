/**
 * The scratch-card server, simulated with the page's rules (`model.ts`): one player per access
 * token, prizes decided from a seeded generator when a card is bought (never sent before the card
 * is opened), idempotent purchases and openings, the latest 100 records, fragments and the medal.
 * Any story starts with any balance, cards, fragments, records and upcoming prizes (`player`).
 */
import {
  SCRATCH_STATUS,
  type ScratchRecord,
  type ScratchReveal,
  type ScratchState,
} from '../../src/features/scratch/contract';
import {
  addFragments,
  COIN_PRIZES,
  costOf,
  GRAND_PRIZE,
  NO_PRIZE,
  RECORDS_MAX,
  refuseBuy,
  type Prize,
} from '../../src/features/scratch/model';
import { appNow } from '../../src/platform/clock/clock';
import { random } from './random';
import { ok, refused, type ServerFailure, type SimulatorReply } from './simulatorReply';

export interface ScratchPlayerSetup {
  coins: number;
  /** Cards bought and not yet opened. */
  cards: number;
  fragments: number;
  medalExpiresAt: number | null;
  /** `seeded`: a dozen opened cards; `full`: 120 (the page shows 100); `empty`: none. */
  records: 'seeded' | 'full' | 'empty';
  /** The prizes of the next cards dealt (owned ones first, then bought ones), before the seeded draw takes over. */
  upcoming: Prize[];
}

export interface ScratchSimulatorOptions {
  seed?: number;
  now?: () => number;
  player?: Partial<ScratchPlayerSetup>;
}

export const DEFAULT_SCRATCH_PLAYER: ScratchPlayerSetup = {
  coins: 12_800,
  cards: 3,
  fragments: 2,
  medalExpiresAt: null,
  records: 'seeded',
  upcoming: [],
};

/** What the server says, in its own words (spec §8; the page shows its own translation of known statuses). */
export const SCRATCH_FAILURES = {
  notEnoughCoins: { status: SCRATCH_STATUS.notEnoughCoins, msg: '金幣不足，無法購買刮刮卡，請先儲值' },
  noCards: { status: SCRATCH_STATUS.noCards, msg: '請先購買刮刮卡再遊戲' },
  unknownCard: { status: SCRATCH_STATUS.unknownCard, msg: '找不到這張刮刮卡' },
  invalid: { status: SCRATCH_STATUS.invalid, msg: '參數錯誤' },
} satisfies Record<string, ServerFailure>;

interface Card {
  id: string;
  prize: Prize;
  openedAt: number | null;
}

interface Player {
  coins: number;
  fragments: number;
  medalExpiresAt: number | null;
  /** Every card, oldest first. */
  cards: Card[];
  upcoming: Prize[];
  /** Idempotency: request id → the state that purchase produced (or its refusal). */
  purchases: Map<string, SimulatorReply<ScratchState>>;
  /** How many purchases were charged (tests count them). */
  charges: number;
}

/** The draw: most cards win nothing, one in ~2,000 the Lamborghini (the odds are the server's secret). */
function drawPrize(rng: () => number): Prize {
  const roll = rng();
  if (roll < 0.0005) return GRAND_PRIZE;
  if (roll < 0.55) return NO_PRIZE;
  const weights = [0.4, 0.3, 0.15, 0.1, 0.04, 0.01];
  let pick = rng();
  for (const [index, weight] of weights.entries()) {
    if (pick < weight) return { kind: 'coins', coins: COIN_PRIZES[index]! };
    pick -= weight;
  }
  return { kind: 'coins', coins: COIN_PRIZES[0] };
}

const failure = <T>(reason: keyof typeof SCRATCH_FAILURES) => refused<T>(SCRATCH_FAILURES[reason]);

export function createScratchSimulator(options: ScratchSimulatorOptions = {}) {
  const seed = options.seed ?? 20250801;
  const clock = options.now ?? appNow;
  let fixedNow: number | null = null;
  const now = () => fixedNow ?? clock();
  const rng = random(seed);
  const players = new Map<string, Player>();
  let serial = 0;

  const newCard = (player: Player): Card => ({
    id: `c${seed.toString(36)}${(++serial).toString(36).padStart(5, '0')}`,
    prize: player.upcoming.shift() ?? drawPrize(rng),
    openedAt: null,
  });

  function playerFor(token: string): Player {
    let player = players.get(token);
    if (player) return player;
    const setup = { ...DEFAULT_SCRATCH_PLAYER, ...options.player };
    player = {
      coins: setup.coins,
      fragments: setup.fragments,
      medalExpiresAt: setup.medalExpiresAt,
      cards: [],
      upcoming: [...setup.upcoming],
      purchases: new Map(),
      charges: 0,
    };
    const past = setup.records === 'full' ? 120 : setup.records === 'seeded' ? 12 : 0;
    // Past cards opened an hour apart, the newest a few minutes ago.
    for (let index = past; index > 0; index -= 1) {
      const card = {
        id: `c${seed.toString(36)}p${index.toString(36).padStart(4, '0')}`,
        prize: drawPrize(rng),
        openedAt: null as number | null,
      };
      card.openedAt = now() - index * 3_600_000 - 300_000;
      player.cards.push(card);
    }
    for (let index = 0; index < setup.cards; index += 1) player.cards.push(newCard(player));
    players.set(token, player);
    return player;
  }

  const unopened = (player: Player) => player.cards.filter((card) => card.openedAt === null);

  function stateOf(player: Player): ScratchState {
    const waiting = unopened(player);
    return {
      coins: player.coins,
      cards: waiting.length,
      current_card: waiting[0] ? { card_id: waiting[0].id } : null,
      fragments: player.fragments,
      medal_expires_at: player.medalExpiresAt,
      server_now: now(),
    };
  }

  const revealOf = (card: Card): ScratchReveal => ({
    card_id: card.id,
    prize: card.prize,
    opened_at: card.openedAt ?? now(),
  });

  return {
    now,
    /** e2e: pin the server's clock (null: follow the app clock). */
    setClock(at: number | null) {
      fixedNow = at;
    },
    state(token: string): SimulatorReply<ScratchState> {
      return ok(stateOf(playerFor(token)));
    },
    buy(token: string, count: number, requestId: string): SimulatorReply<ScratchState> {
      const player = playerFor(token);
      const earlier = player.purchases.get(requestId);
      if (earlier) return earlier.ok ? ok(stateOf(player)) : earlier; // a retried purchase is not charged again
      const refusal = refuseBuy(player.coins, count);
      const reply: SimulatorReply<ScratchState> = refusal ? failure(refusal) : ok(stateOf(player));
      if (!refusal) {
        player.coins -= costOf(count);
        player.charges += 1;
        for (let index = 0; index < count; index += 1) player.cards.push(newCard(player));
        const medal = addFragments({ fragments: player.fragments, expiresAt: player.medalExpiresAt }, count, now());
        player.fragments = medal.fragments;
        player.medalExpiresAt = medal.expiresAt;
      }
      const answer = refusal ? reply : ok(stateOf(player));
      player.purchases.set(requestId, answer);
      return answer;
    },
    /** Opens a card of mine (idempotent: the same card answers the same prize), and credits its coins once. */
    reveal(token: string, cardId: string): SimulatorReply<ScratchReveal> {
      const player = playerFor(token);
      const card = player.cards.find((candidate) => candidate.id === cardId);
      if (!card) return unopened(player).length === 0 ? failure('noCards') : failure('unknownCard');
      if (card.openedAt === null) {
        card.openedAt = now();
        player.coins += card.prize.coins;
      }
      return ok(revealOf(card));
    },
    records(token: string): SimulatorReply<{ records: ScratchRecord[] }> {
      const opened = playerFor(token)
        .cards.filter((card) => card.openedAt !== null)
        .sort((a, b) => (b.openedAt ?? 0) - (a.openedAt ?? 0));
      return ok({ records: opened.slice(0, RECORDS_MAX).map(revealOf) });
    },
    /** e2e: how many purchases were charged for a token. */
    chargesOf(token: string): number {
      return players.get(token)?.charges ?? 0;
    },
    /** e2e: the prize the server decided for a card (what the records must show after it is opened). */
    prizeOf(token: string, cardId: string): Prize | null {
      return players.get(token)?.cards.find((card) => card.id === cardId)?.prize ?? null;
    },
  };
}

export type ScratchSimulator = ReturnType<typeof createScratchSimulator>;

/** The shared server of the dev app and e2e. */
export const scratchSimulator = createScratchSimulator();
