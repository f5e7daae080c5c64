// @vitest-environment happy-dom
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lettersHandlers } from '../../../mocks/handlers/letters';
import { server } from '../../../mocks/node';
import { createLettersSimulator, type LettersSimulator } from '../../../mocks/server/letters';
import { setAppClock } from '../../platform/clock/clock';
import { isApiError } from '../../platform/http/errors';
import { updateSessionUser } from '../../platform/session/session';
import {
  isLostReply,
  type Letter,
  LETTERS_PATHS,
  letterRefusalOf,
  letterQuery,
  parseLetter,
  signLetter,
} from './lettersApi';

const signerReply = (idNumber: string) => ({
  kind: 'union',
  version: '1.0',
  signer: { verified: true, real_name: '王小明', id_number: idNumber, nickname: 'Mia', account_id: 10086 },
  guild: { guild_id: 'g', name: '星光', invitation: 'open' },
  signature: null,
});

describe('letter replies, read defensively', () => {
  it('reads a reply: masked number, numeric ids as text, the invitation open', () => {
    const letter = parseLetter(signerReply('1*************002X'), 'union');
    expect(letter.signer).toEqual({
      verified: true,
      realName: '王小明',
      idNumber: '1*************002X',
      nickname: 'Mia',
      accountId: '10086',
    });
    expect(letter.guild).toEqual({ id: 'g', name: '星光', invitationOpen: true });
    expect(letter.signature).toBeNull();
  });

  it.each(['11010519491231002X', 'A123456789', '1101051949****002X'])(
    'refuses a reply whose ID number is not masked (%s), with ApiError',
    (idNumber) => {
      let thrown: unknown;
      try {
        parseLetter(signerReply(idNumber), 'union');
      } catch (error) {
        thrown = error;
      }
      expect(isApiError(thrown)).toBe(true);
      expect(String(thrown)).not.toContain(idNumber);
    },
  );

  it('refuses a reply about another letter', () => {
    expect(() => parseLetter(signerReply('1*************002X'), 'promise')).toThrow(/another letter/);
  });

  it('shows no name or number before verification, whatever the reply says', () => {
    const raw = signerReply('1*************002X');
    const letter = parseLetter({ ...raw, signer: { ...raw.signer, verified: 'yes' } }, 'union');
    expect(letter.signer).toMatchObject({ verified: false, realName: '', idNumber: '' });
  });

  it('reads a signature: a garbled moment is null, a garbled day is null', () => {
    const letter = parseLetter(
      { ...signerReply(''), signature: { signed_at: 1e300, version: '1.0', term_start: '2026-02-30', term_end: 7 } },
      'union',
    );
    expect(letter.signature).toEqual({ signedAt: null, version: '1.0', termStart: null, termEnd: null });
  });
});

describe('signing over the mock server', () => {
  let simulator: LettersSimulator;
  const NOW = Date.parse('2026-11-26T20:00:00+08:00');
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    setAppClock(NOW);
    updateSessionUser({ access_token: 'unit-token' });
    simulator = createLettersSimulator();
    server.use(...lettersHandlers(simulator));
  });
  afterEach(() => {
    server.resetHandlers();
    setAppClock(null);
  });

  const read = (kind: 'union' | 'guild'): Promise<Letter> =>
    Promise.resolve(letterQuery(kind).queryFn!({ signal: new AbortController().signal } as never));

  it('reads the letter, signs it once per key, and a repeat of the key gets the same answer', async () => {
    const before = await read('union');
    expect(before.signer.idNumber).toBe('1*************002X');
    const first = await signLetter({ kind: 'union', version: '1.0' }, 'key-1');
    const again = await signLetter({ kind: 'union', version: '1.0' }, 'key-1');
    expect(first.signature?.version).toBe('1.0');
    expect(again).toEqual(first);
    expect(simulator.ledgerOf('unit-token').signatures).toBe(1);
  });

  it('a second key for a signed letter is refused as already signed', async () => {
    await signLetter({ kind: 'union', version: '1.0' }, 'key-1');
    const error = await signLetter({ kind: 'union', version: '1.0' }, 'key-2').catch((caught: unknown) => caught);
    expect(letterRefusalOf(error)).toBe('alreadySigned');
    expect(isLostReply(error)).toBe(false);
  });

  it('the guild agreement: the term starts on the chosen day and lasts a year; outside the window it is refused', async () => {
    const signed = await signLetter({ kind: 'guild', version: '1.0', termStart: '2026-12-01' }, 'key-g');
    expect(signed.signature).toMatchObject({ termStart: '2026-12-01', termEnd: '2027-11-30' });
    simulator.setUp('unit-token', {});
    const late = await signLetter({ kind: 'guild', version: '1.0', termStart: '2026-12-27' }, 'key-late').catch(
      (caught: unknown) => caught,
    );
    expect(letterRefusalOf(late)).toBe('badTermStart');
  });

  it('refuses an old version, an unverified signer and a withdrawn invitation, each in its own words', async () => {
    const outdated = await signLetter({ kind: 'union', version: '0.9' }, 'k1').catch((caught: unknown) => caught);
    expect(letterRefusalOf(outdated)).toBe('versionOutdated');
    simulator.setUp('unit-token', { verified: false });
    const unverified = await signLetter({ kind: 'union', version: '1.0' }, 'k2').catch((caught: unknown) => caught);
    expect(letterRefusalOf(unverified)).toBe('notVerified');
    simulator.setUp('unit-token', { invitation: 'withdrawn' });
    const withdrawn = await signLetter({ kind: 'union', version: '1.0' }, 'k3').catch((caught: unknown) => caught);
    expect(letterRefusalOf(withdrawn)).toBe('invitationWithdrawn');
    expect(simulator.ledgerOf('unit-token').signatures).toBe(0);
  });

  it('a reply with an unmasked number is refused, and a lost connection is a lost reply', async () => {
    server.use(
      http.get(`*${LETTERS_PATHS.letter}`, () =>
        HttpResponse.json({ status: 0, msg: '', data: signerReply('11010519491231002X') }),
      ),
    );
    const refused = await read('union').catch((caught: unknown) => caught);
    expect(isApiError(refused)).toBe(true);
    server.use(http.post(`*${LETTERS_PATHS.sign}`, () => HttpResponse.error()));
    const lost = await signLetter({ kind: 'union', version: '1.0' }, 'k').catch((caught: unknown) => caught);
    expect(isLostReply(lost)).toBe(true);
  });
});
