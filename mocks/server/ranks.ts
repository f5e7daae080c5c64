/**
 * The rank server, simulated: a seeded gift ledger, and every board computed from
 * it with the rules of `src/features/ranks/model.ts` (what a gift is worth, the
 * windows, the ordering, the gap, the rewards) — never with copies of the rates,
 * so a rule change moves every board. Stories place the signed-in user where they
 * want (`me.place`), tests start `empty` and send gifts.
 *
 * The seeded world: members `u_m001…` give, anchors `u_a001…` receive. On every
 * active day member r sends anchor r a gift worth a daily weight that falls
 * strictly with r (plus silver on every third day, also falling with r), so
 * member r is r-th on the giving boards and anchor r on the receiving ones. The
 * signed-in user `u_10086` gives and receives between the weights of places
 * `place - 1` and `place`, so it lands exactly at `place` on the rich, charm,
 * giving and receiving boards of every scope (its CP partner `u_a_me` returns the
 * gifts and sits right below it on the giving boards).
 *
 * The Christmas tree lighting board is not a gift board: it ranks the bulbs lit on each member's tree in the
 * Christmas edition the server runs (the `christmas` scope), and the reply names that edition. The edition and the
 * trees lit on the Christmas server come from `options.christmas` (the shared simulator reads the shared Christmas
 * server); seeded members light theirs during the edition's open days, member r with fewer bulbs or later than
 * member r - 1, and the signed-in user lands at `me.place` there too.
 */
import { EDITION_2026, type Edition } from '../../src/features/christmas/model';
import {
  RANK_STATUS,
  type BoardEntryWire,
  type BoardReply,
  type EditionWire,
  type GiftStarHistoryReply,
  type MedalWire,
  type MyRankReply,
  type RewardsReply,
  type StarGift,
} from '../../src/features/ranks/contract';
import {
  BILLBOARD_WINDOW,
  BOARD_SIZE,
  CHRISTMAS_SCOPE,
  EVENT_IDS,
  EVENT_WINDOWS,
  gapToNext,
  giftWorth,
  isBoardKind,
  isScope,
  isWithin,
  MEDAL_DAYS,
  periodWindow,
  rankStandings,
  REWARDED_RANKS,
  rewardFor,
  rewardTiers,
  scopeWindow,
  scoresGiver,
  subjectOf,
  type BoardKind,
  type CpTier,
  type LedgerGift,
  type Scope,
  type Standing,
  TREE_BULBS,
  treeStanding,
  type Window,
} from '../../src/features/ranks/model';
import { appNow } from '../../src/platform/clock/clock';
import { christmasSimulator } from './christmas';
import { AVATARS, anchorId, memberId, NICKNAMES, TRIBE_NAMES } from './population';
import { random } from './random';
import { refused, type ServerFailure, type SimulatorReply } from './simulatorReply';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
/** A Monday, 00:00 UTC+8: week and day numbers count from here. */
const FIRST_MONDAY = Date.parse('1970-01-05T00:00:00+08:00');

// ── Who is who ──────────────────────────────────────────────────────────────

export { AVATARS, anchorId, memberId, NICKNAMES };

export const RANK_ME = {
  id: 'u_10086',
  name: '星河小熊',
  level: 36,
  /** The CP partner (ultimate) and the tribe of the signed-in user. */
  partner: 'u_a_me',
  partnerName: '月光寶盒',
  tribe: 't_01',
} as const;

export const tribeId = (index: number) => `t_${String(index).padStart(2, '0')}`;
export const TRIBE_COUNT = 12;
/** Member i belongs to tribe ((i - 1) % 12) + 1. */
export const tribeOfMember = (index: number) => tribeId(((index - 1) % TRIBE_COUNT) + 1);
/** Member i and anchor i are a CP pair: ultimate, peerless, none, ultimate… */
export const cpTierOfPair = (index: number): CpTier => (['none', 'ultimate', 'peerless'] as const)[index % 3]!;

export const LONG_NAMES = [
  '超級無敵長的暱稱就是要測試省略號會不會正常顯示',
  'TheQuickBrownFoxJumpsOverTheLazyDogAgain',
] as const;
const LONG_TRIBE_NAMES = [
  '超級無敵長的部落名稱就是要測試省略號會不會正常顯示',
  'TheMostMagnificentTribeOfTheWholeUniverse',
] as const;

// ── Gifts ───────────────────────────────────────────────────────────────────

/** The Christmas Tree gift (it unlocks a member's tree for the event; the lighting board counts bulbs, not gifts). */
export const TREE_GIFT_ID = 'christmas_tree';
export const ROSE_GIFT_ID = 'rose';

/** The gifts that take turns as the week's stars (icons in mocks/public/images). */
export const STAR_GIFT_CATALOGUE: readonly StarGift[] = [
  { id: 'crown', name: '皇冠', icon: '/images/gift-crown.svg' },
  { id: 'rocket', name: '火箭', icon: '/images/gift-rocket.svg' },
  { id: 'castle', name: '夢幻城堡', icon: '/images/gift-castle.svg' },
  { id: 'diamond', name: '鑽石', icon: '/images/gift-diamond.svg' },
  { id: 'balloon', name: '愛心氣球', icon: '/images/gift-balloon.svg' },
  { id: 'yacht', name: '豪華遊艇', icon: '/images/gift-yacht.svg' },
];
export const STARS_PER_WEEK = 4;
/** Completed weeks the gift-star history offers. */
export const HISTORY_WEEKS = 8;

const weekNumber = (at: number) => Math.round((periodWindow('weekly', at).start - FIRST_MONDAY) / WEEK_MS);
const dayNumber = (at: number) => Math.round((periodWindow('daily', at).start - FIRST_MONDAY) / DAY_MS);

/** The week's star gifts (the week that contains `at`), rotated by one gift each week. */
export function starGiftsOfWeek(at: number): StarGift[] {
  const week = weekNumber(at);
  const size = STAR_GIFT_CATALOGUE.length;
  return Array.from({ length: STARS_PER_WEEK }, (_, k) => ({
    ...STAR_GIFT_CATALOGUE[(((week + k) % size) + size) % size]!,
  }));
}

/** A gift in the ledger: who, to whom, which, when; `gold`/`silver` are the total price. */
export interface RankGift extends LedgerGift {
  from: string;
  to: string;
  giftId: string;
  quantity: number;
  at: number;
}

export interface SendGiftInput {
  from: string;
  to: string;
  gold: number;
  silver?: number;
  giftId?: string;
  quantity?: number;
  /** Default: the simulator's now. */
  at?: number;
}

// ── Seeding rules (the mock's, not the product's) ───────────────────────────

/** Days back from today with seeded gifts: eight weeks, so every week of the gift-star history has stars. */
export const RECENT_DAYS = 56;
/** Seeded gifts of a day fall in its first two hours (and never after now). */
const SEED_SPREAD_MS = 2 * 3_600_000;

/** Gold coins member r sends a day: strictly falling in r, by at least 3 a place, so "me" fits between two places. */
const dailyGold = (place: number, participants: number) =>
  Math.floor(50_000 / (place + 2)) + 3 * (participants + 1 - place);
/** Silver coins (a multiple of 10) sent on silver days: never rising in r. */
const dailySilver = (place: number) => 10 * Math.max(1, Math.floor(200 / (place + 1)));
const isSilverDay = (dayStart: number) => dayNumber(dayStart) % 3 === 0;
const sendOffset = (place: number) => Math.min(place, 170) * 20_000;

/** Day starts (00:00 UTC+8) with seeded gifts, up to `now`. */
function activeDays(now: number): number[] {
  const today = periodWindow('daily', now).start;
  const days = new Set<number>();
  for (let back = 0; back < RECENT_DAYS; back += 1) days.add(today - back * DAY_MS);
  for (const id of EVENT_IDS) {
    const window: Window = EVENT_WINDOWS[id];
    if (id === 'yearly_2023') {
      for (let month = 1; month <= 12; month += 1) {
        const mm = String(month).padStart(2, '0');
        days.add(Date.parse(`2023-${mm}-01T00:00:00+08:00`));
        days.add(Date.parse(`2023-${mm}-15T00:00:00+08:00`));
      }
    } else {
      for (let day = window.start; day < window.end; day += DAY_MS) days.add(day);
    }
  }
  return [...days].filter((day) => day <= now).sort((a, b) => a - b);
}

// ── The simulator ───────────────────────────────────────────────────────────

/** A tree with bulbs on: whose, and when each bulb came on. */
export interface LitTree {
  user: string;
  litAt: number[];
}

/** The Christmas server the lighting board follows: the edition it runs, and the trees lit there. */
export interface ChristmasLighting {
  edition: Edition;
  trees?: () => LitTree[];
}

export interface RankSimulatorOptions {
  /** Picks names, avatars, levels and who is online; default 7. */
  seed?: number;
  /** The server's clock; the app clock by default. */
  now?: () => number;
  /** Seeded members, and as many anchors; default 30. */
  participants?: number;
  /** Where the signed-in user lands on the user boards (default 8); 'absent': no gifts of mine at all. */
  me?: { place?: number | 'absent' };
  /** Very long nicknames and tribe names, to see them cut. */
  longNames?: boolean;
  /** No seeded gifts: every board starts empty. */
  empty?: boolean;
  /** The Christmas server (default: the 2026 edition and no trees beyond the seeded ones). */
  christmas?: ChristmasLighting;
}

export const RANK_FAILURES = {
  invalid: { status: RANK_STATUS.invalid, msg: '參數錯誤' },
  giftStarWeekly: { status: RANK_STATUS.invalid, msg: '禮物之星只有週榜' },
  notAStar: { status: RANK_STATUS.invalid, msg: '這個禮物不是本週的禮物之星' },
  week: { status: RANK_STATUS.invalid, msg: '沒有這一週的紀錄' },
} as const satisfies Record<string, ServerFailure>;

interface Person {
  id: string;
  name: string;
  avatar: string;
  level: number;
  online: boolean;
  tribe: string | null;
  singer: boolean;
}

interface Tribe {
  id: string;
  name: string;
  avatar: string;
  level: number;
}

interface Pair {
  /** The first partner (a member, or me): the pair's id on the CP board. */
  id: string;
  partner: string;
  tier: CpTier;
}

type Entry = Omit<BoardEntryWire, 'rank'>;
type Ranked = Standing & { rank: number };

const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

export function createRankSimulator(options: RankSimulatorOptions = {}) {
  const seed = options.seed ?? 7;
  const now = options.now ?? appNow;
  const participants = Math.max(1, Math.floor(options.participants ?? 30));
  const rawPlace = options.me?.place ?? 8;
  const myPlace = rawPlace === 'absent' ? null : Math.min(participants + 1, Math.max(1, Math.floor(rawPlace)));

  // People, tribes and pairs: fixed for the simulator's life.
  const rng = random(seed);
  const people = new Map<string, Person>();
  const tribes = new Map<string, Tribe>();
  const pairs = new Map<string, Pair>();
  const pairsById = new Map<string, Pair>();
  const names = NICKNAMES.map((name) => ({ name, key: rng() }))
    .sort((a, b) => a.key - b.key)
    .map(({ name }) => name);
  let created = 0;
  const nameFor = (n: number) => {
    if (options.longNames) return `${LONG_NAMES[n % 2]}${n}`;
    const cycle = Math.floor((n - 1) / names.length);
    return `${names[(n - 1) % names.length]}${cycle > 0 ? cycle + 1 : ''}`;
  };
  function addPerson(id: string, extra: Partial<Person> = {}): Person {
    created += 1;
    const person: Person = {
      id,
      name: nameFor(created),
      avatar: created % 7 === 0 ? '' : AVATARS[(created + seed) % AVATARS.length]!,
      level: 1 + Math.floor(rng() * 100),
      online: rng() < 0.4,
      tribe: null,
      singer: false,
      ...extra,
    };
    people.set(id, person);
    return person;
  }
  function addPair(id: string, partner: string, tier: CpTier) {
    const pair = { id, partner, tier };
    pairs.set(pairKey(id, partner), pair);
    pairsById.set(id, pair);
  }
  for (let t = 1; t <= TRIBE_COUNT; t += 1) {
    const long = options.longNames ? `${LONG_TRIBE_NAMES[t % 2]}${t}` : null;
    tribes.set(tribeId(t), {
      id: tribeId(t),
      name: long ?? TRIBE_NAMES[t - 1]!,
      avatar: t % 7 === 0 ? '' : AVATARS[(t + seed + 2) % AVATARS.length]!,
      level: 1 + Math.floor(rng() * 20),
    });
  }
  for (let i = 1; i <= participants; i += 1) addPerson(memberId(i), { tribe: tribeOfMember(i) });
  for (let i = 1; i <= participants; i += 1) {
    addPerson(anchorId(i), { singer: i % 2 === 0 });
    addPair(memberId(i), anchorId(i), cpTierOfPair(i));
  }
  people.set(RANK_ME.id, {
    id: RANK_ME.id,
    name: RANK_ME.name,
    avatar: '',
    level: RANK_ME.level,
    online: true,
    tribe: RANK_ME.tribe,
    singer: false,
  });
  people.set(RANK_ME.partner, {
    id: RANK_ME.partner,
    name: options.longNames ? LONG_NAMES[0] : RANK_ME.partnerName,
    avatar: '/images/avatar-rabbit.svg',
    level: 58,
    online: true,
    tribe: null,
    singer: false,
  });
  addPair(RANK_ME.id, RANK_ME.partner, 'ultimate');

  const cpTierOf = (from: string, to: string): CpTier | undefined => pairs.get(pairKey(from, to))?.tier;

  function gift(input: SendGiftInput & { at: number }): RankGift {
    const cpTier = cpTierOf(input.from, input.to);
    return {
      from: input.from,
      to: input.to,
      gold: input.gold,
      silver: input.silver ?? 0,
      giftId: input.giftId ?? ROSE_GIFT_ID,
      quantity: input.quantity ?? 1,
      at: input.at,
      ...(cpTier ? { cpTier } : {}),
    };
  }

  // The seeded ledger depends on the day of `now` (the app clock moves in stories and the dev app), so it is rebuilt when that changes.
  let seededCache: { key: string; gifts: RankGift[] } | null = null;
  function seeded(at: number): RankGift[] {
    if (options.empty) return [];
    const today = periodWindow('daily', at).start;
    const key = `${today}:${Math.min(at, today + SEED_SPREAD_MS)}`;
    if (seededCache?.key === key) return seededCache.gifts;
    const gifts: RankGift[] = [];
    for (const day of activeDays(at)) {
      const when = (offset: number) => Math.min(day + offset, at);
      const silverDay = isSilverDay(day);
      const trees = isWithin(BILLBOARD_WINDOW, day);
      const star = starGiftsOfWeek(day)[(dayNumber(day) % 7) % STARS_PER_WEEK]!.id;
      for (let r = 1; r <= participants; r += 1) {
        const gold = dailyGold(r, participants);
        const from = memberId(r);
        const to = anchorId(r);
        gifts.push(
          gift({
            from,
            to,
            gold,
            giftId: trees ? TREE_GIFT_ID : star,
            quantity: trees ? 1 + Math.floor(gold / 1_000) : Math.max(1, Math.floor(gold / 100)),
            at: when(sendOffset(r)),
          }),
        );
        if (silverDay)
          gifts.push(gift({ from, to, gold: 0, silver: dailySilver(r), at: when(3_600_000 + sendOffset(r)) }));
      }
      if (myPlace === null) continue;
      const goldId = trees ? TREE_GIFT_ID : ROSE_GIFT_ID;
      const silver = silverDay ? dailySilver(myPlace) : 0;
      const send = (from: string, to: string, gold: number, silverCoins: number, offset: number) => {
        gifts.push(gift({ from, to, gold, giftId: goldId, at: when(offset) }));
        if (silverCoins > 0) gifts.push(gift({ from, to, gold: 0, silver: silverCoins, at: when(3_600_000 + offset) }));
      };
      if (myPlace === 1) {
        // Above everyone: half to my partner, half to the last anchor; my partner gives me back a little less than I give.
        const half = dailyGold(1, participants) + 2;
        send(RANK_ME.id, RANK_ME.partner, half, silver, 5_000);
        send(RANK_ME.id, anchorId(participants), half, silver, 6_000);
        send(RANK_ME.partner, RANK_ME.id, 2 * half - 1, 2 * silver, 7_000);
      } else {
        // Between places - 1 and place: I give to the top anchor (who stays on top), my partner gives me a little less.
        const gold = dailyGold(myPlace, participants);
        send(RANK_ME.id, anchorId(1), gold + 2, silver, 5_000);
        send(RANK_ME.partner, RANK_ME.id, gold + 1, silver, 7_000);
      }
    }
    seededCache = { key, gifts };
    return gifts;
  }

  const sent: RankGift[] = [];

  // ── The lighting board ──────────────────────────────────────────────────
  const edition = options.christmas?.edition ?? EDITION_2026;
  const christmasWindow: Window = { start: edition.startAt, end: edition.boardEndAt };
  /** Member r lights this many bulbs: ten for the first tenth, one fewer for each tenth after. */
  const bulbsOf = (place: number) =>
    Math.max(1, TREE_BULBS - Math.floor(((place - 1) * TREE_BULBS) / Math.max(participants, TREE_BULBS)));
  /** Bulb k (1-based) of the tree at `place` (a half place sits between two): three hours apart, a minute per place. */
  const bulbAt = (place: number, bulb: number) => edition.startAt + bulb * 3 * 3_600_000 + place * 60_000;
  const seededTrees: LitTree[] = options.empty
    ? []
    : [
        ...Array.from({ length: participants }, (_, index) => ({
          user: memberId(index + 1),
          litAt: Array.from({ length: bulbsOf(index + 1) }, (_, bulb) => bulbAt(index + 1, bulb + 1)),
        })),
        ...(myPlace === null
          ? []
          : [
              {
                user: RANK_ME.id,
                litAt: Array.from({ length: bulbsOf(Math.min(myPlace, participants)) }, (_, bulb) =>
                  bulbAt(myPlace - 0.5, bulb + 1),
                ),
              },
            ]),
      ];
  const litHere: LitTree[] = [];

  /** Every member's tree on the lighting board over a window: the tree with the most bulbs when a member has several. */
  function treeStandings(window: Window, at: number): Ranked[] {
    const best = new Map<string, Standing>();
    const trees = [...seededTrees, ...litHere, ...(options.christmas?.trees?.() ?? [])];
    for (const tree of trees) {
      const standing = treeStanding(tree.litAt, window, at);
      if (!standing) continue;
      const known = best.get(tree.user);
      if (
        !known ||
        standing.value > known.value ||
        (standing.value === known.value && standing.reachedAt < known.reachedAt)
      )
        best.set(tree.user, { id: tree.user, ...standing });
    }
    return rankStandings([...best.values()]);
  }

  const editionWire = (): EditionWire => ({
    year: edition.year,
    lighting_start_at: edition.startAt,
    lighting_end_at: edition.endAt,
  });

  /** The window a scope counts: the Christmas edition's (from its first lighting day to the board's end), or the rules'. */
  const windowOf = (scope: Scope, at: number): Window =>
    scope === CHRISTMAS_SCOPE ? christmasWindow : scopeWindow(scope, at);

  function subjectIdOf(kind: BoardKind, item: RankGift): string | null {
    switch (subjectOf(kind)) {
      case 'tribe':
        return people.get(item.from)?.tribe ?? null;
      case 'pair':
        return pairs.get(pairKey(item.from, item.to))?.id ?? null;
      case 'user': {
        const id = scoresGiver(kind) ? item.from : item.to;
        return kind === 'singer' && !people.get(id)?.singer ? null : id;
      }
    }
  }

  /** Every subject's value on a board over a window, ranked by the model; gifts after `at` have not happened yet. */
  function standings(kind: BoardKind, window: Window, at: number, starGift?: string): Ranked[] {
    if (kind === 'tree_lighting') return treeStandings(window, at);
    const totals = new Map<string, Standing>();
    const add = (item: RankGift) => {
      if (item.at > at || !isWithin(window, item.at)) return;
      if (kind === 'gift_star' && item.giftId !== starGift) return;
      const id = subjectIdOf(kind, item);
      const worth = id ? giftWorth(kind, item) : 0;
      if (!id || worth <= 0) return;
      const total = totals.get(id);
      if (total) {
        total.value += worth;
        total.reachedAt = Math.max(total.reachedAt, item.at);
      } else {
        totals.set(id, { id, value: worth, reachedAt: item.at });
      }
    };
    seeded(at).forEach(add);
    sent.forEach(add);
    return rankStandings([...totals.values()]);
  }

  /** Medals worn today: the top ranks of the kind's daily board on each of the last MEDAL_DAYS days. */
  function medalsOf(kind: BoardKind, at: number): Map<string, MedalWire> {
    const medals = new Map<string, MedalWire>();
    if (subjectOf(kind) === 'tribe' || kind === 'gift_star' || kind === 'tree_lighting') return medals;
    const today = periodWindow('daily', at).start;
    for (let back = MEDAL_DAYS; back >= 1; back -= 1) {
      const day = periodWindow('daily', today - back * DAY_MS);
      for (const standing of standings(kind, day, at)) {
        const reward = rewardFor('daily', standing.rank);
        if (!reward) break;
        const daysLeft = reward.medalDays - back + 1;
        if (daysLeft > 0) medals.set(standing.id, { kind, period: 'daily', days_left: daysLeft });
      }
    }
    return medals;
  }

  const personOf = (id: string): Person =>
    people.get(id) ?? { id, name: id, avatar: '', level: 0, online: false, tribe: null, singer: false };

  function entryOf(kind: BoardKind, id: string, value: number, medals: Map<string, MedalWire>): Entry {
    const subject = subjectOf(kind);
    if (subject === 'tribe') {
      const tribe = tribes.get(id) ?? { id, name: id, avatar: '', level: 0 };
      return {
        id,
        subject,
        name: tribe.name,
        avatar: tribe.avatar,
        level: tribe.level,
        value,
        online: false,
        medal: null,
        partner: null,
      };
    }
    const person = personOf(id);
    const pair = subject === 'pair' ? pairsById.get(id) : undefined;
    const partner = pair ? personOf(pair.partner) : null;
    return {
      id,
      subject,
      name: person.name,
      avatar: person.avatar,
      level: person.level,
      value,
      online: person.online,
      medal: medals.get(id) ?? null,
      partner: partner ? { id: partner.id, name: partner.name, avatar: partner.avatar } : null,
    };
  }

  /** Which list a request means: the gift-star board is weekly only and counts one of this week's stars. */
  function target(
    kind: BoardKind,
    scope: Scope,
    giftId: string | undefined,
    at: number,
  ): SimulatorReply<string | undefined> {
    if (!isBoardKind(kind) || !isScope(scope)) return refused(RANK_FAILURES.invalid);
    // The Christmas edition is the lighting board's alone.
    if (scope === CHRISTMAS_SCOPE && kind !== 'tree_lighting') return refused(RANK_FAILURES.invalid);
    if (kind !== 'gift_star') return { ok: true, data: undefined };
    if (scope !== 'weekly') return refused(RANK_FAILURES.giftStarWeekly);
    const stars = starGiftsOfWeek(at);
    if (!giftId) return { ok: true, data: stars[0]!.id };
    return stars.some((star) => star.id === giftId) ? { ok: true, data: giftId } : refused(RANK_FAILURES.notAStar);
  }

  const myIdOn = (kind: BoardKind): string | null => {
    const subject = subjectOf(kind);
    if (subject === 'tribe') return people.get(RANK_ME.id)?.tribe ?? null;
    if (subject === 'pair')
      return [...pairsById.values()].find((pair) => pair.id === RANK_ME.id || pair.partner === RANK_ME.id)?.id ?? null;
    return RANK_ME.id;
  };

  return {
    now,

    board(kind: BoardKind, scope: Scope, giftId?: string): SimulatorReply<BoardReply> {
      const at = now();
      const list = target(kind, scope, giftId, at);
      if (!list.ok) return list;
      const window = windowOf(scope, at);
      const medals = medalsOf(kind, at);
      const entries = standings(kind, window, at, list.data)
        .slice(0, BOARD_SIZE)
        .map((standing) => ({ rank: standing.rank, ...entryOf(kind, standing.id, standing.value, medals) }));
      return {
        ok: true,
        data: {
          kind,
          scope,
          start_at: window.start,
          end_at: Number.isFinite(window.end) ? window.end : null,
          server_now: at,
          entries,
          star_gifts: kind === 'gift_star' ? starGiftsOfWeek(at) : [],
          gift: list.data ?? null,
          edition: kind === 'tree_lighting' ? editionWire() : null,
        },
      };
    },

    /** Where u_10086 (its tribe, its CP pair) stands, even below the list. */
    mine(kind: BoardKind, scope: Scope, giftId?: string): SimulatorReply<MyRankReply> {
      const at = now();
      const list = target(kind, scope, giftId, at);
      if (!list.ok) return list;
      const ranked = standings(kind, windowOf(scope, at), at, list.data);
      const myId = myIdOn(kind);
      const index = myId ? ranked.findIndex((standing) => standing.id === myId) : -1;
      const value = index >= 0 ? ranked[index]!.value : 0;
      // Unranked, the rank above is the last one there is.
      const gap =
        index >= 0
          ? gapToNext(
              ranked.map((standing) => standing.value),
              index,
            )
          : (ranked.at(-1)?.value ?? 0);
      return {
        ok: true,
        data: {
          entry: myId ? entryOf(kind, myId, value, medalsOf(kind, at)) : null,
          rank: index >= 0 ? index + 1 : null,
          value,
          gap,
        },
      };
    },

    /** A completed week's star gifts and their top three (default: last week). */
    giftStarHistory(week?: number): SimulatorReply<GiftStarHistoryReply> {
      const at = now();
      const current = periodWindow('weekly', at).start;
      const weeks = Array.from({ length: HISTORY_WEEKS }, (_, back) => current - (back + 1) * WEEK_MS);
      const shown = week ?? weeks[0]!;
      if (!Number.isFinite(shown) || periodWindow('weekly', shown).start !== shown || shown >= current)
        return refused(RANK_FAILURES.week);
      const window = { start: shown, end: shown + WEEK_MS };
      const none = new Map<string, MedalWire>();
      const stars = starGiftsOfWeek(shown).map((star) => ({
        gift: star,
        entries: standings('gift_star', window, at, star.id)
          .slice(0, REWARDED_RANKS)
          .map((standing) => ({ rank: standing.rank, ...entryOf('gift_star', standing.id, standing.value, none) })),
      }));
      return { ok: true, data: { week: shown, weeks, stars } };
    },

    rewards(scope: Scope): SimulatorReply<RewardsReply> {
      if (!isScope(scope)) return refused(RANK_FAILURES.invalid);
      const tiers = rewardTiers(scope).map((tier) => ({
        from: tier.from,
        to: tier.to,
        medal_days: tier.medalDays,
        vehicle_days: tier.vehicleDays,
        frame_days: tier.frameDays,
        coins: tier.coins,
      }));
      return { ok: true, data: { scope, tiers } };
    },

    /** Lights `bulbs` bulbs on a member's tree at `at` (default: now), a minute apart: the lighting board sees them. */
    lightTree(user: string, bulbs = 1, at: number = now()) {
      litHere.push({ user, litAt: Array.from({ length: bulbs }, (_, index) => at - (bulbs - 1 - index) * 60_000) });
    },

    /** The Christmas edition the lighting board counts. */
    edition,

    /** Adds a gift to the ledger (its CP tier looked up from the pairs); every board sees it. */
    sendGift(input: SendGiftInput): RankGift {
      const item = gift({ ...input, at: input.at ?? now() });
      sent.push(item);
      return item;
    },

    /** Gifts in the ledger that have happened by now (seeded and sent). */
    ledgerSize(): number {
      const at = now();
      return seeded(at).filter((item) => item.at <= at).length + sent.filter((item) => item.at <= at).length;
    },

    /** This week's star gifts (the gift-star board's tabs). */
    starGifts(): StarGift[] {
      return starGiftsOfWeek(now());
    },
  };
}

export type RankSimulator = ReturnType<typeof createRankSimulator>;

/**
 * The one simulator of the dev app and the e2e server (a full whole-server board: 120 and me), its lighting board on
 * the shared Christmas server. Stories and tests make their own.
 */
export const rankSimulator = createRankSimulator({
  participants: 120,
  christmas: { edition: christmasSimulator.edition, trees: () => christmasSimulator.trees() },
});
