import { createLettersSimulator } from '../../../mocks/server/letters';
import type { ReplyFuzzCase } from '../../platform/http/replyFuzz.testing';
import anchorGuild from './documents/anchorGuild/en';
import commitmentLetter from './documents/commitmentLetter/en';
import promiseLetter from './documents/promiseLetter/en';
import unionLetter from './documents/unionLetter/en';
import { LETTER_DOCUMENT, type LetterKind } from './letters';
import { lettersKeys, parseLetter } from './lettersApi';
import { COMMITMENT_LETTER_PATH, GUILD_AGREEMENT_PATH, PROMISE_LETTER_PATH, UNION_LETTER_PATH } from './paths';

const PAGES: Record<LetterKind, string> = {
  union: UNION_LETTER_PATH,
  promise: PROMISE_LETTER_PATH,
  commitment: COMMITMENT_LETTER_PATH,
  guild: GUILD_AGREEMENT_PATH,
};
/** The documents in English, the fuzz test's language: on screen next to the fuzzed reply. */
const DOCUMENTS = { union: unionLetter, promise: promiseLetter, commitment: commitmentLetter, guild: anchorGuild };

/** The letter replies for the shared fuzz test: real ones from the seeded simulator, unsigned and signed. */
export function letterReplyCases(): ReplyFuzzCase[] {
  const now = () => Date.parse('2026-11-26T20:00:00+08:00');
  const unsigned = createLettersSimulator({ now });
  const signed = createLettersSimulator({ now, setup: { signed: ['union', 'promise', 'commitment', 'guild'] } });
  const data = <T>(reply: { ok: true; data: T } | { ok: false }): T => {
    if (!reply.ok) throw new Error('the simulator refused');
    return reply.data;
  };
  return (['union', 'promise', 'commitment', 'guild'] as const).flatMap((kind) =>
    [
      ['unsigned', unsigned],
      ['signed', signed],
    ].map(([state, simulator]) => ({
      name: `${kind} letter (${state as string})`,
      sample: data((simulator as typeof unsigned).letter('fuzz', kind)),
      parse: (reply: unknown) => parseLetter(reply, kind),
      page: {
        path: PAGES[kind],
        queryKey: lettersKeys.letter(kind),
        alongside: [[['legal-document', LETTER_DOCUMENT[kind], 'en'], DOCUMENTS[kind]]] as const,
      },
    })),
  );
}
