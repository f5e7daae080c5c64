/** Rating grades, the weekly scores and the new-user traffic rule (spec §6): pure, unit-tested (docs/areas/anchor.md). */

// ── Rating grades and the traffic rule (spec §6) ─────────────────────────────────────────────────────────────

/** Our grades, top first (the spec names A as the top; B–D are ours). */
export const GRADES = ['A', 'B', 'C', 'D'] as const;
export type Grade = (typeof GRADES)[number];
export const isGrade = (value: unknown): value is Grade => GRADES.includes(value as Grade);

export interface GradeRow {
  grade: Grade;
  chatRecommendations: boolean;
  chatsPerDay: number;
  houseRecommendations: boolean;
  qualityPool: boolean;
}

/** The quality user pool is grade A's alone (spec §6), whatever a reply says. */
export const opensQualityPool = (grade: Grade): boolean => grade === 'A';

/** The grade above `grade`, or null at the top. */
export const gradeAbove = (grade: Grade): Grade | null => GRADES[GRADES.indexOf(grade) - 1] ?? null;

/** Who gets new-user recommendations: every anchor except an officially announced CP anchor (spec §6). */
export function newUserTraffic(anchor: { announcedCp: boolean }): {
  gets: boolean;
  reason: 'eligible' | 'announcedCp';
} {
  return anchor.announcedCp ? { gets: false, reason: 'announcedCp' } : { gets: true, reason: 'eligible' };
}

// ── Guide pages: AnchorRatingPage, CpTaskGuidePage, ChatTaskGuidePage ───────────────────────────────────────

/** The three weekly scores (0–100) a grade is computed from, in the order the rating page shows them. */
export const SCORE_KINDS = ['replyRate', 'callQuality', 'conduct'] as const;
export type ScoreKind = (typeof SCORE_KINDS)[number];
export type Scores = Record<ScoreKind, number>;

/** How the rating page colours a score (ours): below 60 weak, below 80 fair, else good. */
export const SCORE_BANDS = { fair: 60, good: 80 } as const;
export type ScoreTone = 'weak' | 'fair' | 'good';
export const scoreTone = (score: number): ScoreTone =>
  score >= SCORE_BANDS.good ? 'good' : score >= SCORE_BANDS.fair ? 'fair' : 'weak';

/**
 * What moves my grade most, first: the scores from the lowest up (ties keep the page's order). The rating page's
 * tips follow this order, and the first one is marked "improve this first" unless every score is good.
 */
export function scoresToImprove(scores: Scores): ScoreKind[] {
  return [...SCORE_KINDS].sort((a, b) => scores[a] - scores[b] || SCORE_KINDS.indexOf(a) - SCORE_KINDS.indexOf(b));
}
