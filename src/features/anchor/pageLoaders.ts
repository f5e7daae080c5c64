/**
 * This area's pages, each loaded on demand. The file arrives with the area's `routes.ts`, which the entry loads when
 * a page of the area opens (app/appAreas.ts); each page's list of files to preload lives here (docs/areas/shell.md, "A page
 * downloads what it uses").
 */
export const newAnchorV4 = () => import('./pages/NewAnchorV4Page');
export const newAnchorV3 = () => import('./pages/NewAnchorV3Page');
export const anchorRating = () => import('./pages/AnchorRatingPage');
export const newerRecomRule = () => import('./pages/NewerRecomRulePage');
export const cpTaskGuide = () => import('./pages/CpTaskGuidePage');
export const chatTaskGuide = () => import('./pages/ChatTaskGuidePage');
export const question = () => import('./pages/QuestionPage');
export const newQuestion = () => import('./pages/NewQuestionPage');
export const realityAlert = () => import('./pages/RealityAlertPage');
export const authAlert = () => import('./pages/AuthAlertPage');
export const anchorBehavior = () => import('./pages/AnchorBehaviorPage');
export const auth = () => import('./pages/AuthPage');
