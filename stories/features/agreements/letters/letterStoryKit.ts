import { type AnyHandler, delay, http, HttpResponse } from 'msw';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { lettersHandlers } from '../../../../mocks/handlers/letters';
import { createLettersSimulator, type LetterSetup, type LettersSimulator } from '../../../../mocks/server/letters';
import { signKey } from '../../../../src/features/agreements/components/letters/LetterScreen';
import { loadLegalDocument } from '../../../../src/features/agreements/legalDocument';
import { dayStart, LETTER_DOCUMENT, LETTER_KINDS, type LetterKind } from '../../../../src/features/agreements/letters';
import { LETTERS_PATHS } from '../../../../src/features/agreements/lettersContract';
import { WRITE_TIMEOUT_MS } from '../../../../src/platform/http/writeIntent';
import { dateFormat } from '../../../../src/platform/i18n/dateFormat';
import { i18n } from '../../../../src/platform/i18n/i18n';
import { sessionStore } from '../../../../src/platform/storage/safeStorage';
import { hideToast } from '../../../../src/ui/Toast/toast';
import { mockApi, type MswContext } from '../../../storyKit';

/** The simulator of the story on screen: play functions ask its ledger what the server did. */
export let storyServer: LettersSimulator | null = null;
/** The session the stories run with (.storybook/preview.tsx). */
export const TOKEN = 'story-token';
/** Thursday 26 November 2026, 10:00 in UTC+8: the term may start from today to 26 December. */
export const STORY_NOW = '2026-11-26T10:00:00+08:00';

/** What the seeded signer shows: the masked number, never the whole one. */
export const SIGNER = {
  realName: '王小明',
  maskedId: '1*************002X',
  wholeId: '11010519491231002X',
  nickname: '小明Mia',
  accountId: '10086321',
  guild: '星光傳媒公會',
};

/**
 * A letter page story: the page at `url` over its own seeded letters server, new at every render, on the story
 * clock; `overrides` win over the server's handlers (a failing, slow or lost reply).
 */
export function letterStory(url: string, setup: Partial<LetterSetup> = {}, ...overrides: AnyHandler[]) {
  return {
    parameters: { route: { path: url, url }, appClock: STORY_NOW },
    beforeEach: (context: MswContext) => {
      for (const kind of LETTER_KINDS) sessionStore.remove(signKey(kind)); // nothing left by the story before
      hideToast();
      storyServer = createLettersSimulator({ setup });
      return mockApi(...overrides, ...lettersHandlers(storyServer))(context);
    },
  };
}

/**
 * The sign endpoint does not answer while the story is looked at; it refuses just before the write timeout, so no
 * signature whose outcome is unknown is left in session storage for a later story of the same letter (a signature
 * with no answer is kept for the visit).
 */
export const neverAnswers = http.post(`*${LETTERS_PATHS.sign}`, async () => {
  await delay(WRITE_TIMEOUT_MS - 2_000);
  return HttpResponse.json({ status: 50000, msg: '系統繁忙', data: null });
});
/** The letter cannot be read. */
export const loadFails = http.get(`*${LETTERS_PATHS.letter}`, () =>
  HttpResponse.json({ status: 50000, msg: '系統繁忙' }),
);
/** Reading the letter takes forever. */
export const loadsForever = http.get(`*${LETTERS_PATHS.letter}`, async () => delay('infinite'));

/**
 * The first signature's reply is lost, though the server took it (the simulator recorded it); later ones pass.
 * The keys sent are kept in `sentKeys` (the story checks the retry used the same one).
 */
export function losingFirstReply(url: string, setup: Partial<LetterSetup> = {}) {
  let lose = true;
  const sentKeys: string[] = [];
  const story = letterStory(
    url,
    setup,
    http.post(`*${LETTERS_PATHS.sign}`, async ({ request }) => {
      const body = (await request.clone().json()) as Record<string, unknown>;
      sentKeys.push(String(body.request_id));
      if (!lose) return undefined;
      lose = false;
      storyServer?.sign(
        TOKEN,
        {
          kind: body.kind as LetterKind,
          version: String(body.version),
          termStart: typeof body.term_start === 'string' ? body.term_start : '',
        },
        String(body.request_id),
      );
      return HttpResponse.error();
    }),
  );
  return {
    sentKeys,
    story: {
      ...story,
      beforeEach: (context: MswContext) => {
        lose = true;
        sentKeys.length = 0;
        return story.beforeEach(context);
      },
    },
  };
}

export const letterText = (key: string, options?: Record<string, unknown>) => i18n.t(`letters:${key}`, options ?? {});
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
type Play = (context: { canvasElement: HTMLElement }) => Promise<void>;

const signButton = (canvasElement: HTMLElement) =>
  page(canvasElement).findByRole('button', { name: letterText('sign.button') });
const sheet = (canvasElement: HTMLElement) =>
  page(canvasElement).findByRole('dialog', { name: letterText('confirm.title') });

/** The letter is on screen in the story's language (its title), filled with the signer's particulars. */
async function letterOnScreen(canvasElement: HTMLElement, kind: LetterKind) {
  const doc = await loadLegalDocument(LETTER_DOCUMENT[kind], i18n.language);
  const letter = await page(canvasElement).findByRole('article', { name: doc.title }, { timeout: 5_000 });
  return { doc, letter };
}

/** Ticks the agreement (the tick's label, as a finger does) and opens the confirm sheet. */
async function tickAndOpen(canvasElement: HTMLElement) {
  await userEvent.click(await page(canvasElement).findByRole('checkbox'));
  await userEvent.click(await signButton(canvasElement));
  return sheet(canvasElement);
}

/** The red seal (its label starts with the seal's words; the day follows). */
export const seal = (canvasElement: HTMLElement) =>
  page(canvasElement).findByRole('img', {
    name: (name) => name.startsWith(letterText('seal.label', { date: '' }).trim()),
  });

/** Unsigned: the letter filled in (masked number only), the tick unticked. */
export const showsUnsigned =
  (kind: LetterKind): Play =>
  async ({ canvasElement }) => {
    const { letter } = await letterOnScreen(canvasElement, kind);
    await expect(letter).toHaveTextContent(SIGNER.realName);
    await expect(letter).toHaveTextContent(SIGNER.maskedId);
    await expect(letter).toHaveTextContent(SIGNER.nickname);
    await expect(letter).toHaveTextContent(SIGNER.accountId);
    if (kind !== 'promise') await expect(letter).toHaveTextContent(SIGNER.guild);
    await expect(canvasElement.ownerDocument.body).not.toHaveTextContent(SIGNER.wholeId);
    await expect(await page(canvasElement).findByRole('checkbox')).not.toBeChecked();
  };

/** Unticked: the button is disabled and says why (its description). */
export const submitDisabledWithReason: Play = async ({ canvasElement }) => {
  const button = await signButton(canvasElement);
  await expect(button).toBeDisabled();
  await expect(button).toHaveAccessibleDescription(letterText('sign.waiting'));
  await expect(page(canvasElement).getByText(letterText('sign.waiting'))).toBeVisible();
};

/** Ticked: the button may be tapped; the hint says what signing does. */
export const checkedEnables: Play = async ({ canvasElement }) => {
  await userEvent.click(await page(canvasElement).findByRole('checkbox'));
  const button = await signButton(canvasElement);
  await waitFor(() => expect(button).toBeEnabled());
  await expect(button).toHaveAccessibleDescription(letterText('sign.ready'));
};

/** The confirm sheet sums up what is signed; its key is made now, and kept only if its outcome turns out unknown. */
export const confirmOpens =
  (kind: LetterKind): Play =>
  async ({ canvasElement }) => {
    const dialog = await tickAndOpen(canvasElement);
    const { doc } = await letterOnScreen(canvasElement, kind);
    await expect(dialog).toHaveTextContent(doc.title);
    await expect(dialog).toHaveTextContent(SIGNER.maskedId);
    await expect(dialog).toHaveTextContent(doc.version);
    await expect(sessionStore.get(signKey(kind))).toBeNull();
    await expect(storyServer?.ledgerOf(TOKEN).signatures).toBe(0);
  };

/** Confirmed, no answer yet: the confirm button is busy. */
export const signingBusy: Play = async ({ canvasElement }) => {
  const dialog = await tickAndOpen(canvasElement);
  const confirm = await within(dialog).findByRole('button', { name: letterText('confirm.submit') });
  await userEvent.click(confirm);
  await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
};

/** A double-tapped confirm signs once; the page shows "signed", the seal and the date; the key is gone. */
export const signsOnce =
  (kind: LetterKind): Play =>
  async ({ canvasElement }) => {
    const dialog = await tickAndOpen(canvasElement);
    await userEvent.dblClick(await within(dialog).findByRole('button', { name: letterText('confirm.submit') }));
    await page(canvasElement).findByRole('heading', { name: letterText('signed.justNow') }, { timeout: 5_000 });
    await waitFor(() => expect(storyServer?.ledgerOf(TOKEN).signatures).toBe(1));
    const stamp = await seal(canvasElement);
    await waitFor(() => expect(stamp).toBeVisible()); // it lands with a bounce, from transparent
    await expect(page(canvasElement).queryByRole('checkbox')).toBeNull();
    await expect(sessionStore.get(signKey(kind))).toBeNull();
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  };

/** Signed before: "already signed" with the day and version, the seal, no tick. */
export const showsAlreadySigned: Play = async ({ canvasElement }) => {
  const banner = await page(canvasElement).findByRole('region', { name: letterText('signed.already') });
  await expect(banner).toHaveTextContent('1.0');
  await expect(await seal(canvasElement)).toBeVisible();
  await expect(page(canvasElement).queryByRole('checkbox')).toBeNull();
  await expect(page(canvasElement).queryByRole('button', { name: letterText('sign.button') })).toBeNull();
};

/** Not verified: the notice and the way to /h5/auth; no tick, no number. */
export const showsNotVerified: Play = async ({ canvasElement }) => {
  const notice = await page(canvasElement).findByRole('region', { name: letterText('notices.notVerified.title') });
  await expect(within(notice).getByRole('link', { name: letterText('notices.notVerified.action') })).toHaveAttribute(
    'href',
    '/h5/auth',
  );
  await expect(page(canvasElement).queryByRole('checkbox')).toBeNull();
  await expect(canvasElement.ownerDocument.body).not.toHaveTextContent(SIGNER.maskedId);
};

/** The guild withdrew its invitation: said, nothing to sign. */
export const showsWithdrawn: Play = async ({ canvasElement }) => {
  await page(canvasElement).findByRole('region', { name: letterText('notices.invitationWithdrawn.title') });
  await expect(page(canvasElement).queryByRole('checkbox')).toBeNull();
};

/** The letter changed meanwhile: said in the page's words, the tick cleared (a new text needs a new yes), nothing signed. */
export const refusedOutdated =
  (kind: LetterKind): Play =>
  async ({ canvasElement }) => {
    const dialog = await tickAndOpen(canvasElement);
    await userEvent.click(await within(dialog).findByRole('button', { name: letterText('confirm.submit') }));
    // The letter read again asks for the newer text: the notice offers the reload that brings it, nothing to tick.
    await page(canvasElement).findByRole('region', { name: letterText('notices.updated.title') }, { timeout: 5_000 });
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(page(canvasElement).getByRole('button', { name: letterText('notices.updated.action') })).toBeVisible();
    await expect(page(canvasElement).queryByRole('checkbox')).toBeNull();
    await expect(storyServer?.ledgerOf(TOKEN).signatures).toBe(0);
    await expect(sessionStore.get(signKey(kind))).toBeNull();
  };

/** A newer text was published before the page opened: the notice and its reload instead of the checkbox. */
export const updatedBeforeOpening: Play = async ({ canvasElement }) => {
  await page(canvasElement).findByRole('region', { name: letterText('notices.updated.title') });
  await expect(page(canvasElement).getByRole('button', { name: letterText('notices.updated.action') })).toBeVisible();
  await expect(page(canvasElement).queryByRole('checkbox')).toBeNull();
};

/**
 * The guild withdraws (or the verification is revoked) while the page is open: the refusal is said, the page reads
 * the letter again and shows why it cannot be signed; nothing is signed.
 */
export const refusedWhileOpen =
  (change: 'invitation' | 'verification'): Play =>
  async ({ canvasElement }) => {
    const dialog = await tickAndOpen(canvasElement);
    storyServer?.change(TOKEN, change === 'invitation' ? { invitation: 'withdrawn' } : { verified: false });
    await userEvent.click(await within(dialog).findByRole('button', { name: letterText('confirm.submit') }));
    const notice = change === 'invitation' ? 'notices.invitationWithdrawn.title' : 'notices.notVerified.title';
    await page(canvasElement).findByRole('region', { name: letterText(notice) }, { timeout: 5_000 });
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(page(canvasElement).queryByRole('checkbox')).toBeNull();
    await expect(storyServer?.ledgerOf(TOKEN).signatures).toBe(0);
  };

const commonText = (key: string) => i18n.t(`common:${key}`);

/**
 * The first reply is lost: the sheet says the outcome is unknown and offers only its check — no second signature;
 * what it signs is kept for the visit (the letter and version, never a name or a number).
 */
export const lostReplyUnknown =
  (kind: LetterKind): Play =>
  async ({ canvasElement }) => {
    const dialog = await tickAndOpen(canvasElement);
    await userEvent.click(await within(dialog).findByRole('button', { name: letterText('confirm.submit') }));
    await waitFor(() => expect(within(dialog).getByText(commonText('write.unknownTitle'))).toBeVisible());
    await expect(within(dialog).queryByRole('button', { name: letterText('confirm.submit') })).toBeNull();
    await expect(within(dialog).getByRole('button', { name: commonText('write.check') })).toBeEnabled();
    const kept = sessionStore.get(signKey(kind)) ?? '';
    await expect(kept).toContain(`"kind":"${kind}"`);
    await expect(kept).not.toContain(SIGNER.maskedId);
  };

/** The first reply is lost; its check sends the same key and the server answers as before — one signature. */
export const lostReplySignsOnce =
  (sentKeys: string[]): Play =>
  async ({ canvasElement }) => {
    const dialog = await tickAndOpen(canvasElement);
    await userEvent.click(await within(dialog).findByRole('button', { name: letterText('confirm.submit') }));
    await userEvent.click(await within(dialog).findByRole('button', { name: commonText('write.check') }));
    await page(canvasElement).findByRole('heading', { name: letterText('signed.justNow') }, { timeout: 5_000 });
    await waitFor(() => expect(storyServer?.ledgerOf(TOKEN).signatures).toBe(1));
    await expect(sentKeys).toHaveLength(2);
    await expect(sentKeys[1]).toBe(sentKeys[0]);
  };

/** The server refuses with a code the page does not know. */
export const refusesBusy = http.post(`*${LETTERS_PATHS.sign}`, () =>
  HttpResponse.json({ status: 99999, msg: '系統繁忙，請稍後再試', data: null }),
);

/** Its words are said in the sheet, and signing stays usable. */
export const refusedBusy: Play = async ({ canvasElement }) => {
  const dialog = await tickAndOpen(canvasElement);
  await userEvent.click(await within(dialog).findByRole('button', { name: letterText('confirm.submit') }));
  await expect(await within(dialog).findByRole('alert')).toHaveTextContent('系統繁忙，請稍後再試');
  await expect(within(dialog).getByRole('button', { name: letterText('confirm.submit') })).toBeEnabled();
  await expect(storyServer?.ledgerOf(TOKEN).signatures).toBe(0);
};

export const showsLoading: Play = async ({ canvasElement }) => {
  await page(canvasElement).findByRole('status', { name: letterText('loading') });
};

export const showsLoadFailure: Play = async ({ canvasElement }) => {
  await page(canvasElement).findByText('系統繁忙');
  await page(canvasElement).findByRole('button', { name: i18n.t('common:errors.retry') });
};

// ── The guild agreement's term ───────────────────────────────────────────────────────────────────────────────

/** A day as the page writes it (the reader's words, UTC+8). */
export const dayText = (day: string) =>
  dateFormat(i18n.language, { year: 'numeric', month: 'long', day: 'numeric' })(dayStart(day)!);

const startField = (canvasElement: HTMLElement) =>
  page(canvasElement).findByLabelText(letterText('term.start'), { selector: 'input' });

/** Chooses a start date as the date picker does (it sets the value and fires the change). */
async function chooseStart(canvasElement: HTMLElement, day: string) {
  await fireEvent.change(await startField(canvasElement), { target: { value: day } });
}

/** Unsigned: the inviting guild, today as the start, the end a year on, the letter filled in. */
export const guildUnsigned: Play = async (context) => {
  await showsUnsigned('guild')(context);
  const { canvasElement } = context;
  await expect(await startField(canvasElement)).toHaveValue('2026-11-26');
  const end = await page(canvasElement).findByRole('status', { name: letterText('term.end') });
  await expect(end).toHaveTextContent(dayText('2027-11-25'));
  await expect(page(canvasElement).getAllByText(SIGNER.guild).length).toBeGreaterThan(1);
};

/** Another start: the end follows (a year on, less a day), in the card and in the agreement's text. */
export const startDateEdited: Play = async ({ canvasElement }) => {
  await chooseStart(canvasElement, '2026-12-01');
  const end = await page(canvasElement).findByRole('status', { name: letterText('term.end') });
  await waitFor(() => expect(end).toHaveTextContent(dayText('2027-11-30')));
  const letter = await page(canvasElement).findByRole('article');
  await expect(letter).toHaveTextContent(dayText('2026-12-01'));
  await expect(letter).toHaveTextContent(dayText('2027-11-30'));
};

/** After the 30-day window: said under the date, and the button (ticked or not) says the same. */
export const startOutOfRange: Play = async ({ canvasElement }) => {
  await chooseStart(canvasElement, '2027-01-05');
  const message = letterText('term.errors.tooLate', { max: dayText('2026-12-26') });
  await expect(await page(canvasElement).findByRole('alert')).toHaveTextContent(message);
  await expect(await startField(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  await userEvent.click(await page(canvasElement).findByRole('checkbox'));
  const button = await signButton(canvasElement);
  await expect(button).toBeDisabled();
  await expect(button).toHaveAccessibleDescription(message);
};

/** A chosen start, confirmed (the term in the sheet) and signed once: the ledger has the term. */
export const signsWithTerm: Play = async ({ canvasElement }) => {
  await chooseStart(canvasElement, '2026-12-01');
  const dialog = await tickAndOpen(canvasElement);
  await expect(dialog).toHaveTextContent(dayText('2026-12-01'));
  await expect(dialog).toHaveTextContent(dayText('2027-11-30'));
  await userEvent.dblClick(await within(dialog).findByRole('button', { name: letterText('confirm.submit') }));
  await page(canvasElement).findByRole('heading', { name: letterText('signed.justNow') }, { timeout: 5_000 });
  await waitFor(() =>
    expect(storyServer?.ledgerOf(TOKEN).entries).toEqual([
      expect.objectContaining({ kind: 'guild', termStart: '2026-12-01' }),
    ]),
  );
  await expect(await startField(canvasElement)).toHaveAttribute('readonly');
  const stamp = await seal(canvasElement);
  await waitFor(() => expect(stamp).toBeVisible());
};
