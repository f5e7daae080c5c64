import { queryOptions } from '@tanstack/react-query';
import { ApiError, isApiError } from '../../platform/http/errors';
import { apiGet, apiPost, type RequestOptions } from '../../platform/http/client';
import { instant, record, text } from '../../platform/http/read';
import { writeOptions } from '../../platform/http/writeIntent';
import {
  BIRTH_HISTORIES,
  ID_NUMBER_VISIBLE,
  isMasked,
  MARITAL_STATUSES,
  type MaritalStatus,
  PHONE_VISIBLE,
  type Registration,
} from './registration';
import { REGISTRATION_PATHS, REGISTRATION_STATUS } from './registrationContract';

export * from './registrationContract';

// The registration's reader (docs/areas/agreements.md): replies are read defensively — an unknown state
// is 'none' (the form), a name, WeChat id or address that does not look masked is left out, and a reply that carries
// an unmasked ID number or phone is refused whole (ApiError), so such a value never reaches the screen.

export const REGISTRATION_STATES = ['none', 'reviewing', 'approved'] as const;
export type RegistrationState = (typeof REGISTRATION_STATES)[number];

/** The registration as the server keeps it: masked values only (never the birth history itself). */
export interface RegistrationRecord {
  state: RegistrationState;
  name: string;
  wechatId: string;
  phone: string;
  idNumber: string;
  address: string;
  maritalStatus: MaritalStatus | null;
  birthHistoryGiven: boolean;
  submittedAt: number | null;
}

export const registrationKeys = {
  state: () => ['agreements', 'registration'] as const,
};

const refuse = (what: string) => new ApiError('bad-response', 200, `Registration reply with ${what}`);

/** Shown only when it looks masked (a name, WeChat id or address in clear is left out, not shown). */
const maskedOrBlank = (value: unknown, max: number): string => {
  const shown = text(value, max);
  return shown.includes('*') ? shown : '';
};

/** Must look masked when present: an ID number or phone in clear refuses the whole reply. */
const maskedOrRefused = (value: unknown, visible: number, what: string): string => {
  const shown = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  if (!shown) return '';
  if (shown.length > 32 || !isMasked(shown, visible)) throw refuse(`an unmasked ${what}`);
  return shown;
};

export function parseRegistration(data: unknown): RegistrationRecord {
  const raw = record(data);
  const state = REGISTRATION_STATES.find((known) => known === raw.state) ?? 'none';
  return {
    state,
    name: maskedOrBlank(raw.name, 64),
    wechatId: maskedOrBlank(raw.wechat_id, 40),
    phone: maskedOrRefused(raw.phone, PHONE_VISIBLE, 'phone'),
    idNumber: maskedOrRefused(raw.id_number, ID_NUMBER_VISIBLE, 'ID number'),
    address: maskedOrBlank(raw.address, 160),
    maritalStatus: MARITAL_STATUSES.find((status) => status === raw.marital_status) ?? null,
    birthHistoryGiven: raw.birth_history_given === true,
    submittedAt: instant(raw.submitted_at),
  };
}

/** Once sent, a registration is on the server as soon as it is under review (or approved). */
export const isSubmitted = (registration: RegistrationRecord | null | undefined): registration is RegistrationRecord =>
  registration?.state === 'reviewing' || registration?.state === 'approved';

export const registrationQuery = () =>
  queryOptions({
    queryKey: registrationKeys.state(),
    queryFn: async ({ signal }) => parseRegistration(await apiGet<unknown>(REGISTRATION_PATHS.state, {}, { signal })),
  });

/**
 * Submit the registration, declared true: one submission per `requestId`. The values go in the signed request body
 * only — never a URL, storage, analytics or an error report. The birth history goes only with its consent.
 */
export async function submitRegistration(
  registration: Registration,
  requestId: string,
  options: RequestOptions = writeOptions,
): Promise<RegistrationRecord> {
  const birthHistory = BIRTH_HISTORIES.find((history) => history === registration.birthHistory);
  const reply = parseRegistration(
    await apiPost<unknown>(
      REGISTRATION_PATHS.submit,
      {
        name: registration.name,
        wechat_id: registration.wechatId,
        phone: registration.phone,
        id_number: registration.idNumber,
        address: registration.address,
        marital_status: registration.maritalStatus,
        ...(birthHistory ? { birth_history: birthHistory, birth_history_consent: true } : {}),
        declaration: true,
        request_id: requestId,
      },
      options,
    ),
  );
  if (!isSubmitted(reply)) throw refuse('no submitted state');
  return reply;
}

export type RegistrationRefusal = keyof typeof REGISTRATION_STATUS;

/** The server's refusal of a submission, by name, or null. */
export function registrationRefusalOf(error: unknown): RegistrationRefusal | null {
  if (!isApiError(error) || error.kind !== 'server') return null;
  const entry = Object.entries(REGISTRATION_STATUS).find(([, code]) => code === error.code);
  return entry ? (entry[0] as RegistrationRefusal) : null;
}

/** No answer from the server itself (a timeout, a lost connection, a gateway error): the write may have landed. */
export const isLostReply = (error: unknown): boolean => !(isApiError(error) && error.kind === 'server');
