/** The spec's default keep time after a campaign's expiry: 7 days. */
export const DEFAULT_KEEP_TIME_MS = 7 * 24 * 60 * 60 * 1000;
