/**
 * This area's pages, each loaded on demand. The file arrives with the area's `routes.ts`, which the entry loads when
 * a page of the area opens (app/appAreas.ts); each page's list of files to preload lives here (docs/areas/shell.md, "A page
 * downloads what it uses").
 */
export const activityEndPage = () => import('./pages/ActivityEndPage');
export const iframePage = () => import('./pages/IframePage');
export const homePage = () => import('./pages/HomePage').then((page) => ({ default: page.HomePage }));
export const widgetsPage = () => import('./pages/WidgetsPage');
