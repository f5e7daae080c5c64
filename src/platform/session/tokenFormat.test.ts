import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { readLaunchParams } from '../env/launchParams';
import { apiGet } from '../http/client';
import { headerValue } from '../http/headerValue';
import { updateSessionUser } from './session';
import { chooseToken } from './token';
import { TOKEN_MAX_LENGTH } from './tokenFormat';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A JWT-like token of exactly `length` characters. */
const tokenOf = (length: number) => `eyJ.${'a1-_'.repeat(length)}`.slice(0, length);
const atLimit = tokenOf(TOKEN_MAX_LENGTH);
const overLimit = tokenOf(TOKEN_MAX_LENGTH + 1);

/** The Access-Token header a signed request carries with `token` as the session's token. */
async function headerSentWith(token: string): Promise<string | null> {
  let seen: string | null = null;
  server.use(
    http.get('*/echo-token', ({ request }) => {
      seen = request.headers.get('Access-Token');
      return HttpResponse.json({ status: 0, msg: '', data: 'ok' });
    }),
  );
  updateSessionUser({ access_token: token });
  await apiGet('/echo-token');
  return seen;
}

describe('one limit for the token, everywhere', () => {
  it('is at least 4 KB (long JWTs exist)', () => {
    expect(TOKEN_MAX_LENGTH).toBeGreaterThanOrEqual(4096);
  });

  it.each([1024, TOKEN_MAX_LENGTH])(
    'a %i-character token from the address reaches every request whole',
    async (length) => {
      const token = tokenOf(length);
      const fromAddress = readLaunchParams(`?access_token=${token}`).accessToken;
      expect(fromAddress).toBe(token);
      const chosen = chooseToken({ query: fromAddress, cookie: null, stored: null });
      expect(chosen).toBe(token);
      expect(await headerSentWith(chosen)).toBe(token);
    },
  );

  it('a token from the cookie or storage at the limit is kept and sent whole', async () => {
    expect(chooseToken({ query: null, cookie: atLimit, stored: null })).toBe(atLimit);
    expect(chooseToken({ query: null, cookie: null, stored: atLimit })).toBe(atLimit);
    expect(headerValue(atLimit)).toBe(atLimit);
  });

  it('one character over the limit is refused where it enters, by every source alike', () => {
    expect(readLaunchParams(`?access_token=${overLimit}`).accessToken).toBeNull();
    // Refused as if absent: the next source is used instead of a token that would be dropped from the header later.
    expect(chooseToken({ query: overLimit, cookie: 'cookie-token', stored: null })).toBe('cookie-token');
    expect(chooseToken({ query: null, cookie: overLimit, stored: 'stored-token' })).toBe('stored-token');
    expect(chooseToken({ query: null, cookie: null, stored: overLimit })).toBe('');
  });
});
