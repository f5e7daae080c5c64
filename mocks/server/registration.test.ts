import { describe, expect, it } from 'vitest';
import { REGISTRATION_STATUS } from '../../src/features/agreements/registrationContract';
import { createRegistrationSimulator, MAX_ATTEMPTS, type RegistrationInput } from './registration';

const at = (iso: string) => Date.parse(iso);

/** A form the server refuses (nothing filled in). */
const refusedForm: RegistrationInput = {
  name: '',
  wechatId: '',
  phone: '',
  idNumber: '',
  address: '',
  maritalStatus: '',
  birthHistory: '',
  birthHistoryConsent: false,
  declaration: false,
};

describe("the registration server's daily limit (issue 31)", () => {
  it('refused submissions are counted per UTC+8 day on the server clock: the count starts again at midnight UTC+8', () => {
    let now = at('2026-11-20T23:59:00+08:00');
    const sim = createRegistrationSimulator({ now: () => now, setup: { refusedToday: MAX_ATTEMPTS - 1 } });
    const status = (key: string) => {
      const reply = sim.submit('t', refusedForm, key);
      return reply.ok ? 0 : reply.failure.status;
    };
    expect(status('a')).toBe(REGISTRATION_STATUS.invalid); // the last refusal the day allows
    expect(status('b')).toBe(REGISTRATION_STATUS.tooManyAttempts);
    now = at('2026-11-20T23:59:59+08:00');
    expect(status('c')).toBe(REGISTRATION_STATUS.tooManyAttempts);
    // 00:00 UTC+8 (16:00 UTC): a new day, the form is read again.
    now = at('2026-11-21T00:00:00+08:00');
    expect(status('d')).toBe(REGISTRATION_STATUS.invalid);
    for (let index = 1; index < MAX_ATTEMPTS; index += 1) status(`d${index}`);
    expect(status('e')).toBe(REGISTRATION_STATUS.tooManyAttempts);
    // Midnight UTC (08:00 UTC+8) is no new day…
    now = at('2026-11-21T08:30:00+08:00');
    expect(status('f')).toBe(REGISTRATION_STATUS.tooManyAttempts);
    // …the next midnight UTC+8 is.
    now = at('2026-11-22T00:00:00+08:00');
    expect(status('g')).toBe(REGISTRATION_STATUS.invalid);
  });
});
