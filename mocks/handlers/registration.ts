import { REGISTRATION_PATHS } from '../../src/features/agreements/registrationContract';
import { REGISTRATION_FAILURES, registrationSimulator, type RegistrationSimulator } from '../server/registration';
import { signedInRoute } from './signedInRoute';
import { answer, fail, textParam } from './signedRequest';

/** The registration endpoints over a simulator (the shared one unless a story brings its own). */
export function registrationHandlers(simulator: RegistrationSimulator = registrationSimulator) {
  const route = signedInRoute(simulator);
  const yes = (value: unknown) => value === true || value === 'true';
  return [
    route('get', REGISTRATION_PATHS.state, ({ token }) => answer(simulator.state(token))),
    route('post', REGISTRATION_PATHS.submit, ({ token, params }) => {
      const requestId = textParam(params.request_id);
      if (!requestId) return fail(REGISTRATION_FAILURES.invalid.status, 'request_id is required');
      return answer(
        simulator.submit(
          token,
          {
            name: textParam(params.name),
            wechatId: textParam(params.wechat_id),
            phone: textParam(params.phone),
            idNumber: textParam(params.id_number),
            address: textParam(params.address),
            maritalStatus: textParam(params.marital_status),
            birthHistory: textParam(params.birth_history),
            birthHistoryConsent: yes(params.birth_history_consent),
            declaration: yes(params.declaration),
          },
          requestId,
        ),
      );
    }),
  ];
}
