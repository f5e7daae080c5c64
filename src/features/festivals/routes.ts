import { type AppRoute, type PageRow, pageRoutes } from '../../platform/navigation/appRoute';
import * as pageLoaders from './pageLoaders';
import { CAMPAIGN_PATHS as C, FESTIVAL_PATHS as F } from './paths';

type Loaders = typeof pageLoaders;

/** Every festival page's kit strings; a rules page's also the rules'. */
const KIT = ['festivals'];
const RULES = ['festivals', 'festivalRules'];

/**
 * One page: its id is its loader's name, its title is in its festival's own namespace (`festival<Key>`, loaded with
 * the page: `title`, or a sub-page's `titles.<page>`).
 */
const row = (
  path: string,
  page: Extract<keyof Loaders, string>,
  festival: string,
  title = 'title',
  namespaces = KIT,
): PageRow<Loaders> => [path, page.replace(/Page$/, ''), page as never, `festival${festival}:${title}`, namespaces];

/**
 * The festivals and the 2025 campaigns (docs/areas/festivals.md): every page is the festival kit's. A campaign's path
 * shows the activity-ended page after its expiry + keepTime (app/campaigns.ts), whatever this table says.
 */
export const festivalRoutes: AppRoute[] = pageRoutes(pageLoaders, [
  row(F.newYearsDay, 'newYearsDayPage', 'NewYearsDay'),
  row(F.fireworksBless, 'fireworksBlessPage', 'FireworksBless'),
  row(F.newYear, 'newYearPage', 'NewYear'),
  row(F.magpie, 'magpiePage', 'Magpie'),
  row(F.goddess, 'goddessPage', 'Goddess'),
  row(F.goddessReward, 'goddessRewardPage', 'Goddess', 'titles.rewards'),
  row(F.springSong, 'springSongPage', 'SpringSong'),
  row(F.mayDay, 'mayDayPage', 'MayDay'),
  row(F.mayDayRules, 'mayDayRulesPage', 'MayDay', 'titles.rules', RULES),
  row(F.love520, 'love520Page', 'Love520'),
  row(F.love520Rules, 'love520RulesPage', 'Love520', 'titles.rules', RULES),
  row(F.childrenDay, 'childrenDayPage', 'ChildrenDay'),
  row(F.childrenDayRules, 'childrenDayRulesPage', 'ChildrenDay', 'titles.rules', RULES),
  row(F.aprilFoolsRooms, 'aprilFoolsRoomsPage', 'AprilFools'),
  row(C.kickoff, 'kickoffPage', 'Kickoff'),
  row(C.kickoffRules, 'kickoffRulesPage', 'Kickoff', 'titles.rules', RULES),
  row(C.summerNight, 'summerNightPage', 'SummerNight'),
  row(C.summerNightRules, 'summerNightRulesPage', 'SummerNight', 'titles.rules', RULES),
  row(C.fathersDay, 'fathersDayPage', 'FathersDay'),
  row(C.fathersDayRules, 'fathersDayRulesPage', 'FathersDay', 'titles.rules', RULES),
  row(C.meteor, 'meteorPage', 'Meteor'),
  row(C.meteorCard, 'meteorCardPage', 'Meteor', 'titles.card'),
  row(C.qixi, 'qixiPage', 'Qixi'),
  row(C.qixiRules, 'qixiRulesPage', 'Qixi', 'titles.rules', RULES),
  row(C.qixiRewards, 'qixiRewardsPage', 'Qixi', 'titles.rewards'),
  row(C.qixiPublicity, 'qixiPublicityPage', 'Qixi', 'titles.publicity'),
  row(C.miniGames, 'miniGamesPage', 'MiniGames'),
]);
