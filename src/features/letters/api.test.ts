import { describe, expect, it } from 'vitest';
import { parseMailbox, parseState, parseThread } from './api';

describe('the letters replies, read defensively', () => {
  it('keeps only what the page shows: a name or an avatar the server let slip never reaches it', () => {
    const thread = parseThread({
      letter: { letter_id: 'l1', mine: false, text: 'hi', sent_at: Date.UTC(2026, 0, 1), nickname: 'Amy', user_id: 7 },
      replies: [{ reply_id: 'r1', mine: true, text: 'hello', at: Date.UTC(2026, 0, 2), avatar: 'https://x/a.png' }],
    });
    expect(JSON.stringify(thread)).not.toMatch(/Amy|avatar|user_id|nickname|a\.png/);
    expect(thread.letter).toMatchObject({ letter_id: 'l1', mine: false, status: 'delivered' });
  });

  it('leaves out rows without an id, and reads an unknown status of my letter as under review', () => {
    const box = parseMailbox(
      {
        letters: [
          { letter_id: 'a', mine: true, status: 'teleported', text: 'x', sent_at: Date.UTC(2026, 0, 1) },
          { mine: true, text: 'no id' },
          'nonsense',
          { letter_id: 'b', mine: true, status: 'rejected', reject_reason: 'aliens' },
        ],
      },
      'sent',
    );
    expect(box.letters.map((letter) => [letter.letter_id, letter.status, letter.reject_reason])).toEqual([
      ['a', 'reviewing', null],
      ['b', 'rejected', 'other'],
    ]);
  });

  it('holds the quotas to their limits', () => {
    expect(parseState({ quota: { send_left: 9, send_limit: 5, receive_left: -2, receive_limit: 'x' } }).quota).toEqual({
      send_left: 5,
      send_limit: 5,
      receive_left: 0,
      receive_limit: 0,
    });
  });
});
