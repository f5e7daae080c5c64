import type { AppRoute } from '../../platform/navigation/appRoute';
import { SCRATCH_PATH, SCRATCH_RECORDS_PATH, SCRATCH_RULES_PATH } from './paths';

/** The scratch-card game's pages (README, "Scratch cards"). */
export const scratchRoutes: AppRoute[] = [
  {
    id: 'scratch',
    path: SCRATCH_PATH,
    titleKey: 'scratch:titles.main',
    load: () => import('./pageLoaders').then((pages) => pages.scratchPage()),
  },
  {
    id: 'scratch-records',
    path: SCRATCH_RECORDS_PATH,
    titleKey: 'scratch:titles.records',
    load: () => import('./pageLoaders').then((pages) => pages.scratchRecordsPage()),
  },
  {
    id: 'scratch-rules',
    path: SCRATCH_RULES_PATH,
    titleKey: 'scratch:titles.rules',
    load: () => import('./pageLoaders').then((pages) => pages.scratchRulesPage()),
  },
];
