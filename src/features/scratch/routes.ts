import { type AppRoute, pageRoutes } from '../../platform/navigation/appRoute';
import * as pageLoaders from './pageLoaders';
import { SCRATCH_PATH, SCRATCH_RECORDS_PATH, SCRATCH_RULES_PATH } from './paths';

/** The scratch-card game's pages (docs/areas/scratch.md). */
export const scratchRoutes: AppRoute[] = pageRoutes(pageLoaders, [
  [SCRATCH_PATH, 'scratch', 'scratchPage', 'scratch:titles.main'],
  [SCRATCH_RECORDS_PATH, 'scratch-records', 'scratchRecordsPage', 'scratch:titles.records'],
  [SCRATCH_RULES_PATH, 'scratch-rules', 'scratchRulesPage', 'scratch:titles.rules'],
]);
