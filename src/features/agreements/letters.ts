import { UTC8_OFFSET_MS } from '../../platform/clock/clock';
import type { DocId } from './legalDocument';

/*
 * The letters an anchor signs (issue 21; spec §3, §5, §6): pure rules, unit-tested in letters.test.ts. Days are
 * calendar days in UTC+8 and `now` is the app clock's, passed in.
 */

export const LETTER_KINDS = ['union', 'promise', 'commitment', 'guild'] as const;
export type LetterKind = (typeof LETTER_KINDS)[number];
export const isLetterKind = (value: unknown): value is LetterKind => LETTER_KINDS.includes(value as LetterKind);

/** The document each letter is. */
export const LETTER_DOCUMENT: Record<LetterKind, DocId> = {
  union: 'unionLetter',
  promise: 'promiseLetter',
  commitment: 'commitmentLetter',
  guild: 'anchorGuild',
};

/** Letters made with a guild: they need its open invitation (the promise letter is the anchor's alone). */
export const needsGuild = (kind: LetterKind): boolean => kind !== 'promise';

/** Only the guild agreement has a term the anchor chooses (decision: its start date; the length is fixed). */
export const hasTerm = (kind: LetterKind): boolean => kind === 'guild';

/** The appointment term with a guild (spec §6). */
export const TERM_YEARS = 1;
/** How far ahead the anchor may start the term: today … today + 30 days. */
export const START_WINDOW_DAYS = 30;

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The calendar day of a moment in UTC+8, 'YYYY-MM-DD'. */
export function dayOf(at: number): string {
  const shifted = new Date(at + UTC8_OFFSET_MS);
  return `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/** The day number (days since 1970-01-01) of a 'YYYY-MM-DD' day, or null for anything that is no calendar day. */
function dayNumber(day: string): number | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = Date.UTC(year, month - 1, date);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  return utc / DAY_MS;
}

const dayFromNumber = (number: number) => dayOf(number * DAY_MS - UTC8_OFFSET_MS);

/** Whether `day` is a real calendar day written 'YYYY-MM-DD'. */
export const isDay = (day: string): boolean => dayNumber(day) !== null;

/** `day` plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  const number = dayNumber(day);
  if (number === null) throw new RangeError(`"${day}" is no day`);
  return dayFromNumber(number + days);
}

/** The moment a UTC+8 day starts (ms), for formatting it in the reader's words. */
export function dayStart(day: string): number | null {
  const number = dayNumber(day);
  return number === null ? null : number * DAY_MS - UTC8_OFFSET_MS;
}

/** The first and last start date the anchor may choose (UTC+8 days): today and today + 30. */
export function startDateRange(now: number): { min: string; max: string } {
  const today = dayOf(now);
  return { min: today, max: addDays(today, START_WINDOW_DAYS) };
}

export type StartDateProblem = 'empty' | 'format' | 'past' | 'tooLate';

/** What is wrong with a chosen start date, or null: a real day from today to today + 30 (UTC+8). */
export function startDateProblem(day: string, now: number): StartDateProblem | null {
  if (!day.trim()) return 'empty';
  if (!isDay(day)) return 'format';
  const { min, max } = startDateRange(now);
  if (day < min) return 'past';
  if (day > max) return 'tooLate';
  return null;
}

/**
 * The last day of a term starting on `start`: one year on, less a day (2026-12-01 → 2027-11-30). A term starting
 * on 29 February ends on 28 February the next year (the day before its anniversary, 1 March).
 */
export function termEnd(start: string): string {
  const match = DAY_PATTERN.exec(start);
  if (!match || !isDay(start)) throw new RangeError(`"${start}" is no day`);
  const [year, month, date] = [Number(match[1]) + TERM_YEARS, Number(match[2]), Number(match[3])];
  // Date.UTC rolls 29 February of a common year over to 1 March: the anniversary.
  const anniversary = Date.UTC(year, month - 1, date) / DAY_MS;
  return dayFromNumber(anniversary - 1);
}

/** A masked ID number as the server sends it: letters and digits with the middle starred, never the whole number. */
export const isMaskedIdNumber = (value: string): boolean =>
  /^[0-9A-Za-z]{1,2}\*{3,}[0-9A-Za-z]{0,4}$/.test(value) && value.replace(/[^*]/g, '').length >= value.length / 2;

/** What the page knows of a letter when it decides whether it may be signed. */
export interface LetterSituation {
  kind: LetterKind;
  verified: boolean;
  /** The guild's invitation is open (ignored for letters without a guild). */
  invitationOpen: boolean;
  signed: boolean;
  /** The server asks for the version of the text this app has (false: a newer one was published since). */
  upToDate: boolean;
}

export type BlockedReason = 'signed' | 'notVerified' | 'invitationWithdrawn' | 'updated';

/** Why a letter cannot be signed at all (the page shows a notice instead of the checkbox), or null. */
export function blockedReason(situation: LetterSituation): BlockedReason | null {
  if (situation.signed) return 'signed';
  if (!situation.verified) return 'notVerified';
  if (needsGuild(situation.kind) && !situation.invitationOpen) return 'invitationWithdrawn';
  // Agreeing to the text on screen would be refused: the new text comes with the new app bundle (a reload).
  if (!situation.upToDate) return 'updated';
  return null;
}

export type WaitingReason = 'notAgreed' | StartDateProblem;

/**
 * Why the sign button is disabled (said next to it), or null when it may be tapped: the agreement ticked and, for the
 * guild agreement, a start date in the window. The date's problem comes first: it is above the checkbox.
 */
export function waitingReason(input: {
  kind: LetterKind;
  agreed: boolean;
  termStart: string;
  now: number;
}): WaitingReason | null {
  if (hasTerm(input.kind)) {
    const problem = startDateProblem(input.termStart, input.now);
    if (problem) return problem;
  }
  return input.agreed ? null : 'notAgreed';
}
