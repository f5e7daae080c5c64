import { describe, expect, it } from 'vitest';
import { createRegistrationSimulator, MISMATCHED_ID_NUMBERS } from '../../../mocks/server/registration';
import { ApiError } from '../../platform/http/errors';
import { mainlandCheckCharacter } from '../../platform/identity/idNumber';
import { isSubmitted, parseRegistration, registrationRefusalOf } from './registrationApi';
import { REGISTRATION_STATUS } from './registrationContract';

const FIRST17 = '44030419900307123';
const ID = `${FIRST17}${mainlandCheckCharacter(FIRST17)}`;
const NOW = Date.parse('2026-11-26T12:00:00+08:00');
const INPUT = {
  name: '王小明',
  wechatId: 'wang_xm88',
  phone: '13812345678',
  idNumber: ID,
  address: '廣東省深圳市南山區科技園路1號',
  maritalStatus: 'single',
  birthHistory: '',
  birthHistoryConsent: false,
  declaration: true,
};

describe('parseRegistration', () => {
  it('reads a submitted registration, masked', () => {
    expect(
      parseRegistration({
        state: 'reviewing',
        name: '王*明',
        wechat_id: 'wa*****88',
        phone: '138****5678',
        id_number: '4*************123X',
        address: '廣東省深圳市***',
        marital_status: 'married',
        birth_history_given: true,
        submitted_at: NOW,
      }),
    ).toEqual({
      state: 'reviewing',
      name: '王*明',
      wechatId: 'wa*****88',
      phone: '138****5678',
      idNumber: '4*************123X',
      address: '廣東省深圳市***',
      maritalStatus: 'married',
      birthHistoryGiven: true,
      submittedAt: NOW,
    });
  });

  it('maps anything odd to a safe default', () => {
    expect(parseRegistration(null)).toMatchObject({ state: 'none', name: '', maritalStatus: null, submittedAt: null });
    expect(
      parseRegistration({ state: 'rejected_forever', marital_status: 'engaged', birth_history_given: 'yes' }),
    ).toMatchObject({ state: 'none', maritalStatus: null, birthHistoryGiven: false });
  });

  it('leaves out a name, WeChat id or address in clear', () => {
    expect(
      parseRegistration({ state: 'approved', name: '王小明', wechat_id: 'wang_xm88', address: '台北市信義區' }),
    ).toMatchObject({ name: '', wechatId: '', address: '' });
  });

  it.each([
    ['id_number', ID],
    ['id_number', 'A123456789'],
    ['id_number', '440304*****071234'], // starred, but too much of it shows
    ['id_number', 4403041990030712],
    ['phone', '13812345678'],
    ['phone', '+86 138 1234 5678'],
    ['phone', '13812345***'], // starred, but eight digits show
    ['phone', 13812345678],
  ])('refuses a reply whose %s is unmasked (%j)', (field, value) => {
    expect(() => parseRegistration({ state: 'reviewing', [field]: value })).toThrow(ApiError);
  });
});

describe('refusals', () => {
  it('names the server’s refusals, and nothing else', () => {
    const server = (code: number) => new ApiError('server', code, 'x');
    expect(registrationRefusalOf(server(REGISTRATION_STATUS.idMismatch))).toBe('idMismatch');
    expect(registrationRefusalOf(server(REGISTRATION_STATUS.tooManyAttempts))).toBe('tooManyAttempts');
    expect(registrationRefusalOf(server(REGISTRATION_STATUS.alreadySubmitted))).toBe('alreadySubmitted');
    expect(registrationRefusalOf(server(50000))).toBeNull();
    expect(registrationRefusalOf(new ApiError('timeout', -999, 'x'))).toBeNull();
  });
});

describe('the simulated server', () => {
  const simulator = () => createRegistrationSimulator({ now: () => NOW });

  it('takes one submission per request id and answers a repeat as the first, masked', () => {
    const server = simulator();
    const first = server.submit('t', INPUT, 'key-1');
    expect(first.ok && parseRegistration(first.data)).toMatchObject({
      state: 'reviewing',
      name: '王*明',
      phone: '138****5678',
      idNumber: `4*************${ID.slice(-4)}`,
    });
    expect(server.submit('t', INPUT, 'key-1')).toEqual(first);
    expect(server.ledgerOf('t')).toEqual({ submissions: 1, refusals: 0, state: 'reviewing' });
    const again = server.submit('t', INPUT, 'key-2');
    expect(again.ok || again.failure.status).toBe(REGISTRATION_STATUS.alreadySubmitted);
  });

  it('refuses a mismatched ID number, a missing consent or declaration, then too many attempts', () => {
    const server = simulator();
    const status = (reply: ReturnType<typeof server.submit>) => (reply.ok ? 0 : reply.failure.status);
    expect(status(server.submit('t', { ...INPUT, idNumber: MISMATCHED_ID_NUMBERS[0]! }, 'a'))).toBe(
      REGISTRATION_STATUS.idMismatch,
    );
    expect(status(server.submit('t', { ...INPUT, birthHistory: 'yes' }, 'b'))).toBe(REGISTRATION_STATUS.invalid);
    expect(status(server.submit('t', { ...INPUT, declaration: false }, 'c'))).toBe(REGISTRATION_STATUS.invalid);
    server.submit('t', { ...INPUT, phone: '123' }, 'd');
    server.submit('t', { ...INPUT, phone: '123' }, 'e');
    expect(status(server.submit('t', INPUT, 'f'))).toBe(REGISTRATION_STATUS.tooManyAttempts);
    expect(server.ledgerOf('t')).toMatchObject({ submissions: 0, state: 'none' });
  });

  it('keeps the birth history only as "given", with its consent', () => {
    const server = simulator();
    const reply = server.submit('t', { ...INPUT, birthHistory: 'yes', birthHistoryConsent: true }, 'k');
    expect(reply.ok && reply.data.birth_history_given).toBe(true);
    expect(JSON.stringify(reply)).not.toMatch(/"yes"/);
  });

  it('a seeded registration is masked, and reads back as submitted', () => {
    const server = createRegistrationSimulator({ now: () => NOW, setup: { state: 'approved' } });
    const reply = server.state('t');
    expect(reply.ok && isSubmitted(parseRegistration(reply.data))).toBe(true);
  });
});
