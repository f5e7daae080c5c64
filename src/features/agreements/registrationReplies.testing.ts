import { createRegistrationSimulator } from '../../../mocks/server/registration';
import type { ReplyFuzzCase } from '../../platform/http/replyFuzz.testing';
import { REGISTRATION_PATH } from './paths';
import { parseRegistration, registrationKeys } from './registrationApi';

/**
 * The registration replies for the shared fuzz test: a real one from the seeded simulator (a fuzzed state shows the
 * form, so both screens are rendered).
 */
export function registrationReplyCases(): ReplyFuzzCase[] {
  const now = () => Date.parse('2026-11-20T20:00:00+08:00');
  const data = <T>(reply: { ok: true; data: T } | { ok: false }): T => {
    if (!reply.ok) throw new Error('the simulator refused');
    return reply.data;
  };
  const submitted = createRegistrationSimulator({ now, setup: { state: 'reviewing' } });
  return [
    {
      name: 'registration (under review)',
      sample: data(submitted.state('fuzz')),
      parse: parseRegistration,
      page: { path: REGISTRATION_PATH, queryKey: registrationKeys.state() },
    },
  ];
}
