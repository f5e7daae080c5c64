import { ANCHOR_PATHS } from '../../src/features/anchor/contract';
import { ANCHOR_FAILURES, anchorSimulator, type AnchorSimulator } from '../server/anchor';
import { signedInRoute } from './signedInRoute';
import { answer, fail, textParam } from './signedRequest';

/**
 * The anchor endpoints over a simulator (the shared one unless a story brings its own). The check-in is the
 * withdrawal handlers' sign-in: a story registers those over the same withdrawal simulator.
 */
export function anchorHandlers(simulator: AnchorSimulator = anchorSimulator) {
  const route = signedInRoute(simulator);
  const needsRequestId = (requestId: string, write: () => Response) =>
    requestId ? write() : fail(ANCHOR_FAILURES.badIdentity.status, 'request_id is required');
  return [
    route('get', ANCHOR_PATHS.profile, ({ token }) => answer(simulator.profile(token))),
    route('get', ANCHOR_PATHS.tasks, ({ token }) => answer(simulator.tasks(token))),
    route('post', ANCHOR_PATHS.claim, ({ token, params }) =>
      needsRequestId(textParam(params.request_id), () =>
        answer(simulator.claim(token, textParam(params.reward_id), textParam(params.request_id))),
      ),
    ),
    route('get', ANCHOR_PATHS.points, ({ token }) => answer(simulator.points(token))),
    route('get', ANCHOR_PATHS.qa, ({ params }) =>
      answer(simulator.qa(textParam(params.set), textParam(params['app-language']))),
    ),
    route('get', ANCHOR_PATHS.verification, ({ token }) => answer(simulator.verification(token))),
    route('post', ANCHOR_PATHS.verify, ({ token, params }) =>
      needsRequestId(textParam(params.request_id), () =>
        answer(
          simulator.verify(
            token,
            {
              name: textParam(params.name),
              idNumber: textParam(params.id_number),
              consent: params.consent === true || params.consent === 'true',
            },
            textParam(params.request_id),
          ),
        ),
      ),
    ),
  ];
}
