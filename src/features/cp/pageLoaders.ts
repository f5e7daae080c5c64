/** This area's pages, each loaded on demand (app/appAreas.ts). */
export const cpShowPage = () => import('./pages/CpShowPage');
export const cpAnnouncePage = () => import('./pages/CpAnnouncePage');
export const cpHallPage = () => import('./pages/CpHallPage');
export const cpMatchmakersPage = () => import('./pages/CpMatchmakersPage');
