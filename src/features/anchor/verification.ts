/** Real-name verification: states and the name's rules (the ID number's are `platform/identity`). Pure, unit-tested. */

// ── Real-name verification ─────────────────────────────────────────────────────────────────────────────────

export const VERIFICATION_STATES = ['none', 'pending', 'passed', 'failed'] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];
export const isVerificationState = (value: unknown): value is VerificationState =>
  VERIFICATION_STATES.includes(value as VerificationState);

// The name's rules are shared with the registration form (issue 21): one module in platform/identity.
export { checkRealName, maskName, type NameProblem } from '../../platform/identity/realName';
