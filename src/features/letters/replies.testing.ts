import { createAnonLettersSimulator } from '../../../mocks/server/anonLetters';
import type { ReplyFuzzCase } from '../../platform/http/replyFuzz.testing';
import { letterKeys, parseMailbox, parseState, parseThread } from './api';
import { letterPath } from './paths';

/** The anonymous letters' replies for the shared fuzz test: real ones from the seeded simulator. */
export function lettersReplyCases(): ReplyFuzzCase[] {
  const simulator = createAnonLettersSimulator();
  const token = 'fuzz';
  const data = <T>(reply: { ok: true; data: T } | { ok: false }): T => {
    if (!reply.ok) throw new Error('the simulator refused');
    return reply.data;
  };
  const received = data(simulator.mailbox(token, 'received'));
  const withReplies = received.letters.find((letter) => letter.reply_count > 0)!;
  return [
    {
      name: 'letters state',
      sample: data(simulator.state(token)),
      parse: parseState,
      page: { path: '/h5/letters', queryKey: letterKeys.state() },
    },
    {
      name: 'letters mailbox',
      sample: received,
      parse: (reply) => parseMailbox(reply, 'received'),
      page: { path: '/h5/letters/mailbox?box=received', queryKey: letterKeys.mailbox('received') },
    },
    {
      name: 'letter thread',
      sample: data(simulator.thread(token, withReplies.letter_id)),
      parse: parseThread,
      page: { path: letterPath(withReplies.letter_id), queryKey: letterKeys.thread(withReplies.letter_id) },
    },
  ];
}
