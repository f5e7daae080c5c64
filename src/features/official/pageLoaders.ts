/**
 * This area's pages, each loaded on demand. The file itself is loaded on demand too (from `routes.ts`): the entry,
 * which every first visit downloads, carries one import per area, and each page's list of files to preload
 * lives here (README, "A page downloads what it uses").
 */
export const activityEndPage = () => import('./pages/ActivityEndPage');
export const homePage = () => import('./pages/HomePage').then((page) => ({ default: page.HomePage }));
export const widgetsPage = () => import('./pages/WidgetsPage');
