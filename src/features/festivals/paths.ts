/** The festival pages (spec §2, activity pages under /h5) and the 2025 campaigns (spec §2's campaign table). */
export const FESTIVAL_PATHS = {
  newYearsDay: '/h5/new_years_day',
  fireworksBless: '/h5/fireworks_bless',
  newYear: '/h5/new_year',
  magpie: '/h5/magpie',
  goddess: '/h5/goddess',
  goddessReward: '/h5/goddess_reward',
  springSong: '/h5/song/spring',
  mayDay: '/h5/may_day',
  mayDayRules: '/h5/may_day/rules',
  love520: '/h5/520',
  love520Rules: '/h5/520/rules',
  childrenDay: '/h5/children_day',
  childrenDayRules: '/h5/children_day/rule',
  aprilFoolsRooms: '/h5/april_fools_day_rooms',
} as const;

/**
 * The campaigns' pages. Their expiry is the campaign table's (app/campaigns.ts, which the route table reads: past
 * expiry + keepTime a path shows the activity-ended page); `app/routes.test.ts` holds the two lists to each other.
 */
export const CAMPAIGN_PATHS = {
  kickoff: '/activity-20250702-main',
  kickoffRules: '/activity-20250702-rule',
  summerNight: '/activity-20250728-main',
  summerNightRules: '/activity-20250728-rule',
  fathersDay: '/activity-20250810-main',
  fathersDayRules: '/activity-20250810-rule',
  meteor: '/activity-20250814-main',
  meteorCard: '/activity-20250814-main/:hash',
  qixi: '/activity-20250825-main',
  qixiRules: '/activity-20250825-rule',
  qixiRewards: '/activity-20250825-rule-2',
  qixiPublicity: '/activity-20250825-publicity',
  miniGames: '/official-20250722-main',
} as const;
