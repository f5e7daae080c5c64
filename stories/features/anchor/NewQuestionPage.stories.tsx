import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { anchorQa } from '../../../mocks/fixtures/anchorQa';
import { ANCHOR_PATHS } from '../../../src/features/anchor/api';
import { parseQa } from '../../../src/features/anchor/qaApi';
import { searchQa } from '../../../src/features/anchor/qa';
import { NEW_QUESTION_PATH } from '../../../src/features/anchor/paths';
import NewQuestionPage from '../../../src/features/anchor/pages/NewQuestionPage';
import { STREAK_DAYS } from '../../../src/platform/earnings/earnings';
import { i18n } from '../../../src/platform/i18n/i18n';
import { anchorStory, anchorText } from './anchorStoryKit';

const meta = {
  title: 'Features/Anchor/NewQuestionPage',
  component: NewQuestionPage,
  parameters: { screenshot: 'full' },
} satisfies Meta<typeof NewQuestionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const URL = NEW_QUESTION_PATH;
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const qa = (key: string, options?: Record<string, unknown>) => anchorText('anchorQa', key, options);
const content = (language = 'zh-Hant') => parseQa(anchorQa('new_anchor', language));
const item = (id: string, language = 'zh-Hant') =>
  content(language)
    .flatMap((section) => section.items)
    .find((entry) => entry.id === id)!;
const question = (canvasElement: HTMLElement, text: string) => page(canvasElement).findByRole('button', { name: text });
const sectionsShown = (canvasElement: HTMLElement) =>
  [...canvasElement.ownerDocument.querySelectorAll<HTMLElement>('[data-qa-section]')].map(
    (section) => section.dataset.qaSection,
  );
const shortcut = (canvasElement: HTMLElement) =>
  page(canvasElement).findByRole('region', { name: qa('shortcut.title') });

/** The withdrawal shortcut on top (the 7-day rule, the guild's part), then tasks, sign-in, withdrawals, account. */
export const Default: Story = {
  ...anchorStory(URL),
  play: async ({ canvasElement }) => {
    const card = await shortcut(canvasElement);
    await expect(card).toHaveTextContent(qa('shortcut.rule', { days: STREAK_DAYS }));
    await expect(within(card).getByRole('link', { name: qa('shortcut.action') })).toHaveAttribute(
      'href',
      '/h5/withdraw',
    );
    await page(canvasElement).findByRole('searchbox', { name: qa('search.label') });
    await expect(sectionsShown(canvasElement)).toEqual(['tasks', 'checkin', 'withdraw', 'account']);
  },
};

/** The shortcut leads to the withdrawal page (this story brings a router with a stand-in for it). */
export const OpensWithdrawal: Story = {
  ...anchorStory(URL),
  parameters: { route: false },
  render: () => (
    <MemoryRouter initialEntries={[URL]}>
      <Routes>
        <Route path={URL} element={<NewQuestionPage />} />
        <Route path="/h5/withdraw" element={<p data-stand-in="withdraw">/h5/withdraw</p>} />
      </Routes>
    </MemoryRouter>
  ),
  play: async ({ canvasElement }) => {
    const card = await shortcut(canvasElement);
    await userEvent.click(within(card).getByRole('link', { name: qa('shortcut.action') }));
    await page(canvasElement).findByText('/h5/withdraw');
  },
};

/** "公會": the three questions about guilds, open, with the guild's part marked. */
export const SearchWithResults: Story = {
  ...anchorStory(URL),
  play: async ({ canvasElement }) => {
    const query = '公會';
    await userEvent.type(await page(canvasElement).findByRole('searchbox', { name: qa('search.label') }), query);
    const expected = searchQa(content(), query).flatMap((section) => section.items);
    await page(canvasElement).findByText(qa('search.results', { count: expected.length }));
    await expect(expected.map((entry) => entry.id)).toEqual(['withdraw-guild', 'withdraw-time', 'account-guild']);
    for (const entry of expected) {
      await expect(await question(canvasElement, entry.question)).toHaveAttribute('aria-expanded', 'true');
    }
    await expect(sectionsShown(canvasElement)).toEqual(['withdraw', 'account']);
  },
};

export const SearchWithNone: Story = {
  ...anchorStory(URL),
  play: async ({ canvasElement }) => {
    await userEvent.type(await page(canvasElement).findByRole('searchbox', { name: qa('search.label') }), '比特幣');
    await page(canvasElement).findByText(qa('search.noneHint'));
    await expect(page(canvasElement).getByRole('button', { name: qa('search.showAll') })).toBeVisible();
    await expect(sectionsShown(canvasElement)).toEqual([]);
  },
};

/** The guild question opened: the guild settles and approves, and the way to the withdrawal page. */
export const AnswerExpanded: Story = {
  ...anchorStory(URL),
  play: async ({ canvasElement }) => {
    const guild = item('withdraw-guild');
    const button = await question(canvasElement, guild.question);
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const answer = canvasElement.ownerDocument.getElementById(button.getAttribute('aria-controls')!)!;
    await expect(answer).toHaveTextContent(guild.answer);
    await expect(within(answer).getByRole('link', { name: qa('links.withdraw') })).toHaveAttribute(
      'href',
      '/h5/withdraw',
    );
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
    // The shortcut needs no answers: it is there at once.
    await expect(await shortcut(canvasElement)).toBeVisible();
  },
};

export const LoadFailure: Story = {
  ...anchorStory(
    URL,
    {},
    http.get(`*${ANCHOR_PATHS.qa}`, () => HttpResponse.error()),
  ),
  play: async ({ canvasElement }) => {
    const failure = await page(canvasElement).findByRole('alert');
    await expect(within(failure).getByRole('button', { name: i18n.t('errors.retry') })).toBeVisible();
  },
};

export const Empty: Story = {
  ...anchorStory(
    URL,
    {},
    http.get(`*${ANCHOR_PATHS.qa}`, () => HttpResponse.json({ status: 0, msg: 'success', data: { sections: [] } })),
  ),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText(qa('empty'));
    await expect(await shortcut(canvasElement)).toBeVisible();
  },
};

export const English: Story = {
  ...anchorStory(URL),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const card = await shortcut(canvasElement);
    await expect(card).toHaveTextContent(qa('shortcut.rule', { days: STREAK_DAYS }));
    await question(canvasElement, item('withdraw-when', 'en').question);
  },
};
