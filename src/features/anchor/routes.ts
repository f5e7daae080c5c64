import type { AppRoute } from '../../platform/navigation/appRoute';
import {
  ANCHOR_BEHAVIOR_PATH,
  ANCHOR_RATING_PATH,
  AUTH_ALERT_PATH,
  AUTH_PATH,
  CHAT_TASK_GUIDE_PATH,
  CP_TASK_GUIDE_PATH,
  NEW_ANCHOR_V3_PATH,
  NEW_ANCHOR_V4_PATH,
  NEW_QUESTION_PATH,
  NEWER_RECOM_RULE_PATH,
  QUESTION_PATH,
  REALITY_ALERT_PATH,
} from './paths';

type PageId = keyof typeof import('./pageLoaders');

/**
 * The anchor (broadcaster) pages (README, "Anchors"): path, id (its loader in `pageLoaders.ts` and its title in the
 * shared `anchor` strings) and the namespace of the page's own strings, so a page downloads the strings it shows.
 * A table with one `import()`: the route table is in every page's first visit, and each `import()` call site costs
 * it a preload wrapper (twelve of them weighed 0.2 KB of gzip on every route).
 */
const ANCHOR_PAGES: readonly (readonly [path: string, id: PageId, namespace: string])[] = [
  [NEW_ANCHOR_V4_PATH, 'newAnchorV4', 'anchorTasks'],
  [NEW_ANCHOR_V3_PATH, 'newAnchorV3', 'anchorTasks'],
  [ANCHOR_RATING_PATH, 'anchorRating', 'anchorGuide'],
  [NEWER_RECOM_RULE_PATH, 'newerRecomRule', 'anchorGuide'],
  [CP_TASK_GUIDE_PATH, 'cpTaskGuide', 'anchorGuide'],
  [CHAT_TASK_GUIDE_PATH, 'chatTaskGuide', 'anchorGuide'],
  [QUESTION_PATH, 'question', 'anchorQa'],
  [NEW_QUESTION_PATH, 'newQuestion', 'anchorQa'],
  [REALITY_ALERT_PATH, 'realityAlert', 'anchorAlerts'],
  [AUTH_ALERT_PATH, 'authAlert', 'anchorAlerts'],
  [ANCHOR_BEHAVIOR_PATH, 'anchorBehavior', 'anchorAlerts'],
  [AUTH_PATH, 'auth', 'anchorAuth'],
];

export const anchorRoutes: AppRoute[] = ANCHOR_PAGES.map(([path, id, namespace]) => ({
  id,
  path,
  titleKey: `anchor:titles.${id}`,
  load: () => import('./pageLoaders').then((pages) => pages[id]()),
  namespaces: [namespace],
}));
