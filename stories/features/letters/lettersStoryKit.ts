import { http, HttpResponse, type AnyHandler } from 'msw';
import { within } from 'storybook/test';
import { anonLettersHandlers } from '../../../mocks/handlers/anonLetters';
import { createAnonLettersSimulator, type AnonLettersSimulatorOptions } from '../../../mocks/server/anonLetters';
import { LETTER_PATHS } from '../../../src/features/letters/contract';
import { i18n } from '../../../src/platform/i18n/i18n';
import { sessionStore } from '../../../src/platform/storage/safeStorage';
import { hideToast } from '../../../src/ui/Toast/toast';
import { mockApi, type MswContext } from '../../storyKit';

/**
 * A letters story: the page at `url` with its own seeded letters server, new at every render; `overrides` are
 * handlers that win over the server's (a failing or odd reply). No draft and no write is left by the story before.
 */
export function lettersStory(url: string, simulator: AnonLettersSimulatorOptions = {}, ...overrides: AnyHandler[]) {
  const path = url.split('?')[0]!;
  return {
    parameters: { route: { path, url } },
    beforeEach: (context: MswContext) => {
      for (const key of ['letters:draft', 'write:letters:send', 'write:letters:receive']) sessionStore.remove(key);
      hideToast();
      return mockApi(...overrides, ...anonLettersHandlers(createAnonLettersSimulator(simulator)))(context);
    },
  };
}

/** The server says nobody is signed in, on every read. */
export const signedOutReplies = () =>
  [LETTER_PATHS.state, LETTER_PATHS.mailbox, LETTER_PATHS.thread].map((path) =>
    http.get(`*${path}`, () => HttpResponse.json({ status: 10001, msg: '請先登入', data: null })),
  );

/** A write's first request reaches nobody's answer (the network drops it); its check, with the same key, gets through. */
export const firstWriteLost = (path: string) => {
  const seen = new Set<string>();
  return http.post(`*${path}`, async ({ request }) => {
    const { request_id: key } = (await request.clone().json()) as { request_id: string };
    if (seen.has(key)) return undefined;
    seen.add(key);
    return HttpResponse.error();
  });
};

export const lettersText = (key: string, options?: Record<string, unknown>) =>
  i18n.t(`anonLetters:${key}`, options ?? {});
export const commonText = (key: string) => i18n.t(`common:${key}`);
/** The whole document (dialogs and sheets are outside the story's root). */
export const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * The ids of the seeded mailbox's letters (the same for every new server: a story's address names one before its
 * server exists): the fished letter with a conversation, the fished one waiting for my reply, and my delivered
 * (answered), rejected and just-written letters.
 */
export function seededLetters() {
  const probe = createAnonLettersSimulator();
  const read = <T>(reply: { ok: true; data: T } | { ok: false }) => (reply.ok ? reply.data : null)!;
  const received = read(probe.mailbox('story', 'received')).letters;
  const sent = read(probe.mailbox('story', 'sent')).letters;
  const id = (letter: { letter_id: string } | undefined) => letter!.letter_id;
  return {
    receivedAnswered: id(received.find((letter) => letter.reply_count > 0)),
    receivedWaiting: id(received.find((letter) => letter.reply_count === 0)),
    sentDelivered: id(sent.find((letter) => letter.status === 'delivered')),
    sentRejected: id(sent.find((letter) => letter.status === 'rejected')),
    sentReviewing: id(sent.find((letter) => letter.status === 'reviewing')),
  };
}
