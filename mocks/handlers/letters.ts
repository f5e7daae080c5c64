import { isLetterKind } from '../../src/features/agreements/letters';
import { LETTERS_PATHS } from '../../src/features/agreements/lettersContract';
import { type LettersSimulator, lettersSimulator } from '../server/letters';
import { signedInRoute } from './signedInRoute';
import { answer, fail, textParam } from './signedRequest';

/** The server's answer to a request that names no letter it knows, or a signature without its key. */
const BAD_REQUEST = { status: 40001, msg: 'bad request' } as const;

/** The letters endpoints over a simulator (the shared one unless a story brings its own). */
export function lettersHandlers(simulator: LettersSimulator = lettersSimulator) {
  const route = signedInRoute(simulator);
  return [
    route('get', LETTERS_PATHS.letter, ({ token, params }) => {
      const kind = textParam(params.kind);
      return isLetterKind(kind) ? answer(simulator.letter(token, kind)) : fail(BAD_REQUEST.status, BAD_REQUEST.msg);
    }),
    route('post', LETTERS_PATHS.sign, ({ token, params }) => {
      const kind = textParam(params.kind);
      const requestId = textParam(params.request_id);
      if (!isLetterKind(kind) || !requestId) return fail(BAD_REQUEST.status, BAD_REQUEST.msg);
      return answer(
        simulator.sign(
          token,
          { kind, version: textParam(params.version), termStart: textParam(params.term_start) },
          requestId,
        ),
      );
    }),
  ];
}
