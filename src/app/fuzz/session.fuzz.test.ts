// @vitest-environment happy-dom
import { buildSelfInfo } from '../../../mocks/fixtures/users';
import { parseSelfInfo, selfInfoQuery } from '../../platform/session/selfInfo';
import { describeReplyFuzz } from './describeReplyFuzz.testing';

// The platform's own reply: self info, on the home page (greeting, level, member card).
describeReplyFuzz('session', [
  {
    name: 'self info',
    sample: buildSelfInfo(),
    parse: parseSelfInfo,
    page: { path: '/', queryKey: selfInfoQuery().queryKey },
  },
]);
