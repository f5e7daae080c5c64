import { serverTimeFor } from '../server/serverClock';
import { NOT_SIGNED_IN } from './account';
import { fail, signed, type SignedContext } from './signedRequest';

/** The server's answer to a request that needs a session and has none. */
export const signedOut = () => fail(NOT_SIGNED_IN.status, NOT_SIGNED_IN.msg);

/**
 * Signed endpoints that need a session, over a simulator: each request meets the server at its token's time (an e2e
 * pin, or the app clock).
 */
export const signedInRoute =
  (simulator: { setClock(at: number | null): void }) =>
  (method: 'get' | 'post', path: string, resolve: (context: SignedContext & { token: string }) => Response) =>
    signed(method, path, (context) => {
      if (!context.token) return signedOut();
      simulator.setClock(serverTimeFor(context.token));
      return resolve({ ...context, token: context.token });
    });
