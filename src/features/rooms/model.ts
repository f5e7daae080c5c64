import { UTC8_OFFSET_MS } from '../../platform/clock/clock';

/**
 * The live room PK's pure rules (docs/areas/rooms.md): two voice rooms battle by gift value; the server decides the
 * scores and the result, the page draws them. Time-dependent rules take `now` (the app clock, corrected by the
 * server's time) as an argument.
 */

/** The two sides, as the server names them: red on the left (the room the page was opened from, usually), blue on the right. */
export const PK_SIDES = ['red', 'blue'] as const;
export type PkSide = (typeof PK_SIDES)[number];
export const isPkSide = (value: unknown): value is PkSide => value === 'red' || value === 'blue';

/** What the server says a finished PK came to. */
export type PkWinner = PkSide | 'draw';
export const isPkWinner = (value: unknown): value is PkWinner => isPkSide(value) || value === 'draw';

/**
 * Where a PK is: `before` its start, `live` until its end, `settling` from its end until the server's result is there,
 * `ended` once it is (a result that comes early, a PK the hosts stopped, ends it too).
 */
export type PkPhase = 'before' | 'live' | 'settling' | 'ended';

export interface PkTimes {
  start_at: number;
  end_at: number;
  /** The server's result, or null while it has none. */
  result: unknown;
}

/** The phase from the server's times and its result: the page never decides a PK is over by its own sums. */
export function pkPhase(pk: PkTimes, now: number): PkPhase {
  if (pk.result) return 'ended';
  if (now < pk.start_at) return 'before';
  if (now < pk.end_at) return 'live';
  return 'settling';
}

/** A PK's id, as the app puts it in the address (`?pk_id=`) and the pushes carry it: a short token. */
export const isPkId = (value: string): boolean => /^[\w.:-]{1,64}$/.test(value);

/** What `?pk_id=` asks for: the room's current PK (absent or empty), that PK, or nothing we can ask about (malformed). */
export type PkRequest = { kind: 'current' } | { kind: 'pk'; pkId: string } | { kind: 'bad' };

export function pkRequestFrom(raw: string | null): PkRequest {
  const value = raw?.trim() ?? '';
  if (!value) return { kind: 'current' };
  return isPkId(value) ? { kind: 'pk', pkId: value } : { kind: 'bad' };
}

/** The smallest share a side is drawn with while the other leads (a side at 0 still shows its colour). */
export const MIN_SHARE = 4;

export interface Split {
  red: number;
  blue: number;
}

const score = (value: number): number => (Number.isFinite(value) && value > 0 ? value : 0);

/**
 * The split bar's shares: whole percents summing to 100. Both at 0 is 50/50; a side at 0 (or a sliver of the total)
 * against a side with gifts keeps MIN_SHARE, so both rooms' colours always show and neither side ever fills the bar.
 * Only for drawing: who wins is the server's word (`result`), never this.
 */
export function splitShares(redScore: number, blueScore: number): Split {
  const red = score(redScore);
  const blue = score(blueScore);
  const larger = Math.max(red, blue);
  if (larger === 0) return { red: 50, blue: 50 };
  // Both scaled by the larger first: two scores near the largest number would add up to Infinity.
  const share = Math.round((red / larger / (red / larger + blue / larger)) * 100);
  const clamped = Math.min(100 - MIN_SHARE, Math.max(MIN_SHARE, share));
  return { red: clamped, blue: 100 - clamped };
}

/** How a finished PK reads for the viewer: their room won, lost or drew; someone watching from neither room sees who won. */
export type PkOutcome = 'win' | 'lose' | 'draw' | 'redWins' | 'blueWins';

export function pkOutcome(winner: PkWinner, mySide: PkSide | null): PkOutcome {
  if (winner === 'draw') return 'draw';
  if (!mySide) return winner === 'red' ? 'redWins' : 'blueWins';
  return winner === mySide ? 'win' : 'lose';
}

/** The other side. */
export const otherSide = (side: PkSide): PkSide => (side === 'red' ? 'blue' : 'red');

export interface Contributor {
  user_id: string;
  nickname: string;
  avatar: string;
  /** Gift value given to this side in this PK. */
  score: number;
}

/** How many of each side's supporters the page shows. */
export const TOP_CONTRIBUTORS = 3;

/**
 * A side's top supporters: highest gift value first; equal values keep the server's order (it knows who got there
 * first); the same member twice counts once (their first, highest entry); at most `count`.
 */
export function topContributors<T extends Contributor>(contributors: readonly T[], count = TOP_CONTRIBUTORS): T[] {
  const seen = new Set<string>();
  return contributors
    .map((contributor, index) => ({ contributor, index }))
    .sort((a, b) => b.contributor.score - a.contributor.score || a.index - b.index)
    .map(({ contributor }) => contributor)
    .filter((contributor) => {
      if (seen.has(contributor.user_id)) return false;
      seen.add(contributor.user_id);
      return true;
    })
    .slice(0, count);
}

/**
 * Live updates are paused when no push came for this long while a PK is live or settling. The app pushes the score at
 * least every 5 s while a PK is live, gifts or not (rooms.md, "Pushes"): three missed in a row is a stream that stopped.
 */
export const QUIET_AFTER_MS = 15_000;

/**
 * Whether the live score may be behind: a PK live or settling whose last push (or, before any, the moment the page
 * started listening or the PK started, whichever is later) is more than QUIET_AFTER_MS ago.
 */
export function isQuiet(phase: PkPhase, lastHeardAt: number, now: number): boolean {
  return (phase === 'live' || phase === 'settling') && now - lastHeardAt > QUIET_AFTER_MS;
}

/** Time left to `target`, as the PK clock writes it: "mm:ss", or "h:mm:ss" from an hour (never negative). */
export function clockText(target: number, now: number): string {
  const seconds = Math.max(0, Math.ceil((target - now) / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${pad(minutes)}:${pad(rest)}`;
}

/** A moment as "hh:mm:ss" on the product's clock (UTC+8, as every time the app shows): when the score was last updated. */
export function timeOfDay(at: number): string {
  if (!Number.isFinite(at)) return '';
  const date = new Date(at + UTC8_OFFSET_MS);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}
