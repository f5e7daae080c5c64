/**
 * The festival kit's rules (spec §2, §4, §9; the rest is ours, docs/areas/festivals.md). Pure and clocked: the pages,
 * the rules pages and the mock server all use these. Times are instants; the days they fall on are UTC+8.
 */

export const DAY_MS = 86_400_000;

/** The spec's default keep time after a campaign's expiry (§2): 7 days. */
export const DEFAULT_KEEP_TIME_MS = 7 * DAY_MS;

/**
 * A festival's window, as the server sends it: open from `start_at` to `end_at` (exclusive; null: no end, a board
 * that runs on), the results out at `results_at`, and the page kept `keep_time` after the end (spec §2: expiry plus
 * keepTime), then dropped.
 */
export interface FestivalWindow {
  start_at: number;
  end_at: number | null;
  results_at: number | null;
  keep_time: number;
}

/**
 * `before`: a preview and the countdown to the start. `live`: gifts count. `settling`: closed, the results are being
 * tallied. `ended`: the results and the rewards to claim. `gone`: past its keep time, the activity-ended page.
 */
export type FestivalPhase = 'before' | 'live' | 'settling' | 'ended' | 'gone';

/** The last instant the page is kept (inclusive, as the route table's `isLive`): end + keep time. */
export const keptUntil = (window: FestivalWindow): number | null =>
  window.end_at === null ? null : window.end_at + window.keep_time;

export function festivalPhase(window: FestivalWindow, now: number): FestivalPhase {
  if (now < window.start_at) return 'before';
  if (window.end_at === null || now < window.end_at) return 'live';
  const kept = keptUntil(window) as number;
  if (now > kept) return 'gone';
  return window.results_at !== null && now < window.results_at ? 'settling' : 'ended';
}

/** The next instant the phase changes (the countdown's target), or null when it never will. */
export function nextChange(window: FestivalWindow, now: number): number | null {
  switch (festivalPhase(window, now)) {
    case 'before':
      return window.start_at;
    case 'live':
      return window.end_at;
    case 'settling':
      return window.results_at;
    case 'ended':
      // The last moment it is kept (the page is gone a millisecond later): the countdown ends on a whole second.
      return keptUntil(window);
    case 'gone':
      return null;
  }
}

/** A window a server could mean: it opens before it ends, and its results come no earlier than its end. */
export function isWindowInOrder(window: FestivalWindow): boolean {
  if (window.end_at === null) return window.results_at === null;
  return (
    window.start_at < window.end_at &&
    (window.results_at === null ||
      (window.results_at >= window.end_at && window.results_at <= window.end_at + window.keep_time))
  );
}

/** A reward, named by its kind: a medal or a vehicle for some days, coins, a frame, a title… */
export type RewardKind = 'medal' | 'vehicle' | 'frame' | 'title' | 'coins' | 'bubble' | 'entrance';
export const REWARD_KINDS: readonly RewardKind[] = [
  'medal',
  'vehicle',
  'frame',
  'title',
  'coins',
  'bubble',
  'entrance',
];

export interface RewardItem {
  kind: RewardKind;
  /** For how long it is worn (0: for good, or an amount instead). */
  days: number;
  /** Coins, an integer (0 when the reward is not an amount). */
  amount: number;
}

/** The rewards of the places `from` to `to` (inclusive) of the final board. */
export interface RewardTier {
  from: number;
  to: number;
  rewards: RewardItem[];
}

/** The tier a final place falls in, if any. */
export const tierFor = (tiers: readonly RewardTier[], rank: number | null): RewardTier | null =>
  rank === null ? null : (tiers.find((tier) => rank >= tier.from && rank <= tier.to) ?? null);

/** Tiers that do not overlap, in order of place, each from ≤ to, from place 1 up. */
export function areTiersInOrder(tiers: readonly RewardTier[]): boolean {
  return tiers.every(
    (tier, index) => tier.from >= 1 && tier.from <= tier.to && (index === 0 || tier.from > (tiers[index - 1]?.to ?? 0)),
  );
}

/** Spec §9: a gift gives a daily or weekly medal for 1 day and a vehicle for 7 days. */
export const GIFT_MEDAL_DAYS = 1;
export const GIFT_VEHICLE_DAYS = 7;
/** Spec §9: the CP / confession gift costs 999 gold coins. */
export const CONFESSION_GIFT_PRICE = 999;

/** Blessings (spec §9): a big blessing's reward is worn 30 days, a middle one's 7, a small one's 3. */
export type BlessingSize = 'big' | 'middle' | 'small';
export const BLESSING_SIZES: readonly BlessingSize[] = ['big', 'middle', 'small'];
export const BLESSING_REWARD_DAYS: Readonly<Record<BlessingSize, number>> = { big: 30, middle: 7, small: 3 };

/** What a blessing of a size gives: the wall's avatar frame for its days. */
export const blessingReward = (size: BlessingSize): RewardItem => ({
  kind: 'frame',
  days: BLESSING_REWARD_DAYS[size],
  amount: 0,
});

/**
 * A blessing is 2–60 characters, counted as a person sees them (the text box's count: an emoji is one), not only
 * spaces: what is wrong with one of `length` characters (trimmed), or null.
 */
export const BLESSING_MIN = 2;
export const BLESSING_MAX = 60;
export type BlessingProblem = 'tooShort' | 'tooLong';
export function blessingProblem(length: number): BlessingProblem | null {
  if (length < BLESSING_MIN) return 'tooShort';
  return length > BLESSING_MAX ? 'tooLong' : null;
}

/** A task is done when its progress reaches its target. */
export const taskDone = (task: { progress: number; target: number }) => task.progress >= task.target;

/** Progress as a share 0–1 for a meter (a target of 0 is done). */
export const taskShare = (task: { progress: number; target: number }) =>
  task.target <= 0 ? 1 : Math.min(1, task.progress / task.target);
