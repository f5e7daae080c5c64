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
 */
import {
  RANK_STATUS,
  type BoardEntryWire,
  type BoardReply,
  type GiftStarHistoryReply,
  type MedalWire,
  type MyRankReply,
  type RewardsReply,
  type StarGift,
} from '../../src/features/ranks/contract';
import {
  BILLBOARD_WINDOW,
  BOARD_SIZE,
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
  type Window,
} from '../../src/features/ranks/model';
import { appNow } from '../../src/platform/clock/clock';
import { random } from './random';
import { refused, type ServerFailure, type SimulatorReply } from './simulatorReply';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
/** A Monday, 00:00 UTC+8: week and day numbers count from here. */
const FIRST_MONDAY = Date.parse('1970-01-05T00:00:00+08:00');

// ── Who is who ──────────────────────────────────────────────────────────────

export const RANK_ME = {
  id: 'u_10086',
  name: '星河小熊',
  level: 36,
  /** The CP partner (ultimate) and the tribe of the signed-in user. */
  partner: 'u_a_me',
  partnerName: '月光寶盒',
  tribe: 't_01',
} as const;

export const memberId = (index: number) => `u_m${String(index).padStart(3, '0')}`;
export const anchorId = (index: number) => `u_a${String(index).padStart(3, '0')}`;
export const tribeId = (index: number) => `t_${String(index).padStart(2, '0')}`;
export const TRIBE_COUNT = 12;
/** Member i belongs to tribe ((i - 1) % 12) + 1. */
export const tribeOfMember = (index: number) => tribeId(((index - 1) % TRIBE_COUNT) + 1);
/** Member i and anchor i are a CP pair: ultimate, peerless, none, ultimate… */
export const cpTierOfPair = (index: number): CpTier => (['none', 'ultimate', 'peerless'] as const)[index % 3]!;

export const AVATARS = [
  '/images/avatar-bear.svg',
  '/images/avatar-cat.svg',
  '/images/avatar-fox.svg',
  '/images/avatar-rabbit.svg',
  '/images/avatar-sun.svg',
];

export const NICKNAMES = [
  'Luna',
  'ゆきんこ',
  '민지',
  '夜空的貓',
  'Kai',
  '草莓大福',
  'さくら',
  '하늘',
  'Milo',
  '小鹿斑比',
  'ひなた',
  '서연',
  'Nova',
  '奶茶少女',
  'もも',
  '지우',
  'Leo',
  '月下獨酌',
  'そらまめ',
  '유나',
  'Ivy',
  '橘子汽水',
  'りんご',
  '도윤',
  'Zoe',
  '星空旅人',
  'くま吉',
  '하린',
  'Max',
  '雲朵棉花糖',
  'ことり',
  '예준',
  'Aria',
  '抹茶拿鐵',
  'はるか',
  '수아',
  'Eden',
  '晚風',
  'つばさ',
  '민준',
  'Ruby',
  '小確幸',
  'あおい',
  '지호',
  'Finn',
  '糖果屋',
  'みさき',
  '채원',
  'Theo',
  '海鹽餅乾',
  'ゆうと',
  '은비',
  'Cleo',
  '貓貓頭',
  'なぎさ',
  '태양',
  'Jade',
  '彩虹糖',
  'かえで',
  '소희',
  'Remy',
  '白日夢',
  'ひかり',
  '준서',
];
const TRIBE_NAMES = [
  '星光部落',
  'Aurora',
  '夜貓子聯盟',
  'さくら組',
  '달빛크루',
  'Phoenix',
  '甜心俱樂部',
  'Nebula',
  '火鍋幫',
  'もふもふ団',
  '별빛가족',
  'Wolfpack',
];
export const LONG_NAMES = [
  '超級無敵長的暱稱就是要測試省略號會不會正常顯示',
  'TheQuickBrownFoxJumpsOverTheLazyDogAgain',
] as const;
const LONG_TRIBE_NAMES = [
  '超級無敵長的部落名稱就是要測試省略號會不會正常顯示',
  'TheMostMagnificentTribeOfTheWholeUniverse',
] as const;

// ── Gifts ───────────────────────────────────────────────────────────────────

/** The tree-lighting board counts only this gift. */
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
    const totals = new Map<string, Standing>();
    const add = (item: RankGift) => {
      if (item.at > at || !isWithin(window, item.at)) return;
      if (kind === 'tree_lighting' && item.giftId !== TREE_GIFT_ID) return;
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
    if (subjectOf(kind) === 'tribe' || kind === 'gift_star') return medals;
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
      const window = scopeWindow(scope, at);
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
        },
      };
    },

    /** Where u_10086 (its tribe, its CP pair) stands, even below the list. */
    mine(kind: BoardKind, scope: Scope, giftId?: string): SimulatorReply<MyRankReply> {
      const at = now();
      const list = target(kind, scope, giftId, at);
      if (!list.ok) return list;
      const ranked = standings(kind, scopeWindow(scope, at), at, list.data);
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

/** The one simulator of the dev app and the e2e server (a full whole-server board: 120 and me). Stories and tests make their own. */
export const rankSimulator = createRankSimulator({ participants: 120 });
