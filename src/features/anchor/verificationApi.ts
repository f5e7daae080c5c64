import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost, type RequestOptions } from '../../platform/http/client';
import { writeOptions } from '../../platform/http/writeIntent';
import { instant, record, text } from '../../platform/http/read';
import { ANCHOR_PATHS, anchorKeys, badReply } from './api';
import { isVerificationState, type VerificationState } from './verification';

export interface Verification {
  state: VerificationState;
  /** Masked by the server; shown only if they look masked (an unmasked number is never put on screen). */
  name: string;
  idNumber: string;
  reason: string;
  submittedAt: number | null;
}

const looksMasked = (value: unknown, max: number): string =>
  typeof value === 'string' && value.includes('*') ? text(value, max) : '';

export function parseVerification(data: unknown): Verification {
  const raw = record(data);
  return {
    state: isVerificationState(raw.state) ? raw.state : 'none',
    name: looksMasked(raw.name, 64),
    idNumber: looksMasked(raw.id_number, 32),
    reason: text(raw.reason, 200),
    submittedAt: instant(raw.submitted_at),
  };
}

export const verificationQuery = () =>
  queryOptions({
    queryKey: anchorKeys.verification(),
    queryFn: async ({ signal }) => parseVerification(await apiGet<unknown>(ANCHOR_PATHS.verification, {}, { signal })),
  });

/**
 * Submit the real name and ID number (consent given): one submission per `requestId`. The values go in the signed
 * request body only — never a URL, storage, analytics or an error report.
 */
export async function submitVerification(
  input: { name: string; idNumber: string },
  requestId: string,
  options: RequestOptions = writeOptions,
): Promise<Verification> {
  const reply = parseVerification(
    await apiPost<unknown>(
      ANCHOR_PATHS.verify,
      { name: input.name, id_number: input.idNumber, consent: true, request_id: requestId },
      options,
    ),
  );
  if (reply.state === 'none') throw badReply('a verification state');
  return reply;
}
