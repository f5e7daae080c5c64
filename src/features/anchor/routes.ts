import { type AppRoute, pageRoutes } from '../../platform/navigation/appRoute';
import * as pageLoaders from './pageLoaders';
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

/**
 * The anchor (broadcaster) pages (docs/areas/anchor.md): path, id (also its loader in `pageLoaders.ts` and its title in the
 * shared `anchor` strings) and the namespace of the page's own strings, so a page downloads the strings it shows.
 */
export const anchorRoutes: AppRoute[] = pageRoutes(pageLoaders, [
  [NEW_ANCHOR_V4_PATH, 'newAnchorV4', 'newAnchorV4', 'anchor:titles.newAnchorV4', 'anchorTasks'],
  [NEW_ANCHOR_V3_PATH, 'newAnchorV3', 'newAnchorV3', 'anchor:titles.newAnchorV3', 'anchorTasks'],
  [ANCHOR_RATING_PATH, 'anchorRating', 'anchorRating', 'anchor:titles.anchorRating', 'anchorGuide'],
  [NEWER_RECOM_RULE_PATH, 'newerRecomRule', 'newerRecomRule', 'anchor:titles.newerRecomRule', 'anchorGuide'],
  [CP_TASK_GUIDE_PATH, 'cpTaskGuide', 'cpTaskGuide', 'anchor:titles.cpTaskGuide', 'anchorGuide'],
  [CHAT_TASK_GUIDE_PATH, 'chatTaskGuide', 'chatTaskGuide', 'anchor:titles.chatTaskGuide', 'anchorGuide'],
  [QUESTION_PATH, 'question', 'question', 'anchor:titles.question', 'anchorQa'],
  [NEW_QUESTION_PATH, 'newQuestion', 'newQuestion', 'anchor:titles.newQuestion', 'anchorQa'],
  [REALITY_ALERT_PATH, 'realityAlert', 'realityAlert', 'anchor:titles.realityAlert', 'anchorAlerts'],
  [AUTH_ALERT_PATH, 'authAlert', 'authAlert', 'anchor:titles.authAlert', 'anchorAlerts'],
  [ANCHOR_BEHAVIOR_PATH, 'anchorBehavior', 'anchorBehavior', 'anchor:titles.anchorBehavior', 'anchorAlerts'],
  [AUTH_PATH, 'auth', 'auth', 'anchor:titles.auth', 'anchorAuth'],
]);
