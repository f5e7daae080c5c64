import { TRIBE_PATHS } from '../../src/features/tribes/contract';
import { tribesSimulator, type TribesSimulator } from '../server/tribes';
import { NOT_SIGNED_IN } from './account';
import { answer, fail, signed, textParam } from './signedRequest';

const signedOut = () => fail(NOT_SIGNED_IN.status, NOT_SIGNED_IN.msg);
const BAD_REQUEST = { status: 34499, msg: '參數錯誤' };

/** The tribe endpoints over a simulator (the shared one unless a story brings its own). */
export function tribesHandlers(simulator: TribesSimulator = tribesSimulator) {
  const write = (act: 'join' | 'leave') =>
    signed('post', TRIBE_PATHS[act], ({ params, token }) => {
      if (!token) return signedOut();
      const requestId = textParam(params.request_id);
      return requestId
        ? answer(simulator[act](token, textParam(params.tribe_id), requestId))
        : fail(BAD_REQUEST.status, BAD_REQUEST.msg);
    });
  return [
    signed('get', TRIBE_PATHS.square, ({ params, token }) =>
      token ? answer(simulator.square(token, textParam(params.q))) : signedOut(),
    ),
    signed('get', TRIBE_PATHS.hall, ({ params, token }) =>
      token ? answer(simulator.hall(token, textParam(params.tribe_id))) : signedOut(),
    ),
    write('join'),
    write('leave'),
    signed('get', TRIBE_PATHS.pk, ({ token }) => (token ? answer(simulator.pk(token)) : signedOut())),
  ];
}
