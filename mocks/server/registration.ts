/**
 * The registration server, simulated with the form's own rules (`src/features/agreements/registration.ts`): one
 * registration per access token, submitted idempotently by request id (a repeat gets the first reply), kept masked
 * (the birth history only as "given"), under review once submitted. Seeded refusals: the ID numbers in
 * `MISMATCHED_ID_NUMBERS` "do not match the real name" the account verified, and after `MAX_ATTEMPTS` refused
 * submissions in a day the server refuses them all — a UTC+8 day on the server's clock: the count starts again at
 * midnight UTC+8, whatever zone the phone is in.
 */
import {
  checkAddress,
  checkPhone,
  checkWechatId,
  MARITAL_STATUSES,
  maskAddress,
  maskPhone,
  maskWechatId,
} from '../../src/features/agreements/registration';
import { REGISTRATION_STATUS, type RegistrationReply } from '../../src/features/agreements/registrationContract';
import { appNow, UTC8_OFFSET_MS } from '../../src/platform/clock/clock';
import { checkIdNumber, maskIdNumber, normaliseIdNumber } from '../../src/platform/identity/idNumber';
import { checkRealName, maskName } from '../../src/platform/identity/realName';
import { ok, refused, type ServerFailure, type SimulatorReply } from './simulatorReply';

const DAY_MS = 86_400_000;
/** The UTC+8 day (days since the epoch) `at` falls in. */
const utc8Day = (at: number) => Math.floor((at + UTC8_OFFSET_MS) / DAY_MS);

export const REGISTRATION_FAILURES = {
  idMismatch: { status: REGISTRATION_STATUS.idMismatch, msg: '身分證號碼與實名認證的姓名不符' },
  tooManyAttempts: { status: REGISTRATION_STATUS.tooManyAttempts, msg: '提交次數過多，請明天再試' },
  alreadySubmitted: { status: REGISTRATION_STATUS.alreadySubmitted, msg: '已提交登記資料' },
  invalid: { status: REGISTRATION_STATUS.invalid, msg: '資料格式不正確' },
} satisfies Record<string, ServerFailure>;

/** ID numbers (valid ones) the mock's registry says do not match the account's verified real name. */
export const MISMATCHED_ID_NUMBERS = ['11010519491231002X', 'A123456789'];
/** Refused submissions a day before the server stops taking them. */
export const MAX_ATTEMPTS = 5;

export interface RegistrationSetup {
  state: 'none' | 'reviewing' | 'approved';
  /** Refused submissions already made today. */
  refusedToday: number;
}

export const DEFAULT_REGISTRATION: RegistrationSetup = { state: 'none', refusedToday: 0 };

/** The registration a seeded 'reviewing' or 'approved' token has (masked as the server keeps it). */
const SEEDED: Omit<RegistrationReply, 'state' | 'submitted_at'> = {
  name: maskName('陳美玲'),
  wechat_id: maskWechatId('meiling_chen'),
  phone: maskPhone('0912345678'),
  id_number: maskIdNumber('F131104093'),
  address: maskAddress('台北市信義區市府路1號'),
  marital_status: 'single',
  birth_history_given: false,
};

export interface RegistrationInput {
  name: string;
  wechatId: string;
  phone: string;
  idNumber: string;
  address: string;
  maritalStatus: string;
  birthHistory: string;
  birthHistoryConsent: boolean;
  declaration: boolean;
}

interface Registrant {
  registration: RegistrationReply;
  /** Refused submissions on the UTC+8 day `refusedDay`. */
  refusedToday: number;
  refusedDay: number;
  submissions: Map<string, SimulatorReply<RegistrationReply>>;
}

export function createRegistrationSimulator(options: { now?: () => number; setup?: Partial<RegistrationSetup> } = {}) {
  const clock = options.now ?? appNow;
  let fixedNow: number | null = null;
  const now = () => fixedNow ?? clock();
  const registrants = new Map<string, Registrant>();
  const setups = new Map<string, Partial<RegistrationSetup>>();

  function registrantFor(token: string): Registrant {
    const known = registrants.get(token);
    if (known) return known;
    const setup = { ...DEFAULT_REGISTRATION, ...options.setup, ...setups.get(token) };
    const registrant: Registrant = {
      registration:
        setup.state === 'none' ? { state: 'none' } : { state: setup.state, ...SEEDED, submitted_at: now() - DAY_MS },
      refusedToday: setup.refusedToday,
      refusedDay: utc8Day(now()),
      submissions: new Map(),
    };
    registrants.set(token, registrant);
    return registrant;
  }

  /** The server's own checks: the form's rules, the declaration, and the consent if a birth history is given. */
  function accepted(input: RegistrationInput): RegistrationReply | null {
    const name = checkRealName(input.name);
    const wechatId = checkWechatId(input.wechatId);
    const phone = checkPhone(input.phone);
    const idNumber = normaliseIdNumber(input.idNumber);
    const address = checkAddress(input.address);
    const marital = MARITAL_STATUSES.find((status) => status === input.maritalStatus);
    const birthGiven = input.birthHistory === 'none' || input.birthHistory === 'yes';
    if (
      !('name' in name) ||
      !('wechatId' in wechatId) ||
      !('phone' in phone) ||
      !('kind' in checkIdNumber(idNumber, now())) ||
      !('address' in address) ||
      !marital ||
      (input.birthHistory !== '' && !birthGiven) ||
      (birthGiven && !input.birthHistoryConsent) ||
      !input.declaration
    ) {
      return null;
    }
    return {
      state: 'reviewing',
      name: maskName(name.name),
      wechat_id: maskWechatId(wechatId.wechatId),
      phone: maskPhone(phone.phone),
      id_number: maskIdNumber(idNumber),
      address: maskAddress(address.address),
      marital_status: marital,
      birth_history_given: birthGiven,
      submitted_at: now(),
    };
  }

  return {
    setClock(at: number | null) {
      fixedNow = at;
    },
    /** e2e and stories: how a token's registration starts (before its first request). */
    setUp(token: string, setup: Partial<RegistrationSetup>) {
      setups.set(token, setup);
      registrants.delete(token);
    },
    state(token: string): SimulatorReply<RegistrationReply> {
      return ok(registrantFor(token).registration);
    },
    submit(token: string, input: RegistrationInput, requestId: string): SimulatorReply<RegistrationReply> {
      const registrant = registrantFor(token);
      const earlier = registrant.submissions.get(requestId);
      if (earlier) return earlier;
      // A new UTC+8 day on the server's clock: yesterday's refusals no longer count.
      if (registrant.refusedDay !== utc8Day(now())) {
        registrant.refusedDay = utc8Day(now());
        registrant.refusedToday = 0;
      }
      const reply = ((): SimulatorReply<RegistrationReply> => {
        if (registrant.registration.state !== 'none') return refused(REGISTRATION_FAILURES.alreadySubmitted);
        if (registrant.refusedToday >= MAX_ATTEMPTS) return refused(REGISTRATION_FAILURES.tooManyAttempts);
        const registration = accepted(input);
        const failure = !registration
          ? REGISTRATION_FAILURES.invalid
          : MISMATCHED_ID_NUMBERS.includes(normaliseIdNumber(input.idNumber))
            ? REGISTRATION_FAILURES.idMismatch
            : null;
        if (failure || !registration) {
          registrant.refusedToday += 1;
          return refused(failure ?? REGISTRATION_FAILURES.invalid);
        }
        registrant.registration = registration;
        return ok(registration);
      })();
      registrant.submissions.set(requestId, reply);
      return reply;
    },
    /** e2e and stories: what the server did for a token — submissions taken (one per registration), its state. */
    ledgerOf(token: string) {
      const registrant = registrants.get(token);
      return {
        submissions: registrant ? [...registrant.submissions.values()].filter((reply) => reply.ok).length : 0,
        refusals: registrant ? [...registrant.submissions.values()].filter((reply) => !reply.ok).length : 0,
        state: registrant?.registration.state ?? 'none',
      };
    },
  };
}

export type RegistrationSimulator = ReturnType<typeof createRegistrationSimulator>;

/** The shared server of the dev app and e2e. */
export const registrationSimulator = createRegistrationSimulator();
