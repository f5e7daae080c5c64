/**
 * The virtual girlfriend profile card's rules (docs/areas/virtualgf.md). Pure: the page, its parser and the mock
 * server use them.
 */
import { UTC8_OFFSET_MS } from '../../platform/clock/clock';

/** At most this many photos are shown (a reply with more is cut: the carousel's dots stay countable). */
export const MAX_PHOTOS = 9;
/** At most this many tags (chips wrap to three lines at most on a 375 px phone). */
export const MAX_TAGS = 12;
/** A tag's longest label, in characters (a longer one is cut). */
export const TAG_MAX_CHARS = 16;
/** A voice introduction longer than this is shown as this (the server's number, clamped). */
export const MAX_VOICE_SECONDS = 600;
/** Ages the card shows; anything else the server says is not shown (an adult-only companion service). */
export const MIN_AGE = 18;
export const MAX_AGE = 99;

export type TagKind = 'personality' | 'interest';
export const TAG_KINDS: readonly TagKind[] = ['personality', 'interest'];

/** Online: free to chat; busy: in a chat or live now; offline. An unknown state is not shown. */
export type OnlineState = 'online' | 'busy' | 'offline';
export const ONLINE_STATES: readonly OnlineState[] = ['online', 'busy', 'offline'];

export const CONSTELLATIONS = [
  'aries',
  'taurus',
  'gemini',
  'cancer',
  'leo',
  'virgo',
  'libra',
  'scorpio',
  'sagittarius',
  'capricorn',
  'aquarius',
  'pisces',
] as const;
export type Constellation = (typeof CONSTELLATIONS)[number];

/** Seconds as the player shows them, "m:ss" ("0:07", "1:05", "12:00"); nothing sensible is "0:00". */
export function formatDuration(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The voice's length: the audio's own once its metadata is in (finite, > 0), else the server's. */
export const voiceDuration = (serverSeconds: number, mediaSeconds: number | null): number =>
  mediaSeconds !== null && Number.isFinite(mediaSeconds) && mediaSeconds > 0 ? mediaSeconds : serverSeconds;

/** How far the voice has played, 0–1. */
export const playedShare = (position: number, duration: number): number =>
  duration > 0 && Number.isFinite(position) ? Math.min(1, Math.max(0, position / duration)) : 0;

const isAge = (age: number | null): age is number => age !== null && age >= MIN_AGE && age <= MAX_AGE;

/**
 * Her age as the card shows it: the server's age when it sends one, else the years since her birth year in UTC+8
 * (without a birthday the year is all there is: a birth year gives the age she turns this year). Null when neither
 * gives an adult's age.
 */
export function ageOf(age: number | null, birthYear: number | null, now: number): number | null {
  if (age !== null) return isAge(age) ? age : null;
  if (birthYear === null) return null;
  const fromYear = new Date(now + UTC8_OFFSET_MS).getUTCFullYear() - birthYear;
  return isAge(fromYear) ? fromYear : null;
}

export interface StatsInput {
  followers: number | null;
  companion_minutes: number | null;
  rating: number | null;
  repeat_rate: number | null;
}
export type StatKey = keyof StatsInput;
export const STAT_ORDER: readonly StatKey[] = ['followers', 'companion_minutes', 'rating', 'repeat_rate'];

/**
 * The figures the card shows, in order: each the server sent. A rating of 0 is "no rating yet", not a zero-star
 * companion, so it is hidden; a 0 % repeat rate or 0 followers are real figures and shown.
 */
export function shownStats(stats: StatsInput): { key: StatKey; value: number }[] {
  return STAT_ORDER.flatMap((key) => {
    const value = stats[key];
    if (value === null || (key === 'rating' && value <= 0)) return [];
    return [{ key, value }];
  });
}

/** The photo a carousel scrolled to `offset` shows (a swipe snaps to one; half-way rounds to the nearer). */
export function photoAt(offset: number, slideWidth: number, count: number): number {
  if (count <= 0 || !(slideWidth > 0) || !Number.isFinite(offset)) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(offset / slideWidth)));
}

/** The photo after (+1) or before (−1) `index`, staying on the first or last (no wrap: the dots show the end). */
export const stepPhoto = (index: number, step: 1 | -1, count: number): number =>
  Math.min(Math.max(0, count - 1), Math.max(0, index + step));
