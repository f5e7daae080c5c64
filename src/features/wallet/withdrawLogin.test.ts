import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { ApiError } from '../../platform/http/errors';
import { TOKEN_MAX_LENGTH } from '../../platform/session/tokenFormat';
import { logIn } from './withdrawApi';
import { WITHDRAW_PATHS } from './withdrawContract';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const tokenOf = (length: number) => `eyJ.${'a1-_'.repeat(length)}`.slice(0, length);
const atLimit = tokenOf(TOKEN_MAX_LENGTH);
const overLimit = tokenOf(TOKEN_MAX_LENGTH + 1);

describe('the plain-browser sign-in', () => {
  it('a sign-in reply keeps its token whole up to the limit, and is refused over it (never cut short)', async () => {
    let reply = atLimit;
    server.use(
      http.post(`*${WITHDRAW_PATHS.login}`, () => HttpResponse.json({ status: 0, msg: '', data: { token: reply } })),
    );
    await expect(logIn('13800138000', '123456', 'k')).resolves.toBe(atLimit);
    reply = tokenOf(1024);
    await expect(logIn('13800138000', '123456', 'k')).resolves.toBe(reply);
    reply = overLimit;
    await expect(logIn('13800138000', '123456', 'k')).rejects.toThrow(ApiError);
  });
});
