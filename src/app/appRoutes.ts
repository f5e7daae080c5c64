import { agreementRoutes } from '../features/agreements/routes';
import { anchorRoutes } from '../features/anchor/routes';
import { christmasRoutes } from '../features/christmas/routes';
import { festivalRoutes } from '../features/festivals/routes';
import { cpRoutes } from '../features/cp/routes';
import { lettersRoutes } from '../features/letters/routes';
import { tribesRoutes } from '../features/tribes/routes';
import { roomsRoutes } from '../features/rooms/routes';
import { lotteryRoutes } from '../features/lottery/routes';
import { nobleRoutes } from '../features/noble/routes';
import { officialRoutes } from '../features/official/routes';
import { raceRoutes } from '../features/race/routes';
import { scratchRoutes } from '../features/scratch/routes';
import { rankRoutes } from '../features/ranks/routes';
import { virtualGfRoutes } from '../features/virtualgf/routes';
import { walletRoutes } from '../features/wallet/routes';
import type { AppRoute } from '../platform/navigation/appRoute';

/** Every page the areas have built, as they contribute them (pages load on demand). */
export const appRoutes: readonly AppRoute[] = [
  ...officialRoutes,
  ...raceRoutes,
  ...rankRoutes,
  ...scratchRoutes,
  ...lettersRoutes,
  ...cpRoutes,
  ...tribesRoutes,
  ...roomsRoutes,
  ...lotteryRoutes,
  ...virtualGfRoutes,
  ...christmasRoutes,
  ...festivalRoutes,
  ...walletRoutes,
  ...nobleRoutes,
  ...anchorRoutes,
  ...agreementRoutes,
];
