/** This area's pages, each loaded on demand (app/appAreas.ts). */
export const roomPkPage = () => import('./pages/RoomPkPage');
