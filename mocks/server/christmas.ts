/**
 * The Christmas tree server, simulated with the event's rules (`model.ts`), driven by the app clock:
 * one tree per access token, props in batches that expire a year after purchase, idempotent lights,
 * purchases and gifts (keyed by request_id), a shared prize pool that grows with every prop sold and is
 * split between the lit trees on the split day, and the wishes wall. Stories set up any player
 * (`player`) and any edition; e2e pins the server's clock. A gifted prop reaches its receiver: players are filed by
 * member for `mock-user-<id>` tokens (`accounts.ts`), so the receiver's tree and ledger show it. Every bulb lit is
 * kept with its time: the ranks' lighting board (`ranks.ts`) ranks the trees of this server's edition.
 */
import type { ChristmasConfig, PoolReply, TreeReply, Wish } from '../../src/features/christmas/contract';
import { CHRISTMAS_STATUS } from '../../src/features/christmas/contract';
import {
  checkWish,
  DAY_MS,
  costOf,
  EDITION_2026,
  editionOf,
  LIGHTS_PER_TREE,
  phaseAt,
  POOL_PER_PROP_COINS,
  PROP_VALIDITY_MS,
  type Edition,
  propsLeft,
  type PropBatch,
  type Refusal,
  refuseBuy,
  refuseGift,
  refuseLight,
  refuseWish,
  shareOf,
  takeProps,
  WISHES_SHOWN,
} from '../../src/features/christmas/model';
import { appNow } from '../../src/platform/clock/clock';
import { accountKeyOf, userIdOf } from './accounts';
import { mockContact } from './contacts';
import { ok, refused, type ServerFailure, type SimulatorReply } from './simulatorReply';

export interface ChristmasPlayerSetup {
  unlocked: boolean;
  lights: number;
  /** Props owned, bought `propsAgeDays` days ago. */
  props: number;
  propsAgeDays: number;
  coins: number;
}

export interface ChristmasSimulatorOptions {
  edition?: Edition;
  /** The edition of this year by the event's calendar (when no `edition` is given; default 2026's). */
  year?: number;
  now?: () => number;
  player?: Partial<ChristmasPlayerSetup>;
  /** Wishes of others on the wall at first (0: an empty wall). */
  wishes?: number;
  /** Trees other players have lit, and the props they bought (the pool). */
  othersLit?: number;
  othersProps?: number;
}

export const DEFAULT_CHRISTMAS_PLAYER: ChristmasPlayerSetup = {
  unlocked: true,
  lights: 3,
  props: 2,
  propsAgeDays: 1,
  coins: 12_800,
};

/** What the server says, in its own words (spec §8; the page shows its own translation of known statuses). */
export const CHRISTMAS_FAILURES: Record<Refusal | 'unknownUser' | 'badWish', ServerFailure> = {
  notUnlocked: { status: CHRISTMAS_STATUS.notUnlocked, msg: '您還未解鎖聖誕樹，無法參與' },
  vaultClosed: { status: CHRISTMAS_STATUS.vaultClosed, msg: '聖誕寶庫暫未開啟' },
  poolClosed: { status: CHRISTMAS_STATUS.poolClosed, msg: '獎池暫未開啟' },
  noProps: { status: CHRISTMAS_STATUS.noProps, msg: '道具不足' },
  notEnoughCoins: { status: CHRISTMAS_STATUS.notEnoughCoins, msg: '金幣不足' },
  eventOver: { status: CHRISTMAS_STATUS.eventOver, msg: '活動已結束' },
  alreadyLit: { status: CHRISTMAS_STATUS.alreadyLit, msg: '聖誕樹已點亮' },
  invalid: { status: CHRISTMAS_STATUS.invalid, msg: '參數錯誤' },
  unknownUser: { status: CHRISTMAS_STATUS.invalid, msg: '找不到該用戶' },
  badWish: { status: CHRISTMAS_STATUS.invalid, msg: '祝福內容不符合要求' },
};

const SEED_WISHES = [
  'Merry Christmas! 🎄',
  '聖誕快樂，願大家平安喜樂',
  '希望明年也能一起看直播',
  'メリークリスマス！',
  '메리 크리스마스 ❄️',
  'All I want for Xmas is you 🎁',
  '圣诞快乐，万事如意',
  '祝主播人氣長紅！',
  '今年も一年ありがとう',
  '눈 오는 크리스마스 되세요',
  'Lighting up my tree tonight ✨',
  '新年也要一起加油',
];

interface Player {
  /** The member (`accounts.ts`): the ranks' lighting board names the tree by it. */
  user: string;
  unlocked: boolean;
  lights: number;
  /** When each bulb came on, oldest first (the lighting board orders equal trees by who finished first). */
  litAt: number[];
  props: PropBatch[];
  coins: number;
  /** Idempotency: request id → the reply that write produced. */
  writes: Map<string, SimulatorReply<unknown>>;
  /** Ledger, for tests: props used on the tree, purchases charged, props given and received. */
  propsLit: number;
  charges: number;
  gifts: { to: string; requestId: string }[];
  received: number;
  hidden: Set<string>;
}

const failure = <T>(reason: keyof typeof CHRISTMAS_FAILURES) => refused<T>(CHRISTMAS_FAILURES[reason]);

export function createChristmasSimulator(options: ChristmasSimulatorOptions = {}) {
  const edition = options.edition ?? (options.year ? editionOf(options.year) : EDITION_2026);
  const clock = options.now ?? appNow;
  let fixedNow: number | null = null;
  const now = () => fixedNow ?? clock();
  const phase = () => phaseAt(edition, now());
  const players = new Map<string, Player>();
  let propsSold = options.othersProps ?? 36_500;
  const othersLit = options.othersLit ?? 1_280;
  // The wall is seeded at the first request, when the clock is the story's or the test's: the wishes of the
  // open days before it, a few minutes apart (none before the event opens).
  let wishes: (Wish & { reports: number })[] | null = null;
  const wall = () =>
    (wishes ??= Array.from({ length: now() < edition.startAt ? 0 : (options.wishes ?? 12) }, (_, index) => {
      const who = mockContact(index * 5 + 2);
      return {
        wish_id: `w${index + 1}`,
        user_id: who.user_id,
        nickname: who.nickname,
        avatar_url: who.avatar_url,
        text: SEED_WISHES[index % SEED_WISHES.length]!,
        at: Math.min(now(), edition.endAt) - (index + 1) * 7 * 60_000,
        mine: false,
        reports: 0,
      };
    }));
  let serial = 100;

  /** The player of an account key (`accounts.ts`): a token, or the member of a `mock-user-` token. */
  function playerOf(key: string, user: string): Player {
    let player = players.get(key);
    if (player) return player;
    const setup = { ...DEFAULT_CHRISTMAS_PLAYER, ...options.player };
    const boughtAt = now() - setup.propsAgeDays * DAY_MS;
    const lights = Math.min(setup.lights, LIGHTS_PER_TREE);
    // The bulbs a player starts with came on an hour apart, the last an hour ago (within the open days).
    const lastLit = Math.max(edition.startAt, Math.min(now(), edition.endAt) - 3_600_000);
    player = {
      user,
      unlocked: setup.unlocked,
      lights,
      litAt: Array.from({ length: lights }, (_, index) =>
        Math.max(edition.startAt, lastLit - (lights - 1 - index) * 3_600_000),
      ),
      props: setup.props > 0 ? [{ count: setup.props, expiresAt: boughtAt + PROP_VALIDITY_MS }] : [],
      coins: setup.coins,
      writes: new Map(),
      propsLit: 0,
      charges: 0,
      gifts: [],
      received: 0,
      hidden: new Set(),
    };
    players.set(key, player);
    return player;
  }

  const playerFor = (token: string): Player => playerOf(accountKeyOf(token), userIdOf(token));

  const treeOf = (player: Player): TreeReply => ({
    unlocked: player.unlocked,
    lights: player.lights,
    props: player.props
      .filter((batch) => batch.expiresAt > now() && batch.count > 0)
      .map((batch) => ({ count: batch.count, expires_at: batch.expiresAt })),
    coins: player.coins,
    server_now: now(),
  });

  /** A write once per request id: a retry gets the first answer (a fresh tree if it succeeded). */
  function once(
    player: Player,
    requestId: string,
    run: () => Refusal | 'unknownUser' | null,
  ): SimulatorReply<TreeReply> {
    const earlier = player.writes.get(requestId);
    if (earlier) return earlier.ok ? ok(treeOf(player)) : (earlier as SimulatorReply<TreeReply>);
    const refusal = run();
    const reply = refusal ? failure<TreeReply>(refusal) : ok(treeOf(player));
    player.writes.set(requestId, reply);
    return reply;
  }

  const litTrees = () => othersLit + [...players.values()].filter((player) => player.lights >= LIGHTS_PER_TREE).length;
  const poolTotal = () => propsSold * POOL_PER_PROP_COINS;

  return {
    now,
    edition,
    /** e2e: pin the server's clock (null: follow the app clock). */
    setClock(at: number | null) {
      fixedNow = at;
    },
    config(): SimulatorReply<ChristmasConfig> {
      return ok({
        year: edition.year,
        start_at: edition.startAt,
        end_at: edition.endAt,
        split_at: edition.splitAt,
        split_end_at: edition.splitEndAt,
        board_start_at: edition.boardStartAt,
        board_end_at: edition.boardEndAt,
      });
    },
    state(token: string): SimulatorReply<TreeReply> {
      return ok(treeOf(playerFor(token)));
    },
    light(token: string, requestId: string) {
      const player = playerFor(token);
      return once(player, requestId, () => {
        const refusal = refuseLight(phase(), { ...player, props: propsLeft(player.props, now()) });
        if (refusal) return refusal;
        player.props = takeProps(player.props, 1, now());
        player.lights += 1;
        player.litAt.push(now());
        player.propsLit += 1;
        return null;
      });
    },
    buy(token: string, count: number, requestId: string) {
      const player = playerFor(token);
      return once(player, requestId, () => {
        const refusal = refuseBuy(phase(), player.coins, count);
        if (refusal) return refusal;
        player.coins -= costOf(count);
        player.charges += 1;
        player.props = [...player.props, { count, expiresAt: now() + PROP_VALIDITY_MS }];
        propsSold += count;
        return null;
      });
    },
    gift(token: string, toUserId: string, requestId: string, knownUser: (id: string) => boolean) {
      const player = playerFor(token);
      return once(player, requestId, () => {
        if (!knownUser(toUserId)) return 'unknownUser';
        const refusal = refuseGift(phase(), propsLeft(player.props, now()));
        if (refusal) return refusal;
        const given = player.props
          .filter((batch) => batch.expiresAt > now())
          .sort((a, b) => a.expiresAt - b.expiresAt)[0]!;
        player.props = takeProps(player.props, 1, now());
        player.gifts.push({ to: toUserId, requestId });
        // The receiver's prop keeps the giver's expiry (a gift does not renew it); it waits on their account until
        // they open the page (a `mock-user-<id>` token), whether or not they have been here yet.
        const receiver = playerOf(toUserId, toUserId);
        receiver.props = [...receiver.props, { count: 1, expiresAt: given.expiresAt }];
        receiver.received += 1;
        return null;
      });
    },
    wishes(token: string): SimulatorReply<{ wishes: Wish[] }> {
      const hidden = playerFor(token).hidden;
      return ok({
        wishes: wall()
          .filter((wish) => !hidden.has(wish.wish_id))
          .sort((a, b) => b.at - a.at)
          .slice(0, WISHES_SHOWN)
          .map(({ reports: _reports, ...wish }) => ({ ...wish, mine: wish.user_id === token })),
      });
    },
    postWish(token: string, text: string, requestId: string): SimulatorReply<Wish> {
      const player = playerFor(token);
      const earlier = player.writes.get(requestId);
      if (earlier) return earlier as SimulatorReply<Wish>;
      const refusal = refuseWish(phase(), player.unlocked);
      if (refusal) return failure(refusal);
      if (checkWish(text)) return failure('badWish');
      const wish = {
        wish_id: `w${++serial}`,
        user_id: token,
        nickname: 'Me',
        avatar_url: '',
        text: text.trim(),
        at: now(),
        mine: true,
      };
      wall().push({ ...wish, reports: 0 });
      const reply = ok(wish);
      player.writes.set(requestId, reply);
      return reply;
    },
    report(token: string, wishId: string): SimulatorReply<Record<string, never>> {
      const wish = wall().find((candidate) => candidate.wish_id === wishId);
      if (!wish) return failure('invalid');
      const player = playerFor(token);
      if (!player.hidden.has(wishId)) wish.reports += 1;
      player.hidden.add(wishId);
      return ok({});
    },
    pool(token: string): SimulatorReply<PoolReply> {
      const player = playerFor(token);
      const open = phase() === 'split' || phase() === 'after';
      const lit = player.lights >= LIGHTS_PER_TREE;
      return ok({
        total: poolTotal(),
        lit_trees: litTrees(),
        my_share: open && lit ? shareOf(poolTotal(), litTrees()) : null,
      });
    },
    /** Every tree with a bulb on, by member, with when each bulb came on (the ranks' lighting board reads them). */
    trees(): { user: string; litAt: number[] }[] {
      return [...players.values()]
        .filter((player) => player.litAt.length > 0)
        .map((player) => ({ user: player.user, litAt: [...player.litAt] }));
    },
    /**
     * e2e and tests: what the ledger says of a token, or of a member by user id (props used on its tree, purchases
     * charged, gifts given and received) and of the pool.
     */
    ledgerOf(tokenOrUser: string) {
      const player = players.get(accountKeyOf(tokenOrUser));
      return {
        pool: poolTotal(),
        litTrees: litTrees(),
        propsLit: player?.propsLit ?? 0,
        charges: player?.charges ?? 0,
        gifts: player?.gifts.length ?? 0,
        received: player?.received ?? 0,
        lights: player?.lights ?? 0,
        props: player ? propsLeft(player.props, now()) : 0,
      };
    },
    reportsOf: (wishId: string) => wall().find((wish) => wish.wish_id === wishId)?.reports ?? 0,
  };
}

export type ChristmasSimulator = ReturnType<typeof createChristmasSimulator>;

/** The shared server of the dev app and e2e. */
export const christmasSimulator = createChristmasSimulator();
