/** This area's pages, each loaded on demand (app/appAreas.ts). */
export const tribeSquarePage = () => import('./pages/TribeSquarePage');
export const tribeHallPage = () => import('./pages/TribeHallPage');
export const tribePkPage = () => import('./pages/TribePkPage');
