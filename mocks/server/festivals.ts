/**
 * The festival server, simulated (issue 35): every festival and 2025 campaign the kit draws, with plausible gifts,
 * tasks, boards, reward tiers and windows. A festival's window is its next edition's real dates (UTC+8) from the
 * clock — the edition whose page is still kept — so a story's or a test's clock walks it through before, live,
 * settling, ended and gone; the campaigns keep their 2025 dates (spec §2). Writes (claim, blessing) are idempotent by
 * request id and counted on a ledger for the e2e.
 */
import type {
  Blessing,
  BoardEntry,
  Confession,
  FestivalGift,
  FestivalState,
  FestivalTask,
  FireworkLaunch,
  SharedCard,
  ThemedRoom,
} from '../../src/features/festivals/contract';
import { FESTIVAL_STATUS } from '../../src/features/festivals/contract';
import {
  BLESSING_SIZES,
  type BlessingSize,
  blessingProblem,
  DAY_MS,
  DEFAULT_KEEP_TIME_MS,
  type FestivalWindow,
  festivalPhase,
  keptUntil,
  type RewardItem,
  type RewardTier,
  tierFor,
} from '../../src/features/festivals/model';
import { appNow, UTC8_OFFSET_MS } from '../../src/platform/clock/clock';
import { countCharacters } from '../../src/ui/TextArea/characterCount';
import { NICKNAMES } from './population';
import { random } from './random';
import { ok, refused, type ServerFailure, type SimulatorReply } from './simulatorReply';

export const FESTIVAL_FAILURES: Record<keyof typeof FESTIVAL_STATUS, ServerFailure> = {
  closed: { status: FESTIVAL_STATUS.closed, msg: '活動未進行' },
  nothingToClaim: { status: FESTIVAL_STATUS.nothingToClaim, msg: '沒有可領取的獎勵' },
  blessedToday: { status: FESTIVAL_STATUS.blessedToday, msg: '今天已經送過祝福' },
  refusedText: { status: FESTIVAL_STATUS.refusedText, msg: '內容未通過審核' },
  unknownCard: { status: FESTIVAL_STATUS.unknownCard, msg: '找不到這張卡片' },
  invalid: { status: FESTIVAL_STATUS.invalid, msg: '參數錯誤' },
};

/** Midnight UTC+8 of a calendar day (month 1–12; days past a month's end roll over). */
const utc8 = (year: number, month: number, day: number, hour = 0) =>
  Date.UTC(year, month - 1, day, hour) - UTC8_OFFSET_MS;

/** Lunar New Year's Day and Qixi (7th day of the 7th lunar month), by Gregorian year. */
const LUNAR_NEW_YEAR: Record<number, [number, number]> = {
  2025: [1, 29],
  2026: [2, 17],
  2027: [2, 6],
  2028: [1, 26],
  2029: [2, 13],
};
const QIXI: Record<number, [number, number]> = {
  2025: [8, 29],
  2026: [8, 19],
  2027: [8, 8],
  2028: [8, 26],
  2029: [8, 16],
};

interface Edition {
  start: number;
  end: number | null;
  /** Results this long after the end (null: no results to wait for). */
  settle: number | null;
  keep?: number;
}

const yearly =
  (startOf: (year: number) => number, days: number, settleHours: number | null) =>
  (year: number): Edition => ({
    start: startOf(year),
    end: startOf(year) + days * DAY_MS,
    settle: settleHours === null ? null : settleHours * 3_600_000,
  });

/** A 2025 campaign: open from `start`, its last day `last` (the campaign table's expiry day, spec §2). */
const campaign =
  (start: [number, number], last: [number, number]): (() => Edition) =>
  () => ({
    start: utc8(2025, ...start),
    end: utc8(2025, last[0], last[1] + 1),
    settle: DAY_MS,
  });

type GiftRow = [id: string, art: string, price: number, medal: number, vehicle: number];
type TaskRow = [id: string, kind: string, target: number, reward: RewardItem];

interface FestivalConfig {
  /** The edition of a year (festivals), or the one edition (campaigns). */
  edition: ((year: number) => Edition) | (() => Edition);
  yearly: boolean;
  gifts: GiftRow[];
  tasks: TaskRow[];
  tiers: RewardTier[];
  pairs?: boolean;
  tabs?: string[];
}

const days = (kind: RewardItem['kind'], count: number): RewardItem => ({ kind, days: count, amount: 0 });
const coins = (amount: number): RewardItem => ({ kind: 'coins', days: 0, amount });

const TIERS: RewardTier[] = [
  { from: 1, to: 1, rewards: [days('frame', 30), days('entrance', 30), coins(10_000)] },
  { from: 2, to: 3, rewards: [days('frame', 15), days('title', 15), coins(5_000)] },
  { from: 4, to: 10, rewards: [days('medal', 7), coins(1_000)] },
  { from: 11, to: 20, rewards: [days('bubble', 7)] },
];

const TASKS: TaskRow[] = [
  ['t_sign', 'sign_in', 3, days('medal', 1)],
  ['t_send', 'send_gift', 10, days('bubble', 3)],
  ['t_mic', 'mic_minutes', 30, coins(100)],
];

const FESTIVALS: Record<string, FestivalConfig> = {
  new_years_day: {
    edition: yearly((year) => utc8(year, 12, 31), 3, 12),
    yearly: true,
    gifts: [
      ['fw_spark', 'firework', 10, 0, 0],
      ['fw_gold', 'firework', 520, 1, 0],
      ['fw_rocket', 'rocket', 1_314, 1, 7],
    ],
    tasks: TASKS,
    tiers: TIERS,
  },
  fireworks_bless: {
    edition: yearly((year) => utc8(year, 12, 31), 8, null),
    yearly: true,
    gifts: [],
    tasks: [
      ['t_bless', 'bless', 1, days('bubble', 1)],
      ['t_share', 'share', 3, coins(50)],
    ],
    tiers: [],
  },
  new_year: {
    edition: yearly((year) => utc8(year, ...(LUNAR_NEW_YEAR[year] ?? [2, 1])) - DAY_MS, 7, 12),
    yearly: true,
    gifts: [
      ['ny_envelope', 'redEnvelope', 66, 0, 0],
      ['ny_lantern', 'lantern', 188, 1, 0],
      ['ny_crown', 'crown', 1_888, 1, 7],
    ],
    tasks: TASKS,
    tiers: TIERS,
  },
  magpie: {
    edition: yearly((year) => utc8(year, ...(QIXI[year] ?? [8, 10])) - 3 * DAY_MS, 4, 12),
    yearly: true,
    gifts: [
      ['qx_rose', 'rose', 52, 0, 0],
      ['qx_magpie', 'magpie', 99, 1, 0],
      ['qx_ring', 'ring', 1_314, 1, 7],
    ],
    tasks: TASKS,
    tiers: TIERS,
    pairs: true,
  },
  goddess: {
    edition: yearly((year) => utc8(year, 3, 6), 3, 12),
    yearly: true,
    gifts: [
      ['gd_rose', 'rose', 52, 0, 0],
      ['gd_bouquet', 'bouquet', 199, 1, 0],
      ['gd_crown', 'crown', 999, 1, 7],
    ],
    tasks: TASKS,
    tiers: TIERS,
  },
  song_spring: {
    edition: yearly((year) => utc8(year, 3, 20), 17, 24),
    yearly: true,
    gifts: [
      ['ss_star', 'star', 9, 0, 0],
      ['ss_mic', 'microphone', 99, 1, 0],
      ['ss_bouquet', 'bouquet', 199, 1, 7],
    ],
    tasks: [['t_sing', 'mic_minutes', 60, coins(200)], ...TASKS.slice(0, 2)],
    tiers: TIERS,
  },
  may_day: {
    edition: yearly((year) => utc8(year, 5, 1), 5, 12),
    yearly: true,
    gifts: [
      ['md_balloon', 'balloon', 10, 0, 0],
      ['md_kite', 'kite', 188, 1, 0],
      ['md_rocket', 'rocket', 1_314, 1, 7],
    ],
    tasks: [['t_sign', 'sign_in', 5, days('medal', 1)], ...TASKS.slice(1)],
    tiers: TIERS,
  },
  '520': {
    edition: yearly((year) => utc8(year, 5, 18), 4, 12),
    yearly: true,
    gifts: [
      ['lv_rose', 'rose', 52, 0, 0],
      ['lv_heart', 'heart', 520, 1, 0],
      ['confession', 'letter', 999, 1, 7],
    ],
    tasks: TASKS,
    tiers: TIERS,
    pairs: true,
  },
  children_day: {
    edition: yearly((year) => utc8(year, 5, 30), 3, 12),
    yearly: true,
    gifts: [
      ['cd_balloon', 'balloon', 10, 0, 0],
      ['cd_cake', 'cake', 66, 1, 0],
      ['cd_teddy', 'teddy', 520, 1, 7],
    ],
    tasks: TASKS,
    tiers: TIERS,
  },
  april_fools: {
    edition: yearly((year) => utc8(year, 3, 31), 3, null),
    yearly: true,
    gifts: [],
    tasks: [],
    tiers: [],
  },
  activity_20250702: {
    edition: campaign([6, 26], [7, 2]),
    yearly: false,
    gifts: [
      ['ko_star', 'star', 9, 0, 0],
      ['ko_heart', 'heart', 52, 1, 0],
      ['ko_rocket', 'rocket', 1_314, 1, 7],
    ],
    tasks: TASKS,
    tiers: TIERS,
  },
  activity_20250728: {
    edition: campaign([7, 28], [8, 6]),
    yearly: false,
    gifts: [
      ['sn_star', 'star', 9, 0, 0],
      ['sn_mic', 'microphone', 99, 1, 0],
      ['sn_crown', 'crown', 999, 1, 7],
    ],
    tasks: TASKS,
    tiers: TIERS,
  },
  activity_20250810: {
    edition: campaign([8, 10], [8, 20]),
    yearly: false,
    gifts: [
      ['fd_cake', 'cake', 66, 0, 0],
      ['fd_crown', 'crown', 520, 1, 0],
      ['fd_rocket', 'rocket', 1_314, 1, 7],
    ],
    tasks: TASKS,
    tiers: TIERS,
  },
  activity_20250814: {
    edition: campaign([8, 14], [8, 20]),
    yearly: false,
    gifts: [
      ['mt_star', 'star', 9, 0, 0],
      ['mt_rocket', 'rocket', 520, 1, 0],
      ['mt_ring', 'ring', 1_314, 1, 7],
    ],
    tasks: [],
    tiers: TIERS,
  },
  activity_20250825: {
    edition: campaign([8, 25], [9, 7]),
    yearly: false,
    gifts: [
      ['qr_rose', 'rose', 52, 0, 0],
      ['qr_magpie', 'magpie', 99, 1, 0],
      ['qr_ring', 'ring', 1_314, 1, 7],
    ],
    tasks: TASKS,
    tiers: TIERS,
    pairs: true,
  },
  official_20250722: {
    edition: () => ({ start: utc8(2025, 7, 22), end: null, settle: null }),
    yearly: false,
    gifts: [],
    tasks: [],
    tiers: [
      { from: 1, to: 1, rewards: [days('title', 7), coins(2_000)] },
      { from: 2, to: 10, rewards: [days('medal', 7)] },
    ],
    tabs: ['race', 'scratch', 'wheel'],
  },
};

export const FESTIVAL_NAMES = Object.keys(FESTIVALS);

const windowOf = (edition: Edition): FestivalWindow => ({
  start_at: edition.start,
  end_at: edition.end,
  results_at: edition.end === null || edition.settle === null ? null : edition.end + edition.settle,
  keep_time: edition.keep ?? DEFAULT_KEEP_TIME_MS,
});

/**
 * The festival's window at `now`: a yearly festival's edition that is still kept (this year's or next year's) — or,
 * with `lastOnly`, the last edition that has started (a server on which the next edition is not configured yet: past
 * its keep time, that page is gone).
 */
export function festivalWindow(name: string, now: number, lastOnly = false): FestivalWindow | null {
  const config = FESTIVALS[name];
  if (!config) return null;
  if (!config.yearly) return windowOf((config.edition as () => Edition)());
  const year = new Date(now + UTC8_OFFSET_MS).getUTCFullYear();
  if (lastOnly)
    return (
      [year, year - 1].map((candidate) => windowOf(config.edition(candidate))).find((w) => w.start_at <= now) ?? null
    );
  for (const candidate of [year - 1, year, year + 1]) {
    const window = windowOf(config.edition(candidate));
    if ((keptUntil(window) ?? Number.POSITIVE_INFINITY) >= now) return window;
  }
  return null;
}

export interface FestivalPlayerOptions {
  /** Where I stand on the boards: on the board at 12 (default), first, below the board, or not in at all. */
  standing?: 'ranked' | 'first' | 'unranked' | 'none';
  /** Nobody on the boards yet. */
  emptyBoard?: boolean;
  /** Walls and lists empty (blessings, confessions, launches, rooms). */
  emptyWalls?: boolean;
  /** A blessing already posted today. */
  blessedToday?: boolean;
  /** My rewards already claimed. */
  claimed?: boolean;
  /** The next edition is not configured yet: the server keeps answering with the last one (gone past its keep time). */
  nextEditionUnset?: boolean;
}

export interface FestivalSimulatorOptions {
  now?: () => number;
  player?: FestivalPlayerOptions;
}

interface Player {
  options: FestivalPlayerOptions;
  writes: Map<string, SimulatorReply<unknown>>;
  claimed: Set<string>;
  blessings: Blessing[];
  claims: number;
}

const WISHES = [
  '願流星聽見我的心願',
  'Hope we all get the lucky star',
  'みんなの願いが叶いますように',
  '모두 행복하길',
];
const BLESSINGS = [
  '新年快樂，萬事如意！',
  'Happy New Year to everyone in the room!',
  '今年もよろしくお願いします',
  '새해 복 많이 받으세요',
  '祝大家身體健康，天天開心',
  'May 2027 bring you all the gifts 🎁',
];
const ROOM_THEMES = ['voice_swap', 'fake_gift', 'reverse_song', 'mystery_guest'];

/** The item at `index`, round the list (never undefined for a list with items). */
const at = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

const hashOf = (text: string) => {
  let hash = 7;
  for (let index = 0; index < text.length; index += 1) hash = (hash * 31 + text.charCodeAt(index)) >>> 0;
  return hash;
};

export function createFestivalSimulator(options: FestivalSimulatorOptions = {}) {
  const clock = options.now ?? appNow;
  let fixedNow: number | null = null;
  const now = () => fixedNow ?? clock();
  const players = new Map<string, Player>();
  const player = (token: string): Player => {
    let found = players.get(token);
    if (!found) {
      found = { options: { ...options.player }, writes: new Map(), claimed: new Set(), blessings: [], claims: 0 };
      players.set(token, found);
    }
    return found;
  };

  const board = (name: string, tab: string | null, count: number): BoardEntry[] => {
    const seeded = random(hashOf(`${name}:${tab ?? ''}`));
    let score = 180_000 + Math.floor(seeded() * 60_000);
    return Array.from({ length: count }, (_, index) => {
      score -= 1_000 + Math.floor(seeded() * 9_000);
      const nickname = at(NICKNAMES, index * 7 + hashOf(name));
      const partner = at(NICKNAMES, index * 7 + hashOf(name) + 3);
      return {
        rank: index + 1,
        user_id: `u_f${String(index + 1).padStart(3, '0')}`,
        nickname,
        score: Math.max(score, 10),
        ...(FESTIVALS[name]?.pairs ? { partner } : {}),
      };
    });
  };

  const phaseOf = (name: string) => {
    const window = festivalWindow(name, now());
    return window ? festivalPhase(window, now()) : null;
  };

  const myRank = (options: FestivalPlayerOptions) =>
    options.standing === 'first' ? 1 : options.standing === 'unranked' ? 35 : options.standing === 'none' ? null : 12;

  const state = (
    token: string,
    name: string,
    tab: string | null,
  ): SimulatorReply<FestivalState & { server_now: number }> => {
    const config = FESTIVALS[name];
    const me = player(token);
    const window = festivalWindow(name, now(), me.options.nextEditionUnset);
    if (!config || !window) return refused(FESTIVAL_FAILURES.invalid);
    const phase = festivalPhase(window, now());
    const open = phase !== 'before';
    const entries = open && !me.options.emptyBoard ? board(name, tab, 20) : [];
    const rank = open ? myRank(me.options) : null;
    const score = rank === null ? 0 : rank <= entries.length ? at(entries, rank - 1).score : 2_400;
    const above = rank !== null && rank > 1 && rank <= entries.length ? at(entries, rank - 2).score : null;
    const tier = tierFor(config.tiers, rank);
    const claimState =
      phase !== 'ended' || !tier ? 'none' : me.claimed.has(name) || me.options.claimed ? 'claimed' : 'claimable';
    const seeded = random(hashOf(name + token));
    return ok({
      festival: name,
      window,
      gifts: config.gifts.map(
        ([gift_id, art, price, medal, vehicle]): FestivalGift => ({
          gift_id,
          art,
          price,
          points: price,
          medal_days: medal,
          vehicle_days: vehicle,
        }),
      ),
      tasks: config.tasks.map(
        ([task_id, kind, target, reward]): FestivalTask => ({
          task_id,
          kind,
          target,
          progress: open ? Math.min(target, Math.floor(seeded() * (target + 2))) : 0,
          reward,
        }),
      ),
      board: entries,
      me:
        open && rank !== null
          ? { rank, score, gap: above === null ? null : above - score }
          : open
            ? { rank: null, score: 0, gap: null }
            : null,
      tiers: config.tiers,
      claim: { state: claimState, rewards: claimState === 'none' ? [] : (tier?.rewards ?? []) },
      tab: config.tabs ? (tab && config.tabs.includes(tab) ? tab : at(config.tabs, 0)) : null,
      tabs: config.tabs ?? [],
      share_hash: name === 'activity_20250814' && open && rank !== null ? 'm3t30rLuna' : null,
      server_now: now(),
    });
  };

  /** A write once per request id: a repeat gets the first answer. */
  const once = <T>(me: Player, requestId: string, run: () => SimulatorReply<T>): SimulatorReply<T> => {
    const done = me.writes.get(requestId);
    if (done) return done as SimulatorReply<T>;
    const reply = run();
    me.writes.set(requestId, reply);
    return reply;
  };

  const seededBlessings = (name: string): Blessing[] =>
    Array.from({ length: 10 }, (_, index) => ({
      blessing_id: `b${index + 1}`,
      user_id: `u_f${index + 40}`,
      nickname: at(NICKNAMES, index * 5 + 2),
      text: at(BLESSINGS, index),
      size: at(BLESSING_SIZES, index % 5 === 0 ? 0 : index % 3 === 0 ? 1 : 2),
      state: 'approved' as const,
      at: (festivalWindow(name, now())?.start_at ?? now()) + index * 3_600_000,
      mine: false,
    })).reverse();

  return {
    setClock(at: number | null) {
      fixedNow = at;
    },
    state,
    claim(token: string, name: string, requestId: string): SimulatorReply<{ state: 'claimed'; rewards: RewardItem[] }> {
      const me = player(token);
      return once(me, requestId, () => {
        const config = FESTIVALS[name];
        if (!config) return refused(FESTIVAL_FAILURES.invalid);
        if (phaseOf(name) !== 'ended') return refused(FESTIVAL_FAILURES.closed);
        const tier = tierFor(config.tiers, myRank(me.options));
        if (!tier || me.claimed.has(name) || me.options.claimed) return refused(FESTIVAL_FAILURES.nothingToClaim);
        me.claimed.add(name);
        me.claims += 1;
        return ok({ state: 'claimed' as const, rewards: tier.rewards });
      });
    },
    blessings(token: string, name: string, mine: boolean): SimulatorReply<Blessing[]> {
      const me = player(token);
      if (mine) return ok(me.blessings);
      if (me.options.emptyWalls || phaseOf(name) === 'before') return ok([]);
      return ok([...me.blessings.filter((item) => item.state === 'approved'), ...seededBlessings(name)]);
    },
    bless(token: string, name: string, text: string, requestId: string): SimulatorReply<Blessing> {
      const me = player(token);
      return once(me, requestId, () => {
        if (phaseOf(name) !== 'live') return refused(FESTIVAL_FAILURES.closed);
        if (blessingProblem(countCharacters(text.trim())) !== null) return refused(FESTIVAL_FAILURES.invalid);
        if (/spam|廣告/i.test(text)) return refused(FESTIVAL_FAILURES.refusedText);
        const day = Math.floor((now() + UTC8_OFFSET_MS) / DAY_MS);
        const today = me.blessings.some((item) => Math.floor((item.at + UTC8_OFFSET_MS) / DAY_MS) === day);
        if (today || me.options.blessedToday) return refused(FESTIVAL_FAILURES.blessedToday);
        // The size is the server's draw: big 10 %, middle 30 %, small 60 % (seeded by who wrote what, so a story's or a
        // test's draw is the same every run).
        const roll = random(hashOf(`${token}:${text.trim()}:${me.blessings.length}`))();
        const size: BlessingSize = roll < 0.1 ? 'big' : roll < 0.4 ? 'middle' : 'small';
        const blessing: Blessing = {
          blessing_id: `mine-${me.blessings.length + 1}`,
          user_id: 'me',
          nickname: '我',
          text: text.trim(),
          size,
          state: 'pending',
          at: now(),
          mine: true,
        };
        me.blessings.unshift(blessing);
        return ok(blessing);
      });
    },
    confessions(token: string, name: string): SimulatorReply<Confession[]> {
      if (player(token).options.emptyWalls || phaseOf(name) === 'before') return ok([]);
      const start = festivalWindow(name, now())?.start_at ?? now();
      const words = [
        '520快樂，一直在一起',
        'You are my favourite voice',
        'ずっと一緒にいようね',
        '',
        '사랑해 ♥',
        '謝謝你每天陪我聊天',
      ];
      return ok(
        Array.from({ length: 6 }, (_, index) => ({
          confession_id: `c${index + 1}`,
          from: at(NICKNAMES, index * 3 + 1),
          to: at(NICKNAMES, index * 3 + 5),
          text: at(words, index),
          count: at([1, 5, 1, 2, 13, 1], index),
          at: Math.min(now(), start + (6 - index) * 2_700_000),
        })),
      );
    },
    launches(token: string, name: string): SimulatorReply<FireworkLaunch[]> {
      if (player(token).options.emptyWalls || phaseOf(name) !== 'live') return ok([]);
      const gifts = FESTIVALS[name]?.gifts ?? [];
      return ok(
        Array.from({ length: Math.min(6, gifts.length * 2) }, (_, index) => ({
          launch_id: `l${Math.floor(now() / 60_000)}-${index}`,
          nickname: at(NICKNAMES, index * 4 + 3),
          gift_id: at(gifts, index)[0],
          count: at([1, 3, 1, 10, 1, 2], index),
          at: now() - index * 40_000,
        })),
      );
    },
    rooms(token: string, name: string): SimulatorReply<ThemedRoom[]> {
      if (player(token).options.emptyWalls || phaseOf(name) === 'before') return ok([]);
      const titles = [
        '愚人節整人大會',
        'Prank Call Party',
        'エイプリルフール歌枠',
        '만우절 거짓말 대회',
        '真心話大冒險',
        'Fake Gift Night',
      ];
      return ok(
        titles.map((title, index) => ({
          room_id: `r${index + 1}`,
          title,
          host: at(NICKNAMES, index * 2 + 1),
          host_id: `u_a${String(index + 1).padStart(3, '0')}`,
          listeners: at([1_284, 356, 2_048, 97, 12_530, 640], index),
          theme: at(ROOM_THEMES, index),
          live: index !== 3,
        })),
      );
    },
    shared(name: string, hash: string): SimulatorReply<SharedCard> {
      if (name !== 'activity_20250814' || !hash.startsWith('m3t30r')) return refused(FESTIVAL_FAILURES.unknownCard);
      return ok({ nickname: hash.slice(6) || 'Luna', wish: at(WISHES, hashOf(hash)), stars: 1_314, rank: 12 });
    },
    /** For e2e: the rewards claimed and blessings posted by a token. */
    /** For e2e: this token's player (as `options.player` sets every player's). */
    setPlayer(token: string, options: FestivalPlayerOptions) {
      player(token).options = { ...options };
    },
    ledgerOf(token: string) {
      const me = player(token);
      return { claims: me.claims, blessings: me.blessings.length };
    },
  };
}

export type FestivalSimulator = ReturnType<typeof createFestivalSimulator>;

/** The shared simulator (dev app, e2e, stories without their own). */
export const festivalSimulator = createFestivalSimulator();
