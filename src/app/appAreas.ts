import {
  ACTIVITY_RULE_PATH,
  BROADCASTER_AGREEMENT_PATH,
  COMMITMENT_LETTER_PATH,
  COMMUNITY_RULES_PATH,
  GUILD_AGREEMENT_PATH,
  PRIVACY_PATH,
  PROMISE_LETTER_PATH,
  RECHARGE_AGREEMENT_PATH,
  REGISTRATION_PATH,
  UNION_LETTER_PATH,
  USER_AGREEMENT_PATH,
} from '../features/agreements/paths';
import {
  ANCHOR_BEHAVIOR_PATH,
  ANCHOR_RATING_PATH,
  AUTH_ALERT_PATH,
  AUTH_PATH,
  CHAT_TASK_GUIDE_PATH,
  CP_TASK_GUIDE_PATH,
  NEWER_RECOM_RULE_PATH,
  NEW_ANCHOR_V3_PATH,
  NEW_ANCHOR_V4_PATH,
  NEW_QUESTION_PATH,
  QUESTION_PATH,
  REALITY_ALERT_PATH,
} from '../features/anchor/paths';
import { CHRISTMAS_PATH, CHRISTMAS_RULES_PATH } from '../features/christmas/paths';
import { FESTIVAL_PAGES } from '../features/festivals/pageNames';
import { IFRAME_PATH } from '../features/official/paths';
import { MINE_LEVEL_PATH, NOBLE_GROWTH_PATH, NOBLE_INTRODUCE_PATH, NOBLE_PATH } from '../features/noble/paths';
import { BOARD_PATHS, GIFT_STAR_HISTORY_PATH, RANK_RULES_PATH, YEARLY_REWARD_PATH } from '../features/ranks/boardPaths';
import { CP_ANNOUNCE_PATH, CP_HALL_PATH, CP_MATCHMAKERS_PATH, CP_SHOW_PATH } from '../features/cp/paths';
import { TRIBE_HALL_PATH, TRIBE_PK_PATH, TRIBES_PATH } from '../features/tribes/paths';
import { ROOM_PK_PATH } from '../features/rooms/paths';
import {
  BLIND_BOX_HOUSE_PATH,
  CONSTELLATION_PATH,
  CP_BLIND_BOX_PATH,
  CP_BLIND_BOX_ROOM_PATH,
  DRAGON_BLIND_BOX_PATH,
  FOOL_DAY_LOTTERY_PATH,
  SUMMER_BLIND_BOX_PATH,
  WISH_WHEEL_PATH,
} from '../features/lottery/paths';
import { LETTER_PATH, LETTER_WRITE_PATH, LETTERS_MAILBOX_PATH, LETTERS_PATH } from '../features/letters/paths';
import { SCRATCH_PATH, SCRATCH_RECORDS_PATH, SCRATCH_RULES_PATH } from '../features/scratch/paths';
import { VIRTUALGF_PROFILE_PATH } from '../features/virtualgf/paths';
import {
  ALIPAY_ACCOUNT_PATH,
  ALIPAY_ACCOUNT_WEB_PATH,
  CARD_CLIENT_PATH,
  CREDIT_TRANSACTION_PATH,
  DISCOUNT_RECHARGE_PATH,
  EXCHANGE_PATH,
  LOGIN_PATH,
  RECHARGE_PATH,
  VIP_PATH,
  VIP_RULES_PATH,
  WITHDRAW_CONFIRM_PATH,
  WITHDRAW_CONFIRM_WEB_PATH,
  WITHDRAW_PATH,
  WITHDRAW_WEB_PATH,
} from '../features/wallet/paths';
import type { AppRoute } from '../platform/navigation/appRoute';
import { ACTIVITY_END_PATH, CAMPAIGNS } from './campaigns';

/**
 * An area as the shell knows it before any page has loaded: the paths it serves, and its routes (titles, strings,
 * page loaders, prefetch) on demand. The entry, which every first visit downloads, carries only this: a route table
 * with every page's details cost every page ~17 bytes of gzip per route of every other area. An area's `routes.ts`
 * imports its page loaders, so opening a page is still two requests (area routes, then the page), as before.
 */
export interface AppArea {
  /** Every path the area's routes serve (a unit test holds it to `routes.ts`). */
  paths: readonly string[];
  routes: () => Promise<readonly AppRoute[]>;
}

/** Every built area (each registers here and in `appRoutes.ts`, the full table tools and tests read). */
export const APP_AREAS: readonly AppArea[] = [
  {
    paths: ['/', '/h5/widgets', ACTIVITY_END_PATH, IFRAME_PATH],
    routes: () => import('../features/official/routes').then((area) => area.officialRoutes),
  },
  {
    paths: [
      '/h5/race',
      '/h5/race/golden',
      '/h5/race/horsepower',
      '/h5/race/rules',
      '/h5/race/history',
      '/h5/race/medal',
      '/h5/room/race',
    ],
    routes: () => import('../features/race/routes').then((area) => area.raceRoutes),
  },
  {
    paths: [...Object.values(BOARD_PATHS), RANK_RULES_PATH, GIFT_STAR_HISTORY_PATH, YEARLY_REWARD_PATH],
    routes: () => import('../features/ranks/routes').then((area) => area.rankRoutes),
  },
  {
    paths: [SCRATCH_PATH, SCRATCH_RECORDS_PATH, SCRATCH_RULES_PATH],
    routes: () => import('../features/scratch/routes').then((area) => area.scratchRoutes),
  },
  {
    paths: [LETTERS_PATH, LETTER_WRITE_PATH, LETTERS_MAILBOX_PATH, LETTER_PATH],
    routes: () => import('../features/letters/routes').then((area) => area.lettersRoutes),
  },
  {
    paths: [CP_SHOW_PATH, CP_ANNOUNCE_PATH, CP_HALL_PATH, CP_MATCHMAKERS_PATH],
    routes: () => import('../features/cp/routes').then((area) => area.cpRoutes),
  },
  {
    paths: [TRIBES_PATH, TRIBE_HALL_PATH, TRIBE_PK_PATH],
    routes: () => import('../features/tribes/routes').then((area) => area.tribesRoutes),
  },
  {
    paths: [ROOM_PK_PATH],
    routes: () => import('../features/rooms/routes').then((area) => area.roomsRoutes),
  },
  {
    paths: [
      WISH_WHEEL_PATH,
      CONSTELLATION_PATH,
      FOOL_DAY_LOTTERY_PATH,
      BLIND_BOX_HOUSE_PATH,
      DRAGON_BLIND_BOX_PATH,
      SUMMER_BLIND_BOX_PATH,
      CP_BLIND_BOX_ROOM_PATH,
      CP_BLIND_BOX_PATH,
    ],
    routes: () => import('../features/lottery/routes').then((area) => area.lotteryRoutes),
  },
  {
    paths: [VIRTUALGF_PROFILE_PATH],
    routes: () => import('../features/virtualgf/routes').then((area) => area.virtualGfRoutes),
  },
  {
    paths: [CHRISTMAS_PATH, CHRISTMAS_RULES_PATH],
    routes: () => import('../features/christmas/routes').then((area) => area.christmasRoutes),
  },
  {
    // The festival pages, and the campaigns' (the summer blind box's is the lottery's).
    paths: [
      ...FESTIVAL_PAGES.map((name) => `/h5/${name}`),
      ...CAMPAIGNS.flatMap((campaign) => campaign.paths).filter((path) => path !== SUMMER_BLIND_BOX_PATH),
    ],
    routes: () => import('../features/festivals/routes').then((area) => area.festivalRoutes),
  },
  {
    paths: [
      RECHARGE_PATH,
      VIP_PATH,
      VIP_RULES_PATH,
      DISCOUNT_RECHARGE_PATH,
      CARD_CLIENT_PATH,
      WITHDRAW_PATH,
      WITHDRAW_CONFIRM_PATH,
      ALIPAY_ACCOUNT_PATH,
      CREDIT_TRANSACTION_PATH,
      WITHDRAW_WEB_PATH,
      WITHDRAW_CONFIRM_WEB_PATH,
      ALIPAY_ACCOUNT_WEB_PATH,
      LOGIN_PATH,
      EXCHANGE_PATH,
    ],
    routes: () => import('../features/wallet/routes').then((area) => area.walletRoutes),
  },
  {
    paths: [NOBLE_PATH, NOBLE_INTRODUCE_PATH, NOBLE_GROWTH_PATH, MINE_LEVEL_PATH],
    routes: () => import('../features/noble/routes').then((area) => area.nobleRoutes),
  },
  {
    paths: [
      NEW_ANCHOR_V4_PATH,
      NEW_ANCHOR_V3_PATH,
      ANCHOR_RATING_PATH,
      NEWER_RECOM_RULE_PATH,
      CP_TASK_GUIDE_PATH,
      CHAT_TASK_GUIDE_PATH,
      QUESTION_PATH,
      NEW_QUESTION_PATH,
      REALITY_ALERT_PATH,
      AUTH_ALERT_PATH,
      ANCHOR_BEHAVIOR_PATH,
      AUTH_PATH,
    ],
    routes: () => import('../features/anchor/routes').then((area) => area.anchorRoutes),
  },
  {
    paths: [
      ACTIVITY_RULE_PATH,
      COMMUNITY_RULES_PATH,
      RECHARGE_AGREEMENT_PATH,
      PRIVACY_PATH,
      BROADCASTER_AGREEMENT_PATH,
      USER_AGREEMENT_PATH,
      UNION_LETTER_PATH,
      PROMISE_LETTER_PATH,
      COMMITMENT_LETTER_PATH,
      GUILD_AGREEMENT_PATH,
      REGISTRATION_PATH,
    ],
    routes: () => import('../features/agreements/routes').then((area) => area.agreementRoutes),
  },
];

/** The area that serves `path` (exactly; what the entry asks for first). */
export const areaOf = (path: string): AppArea | undefined => APP_AREAS.find((area) => area.paths.includes(path));
