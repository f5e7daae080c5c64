/**
 * This area's pages, each loaded on demand. The file arrives with the area's `routes.ts`, which the entry loads when
 * a page of the area opens (app/appAreas.ts); each page's list of files to preload lives here (docs/areas/shell.md, "A page
 * downloads what it uses").
 */
export const raceHistoryPage = () => import('./pages/RaceHistoryPage');
export const raceMedalPage = () => import('./pages/RaceMedalPage');
export const racePage = () => import('./pages/RacePage');
// The golden and horsepower games are the race page's other exports (one chunk for the three games).
export const goldenRacePage = () => racePage().then((page) => ({ default: page.GoldenRacePage }));
export const horsepowerRacePage = () => racePage().then((page) => ({ default: page.HorsepowerBattlePage }));
export const raceRulesPage = () => import('./pages/RaceRulesPage');
export const voiceRoomRacePage = () => import('./pages/VoiceRoomRacePage');
