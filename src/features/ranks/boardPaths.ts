/**
 * The board routes, kept apart from their configuration (`boards.ts`) so the shell's
 * route table carries only paths. Spec §2 names some paths (whole_rank, rank/charm, …);
 * the billboards, the richest-users board and the Qixi ranking are named without one,
 * so theirs are ours (docs/areas/ranks.md).
 */
export const BOARD_PATHS = {
  whole: '/h5/whole_rank',
  charm: '/h5/rank/charm',
  rich_activity: '/h5/richrankactivity',
  rich_activity_room: '/h5/rank/richctivity',
  richest: '/h5/rank/richest',
  yearly_2023: '/h5/yearly_rank_2023',
  gift_star: '/h5/weeklyGiftStarRank',
  valentine: '/h5/valentine',
  qixi: '/h5/rank/qixi',
  billboard_cp: '/h5/billboard/cp',
  billboard_rich: '/h5/billboard/rich',
  billboard_charm: '/h5/billboard/charm',
  billboard_tribe: '/h5/billboard/tribe',
  billboard_singer: '/h5/billboard/singer',
  billboard_giving: '/h5/billboard/giving',
  billboard_receiving: '/h5/billboard/receiving',
  billboard_tree: '/h5/billboard/tree',
} as const;
export type BoardId = keyof typeof BOARD_PATHS;
export const BOARD_IDS = Object.keys(BOARD_PATHS) as BoardId[];

export const RANK_RULES_PATH = '/h5/rank_rule_reward';
export const YEARLY_REWARD_PATH = '/h5/yearly_reward_2023';
export const GIFT_STAR_HISTORY_PATH = '/h5/weeklyGiftHistoryRank';
/** The Christmas tree page, where the lighting board's members light their trees (the christmas area's route, written here: areas do not import each other). */
export const CHRISTMAS_TREE_PATH = '/h5/christmas';
