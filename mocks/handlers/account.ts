import { SELF_INFO_PATH, type SelfInfo } from '../../src/platform/session/selfInfo';
import { buildSelfInfo } from '../fixtures/users';
import { fail, ok, signed } from './signedRequest';

export const NOT_SIGNED_IN = { status: 10001, msg: '請先登入' } as const;

export function selfInfoHandler(user: SelfInfo = buildSelfInfo()) {
  return signed('get', SELF_INFO_PATH, ({ token }) =>
    token ? ok(user) : fail(NOT_SIGNED_IN.status, NOT_SIGNED_IN.msg),
  );
}

export const accountHandlers = [selfInfoHandler()];
