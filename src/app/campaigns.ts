import { DEFAULT_KEEP_TIME_MS } from './routeMeta';

/** The page that replaces a campaign after it has ended (spec §2). */
export const ACTIVITY_END_PATH = '/h5/activity_end';

/** A time-limited campaign from spec §2: its paths live until expire + keepTime. */
export interface Campaign {
  /** The campaign's ids in the spec (e.g. 138 main, 139 rule), for reference. */
  ids?: readonly number[];
  paths: readonly string[];
  /** End of the campaign (ms since epoch), or undefined for pages without an expiry. */
  expire?: number;
  keepTime?: number;
}

/** The last second of a day in UTC+8, the campaigns' time zone. */
const endOfDayUtc8 = (isoDate: string) => Date.parse(`${isoDate}T23:59:59+08:00`);

/**
 * Spec §2 campaign table. Dates given without a time mean the end of that day in UTC+8
 * (the 0702 row states 23:59:59 +08:00 explicitly; the others follow it).
 */
export const CAMPAIGNS: readonly Campaign[] = [
  {
    ids: [138, 139],
    paths: ['/activity-20250702-main', '/activity-20250702-rule'],
    expire: endOfDayUtc8('2025-07-02'),
  },
  { paths: ['/activity-20250728-main', '/activity-20250728-rule'], expire: endOfDayUtc8('2025-08-06') },
  { paths: ['/activity-20250810-main', '/activity-20250810-rule'], expire: endOfDayUtc8('2025-08-20') },
  // The /{hash} page lives under the main page.
  {
    paths: ['/activity-20250814-main', '/activity-20250814-main/:hash'],
    expire: endOfDayUtc8('2025-08-20'),
  },
  // Qixi romance theme.
  {
    paths: [
      '/activity-20250825-main',
      '/activity-20250825-rule',
      '/activity-20250825-rule-2',
      '/activity-20250825-publicity',
    ],
    expire: endOfDayUtc8('2025-09-07'),
  },
  // Summer blind box (no expiry given).
  { ids: [142], paths: ['/official-20250715-main'] },
  // Mini-game leaderboard (no expiry given).
  { ids: [143], paths: ['/official-20250722-main'] },
];

/**
 * A page is live until `expire + keepTime` inclusive, by the app clock; one
 * millisecond later it has ended. No expiry: always live.
 */
export function isLive(route: { expire?: number; keepTime?: number }, now: number): boolean {
  if (route.expire === undefined) return true;
  return now <= route.expire + (route.keepTime ?? DEFAULT_KEEP_TIME_MS);
}

/** The campaign a path belongs to, if any. */
export function campaignFor(path: string): Campaign | undefined {
  return CAMPAIGNS.find((campaign) => campaign.paths.includes(path));
}
