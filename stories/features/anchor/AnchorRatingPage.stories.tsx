import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { ANCHOR_PATHS } from '../../../src/features/anchor/contract';
import { type Grade, GRADES, gradeAbove, scoresToImprove } from '../../../src/features/anchor/rating';
import AnchorRatingPage from '../../../src/features/anchor/pages/AnchorRatingPage';
import { i18n } from '../../../src/platform/i18n/i18n';
import { anchorStory, anchorText, storyServer } from './anchorStoryKit';

const meta = {
  title: 'Features/Anchor/AnchorRatingPage',
  component: AnchorRatingPage,
  parameters: { screenshot: 'full' },
} satisfies Meta<typeof AnchorRatingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const URL = '/h5/anchor_rating';
const TOKEN = 'story-token';
const g = (key: string, options?: Record<string, unknown>) => anchorText('anchorGuide', key, options);
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** What the server said about the story's anchor (the page must show the same). */
const profile = () => {
  const reply = storyServer!.profile(TOKEN);
  if (!reply.ok) throw new Error('no profile');
  return reply.data;
};

/**
 * A grade's page: the hero names my grade and the next one up (or the top), my column of the table is marked, the
 * tips start with my weakest score (marked "start here" unless every score is good), the quality pool is A's
 * alone, and the fair-play rule is there.
 */
const gradeStory = (grade: Grade): Story => ({
  ...anchorStory(URL, { anchor: { grade } }),
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await waitFor(() => expect(screen.getByRole('heading', { name: g('grade', { grade }) })).toBeVisible());
    const above = gradeAbove(grade);
    await expect(screen.getByText(above ? g('rating.toNext', { grade: above }) : g('rating.top'))).toBeVisible();

    const table = screen.getByRole('table');
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers).toHaveLength(GRADES.length + 1);
    const mine = headers.find((header) => header.textContent?.includes(g('rating.table.mine')));
    await expect(mine).toHaveTextContent(g('grade', { grade }));
    // The quality user pool: included for A only.
    const pool = within(table).getByRole('row', { name: new RegExp(g('rating.perks.qualityPool')) });
    const marks = within(pool).getAllByRole('img');
    await expect(marks.map((mark) => mark.getAttribute('aria-label'))).toEqual(
      GRADES.map((row) => (row === 'A' ? g('rating.table.yes') : g('rating.table.no'))),
    );

    const { scores } = profile();
    const order = scoresToImprove({
      replyRate: scores.reply_rate,
      callQuality: scores.call_quality,
      conduct: scores.conduct,
    });
    const tips = within(screen.getByRole('region', { name: g('rating.moves.title') })).getAllByRole('listitem');
    await expect(tips.map((tip) => tip.dataset.tip)).toEqual(order);
    if (grade === 'A') await expect(screen.queryByText(g('rating.moves.first'))).toBeNull();
    else await expect(tips[0]).toHaveTextContent(g('rating.moves.first'));

    await expect(screen.getByRole('region', { name: g('fairPlay.title') })).toHaveTextContent(g('fairPlay.body'));
  },
});

export const GradeA = gradeStory('A');
export const GradeB = gradeStory('B');
export const GradeC = gradeStory('C');
export const GradeD = gradeStory('D');

/** The next rating's date in UTC+8 (the story clock is 1 July 2025 20:00 UTC+8; the mock rates three days on). */
export const NextRatingDate: Story = {
  ...anchorStory(URL, { anchor: { grade: 'C' } }),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('heading', { name: g('grade', { grade: 'C' }) });
    const at = profile().next_rating_at;
    const date = new Intl.DateTimeFormat(i18n.language, {
      month: 'long',
      day: 'numeric',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Asia/Taipei',
    }).format(at);
    await expect(page(canvasElement).getByText(g('rating.next', { date }))).toBeVisible();
  },
};

export const English: Story = { ...gradeStory('B'), globals: { locale: 'en' } };

export const Loading: Story = {
  ...anchorStory(
    URL,
    {},
    http.get(`*${ANCHOR_PATHS.profile}`, async () => delay('infinite')),
  ),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('status', { name: g('loading') });
  },
};

export const LoadFailure: Story = {
  ...anchorStory(
    URL,
    {},
    http.get(`*${ANCHOR_PATHS.profile}`, () => HttpResponse.json({ status: 50000, msg: '系統繁忙' })),
  ),
  play: async ({ canvasElement }) => {
    const alert = await page(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('系統繁忙');
    await waitFor(() => expect(within(alert).getByRole('button')).toBeEnabled());
  },
};
