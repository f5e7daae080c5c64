/**
 * This area's pages, each loaded on demand. The file itself is loaded on demand too (from `routes.ts`): the entry,
 * which every first visit downloads, carries one import per area, and each page's list of files to preload
 * lives here (README, "A page downloads what it uses").
 */
export const raceHistoryPage = () => import('./pages/RaceHistoryPage');
export const raceMedalPage = () => import('./pages/RaceMedalPage');
export const racePage = () => import('./pages/RacePage');
export const raceRulesPage = () => import('./pages/RaceRulesPage');
export const voiceRoomRacePage = () => import('./pages/VoiceRoomRacePage');
