/**
 * Identity-card numbers of the markets the app serves (issues 20 and 21 share this one module): the mainland
 * resident identity number (GB 11643-1999: 17 digits and a check character) and the Taiwan national ID (a letter,
 * a sex digit and eight digits with a checksum). Format and checksum only — whether the number belongs to the
 * person is the server's to verify. An ID number is personal data: never stored locally, never in analytics or
 * error reports, shown masked once submitted (`maskIdNumber`).
 */

export type IdKind = 'mainland' | 'taiwan';
export type IdProblem = 'empty' | 'format' | 'checksum' | 'birthDate';

/** As typed or pasted: full-width characters read as ASCII (NFKC), spaces and dashes dropped, letters upper-case. */
export const normaliseIdNumber = (input: string): string => input.normalize('NFKC').replace(/[\s-]/g, '').toUpperCase();

const GB11643_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const GB11643_CHECK = '10X98765432';

/** The GB 11643 check character of the first 17 digits. */
export function mainlandCheckCharacter(first17: string): string {
  const sum = GB11643_WEIGHTS.reduce((total, weight, index) => total + Number(first17[index]) * weight, 0);
  return GB11643_CHECK[sum % 11]!;
}

/** Whether YYYYMMDD is a real day from 1900 up to `today`. */
function isBirthDate(yyyymmdd: string, today: number): boolean {
  const [year, month, day] = [yyyymmdd.slice(0, 4), yyyymmdd.slice(4, 6), yyyymmdd.slice(6, 8)].map(Number) as [
    number,
    number,
    number,
  ];
  const at = Date.UTC(year, month - 1, day);
  const date = new Date(at);
  return year >= 1900 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && at <= today;
}

/** Taiwan's letter codes (A = 10 … with I, O, W, X, Y, Z out of alphabetical order, as the ministry assigns them). */
const TAIWAN_LETTERS = 'ABCDEFGHJKLMNPQRSTUVXYWZIO';

export function isTaiwanChecksumValid(id: string): boolean {
  const code = TAIWAN_LETTERS.indexOf(id[0]!) + 10;
  const digits = [Math.floor(code / 10), code % 10, ...id.slice(1).split('').map(Number)];
  const weights = [1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1];
  return digits.reduce((total, digit, index) => total + digit * weights[index]!, 0) % 10 === 0;
}

/**
 * What is wrong with an ID number, or which kind it is. `today` (ms) bounds the mainland birth date: a number born
 * tomorrow is no number.
 */
export function checkIdNumber(input: string, today: number): { kind: IdKind } | { problem: IdProblem } {
  const id = normaliseIdNumber(input);
  if (!id) return { problem: 'empty' };
  if (/^\d{17}[\dX]$/.test(id)) {
    if (!/^[1-9]/.test(id)) return { problem: 'format' };
    if (!isBirthDate(id.slice(6, 14), today)) return { problem: 'birthDate' };
    return mainlandCheckCharacter(id.slice(0, 17)) === id[17] ? { kind: 'mainland' } : { problem: 'checksum' };
  }
  if (/^[A-Z][12]\d{8}$/.test(id)) return isTaiwanChecksumValid(id) ? { kind: 'taiwan' } : { problem: 'checksum' };
  return { problem: 'format' };
}

/** How an ID number is shown once submitted: its first character and last four, the rest hidden (`1*************123X`). */
export function maskIdNumber(input: string): string {
  const id = normaliseIdNumber(input);
  return id.length > 5 ? `${id[0]}${'*'.repeat(id.length - 5)}${id.slice(-4)}` : '*'.repeat(id.length);
}
