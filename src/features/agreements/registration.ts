/**
 * The anchor registration form (`/h5/register_info_table`, spec §3 and §5): its fields, hand-written validation and
 * the draft kept in session storage. Pure and unit-tested (registration.test.ts); no schema library.
 *
 * Markets: the same two as real-name verification (issue 20) — mainland China and Taiwan. A phone is a mainland
 * mobile (`1[3-9]` + 9 digits, optionally `+86`/`86` in front) or a Taiwan mobile (`09` + 8 digits, or `+886 9…`);
 * an ID number is a mainland resident ID or a Taiwan national ID (`checkIdNumber`, the one module).
 *
 * Personal data: the real name, the phone, the ID number and the birth history (sensitive personal information, asked
 * with its own consent) never go to storage, analytics or error reports — `draftOf` leaves them out (issue 31: the
 * draft kept the name and the phone).
 */
import { checkIdNumber, type IdKind, type IdProblem, normaliseIdNumber } from '../../platform/identity/idNumber';
import { checkRealName, type NameProblem } from '../../platform/identity/realName';

export const MARITAL_STATUSES = ['single', 'married', 'divorced', 'widowed'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
export const BIRTH_HISTORIES = ['none', 'yes'] as const;
export type BirthHistory = (typeof BIRTH_HISTORIES)[number];

/** The fields in the order the form shows them: problems come back in this order, so the first is focused. */
export const REGISTRATION_FIELDS = [
  'name',
  'wechatId',
  'phone',
  'idNumber',
  'address',
  'maritalStatus',
  'birthHistory',
  'birthHistoryConsent',
  'declaration',
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

/** The form as typed (controlled inputs): text as entered, '' for an unanswered choice. */
export interface RegistrationForm {
  name: string;
  wechatId: string;
  phone: string;
  idNumber: string;
  address: string;
  maritalStatus: MaritalStatus | '';
  /** Optional: sensitive, so the signer may leave it unanswered. Answering it needs `birthHistoryConsent`. */
  birthHistory: BirthHistory | '';
  /** The separate consent to process the birth history; required only when the birth history is given. */
  birthHistoryConsent: boolean;
  /** "The information above is true": required. */
  declaration: boolean;
}

export const EMPTY_REGISTRATION: RegistrationForm = {
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

export type TextProblem = 'empty' | 'format';
export type AddressProblem = 'empty' | 'tooShort' | 'tooLong';
export type ProblemOf = {
  name: NameProblem;
  wechatId: TextProblem;
  phone: TextProblem;
  idNumber: IdProblem;
  address: AddressProblem;
  maritalStatus: 'empty';
  birthHistory: never;
  birthHistoryConsent: 'required';
  declaration: 'required';
};
/** One field's problem; the page words it as `registration:errors.<field>.<problem>`. */
export type FieldProblem = { [F in RegistrationField]: { field: F; problem: ProblemOf[F] } }[RegistrationField];

export type PhoneMarket = 'mainland' | 'taiwan';

/** What is submitted once every field is valid: normalised text, the kinds found. */
export interface Registration {
  name: string;
  wechatId: string;
  phone: string;
  phoneMarket: PhoneMarket;
  idNumber: string;
  idKind: IdKind;
  address: string;
  maritalStatus: MaritalStatus;
  /** Present only with its consent. */
  birthHistory?: BirthHistory;
  declaration: true;
}

export const ADDRESS_MIN = 5;
export const ADDRESS_MAX = 120;
export const WECHAT_ID = /^[a-zA-Z][-_a-zA-Z0-9]{5,19}$/;
export const MAINLAND_PHONE = /^(\+?86)?1[3-9]\d{9}$/;
export const TAIWAN_PHONE = /^09\d{8}$/;

/** Full-width characters read as ASCII (NFKC: `１３８` → `138`, `ａｂ` → `ab`), ends trimmed. */
export const tidy = (input: string): string => input.normalize('NFKC').trim();

export function checkWechatId(input: string): { wechatId: string } | { problem: TextProblem } {
  const wechatId = tidy(input);
  if (!wechatId) return { problem: 'empty' };
  return WECHAT_ID.test(wechatId) ? { wechatId } : { problem: 'format' };
}

/**
 * A mobile number of either market. Spaces, dashes, dots and brackets people type between groups are dropped; the
 * mainland number comes back as its 11 digits, the Taiwan one as `09xxxxxxxx` (`+886 912…` is read as `0912…`).
 */
export function checkPhone(input: string): { phone: string; market: PhoneMarket } | { problem: TextProblem } {
  const typed = tidy(input).replace(/[\s\-.()]/g, '');
  if (!typed) return { problem: 'empty' };
  if (MAINLAND_PHONE.test(typed)) return { phone: typed.slice(-11), market: 'mainland' };
  const taiwan = typed.replace(/^\+?886(?=9\d{8}$)/, '0');
  if (TAIWAN_PHONE.test(taiwan)) return { phone: taiwan, market: 'taiwan' };
  return { problem: 'format' };
}

/** A postal address: whitespace runs collapsed, 5–120 characters (code points). */
export function checkAddress(input: string): { address: string } | { problem: AddressProblem } {
  const address = tidy(input).replace(/\s+/g, ' ');
  const length = Array.from(address).length;
  if (length === 0) return { problem: 'empty' };
  if (length < ADDRESS_MIN) return { problem: 'tooShort' };
  if (length > ADDRESS_MAX) return { problem: 'tooLong' };
  return { address };
}

export type RegistrationCheck = { ok: true; value: Registration } | { ok: false; problems: FieldProblem[] };

/**
 * Every field's problem, in field order (the page focuses the first), or the normalised registration. `today` (ms)
 * bounds the ID number's birth date.
 */
export function validateRegistration(form: RegistrationForm, today: number): RegistrationCheck {
  const problems: FieldProblem[] = [];
  const name = checkRealName(form.name);
  if ('problem' in name) problems.push({ field: 'name', problem: name.problem });
  const wechatId = checkWechatId(form.wechatId);
  if ('problem' in wechatId) problems.push({ field: 'wechatId', problem: wechatId.problem });
  const phone = checkPhone(form.phone);
  if ('problem' in phone) problems.push({ field: 'phone', problem: phone.problem });
  const id = checkIdNumber(form.idNumber, today);
  if ('problem' in id) problems.push({ field: 'idNumber', problem: id.problem });
  const address = checkAddress(form.address);
  if ('problem' in address) problems.push({ field: 'address', problem: address.problem });
  const maritalStatus = MARITAL_STATUSES.find((status) => status === form.maritalStatus);
  if (!maritalStatus) problems.push({ field: 'maritalStatus', problem: 'empty' });
  const birthHistory = BIRTH_HISTORIES.find((history) => history === form.birthHistory);
  if (birthHistory && !form.birthHistoryConsent) problems.push({ field: 'birthHistoryConsent', problem: 'required' });
  if (!form.declaration) problems.push({ field: 'declaration', problem: 'required' });

  if (
    problems.length > 0 ||
    'problem' in name ||
    'problem' in wechatId ||
    'problem' in phone ||
    'problem' in id ||
    'problem' in address ||
    !maritalStatus
  ) {
    return { ok: false, problems };
  }
  return {
    ok: true,
    value: {
      name: name.name,
      wechatId: wechatId.wechatId,
      phone: phone.phone,
      phoneMarket: phone.market,
      idNumber: normaliseIdNumber(form.idNumber),
      idKind: id.kind,
      address: address.address,
      maritalStatus,
      ...(birthHistory ? { birthHistory } : {}),
      declaration: true,
    },
  };
}

/**
 * The problems the signer should see: those of fields already left (blurred) or all of them once a submit was tried.
 * A shown problem then follows the typing — fixed, it goes away; made worse, it changes.
 */
export function shownProblems(
  problems: readonly FieldProblem[],
  touched: ReadonlySet<RegistrationField>,
  submitted: boolean,
): FieldProblem[] {
  return submitted ? [...problems] : problems.filter(({ field }) => touched.has(field));
}

/** The text fields a draft keeps: never the real name, the phone, the ID number, the birth history or its consent. */
const DRAFT_TEXT_FIELDS = ['wechatId', 'address'] as const;
/** 2: without the name and the phone (a version-1 draft, which held them, is read as no draft and then removed). */
const DRAFT_VERSION = 2;

/**
 * What may be kept in session storage so less is lost when the web view is killed in the background: the WeChat id,
 * the address, the marital status and the declaration. The real name, the phone, the ID number, the birth history and
 * its consent are personal data: they stay in the page's memory only.
 */
export function draftOf(form: RegistrationForm): string {
  return JSON.stringify({
    v: DRAFT_VERSION,
    wechatId: form.wechatId,
    address: form.address,
    maritalStatus: form.maritalStatus,
    declaration: form.declaration,
  });
}

/** A kept draft read back: anything missing, mistyped or garbled becomes the empty form's value. */
export function restoreDraft(json: string | null | undefined): RegistrationForm {
  let data: unknown;
  try {
    data = json ? JSON.parse(json) : null;
  } catch {
    return { ...EMPTY_REGISTRATION };
  }
  if (typeof data !== 'object' || data === null || (data as { v?: unknown }).v !== DRAFT_VERSION) {
    return { ...EMPTY_REGISTRATION };
  }
  const draft = data as Record<string, unknown>;
  const form: RegistrationForm = { ...EMPTY_REGISTRATION };
  for (const field of DRAFT_TEXT_FIELDS) {
    const value = draft[field];
    // Longer than any valid answer is no draft of ours: dropped rather than trusted.
    if (typeof value === 'string' && value.length <= ADDRESS_MAX * 2) form[field] = value;
  }
  const marital = MARITAL_STATUSES.find((status) => status === draft.maritalStatus);
  if (marital) form.maritalStatus = marital;
  if (draft.declaration === true) form.declaration = true;
  return form;
}

/** The session-storage key of the draft (session only: it goes with the web view). */
export const REGISTRATION_DRAFT_KEY = 'registration-draft';

/** Whether a kept draft holds anything the signer typed (the page then says it was restored). */
export const hasDraft = (form: RegistrationForm): boolean =>
  DRAFT_TEXT_FIELDS.some((field) => form[field].trim() !== '') || form.maritalStatus !== '' || form.declaration;

// ── Masks: how submitted values are shown (the confirm step and the server's summary use the same ones) ──────────

/** A phone shown masked: its first three and last four digits (`138****5678`, `091***5678`). */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length > 7
    ? `${digits.slice(0, 3)}${'*'.repeat(digits.length - 7)}${digits.slice(-4)}`
    : '*'.repeat(digits.length);
}

/** A WeChat id shown masked: its first and last two characters (`wa*****88`). */
export function maskWechatId(wechatId: string): string {
  const characters = Array.from(wechatId);
  return characters.length > 4
    ? `${characters.slice(0, 2).join('')}${'*'.repeat(characters.length - 4)}${characters.slice(-2).join('')}`
    : '*'.repeat(characters.length);
}

/** An address shown masked: its first six characters (the province and city, usually), the rest hidden. */
export function maskAddress(address: string): string {
  const characters = Array.from(address);
  return `${characters.slice(0, Math.min(6, Math.max(0, characters.length - 2))).join('')}***`;
}

/**
 * Whether a value from outside looks masked enough to show: it has stars and at most `visible` letters and digits.
 * A reply carrying an unmasked ID number or phone is refused whole (registrationApi.ts), never put on screen.
 */
export const isMasked = (value: string, visible: number): boolean =>
  value.includes('*') && (value.match(/[\p{L}\p{N}]/gu)?.length ?? 0) <= visible;

/** Letters and digits a masked ID number (`maskIdNumber`: 1 + 4) and a masked phone (3 + 4) show at most. */
export const ID_NUMBER_VISIBLE = 5;
export const PHONE_VISIBLE = 7;

/**
 * The fields that must be answered now (the birth history's consent only once it is answered) and, of them, those
 * answered well: the form's progress ("4 of 7") and each section's tick.
 */
export function completion(
  form: RegistrationForm,
  today: number,
): { required: RegistrationField[]; complete: RegistrationField[] } {
  const check = validateRegistration(form, today);
  const wrong = new Set(check.ok ? [] : check.problems.map(({ field }) => field));
  const required = REGISTRATION_FIELDS.filter(
    (field) => field !== 'birthHistory' && (field !== 'birthHistoryConsent' || form.birthHistory !== ''),
  );
  return { required, complete: required.filter((field) => !wrong.has(field)) };
}
