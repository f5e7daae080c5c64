import { LETTER_PATHS, type MailboxKind } from '../../src/features/letters/contract';
import { anonLettersSimulator, LETTER_FAILURES, type AnonLettersSimulator } from '../server/anonLetters';
import { NOT_SIGNED_IN } from './account';
import { answer, fail, signed, textParam } from './signedRequest';

const BAD_REQUEST = LETTER_FAILURES.unknownLetter;
const BOXES: readonly string[] = ['received', 'sent', 'replies'] satisfies MailboxKind[];
const signedOut = () => fail(NOT_SIGNED_IN.status, NOT_SIGNED_IN.msg);

/** The anonymous letters' endpoints over a simulator (the shared one unless a story brings its own). */
export function anonLettersHandlers(simulator: AnonLettersSimulator = anonLettersSimulator) {
  return [
    signed('get', LETTER_PATHS.state, ({ token }) => (token ? answer(simulator.state(token)) : signedOut())),
    signed('get', LETTER_PATHS.mailbox, ({ params, token }) => {
      if (!token) return signedOut();
      const box = textParam(params.box);
      return BOXES.includes(box)
        ? answer(simulator.mailbox(token, box as MailboxKind))
        : fail(BAD_REQUEST.status, BAD_REQUEST.msg);
    }),
    signed('get', LETTER_PATHS.thread, ({ params, token }) =>
      token ? answer(simulator.thread(token, textParam(params.letter_id))) : signedOut(),
    ),
    signed('post', LETTER_PATHS.send, ({ params, token }) => {
      if (!token) return signedOut();
      const requestId = textParam(params.request_id);
      return requestId
        ? answer(simulator.send(token, textParam(params.text), requestId))
        : fail(BAD_REQUEST.status, BAD_REQUEST.msg);
    }),
    signed('post', LETTER_PATHS.receive, ({ params, token }) => {
      if (!token) return signedOut();
      const requestId = textParam(params.request_id);
      return requestId ? answer(simulator.receive(token, requestId)) : fail(BAD_REQUEST.status, BAD_REQUEST.msg);
    }),
    signed('post', LETTER_PATHS.reply, ({ params, token }) => {
      if (!token) return signedOut();
      const requestId = textParam(params.request_id);
      return requestId
        ? answer(simulator.reply(token, textParam(params.letter_id), textParam(params.text), requestId))
        : fail(BAD_REQUEST.status, BAD_REQUEST.msg);
    }),
    signed('post', LETTER_PATHS.report, ({ params, token }) => {
      if (!token) return signedOut();
      const requestId = textParam(params.request_id);
      return requestId
        ? answer(simulator.report(token, textParam(params.letter_id), textParam(params.reason), requestId))
        : fail(BAD_REQUEST.status, BAD_REQUEST.msg);
    }),
    signed('post', LETTER_PATHS.block, ({ params, token }) => {
      if (!token) return signedOut();
      const requestId = textParam(params.request_id);
      return requestId
        ? answer(simulator.block(token, textParam(params.letter_id), requestId))
        : fail(BAD_REQUEST.status, BAD_REQUEST.msg);
    }),
  ];
}
