import { CHRISTMAS_PATHS } from '../../src/features/christmas/contract';
import { CONTACTS_PATH } from '../../src/platform/social/contacts';
import { christmasSimulator, CHRISTMAS_FAILURES, type ChristmasSimulator } from '../server/christmas';
import { contactsSimulator, type ContactsSimulator } from '../server/contacts';
import { serverTimeFor } from '../server/serverClock';
import { NOT_SIGNED_IN } from './account';
import { answer, fail, ok, signed, textParam, type SignedContext, type SignedParams } from './signedRequest';
import type { SimulatorReply } from '../server/simulatorReply';

const BAD_REQUEST = CHRISTMAS_FAILURES.invalid;
const signedOut = () => fail(NOT_SIGNED_IN.status, NOT_SIGNED_IN.msg);

/** A write: signed in, with its idempotency key, or refused before the simulator sees it. */
const write =
  (run: (token: string, requestId: string, params: SignedParams) => SimulatorReply<unknown>) =>
  ({ params, token }: SignedContext) => {
    if (!token) return signedOut();
    const requestId = textParam(params.request_id);
    return requestId ? answer(run(token, requestId, params)) : fail(BAD_REQUEST.status, BAD_REQUEST.msg);
  };

/** A read of my own: signed in. */
const mine =
  <T>(read: (token: string) => SimulatorReply<T>) =>
  ({ token }: SignedContext) =>
    token ? answer(read(token)) : signedOut();

/** The Christmas tree endpoints and the contacts, over simulators (the shared ones unless a story brings its own). */
export function christmasHandlers(
  simulator: ChristmasSimulator = christmasSimulator,
  contacts: ContactsSimulator = contactsSimulator,
) {
  // Each request meets the server at its token's time (an e2e pin, or the app clock): the simulator's calls are
  // synchronous, so setting its clock just before is setting it for that request.
  const route = (method: 'get' | 'post', path: string, resolve: (context: SignedContext) => Response) =>
    signed(method, path, (context) => {
      simulator.setClock(serverTimeFor(context.token));
      return resolve(context);
    });
  return [
    route('get', CHRISTMAS_PATHS.config, () => answer(simulator.config())),
    route(
      'get',
      CHRISTMAS_PATHS.state,
      mine((token) => simulator.state(token)),
    ),
    route(
      'get',
      CHRISTMAS_PATHS.pool,
      mine((token) => simulator.pool(token)),
    ),
    route(
      'get',
      CHRISTMAS_PATHS.wishes,
      mine((token) => simulator.wishes(token)),
    ),
    route(
      'post',
      CHRISTMAS_PATHS.light,
      write((token, requestId) => simulator.light(token, requestId)),
    ),
    route(
      'post',
      CHRISTMAS_PATHS.buy,
      write((token, requestId, params) => simulator.buy(token, Number(params.count), requestId)),
    ),
    route(
      'post',
      CHRISTMAS_PATHS.gift,
      write((token, requestId, params) => {
        const to = textParam(params.to_user_id);
        const reply = simulator.gift(token, to, requestId, contacts.has);
        if (reply.ok) contacts.noteRecent(token, to);
        return reply;
      }),
    ),
    route(
      'post',
      CHRISTMAS_PATHS.wishes,
      write((token, requestId, params) => simulator.postWish(token, textParam(params.text), requestId)),
    ),
    route('post', CHRISTMAS_PATHS.report, ({ params, token }) => {
      if (!token) return signedOut();
      const wishId = textParam(params.wish_id);
      return wishId ? answer(simulator.report(token, wishId)) : fail(BAD_REQUEST.status, BAD_REQUEST.msg);
    }),
    signed('get', CONTACTS_PATH, ({ token }) => (token ? ok(contacts.contacts(token)) : signedOut())),
  ];
}
