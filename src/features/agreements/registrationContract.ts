// Paths and types of the registration endpoints (ours: the spec names the page, not its calls). The mock server
// imports this file, so a contract change breaks the mock at compile time.

const PREFIX = '/api/agreements/v1/registration';

export const REGISTRATION_PATHS = {
  /** GET → RegistrationReply: my registration (masked by the server), or `state: 'none'`. */
  state: PREFIX,
  /**
   * POST { name, wechat_id, phone, id_number, address, marital_status, [birth_history, birth_history_consent: true],
   * declaration: true, request_id } → RegistrationReply: one submission per request_id (a repeat gets the first reply).
   */
  submit: `${PREFIX}/submit`,
} as const;

export const REGISTRATION_STATUS = {
  /** The ID number does not match the real name the account verified (real-name verification, /h5/auth). */
  idMismatch: 42101,
  /** Too many refused submissions today: try again tomorrow. */
  tooManyAttempts: 42102,
  /** A registration is under review or approved already. */
  alreadySubmitted: 42103,
  /** A field does not pass the server's own checks (the same rules as the form's). */
  invalid: 42104,
} as const;

export interface RegistrationReply {
  /** 'none' | 'reviewing' | 'approved'. */
  state: string;
  /** Masked by the server: `王*明`, `wa*****88`, `138****5678`, `4*************123X`, `廣東省深圳市***`. */
  name?: string;
  wechat_id?: string;
  phone?: string;
  id_number?: string;
  address?: string;
  /** 'single' | 'married' | 'divorced' | 'widowed'. */
  marital_status?: string;
  /** Whether a birth history was given (with its consent): never its value. */
  birth_history_given?: boolean;
  /** When it was submitted (ms). */
  submitted_at?: number;
}
