/** The server's name of each game (the `game` of every lottery request). */
export const GAMES = {
  wish: 'wish_wheel',
  constellation: 'constellation',
  foolDay: 'fool_day',
  dragonBox: 'bb_dragon',
  summerBox: 'bb_summer',
  cpBox: 'cp_love',
} as const;

/** A series chosen in the URL (`?series=`): a short game name, or null. */
export const seriesParam = (value: string | null): string | null =>
  value && /^[a-z0-9_]{1,32}$/.test(value) ? value : null;

/** Where a member without a CP finds one: the official CP hall (the CP area's page, linked by its path). */
export const CP_HALL_LINK = '/h5/cp/hall';
