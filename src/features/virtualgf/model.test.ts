import { describe, expect, it } from 'vitest';
import { ageOf, formatDuration, playedShare, photoAt, shownStats, stepPhoto, voiceDuration } from './model';

describe('the voice introduction', () => {
  it('shows its length and position as m:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(7.9)).toBe('0:07');
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(600)).toBe('10:00');
    expect(formatDuration(Number.NaN)).toBe('0:00');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('0:00');
    expect(formatDuration(-3)).toBe('0:00');
  });

  it("prefers the audio's own length once known, else the server's", () => {
    expect(voiceDuration(15, null)).toBe(15);
    expect(voiceDuration(15, 12.4)).toBe(12.4);
    // A stream reports Infinity, a file without metadata NaN: the server's number stays.
    expect(voiceDuration(15, Number.POSITIVE_INFINITY)).toBe(15);
    expect(voiceDuration(15, Number.NaN)).toBe(15);
  });

  it('plays from 0 to all of it, never past either end', () => {
    expect(playedShare(3, 12)).toBe(0.25);
    expect(playedShare(20, 12)).toBe(1);
    expect(playedShare(3, 0)).toBe(0);
  });
});

describe('her age', () => {
  const now = Date.UTC(2026, 0, 1, 16, 30); // 00:30 on 2 January 2026 in UTC+8
  it("is the server's age, or the years since her birth year in UTC+8", () => {
    expect(ageOf(24, null, now)).toBe(24);
    expect(ageOf(null, 2002, now)).toBe(24);
    // 23:30 on 31 December 2025 in UTC+8 is still 2025 there, whatever the phone's zone.
    expect(ageOf(null, 2002, Date.UTC(2025, 11, 31, 15, 30))).toBe(23);
    expect(ageOf(null, null, now)).toBeNull();
  });

  it('shows only an adult age (an absurd or under-age value is left out)', () => {
    expect(ageOf(17, null, now)).toBeNull();
    expect(ageOf(130, null, now)).toBeNull();
    expect(ageOf(null, 2015, now)).toBeNull();
    // The server's age, when sent, wins over the birth year even when it is left out.
    expect(ageOf(12, 2000, now)).toBeNull();
  });
});

describe('her figures', () => {
  it('shows the ones the server sent, in order; a rating of 0 is "no rating yet"', () => {
    expect(shownStats({ followers: 10, companion_minutes: null, rating: 0, repeat_rate: 0 })).toEqual([
      { key: 'followers', value: 10 },
      { key: 'repeat_rate', value: 0 },
    ]);
    expect(shownStats({ followers: null, companion_minutes: null, rating: null, repeat_rate: null })).toEqual([]);
    expect(shownStats({ followers: 1, companion_minutes: 2, rating: 4.9, repeat_rate: 0.8 }).map((s) => s.key)).toEqual(
      ['followers', 'companion_minutes', 'rating', 'repeat_rate'],
    );
  });
});

describe('the photo carousel', () => {
  it('names the photo a swipe snapped to, within the photos', () => {
    expect(photoAt(0, 375, 4)).toBe(0);
    expect(photoAt(375, 375, 4)).toBe(1);
    expect(photoAt(560, 375, 4)).toBe(1);
    expect(photoAt(570, 375, 4)).toBe(2);
    expect(photoAt(9_999, 375, 4)).toBe(3);
    expect(photoAt(-40, 375, 4)).toBe(0);
    expect(photoAt(100, 0, 4)).toBe(0);
  });

  it('steps to the next or previous photo and stops at the ends', () => {
    expect(stepPhoto(0, 1, 4)).toBe(1);
    expect(stepPhoto(3, 1, 4)).toBe(3);
    expect(stepPhoto(0, -1, 4)).toBe(0);
    expect(stepPhoto(0, 1, 0)).toBe(0);
  });
});
