import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { LoadedContext } from '../../../.storybook/preview';
import { anchorQa } from '../../../mocks/fixtures/anchorQa';
import { ANCHOR_PATHS } from '../../../src/features/anchor/api';
import { parseQa } from '../../../src/features/anchor/qaApi';
import { SERVICE_ACCOUNT_ID, searchQa } from '../../../src/features/anchor/qa';
import QuestionPage from '../../../src/features/anchor/pages/QuestionPage';
import { i18n } from '../../../src/platform/i18n/i18n';
import { anchorStory, anchorText } from './anchorStoryKit';

const meta = {
  title: 'Features/Anchor/QuestionPage',
  component: QuestionPage,
  parameters: { screenshot: 'full' },
} satisfies Meta<typeof QuestionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const URL = '/h5/question';
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const qa = (key: string, options?: Record<string, unknown>) => anchorText('anchorQa', key, options);
/** What the server holds for this page in `language` (the mock's fixture, read as the page reads it). */
const content = (language = 'zh-Hant') => parseQa(anchorQa('anchor', language));
const item = (id: string, language = 'zh-Hant') =>
  content(language)
    .flatMap((section) => section.items)
    .find((entry) => entry.id === id)!;
const question = (canvasElement: HTMLElement, text: string) => page(canvasElement).findByRole('button', { name: text });
const sectionsShown = (canvasElement: HTMLElement) =>
  [...canvasElement.ownerDocument.querySelectorAll<HTMLElement>('[data-qa-section]')].map(
    (section) => section.dataset.qaSection,
  );
const search = async (canvasElement: HTMLElement, query: string) => {
  const box = await page(canvasElement).findByRole('searchbox', { name: qa('search.label') });
  await userEvent.type(box, query);
  return box;
};

/** The four sections, every answer closed, the search with its popular words, and customer service below. */
export const Default: Story = {
  ...anchorStory(URL),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('searchbox', { name: qa('search.label') });
    await expect(sectionsShown(canvasElement)).toEqual(['start', 'points', 'rating', 'rules']);
    const questions = page(canvasElement).getAllByRole('button', { expanded: false });
    await expect(questions).toHaveLength(content().flatMap((section) => section.items).length);
    await expect(page(canvasElement).getByRole('group', { name: qa('search.popular') })).toBeVisible();
    await expect(page(canvasElement).getByRole('heading', { name: qa('service.title') })).toBeVisible();
    const service = page(canvasElement).getByRole('region', { name: qa('service.title') });
    await expect(within(service).getByText(SERVICE_ACCOUNT_ID)).toBeVisible();
  },
};

/** Typing "評級": the three matching questions, their answers open with the words marked; the count is said. */
export const SearchWithResults: Story = {
  ...anchorStory(URL),
  play: async ({ canvasElement }) => {
    const query = '評級';
    await search(canvasElement, query);
    const expected = searchQa(content(), query).flatMap((section) => section.items);
    await expect(expected).toHaveLength(3);
    const count = await page(canvasElement).findByText(qa('search.results', { count: expected.length }));
    await expect(count).toHaveAttribute('aria-live', 'polite');
    await expect(sectionsShown(canvasElement)).toEqual(['rating']);
    for (const entry of expected) {
      await expect(await question(canvasElement, entry.question)).toHaveAttribute('aria-expanded', 'true');
    }
    await expect(canvasElement.ownerDocument.querySelectorAll('mark').length).toBeGreaterThanOrEqual(3);
  },
};

/** A popular word is a search of its own: pressed, with its results; pressed again, everything is back. */
export const PopularWord: Story = {
  ...anchorStory(URL),
  play: async ({ canvasElement }) => {
    const words = await page(canvasElement).findByRole('group', { name: qa('search.popular') });
    const word = within(words).getByRole('button', { name: qa('suggest.anchor.verify') });
    await userEvent.click(word);
    await expect(word).toHaveAttribute('aria-pressed', 'true');
    await expect(page(canvasElement).getByRole('searchbox')).toHaveValue(qa('suggest.anchor.verify'));
    const found = searchQa(content(), qa('suggest.anchor.verify')).flatMap((section) => section.items);
    await page(canvasElement).findByText(qa('search.results', { count: found.length }));
  },
};

/** Nothing matches: the hint and "show all questions", which empties the search and gives the field focus back. */
export const SearchWithNone: Story = {
  ...anchorStory(URL),
  play: async ({ canvasElement }) => {
    const box = await search(canvasElement, '火星移民');
    await page(canvasElement).findByText(qa('search.noneHint'));
    await expect(sectionsShown(canvasElement)).toEqual([]);
    // The live region says it (the picture's own line is for the eyes only).
    await expect(canvasElement.ownerDocument.querySelector('[data-qa-count]')).toHaveTextContent(
      qa('search.none', { query: '火星移民' }),
    );
    await userEvent.click(page(canvasElement).getByRole('button', { name: qa('search.showAll') }));
    await expect(box).toHaveValue('');
    await expect(box).toHaveFocus();
    await expect(sectionsShown(canvasElement)).toHaveLength(4);
    // The story's picture is the "no results" state.
    await userEvent.type(box, '火星移民');
    await page(canvasElement).findByText(qa('search.noneHint'));
  },
};

/** An answer opened by tap, with its way to the withdrawal page; the arrow keys move between the questions. */
export const AnswerExpanded: Story = {
  ...anchorStory(URL),
  play: async ({ canvasElement }) => {
    const worth = item('points-worth');
    const button = await question(canvasElement, worth.question);
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const answer = canvasElement.ownerDocument.getElementById(button.getAttribute('aria-controls')!)!;
    await expect(answer).toBeVisible();
    await expect(answer).toHaveTextContent(worth.answer);
    await expect(within(answer).getByRole('link', { name: qa('links.withdraw') })).toHaveAttribute(
      'href',
      '/h5/withdraw',
    );
    // Keyboard: down to the next question, Enter opens it, Enter closes it again; Home goes to the first.
    await userEvent.keyboard('{ArrowDown}');
    const next = await question(canvasElement, item('points-activity').question);
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(next).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(next).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Home}');
    await expect(await question(canvasElement, item('start-live').question)).toHaveFocus();
  },
};

/** An answer that sends the anchor to customer service: the official id, copied through the app. */
export const AnswerWithService: Story = {
  ...anchorStory(URL),
  play: async ({ canvasElement, loaded }) => {
    const trade = item('rules-private-trade');
    const button = await question(canvasElement, trade.question);
    await userEvent.click(button);
    const answer = canvasElement.ownerDocument.getElementById(button.getAttribute('aria-controls')!)!;
    await userEvent.click(
      within(answer).getByRole('button', { name: qa('service.copyLabel', { id: SERVICE_ACCOUNT_ID }) }),
    );
    await waitFor(() =>
      expect((loaded as LoadedContext).bridge?.calls).toContainEqual({
        name: 'copyText',
        data: { content: SERVICE_ACCOUNT_ID },
      }),
    );
    await page(canvasElement).findByText(qa('service.copied', { id: SERVICE_ACCOUNT_ID }));
  },
};

export const Loading: Story = {
  ...anchorStory(
    URL,
    {},
    http.get(`*${ANCHOR_PATHS.qa}`, () => delay('infinite')),
  ),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('status', { name: qa('loading') });
    await expect(page(canvasElement).queryByRole('searchbox')).toBeNull();
  },
};

/** The questions cannot be read: the error with retry (customer service still offered). */
export const LoadFailure: Story = {
  ...anchorStory(
    URL,
    {},
    http.get(`*${ANCHOR_PATHS.qa}`, () => HttpResponse.error()),
  ),
  play: async ({ canvasElement }) => {
    const failure = await page(canvasElement).findByRole('alert');
    await expect(within(failure).getByRole('button', { name: i18n.t('errors.retry') })).toBeVisible();
    await expect(page(canvasElement).getByRole('heading', { name: qa('service.title') })).toBeVisible();
  },
};

/** The server has no questions: the empty state, no search, customer service. */
export const Empty: Story = {
  ...anchorStory(
    URL,
    {},
    http.get(`*${ANCHOR_PATHS.qa}`, () => HttpResponse.json({ status: 0, msg: 'success', data: { sections: [] } })),
  ),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText(qa('empty'));
    await expect(page(canvasElement).queryByRole('searchbox')).toBeNull();
    await expect(page(canvasElement).getByRole('heading', { name: qa('service.title') })).toBeVisible();
  },
};

/** English: the server's English answers, searched in English. */
export const English: Story = {
  ...anchorStory(URL),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await search(canvasElement, 'grade');
    const expected = searchQa(content('en'), 'grade').flatMap((section) => section.items);
    await page(canvasElement).findByText(qa('search.results', { count: expected.length }));
    for (const entry of expected) await expect(await question(canvasElement, entry.question)).toBeVisible();
  },
};
