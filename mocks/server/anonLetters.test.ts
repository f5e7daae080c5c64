import { describe, expect, it } from 'vitest';
import { LETTER_STATUS } from '../../src/features/letters/contract';
import { createAnonLettersSimulator, RECEIVE_LIMIT, REVIEW_MS, SEND_INTERVAL_MS, SEND_LIMIT } from './anonLetters';

const START = Date.UTC(2026, 4, 20, 4); // 12:00 in UTC+8
const data = <T>(reply: { ok: true; data: T } | { ok: false }): T => {
  if (!reply.ok) throw new Error('refused');
  return reply.data;
};
const refusal = (reply: { ok: boolean; failure?: { status: number } }) => (reply.ok ? null : reply.failure!.status);

function server(member = {}) {
  let now = START;
  const simulator = createAnonLettersSimulator({ now: () => now, member });
  return { simulator, pass: (ms: number) => (now += ms) };
}

/** Every key of a reply, at any depth. */
const keysOf = (value: unknown): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)])
    : [];

describe('the letters server', () => {
  it('sends one letter per request id, however often it is asked', () => {
    const { simulator } = server({ mailbox: 'empty' });
    const first = data(simulator.send('a', '你好，陌生人', 'req-1'));
    const again = data(simulator.send('a', '你好，陌生人', 'req-1'));
    expect(again.letter.letter_id).toBe(first.letter.letter_id);
    expect(simulator.ledgerOf('a').letters).toBe(1);
    expect(first.state.quota.send_left).toBe(SEND_LIMIT - 2); // one written before today, one now
  });

  it('screens a letter: under review, then delivered — or rejected when it carries contact details', () => {
    const { simulator, pass } = server({ mailbox: 'empty' });
    const plain = data(simulator.send('a', '今晚的月亮好圓', 'r1')).letter;
    pass(SEND_INTERVAL_MS);
    const contact = data(simulator.send('a', '加我 LINE ID: sunny0520', 'r2')).letter;
    expect([plain.status, contact.status]).toEqual(['reviewing', 'reviewing']);
    pass(REVIEW_MS);
    const sent = data(simulator.mailbox('a', 'sent')).letters;
    expect(sent.find((letter) => letter.letter_id === plain.letter_id)?.status).toBe('delivered');
    expect(sent.find((letter) => letter.letter_id === contact.letter_id)).toMatchObject({
      status: 'rejected',
      reject_reason: 'contact',
    });
  });

  it('holds the rate limit, the daily quotas in UTC+8 days, and the 499-character limit', () => {
    const { simulator, pass } = server({ mailbox: 'empty', sentToday: SEND_LIMIT - 1, receivedToday: RECEIVE_LIMIT });
    expect(refusal(simulator.send('a', '字'.repeat(500), 'long'))).toBe(LETTER_STATUS.invalidText);
    data(simulator.send('a', '🇹🇼'.repeat(499), 'flags')); // 499 flags are 499 characters
    pass(SEND_INTERVAL_MS);
    expect(refusal(simulator.send('a', 'one more', 'quota'))).toBe(LETTER_STATUS.sendQuotaUsed);
    expect(refusal(simulator.receive('a', 'fish'))).toBe(LETTER_STATUS.receiveQuotaUsed);
    pass(12 * 3_600_000); // past midnight in UTC+8
    expect(data(simulator.state('a')).quota).toMatchObject({ send_left: SEND_LIMIT, receive_left: RECEIVE_LIMIT });
  });

  it('refuses a second letter within a minute', () => {
    const { simulator } = server({ mailbox: 'empty' });
    data(simulator.send('a', 'first', 'r1'));
    expect(refusal(simulator.send('a', 'second', 'r2'))).toBe(LETTER_STATUS.tooFast);
    expect(data(simulator.state('a')).next_send_at).toBe(START + SEND_INTERVAL_MS);
  });

  it('delivers a member’s letter to another member, and their conversation names nobody', () => {
    const { simulator, pass } = server({ mailbox: 'empty' });
    const sent = data(simulator.send('writer-token', '寫給你的第一封信', 'w1')).letter;
    pass(REVIEW_MS);
    const fished = data(simulator.receive('reader-token', 'f1')).letter;
    expect(fished.letter_id).toBe(sent.letter_id);
    const again = data(simulator.receive('reader-token', 'f1')).letter; // the same request: the same letter, one quota
    expect(again.letter_id).toBe(fished.letter_id);
    expect(data(simulator.state('reader-token')).quota.receive_left).toBe(RECEIVE_LIMIT - 3);
    data(simulator.reply('reader-token', fished.letter_id, '收到了，謝謝你', 'rr1'));
    data(simulator.reply('reader-token', fished.letter_id, '收到了，謝謝你', 'rr1'));
    expect(simulator.ledgerOf('reader-token').replies).toBe(1);
    const thread = data(simulator.thread('writer-token', sent.letter_id));
    expect(thread.replies).toEqual([expect.objectContaining({ mine: false, text: '收到了，謝謝你' })]);
    expect(data(simulator.state('writer-token')).unread_replies).toBe(0); // read by opening it
    const replies = [
      thread,
      data(simulator.thread('reader-token', sent.letter_id)),
      data(simulator.mailbox('reader-token', 'received')),
    ];
    const keys = new Set(replies.flatMap(keysOf));
    for (const personal of ['user_id', 'public_id', 'avatar', 'nickname', 'token', 'writer', 'reader'])
      expect(keys.has(personal)).toBe(false);
    expect(JSON.stringify(replies)).not.toMatch(/writer-token|reader-token/);
  });

  it('lets the writer answer only after a reply, and closes a conversation for good when blocked or reported', () => {
    const { simulator, pass } = server({ mailbox: 'empty' });
    const sent = data(simulator.send('w', 'hello', 'w1')).letter;
    pass(REVIEW_MS);
    expect(refusal(simulator.reply('w', sent.letter_id, 'anyone?', 'x'))).toBe(LETTER_STATUS.closed);
    data(simulator.receive('r', 'f'));
    data(simulator.reply('r', sent.letter_id, 'hi!', 'y'));
    data(simulator.reply('w', sent.letter_id, 'hi back', 'z'));
    const reported = data(simulator.report('r', sent.letter_id, 'harassment', 'rep'));
    expect(reported).toMatchObject({ closed: 'reported', report_reason: 'harassment' });
    expect(refusal(simulator.reply('w', sent.letter_id, 'still there?', 'q'))).toBe(LETTER_STATUS.closed);
    // The reported writer's next letter never reaches the reader again.
    pass(SEND_INTERVAL_MS);
    const next = data(simulator.send('w', 'second letter', 'w2')).letter;
    pass(REVIEW_MS);
    expect(data(simulator.receive('r', 'f2')).letter.letter_id).not.toBe(next.letter_id);
  });

  it('says the sea is empty when it is, and keeps letters of others out of sight', () => {
    const { simulator } = server({ seaEmpty: true });
    expect(refusal(simulator.receive('a', 'f'))).toBe(LETTER_STATUS.seaEmpty);
    const someone = data(simulator.mailbox('b', 'sent')).letters[0]!;
    expect(refusal(simulator.thread('a', someone.letter_id))).toBe(LETTER_STATUS.unknownLetter);
  });
});
