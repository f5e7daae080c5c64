import { CP_PATHS } from '../../src/features/cp/contract';
import { cpSimulator, type CpSimulator } from '../server/cp';
import { NOT_SIGNED_IN } from './account';
import { answer, fail, signed, textParam } from './signedRequest';

const signedOut = () => fail(NOT_SIGNED_IN.status, NOT_SIGNED_IN.msg);
const BAD_REQUEST = { status: 33499, msg: '參數錯誤' };

/** The CP endpoints over a simulator (the shared one unless a story brings its own). */
export function cpHandlers(simulator: CpSimulator = cpSimulator) {
  return [
    signed('get', CP_PATHS.show, ({ params, token }) =>
      token ? answer(simulator.show(token, textParam(params.cp_id))) : signedOut(),
    ),
    signed('post', CP_PATHS.confess, ({ params, token }) => {
      if (!token) return signedOut();
      const requestId = textParam(params.request_id);
      return requestId ? answer(simulator.confess(token, requestId)) : fail(BAD_REQUEST.status, BAD_REQUEST.msg);
    }),
    signed('get', CP_PATHS.announce, ({ params, token }) =>
      token ? answer(simulator.announce(token, textParam(params.cp_id))) : signedOut(),
    ),
    signed('post', CP_PATHS.confirmAnnounce, ({ params, token }) => {
      if (!token) return signedOut();
      const requestId = textParam(params.request_id);
      return requestId
        ? answer(simulator.confirmAnnounce(token, textParam(params.cp_id), requestId))
        : fail(BAD_REQUEST.status, BAD_REQUEST.msg);
    }),
    signed('get', CP_PATHS.hall, ({ params, token }) =>
      token ? answer(simulator.hall(token, textParam(params.cursor))) : signedOut(),
    ),
    signed('get', CP_PATHS.matchmakers, ({ token }) => (token ? answer(simulator.matchmakers(token)) : signedOut())),
  ];
}
