import type { BoardKind, Scope } from './model';

/** A festival look: design-system colours re-set on the board's subtree (`components/boardSkins.ts`). */
export type BoardSkin = 'royal' | 'rose' | 'gold' | 'christmas' | 'valentine' | 'qixi' | 'newYear' | 'star';

import { GIFT_STAR_HISTORY_PATH, YEARLY_REWARD_PATH, type BoardId } from './boardPaths';

export interface BoardPage {
  /** Route id, and the `ranks:titles.<id>` title key. */
  id: BoardId;
  skin: BoardSkin;
  /** Tabs: the boards this page switches between, then the periods (one of each → no tabs). */
  kinds: readonly BoardKind[];
  scopes: readonly Scope[];
  /** The weekly gift star: one tab per star gift of the week, named by the server. */
  giftTabs?: boolean;
  /** A link in the header next to the rules. */
  more?: { labelKey: string; path: string };
}

const billboard = (id: BoardId, kind: BoardKind): BoardPage => ({
  id,
  skin: 'christmas',
  kinds: [kind],
  scopes: ['billboard_2024'],
});

/** How each board route (`boardPaths.ts`) looks and what it switches between. */
export const BOARD_PAGES: readonly BoardPage[] = [
  { id: 'whole', skin: 'royal', kinds: ['rich', 'charm'], scopes: ['daily', 'weekly'] },
  { id: 'charm', skin: 'rose', kinds: ['charm'], scopes: ['daily', 'weekly', 'total'] },
  { id: 'rich_activity', skin: 'gold', kinds: ['rich'], scopes: ['daily', 'weekly'] },
  { id: 'rich_activity_room', skin: 'gold', kinds: ['rich', 'charm'], scopes: ['weekly'] },
  { id: 'richest', skin: 'gold', kinds: ['rich'], scopes: ['total'] },
  {
    id: 'yearly_2023',
    skin: 'newYear',
    kinds: ['rich', 'charm'],
    scopes: ['yearly_2023'],
    more: { labelKey: 'links.yearlyRewards', path: YEARLY_REWARD_PATH },
  },
  {
    id: 'gift_star',
    skin: 'star',
    kinds: ['gift_star'],
    scopes: ['weekly'],
    giftTabs: true,
    more: { labelKey: 'links.pastWeeks', path: GIFT_STAR_HISTORY_PATH },
  },
  { id: 'valentine', skin: 'valentine', kinds: ['cp'], scopes: ['valentine_2025'] },
  { id: 'qixi', skin: 'qixi', kinds: ['cp'], scopes: ['qixi_2025'] },
  billboard('billboard_cp', 'cp'),
  billboard('billboard_rich', 'rich'),
  billboard('billboard_charm', 'charm'),
  billboard('billboard_tribe', 'tribe'),
  billboard('billboard_singer', 'singer'),
  billboard('billboard_giving', 'giving'),
  billboard('billboard_receiving', 'receiving'),
  // The lighting board follows the Christmas edition the server runs (the Christmas page links it every year).
  { id: 'billboard_tree', skin: 'christmas', kinds: ['tree_lighting'], scopes: ['christmas'] },
];

export const boardPage = (id: BoardId): BoardPage => BOARD_PAGES.find((page) => page.id === id) ?? BOARD_PAGES[0]!;
