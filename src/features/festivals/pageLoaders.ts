/**
 * This area's pages, each loaded on demand: a festival's module brings its definition, its drawing and its pages (a
 * festival's rules or rewards page is a named export beside its main page). See app/appAreas.ts and
 * docs/areas/shell.md, "A page downloads what it uses".
 */
export const newYearsDayPage = () => import('./festivals/newYearsDay');
export const fireworksBlessPage = () => import('./festivals/fireworksBless');
export const newYearPage = () => import('./festivals/newYear');
export const magpiePage = () => import('./festivals/magpie');
export const goddessPage = () => import('./festivals/goddess');
export const goddessRewardPage = () => import('./festivals/goddess').then((m) => ({ default: m.GoddessRewardPage }));
export const springSongPage = () => import('./festivals/springSong');
export const mayDayPage = () => import('./festivals/mayDay');
export const mayDayRulesPage = () => import('./festivals/mayDay').then((m) => ({ default: m.MayDayRulesPage }));
export const love520Page = () => import('./festivals/love520');
export const love520RulesPage = () => import('./festivals/love520').then((m) => ({ default: m.Love520RulesPage }));
export const childrenDayPage = () => import('./festivals/childrenDay');
export const childrenDayRulesPage = () =>
  import('./festivals/childrenDay').then((m) => ({ default: m.ChildrenDayRulesPage }));
export const aprilFoolsRoomsPage = () => import('./festivals/aprilFools');

export const kickoffPage = () => import('./festivals/kickoff');
export const kickoffRulesPage = () => import('./festivals/kickoff').then((m) => ({ default: m.KickoffRulesPage }));
export const summerNightPage = () => import('./festivals/summerNight');
export const summerNightRulesPage = () =>
  import('./festivals/summerNight').then((m) => ({ default: m.SummerNightRulesPage }));
export const fathersDayPage = () => import('./festivals/fathersDay');
export const fathersDayRulesPage = () =>
  import('./festivals/fathersDay').then((m) => ({ default: m.FathersDayRulesPage }));
export const meteorPage = () => import('./festivals/meteor');
export const meteorCardPage = () => import('./festivals/meteor').then((m) => ({ default: m.MeteorCardPage }));
export const qixiPage = () => import('./festivals/qixi');
export const qixiRulesPage = () => import('./festivals/qixi').then((m) => ({ default: m.QixiRulesPage }));
export const qixiRewardsPage = () => import('./festivals/qixi').then((m) => ({ default: m.QixiRewardsPage }));
export const qixiPublicityPage = () => import('./festivals/qixi').then((m) => ({ default: m.QixiPublicityPage }));
export const miniGamesPage = () => import('./festivals/miniGames');
