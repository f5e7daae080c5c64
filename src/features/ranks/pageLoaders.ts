/**
 * This area's pages, each loaded on demand. The file arrives with the area's `routes.ts`, which the entry loads when
 * a page of the area opens (app/appAreas.ts); each page's list of files to preload lives here (docs/areas/shell.md, "A page
 * downloads what it uses").
 */
export const giftStarHistoryPage = () => import('./pages/GiftStarHistoryPage');
export const rankBoardPage = () => import('./pages/RankBoardPage');
export const rankRulesPage = () => import('./pages/RankRulesPage');
export const yearlyRewardPage = () => import('./pages/YearlyRewardPage');
