/**
 * The tribe rules (spec §1 tribes, §4 the tribe PK tournament; the rest is ours, docs/areas/tribes.md). Pure: the pages
 * and the mock server use them.
 */
import { UTC8_OFFSET_MS } from '../../platform/clock/clock';
import type { PkMatch, PkStanding } from './contract';

export const TRIBE_ROLES = ['chief', 'elder', 'member'] as const;
export type TribeRole = (typeof TRIBE_ROLES)[number];

/** Tribe levels run 1–30. */
export const TRIBE_MAX_LEVEL = 30;

// ── The tribe PK tournament (spec §4) ─────────────────────────────────────────────────────────────────────────────
// Qualifying round, then the round of 8 to 4, the finals (semi-finals 4 → 2 and each side's final 2 → 1), then the
// peak final: the red champion against the blue. The top 8 tribes of each side advance from qualifying.

export const PK_SIDES = ['red', 'blue'] as const;
export type PkSide = (typeof PK_SIDES)[number];
export const PK_ROUNDS = ['eight', 'semi', 'final', 'peak'] as const;
export type PkRound = (typeof PK_ROUNDS)[number];
export const PK_STAGES = ['qualifying', ...PK_ROUNDS] as const;
export type PkStage = (typeof PK_STAGES)[number];

export const QUALIFIERS_PER_SIDE = 8;
/** Matches of a round on one side (the peak final is one match between the sides). */
export const MATCHES_PER_SIDE: Record<Exclude<PkRound, 'peak'>, number> = { eight: 4, semi: 2, final: 1 };

/** A side's qualifying table: by score, the server's order breaking ties. */
export const sideRanking = (standings: readonly PkStanding[], side: PkSide): PkStanding[] =>
  standings.filter((standing) => standing.side === side).sort((x, y) => y.score - x.score);

/** A side's qualifiers: its top 8 by qualifying score, best first. */
export const qualifiers = (standings: readonly PkStanding[], side: PkSide): string[] =>
  sideRanking(standings, side)
    .slice(0, QUALIFIERS_PER_SIDE)
    .map((standing) => standing.tribe_id);

/**
 * The round of 8 from a side's seeds (best first): 1–8, 4–5, 2–7, 3–6, so the two best can only meet in the side's
 * final. Slot i's winner meets slot i ^ 1's in the next round.
 */
export function roundOfEight(seeds: readonly string[]): [string | null, string | null][] {
  return [
    [0, 7],
    [3, 4],
    [1, 6],
    [2, 5],
  ].map(([a, b]) => [seeds[a!] ?? null, seeds[b!] ?? null]);
}

/** The winner of a decided match (the server's word; a winner who did not play it is none). */
export function winnerOf(match: PkMatch): string | null {
  if (match.state !== 'decided' || match.winner === null) return null;
  return match.winner === match.a || match.winner === match.b ? match.winner : null;
}

/** Where a match's winner plays next: half the slot, first or second by the slot's parity; the side finals meet in the peak. */
export function nextMatchOf(
  round: PkRound,
  side: PkSide | null,
  slot: number,
): { round: PkRound; side: PkSide | null; slot: number; as: 'a' | 'b' } | null {
  if (round === 'peak') return null;
  if (round === 'final') return { round: 'peak', side: null, slot: 0, as: side === 'blue' ? 'b' : 'a' };
  return { round: round === 'eight' ? 'semi' : 'final', side, slot: Math.floor(slot / 2), as: slot % 2 ? 'b' : 'a' };
}

export interface BracketCell {
  round: PkRound;
  side: PkSide | null;
  slot: number;
  /** The server's match in this place; null while it is not drawn yet. */
  match: PkMatch | null;
}

/** The bracket's columns, left to right: red's round of 8, semi-finals, final; the peak; blue's final, semis, 8. */
export function bracketColumns(matches: readonly PkMatch[]): BracketCell[][] {
  const find = (round: PkRound, side: PkSide | null, slot: number) =>
    matches.find((match) => match.round === round && match.side === side && match.slot === slot) ?? null;
  const column = (round: PkRound, side: PkSide | null) =>
    Array.from({ length: round === 'peak' ? 1 : MATCHES_PER_SIDE[round] }, (_, slot) => ({
      round,
      side,
      slot,
      match: find(round, side, slot),
    }));
  const sideColumns = (side: PkSide) => (['eight', 'semi', 'final'] as const).map((round) => column(round, side));
  return [...sideColumns('red'), column('peak', null), ...sideColumns('blue').reverse()];
}

/** The side a tribe plays on in the bracket (its matches'); red when it plays none. */
export const bracketSideOf = (matches: readonly PkMatch[], tribeId: string | null): PkSide =>
  matches.find((match) => match.side && (match.a === tribeId || match.b === tribeId))?.side ?? 'red';

/** The bracket column of the round being played on `side` (the peak's is the middle one); -1 in qualifying. */
export const currentColumnOf = (columns: readonly BracketCell[][], stage: PkStage, side: PkSide): number =>
  columns.findIndex(([cell]) => cell!.round === stage && (stage === 'peak' || cell!.side === side));

/** The round being played: the first with a match not decided (qualifying before any match is drawn). */
export function currentStage(matches: readonly PkMatch[]): PkStage {
  if (matches.length === 0) return 'qualifying';
  for (const round of PK_ROUNDS) {
    const inRound = matches.filter((match) => match.round === round);
    if (inRound.length === 0 || inRound.some((match) => match.state !== 'decided')) return round;
  }
  return 'peak';
}

export interface TribeJourney {
  /** The furthest stage the tribe reached. */
  reached: PkStage;
  /** Its match now or next (not yet decided), if it is still in. */
  current: PkMatch | null;
  out: boolean;
  champion: boolean;
}

/** How far a tribe went: the rounds it played, whether it is out, the champion. */
export function tribeJourney(matches: readonly PkMatch[], tribeId: string): TribeJourney {
  const own = matches
    .filter((match) => match.a === tribeId || match.b === tribeId)
    .sort((x, y) => PK_ROUNDS.indexOf(x.round) - PK_ROUNDS.indexOf(y.round));
  const last = own.at(-1);
  if (!last) {
    const out = matches.length > 0;
    return { reached: 'qualifying', current: null, out, champion: false };
  }
  const winner = winnerOf(last);
  const decided = winner !== null;
  return {
    reached: last.round,
    current: decided ? null : last,
    out: decided && winner !== tribeId,
    champion: decided && winner === tribeId && last.round === 'peak',
  };
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The start (epoch ms) of the UTC+8 day `at` falls on. */
export const utc8DayStart = (at: number): number =>
  Math.floor((at + UTC8_OFFSET_MS) / DAY_MS) * DAY_MS - UTC8_OFFSET_MS;

/**
 * A season's schedule from its first UTC+8 day: qualifying runs three whole days; then one round an evening — the
 * round of 8 and the semi-finals 20:00–21:00, the side finals 20:00–21:00, the peak final 21:00–22:00 (all UTC+8).
 */
export function pkSchedule(seasonStart: number): Record<PkStage, { starts_at: number; ends_at: number }> {
  const day = utc8DayStart(seasonStart);
  const evening = (dayIndex: number, hour: number) => ({
    starts_at: day + dayIndex * DAY_MS + hour * HOUR_MS,
    ends_at: day + dayIndex * DAY_MS + (hour + 1) * HOUR_MS,
  });
  return {
    qualifying: { starts_at: day, ends_at: day + 3 * DAY_MS },
    eight: evening(3, 20),
    semi: evening(4, 20),
    final: evening(5, 20),
    peak: evening(6, 21),
  };
}

/** A tribe's level progress (0–1) toward the next level; full at the top level. */
export function levelProgress(level: number, exp: number, nextLevelExp: number): number {
  if (level >= TRIBE_MAX_LEVEL || nextLevelExp <= 0) return 1;
  return Math.max(0, Math.min(1, exp / nextLevelExp));
}

/** What joining does for me: join at once, ask the chief, nothing (full, or already in). */
export function joinAction(
  membership: 'member' | 'requested' | 'none',
  tribe: { members: number; capacity: number; approval: boolean },
  otherTribe: boolean,
): 'join' | 'apply' | 'requested' | 'full' | 'leaveFirst' | 'member' {
  if (membership === 'member') return 'member';
  if (membership === 'requested') return 'requested';
  if (otherTribe) return 'leaveFirst';
  if (tribe.members >= tribe.capacity) return 'full';
  return tribe.approval ? 'apply' : 'join';
}
