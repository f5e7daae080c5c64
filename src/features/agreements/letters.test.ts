import { describe, expect, it } from 'vitest';
import { maskIdNumber } from '../../platform/identity/idNumber';
import {
  addDays,
  blockedReason,
  dayOf,
  dayStart,
  isMaskedIdNumber,
  LETTER_DOCUMENT,
  LETTER_KINDS,
  startDateProblem,
  startDateRange,
  termEnd,
  waitingReason,
} from './letters';

/** 26 November 2026, 23:30 in UTC+8 (15:30 UTC): still the 26th in Taipei, the 26th in UTC too. */
const LATE_EVENING = Date.parse('2026-11-26T23:30:00+08:00');
/** 27 November 2026, 00:30 in UTC+8: already the 27th in Taipei though still the 26th in UTC. */
const JUST_AFTER_MIDNIGHT = Date.parse('2026-11-27T00:30:00+08:00');

describe('days in UTC+8', () => {
  it('counts the day as Taipei does, not as UTC does', () => {
    expect(dayOf(LATE_EVENING)).toBe('2026-11-26');
    expect(dayOf(JUST_AFTER_MIDNIGHT)).toBe('2026-11-27');
    expect(new Date(JUST_AFTER_MIDNIGHT).getUTCDate()).toBe(26);
  });
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-11-26', 30)).toBe('2026-12-26');
    expect(addDays('2026-12-20', 30)).toBe('2027-01-19');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
  });
  it('starts a day at midnight in UTC+8', () => {
    expect(dayStart('2026-12-01')).toBe(Date.UTC(2026, 10, 30, 16));
    expect(dayStart('2026-02-30')).toBeNull();
  });
});

describe('the term', () => {
  it.each([
    ['2026-12-01', '2027-11-30'],
    ['2026-11-26', '2027-11-25'],
    ['2027-01-01', '2027-12-31'],
    ['2028-02-29', '2029-02-28'],
    ['2027-03-01', '2028-02-29'],
  ])('starting %s ends %s (one year, the last day included)', (start, end) => {
    expect(termEnd(start)).toBe(end);
  });
  it('refuses a start that is no day', () => {
    expect(() => termEnd('2026-02-30')).toThrow(RangeError);
  });
});

describe('the start date the anchor may choose', () => {
  it('is today … today + 30 days, UTC+8', () => {
    expect(startDateRange(LATE_EVENING)).toEqual({ min: '2026-11-26', max: '2026-12-26' });
    expect(startDateRange(JUST_AFTER_MIDNIGHT)).toEqual({ min: '2026-11-27', max: '2026-12-27' });
  });
  it.each([
    ['2026-11-26', null],
    ['2026-12-26', null],
    ['2026-12-10', null],
    ['2026-11-25', 'past'],
    ['2026-12-27', 'tooLate'],
    ['', 'empty'],
    ['  ', 'empty'],
    ['2026-02-30', 'format'],
    ['26/11/2026', 'format'],
  ] as const)('%j → %s', (day, problem) => {
    expect(startDateProblem(day, LATE_EVENING)).toBe(problem);
  });
  it('yesterday by UTC+8 is past, even when it is still that day in UTC', () => {
    expect(startDateProblem('2026-11-26', JUST_AFTER_MIDNIGHT)).toBe('past');
  });
});

describe('masked ID numbers', () => {
  it.each([maskIdNumber('11010519491231002X'), maskIdNumber('A123456789'), '1*************002X'])(
    'accepts %s',
    (masked) => {
      expect(isMaskedIdNumber(masked)).toBe(true);
    },
  );
  it.each(['11010519491231002X', 'A123456789', '1101051949****002X', '', '***', '1**2'])('refuses %j', (value) => {
    expect(isMaskedIdNumber(value)).toBe(false);
  });
});

describe('whether a letter may be signed', () => {
  const base = { verified: true, invitationOpen: true, signed: false, upToDate: true };
  it('is blocked once signed, before verification, when the guild withdrew and when a newer text is asked for', () => {
    expect(blockedReason({ kind: 'union', ...base, signed: true })).toBe('signed');
    expect(blockedReason({ kind: 'union', ...base, verified: false })).toBe('notVerified');
    expect(blockedReason({ kind: 'union', ...base, invitationOpen: false })).toBe('invitationWithdrawn');
    expect(blockedReason({ kind: 'guild', ...base, invitationOpen: false })).toBe('invitationWithdrawn');
    expect(blockedReason({ kind: 'commitment', ...base, invitationOpen: false })).toBe('invitationWithdrawn');
    expect(blockedReason({ kind: 'union', ...base })).toBeNull();
    expect(blockedReason({ kind: 'promise', ...base, upToDate: false })).toBe('updated');
    // What was signed stays signed, whatever has been published since.
    expect(blockedReason({ kind: 'promise', ...base, upToDate: false, signed: true })).toBe('signed');
  });
  it('needs no guild for the promise letter', () => {
    expect(blockedReason({ kind: 'promise', ...base, invitationOpen: false })).toBeNull();
  });
  it('waits for the tick, and for the guild agreement a start date in the window first', () => {
    const now = LATE_EVENING;
    expect(waitingReason({ kind: 'promise', agreed: false, termStart: '', now })).toBe('notAgreed');
    expect(waitingReason({ kind: 'promise', agreed: true, termStart: '', now })).toBeNull();
    expect(waitingReason({ kind: 'guild', agreed: false, termStart: '2026-12-01', now })).toBe('notAgreed');
    expect(waitingReason({ kind: 'guild', agreed: true, termStart: '2026-12-01', now })).toBeNull();
    expect(waitingReason({ kind: 'guild', agreed: true, termStart: '2027-01-01', now })).toBe('tooLate');
    expect(waitingReason({ kind: 'guild', agreed: false, termStart: '', now })).toBe('empty');
  });
});

it('every letter is a document', () => {
  expect(LETTER_KINDS.map((kind) => LETTER_DOCUMENT[kind])).toEqual([
    'unionLetter',
    'promiseLetter',
    'commitmentLetter',
    'anchorGuild',
  ]);
});
