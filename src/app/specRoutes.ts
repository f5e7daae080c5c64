import { CAMPAIGNS } from './campaigns';

/** The feature area (folder under src/features/) that owns a page. */
export type Area =
  | 'official'
  | 'festivals'
  | 'ranks'
  | 'lottery'
  | 'rooms'
  | 'cp'
  | 'virtualgf'
  | 'agreements'
  | 'anchor'
  | 'wallet'
  | 'noble';

export interface SpecRoute {
  path: string;
  area: Area;
}

const h5 = (area: Area, names: string[]): SpecRoute[] => names.map((name) => ({ path: `/h5/${name}`, area }));

/**
 * Every path of spec §2, with the area that will own it. The official and utility
 * pages are listed in the spec by name only; they live under `/h5/` like
 * `/h5/widgets` (docs/areas/shell.md, "Route table").
 */
export const SPEC_ROUTES: readonly SpecRoute[] = [
  // The campaigns are festival pages (one kit); the summer blind box is a blind-box series page: the lottery area's
  // (one draw module for every box).
  ...CAMPAIGNS.flatMap((campaign) =>
    campaign.paths.map((path) => ({
      path,
      area: path === '/official-20250715-main' ? 'lottery' : ('festivals' as Area),
    })),
  ),

  // Activity pages under /h5
  ...h5('festivals', [
    'new_years_day',
    'fireworks_bless',
    'new_year',
    'magpie',
    'goddess',
    'goddess_reward',
    'song/spring',
  ]),
  ...h5('festivals', ['may_day', 'may_day/rules', '520', '520/rules', 'children_day', 'children_day/rule']),
  ...h5('ranks', [
    'valentine',
    'whole_rank',
    'rank_rule_reward',
    'weeklyGiftStarRank',
    'weeklyGiftHistoryRank',
    'richrankactivity',
    'rank/richctivity',
  ]),
  ...h5('ranks', ['yearly_rank_2023', 'yearly_reward_2023']),
  ...h5('lottery', ['fool_day_lottery', 'constellation', 'wheel/wish']),
  ...h5('lottery', ['blindboxroom', 'cpblindboxroom', 'dragon_blind_box', 'cp/blindbox']),
  ...h5('official', ['activity_end']),
  ...h5('rooms', ['room/pk']),
  ...h5('agreements', ['rule']),
  ...h5('cp', ['cp/announce']),

  // Official and utility pages
  { path: '/', area: 'official' },
  ...h5('official', [
    'widgets',
    'force_upgrade',
    'translate',
    'audio_match_doc',
    'video_match_doc',
    'page_introduce',
    'about',
    'customerservice',
    'login',
  ]),
  ...h5('festivals', ['april_fools_day_rooms']),
  ...h5('wallet', [
    'card_client',
    'recharge',
    'withdraw',
    'withdraw/web',
    'exchange',
    'withdraw/confirm',
    'withdraw/confirm/web',
  ]),
  ...h5('wallet', ['alipay/account', 'alipay/account/web', 'credit_transaction', 'discount_recharge']),
  // VIP is bought through the wallet's order and pay flow, and areas may not import each other (docs/areas/wallet.md).
  ...h5('wallet', ['vip']),
  ...h5('noble', ['noble', 'noble_introduce', 'noble_growth', 'mine_level']),
  ...h5('anchor', [
    'reality_alert',
    'anchor_behavior',
    'auth_alert',
    'anchor_rating',
    'question',
    'new/question',
    'new_anchor_v4',
    'new_anchor_v3',
  ]),
  ...h5('anchor', ['cp_task_guide', 'chat_task_guide', 'newer_recom_rule', 'auth']),
  ...h5('agreements', [
    'anchor_union_agreement',
    'rule/community',
    'promise_page',
    'register_info_table',
    'charge',
    'privacy',
    'promise',
  ]),
  ...h5('agreements', ['broadcaster_agreement', 'agreement', 'edit_agreement']),
  ...h5('virtualgf', ['broadcaster/virtualgfprofile']),
  ...h5('cp', ['cp/show']),
  ...h5('ranks', ['rank/charm']),
];
