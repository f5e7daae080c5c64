/** User levels run 1–100 in ten bands of ten levels: 1–10, 11–20, … 91–100. */
export const LEVEL_MIN = 1;
export const LEVEL_MAX = 100;
export const LEVELS_PER_BAND = 10;

export type LevelBandNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

export interface LevelBand {
  /** The level after clamping to 1–100 (and dropping any fraction). */
  level: number;
  /** 1 for levels 1–10 … 10 for levels 91–100. */
  band: LevelBandNumber;
  /** First level of the band. */
  min: number;
  /** Last level of the band. */
  max: number;
}

/** Any input to a whole level in 1–100: below 1 (or not a number) is 1, above 100 is 100. */
export function clampLevel(level: number): number {
  if (Number.isNaN(level)) return LEVEL_MIN;
  const whole = Math.floor(level);
  return Math.min(LEVEL_MAX, Math.max(LEVEL_MIN, whole));
}

/** The band a level belongs to, with its range. Out-of-range levels are clamped first. */
export function levelBand(level: number): LevelBand {
  const clamped = clampLevel(level);
  const band = Math.ceil(clamped / LEVELS_PER_BAND) as LevelBandNumber;
  return { level: clamped, band, min: (band - 1) * LEVELS_PER_BAND + 1, max: band * LEVELS_PER_BAND };
}
