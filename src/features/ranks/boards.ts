import type { BoardKind, Scope } from './model';

/** A festival look: design-system colours re-set on the board's subtree (`components/boardSkins.ts`). */
export type BoardSkin = 'royal' | 'rose' | 'gold' | 'christmas' | 'valentine' | 'qixi' | 'newYear' | 'star';

export const RANK_RULES_PATH = '/h5/rank_rule_reward';
export const YEARLY_REWARD_PATH = '/h5/yearly_reward_2023';
export const GIFT_STAR_HISTORY_PATH = '/h5/weeklyGiftHistoryRank';

export interface BoardPage {
  /** Route id, and the `ranks:titles.<id>` title key. */
  id: string;
  path: string;
  skin: BoardSkin;
  /** Tabs: the boards this page switches between, then the periods (one of each → no tabs). */
  kinds: readonly BoardKind[];
  scopes: readonly Scope[];
  /** The weekly gift star: one tab per star gift of the week, named by the server. */
  giftTabs?: boolean;
  /** Links in the header besides the rules (the rules link goes to `rules`). */
  rules: string;
  more?: { labelKey: string; path: string };
}

const billboard = (id: string, kind: BoardKind): BoardPage => ({
  id,
  path: `/h5/billboard/${id.replace('billboard_', '')}`,
  skin: 'christmas',
  kinds: [kind],
  scopes: ['billboard_2024'],
  rules: RANK_RULES_PATH,
});

/**
 * Every board of the spec as a route of one RankBoard page. Spec §2 names some
 * paths (whole_rank, rank/charm, …); the billboards, the richest-users board and the
 * Qixi ranking are named without one, so theirs are ours (README, "Rank boards").
 */
export const BOARD_PAGES: readonly BoardPage[] = [
  { id: 'whole', path: '/h5/whole_rank', skin: 'royal', kinds: ['rich', 'charm'], scopes: ['daily', 'weekly'], rules: RANK_RULES_PATH },
  { id: 'charm', path: '/h5/rank/charm', skin: 'rose', kinds: ['charm'], scopes: ['daily', 'weekly', 'total'], rules: RANK_RULES_PATH },
  { id: 'rich_activity', path: '/h5/richrankactivity', skin: 'gold', kinds: ['rich'], scopes: ['daily', 'weekly'], rules: RANK_RULES_PATH },
  { id: 'rich_activity_room', path: '/h5/rank/richctivity', skin: 'gold', kinds: ['rich', 'charm'], scopes: ['weekly'], rules: RANK_RULES_PATH },
  { id: 'richest', path: '/h5/rank/richest', skin: 'gold', kinds: ['rich'], scopes: ['total'], rules: RANK_RULES_PATH },
  {
    id: 'yearly_2023',
    path: '/h5/yearly_rank_2023',
    skin: 'newYear',
    kinds: ['rich', 'charm'],
    scopes: ['yearly_2023'],
    rules: RANK_RULES_PATH,
    more: { labelKey: 'links.yearlyRewards', path: YEARLY_REWARD_PATH },
  },
  {
    id: 'gift_star',
    path: '/h5/weeklyGiftStarRank',
    skin: 'star',
    kinds: ['gift_star'],
    scopes: ['weekly'],
    giftTabs: true,
    rules: RANK_RULES_PATH,
    more: { labelKey: 'links.pastWeeks', path: GIFT_STAR_HISTORY_PATH },
  },
  { id: 'valentine', path: '/h5/valentine', skin: 'valentine', kinds: ['cp'], scopes: ['valentine_2025'], rules: RANK_RULES_PATH },
  { id: 'qixi', path: '/h5/rank/qixi', skin: 'qixi', kinds: ['cp'], scopes: ['qixi_2025'], rules: RANK_RULES_PATH },
  billboard('billboard_cp', 'cp'),
  billboard('billboard_rich', 'rich'),
  billboard('billboard_charm', 'charm'),
  billboard('billboard_tribe', 'tribe'),
  billboard('billboard_singer', 'singer'),
  billboard('billboard_giving', 'giving'),
  billboard('billboard_receiving', 'receiving'),
  billboard('billboard_tree', 'tree_lighting'),
];

export const boardPage = (id: string): BoardPage => BOARD_PAGES.find((page) => page.id === id) ?? BOARD_PAGES[0]!;
