/** This area's pages, each loaded on demand (app/appAreas.ts). */
export const cpShowPage = () => import('./pages/CpShowPage');
export const cpAnnouncePage = () => import('./pages/CpAnnouncePage');
