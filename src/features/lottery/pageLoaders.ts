/** This area's pages, each loaded on demand (docs/areas/shell.md, "A page downloads what it uses"). */
export const wishWheelPage = () => import('./pages/WishWheelPage');
export const constellationPage = () => import('./pages/ConstellationPage');
export const foolDayLotteryPage = () => import('./pages/FoolDayLotteryPage');
export const blindBoxHousePage = () => import('./pages/BlindBoxHousePage');
export const dragonBlindBoxPage = () => import('./pages/DragonBlindBoxPage');
export const summerBlindBoxPage = () => import('./pages/SummerBlindBoxPage');
export const cpBlindBoxRoomPage = () => import('./pages/CpBlindBoxRoomPage');
export const cpBlindBoxPage = () => import('./pages/CpBlindBoxPage');
