/** This area's pages, each loaded on demand (app/appAreas.ts). */
export const virtualGfProfilePage = () => import('./pages/VirtualGfProfilePage');
