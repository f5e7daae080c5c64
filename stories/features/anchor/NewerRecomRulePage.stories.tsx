import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within, waitFor } from 'storybook/test';
import { ANCHOR_PATHS } from '../../../src/features/anchor/contract';
import { POINTS } from '../../../src/features/anchor/points';
import NewerRecomRulePage from '../../../src/features/anchor/pages/NewerRecomRulePage';
import { anchorStory, anchorText } from './anchorStoryKit';

const meta = {
  title: 'Features/Anchor/NewerRecomRulePage',
  component: NewerRecomRulePage,
  parameters: { screenshot: 'full' },
} satisfies Meta<typeof NewerRecomRulePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const URL = '/h5/newer_recom_rule';
const g = (key: string, options?: Record<string, unknown>) => anchorText('anchorGuide', key, options);
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const minutes = POINTS.newUserReplyWithinS / 60;

/** The rule itself, whatever my standing: who gets it, and the four steps with the model's numbers. */
const expectRule = async (canvasElement: HTMLElement) => {
  const screen = page(canvasElement);
  const who = screen.getByRole('region', { name: g('recom.who.title') });
  await expect(who).toHaveTextContent(g('recom.who.getsBody'));
  await expect(who).toHaveTextContent(g('recom.who.noneBody'));
  const steps = within(screen.getByRole('list', { name: g('recom.how') })).getAllByRole('listitem');
  await expect(steps).toHaveLength(4);
  await expect(steps[1]).toHaveTextContent(
    g('recom.steps.reply.body', { minutes, points: String(POINTS.newUserReply) }),
  );
};

/** An anchor without an announced CP: she gets new users. */
export const Eligible: Story = {
  ...anchorStory(URL, { anchor: { announcedCp: false } }),
  play: async ({ canvasElement }) => {
    const mine = await page(canvasElement).findByRole('region', { name: g('recom.mine') });
    await waitFor(() => expect(within(mine).getByText(g('recom.status.eligible.title'))).toBeVisible());
    await expectRule(canvasElement);
  },
};

/** An officially announced CP anchor: no new-user traffic (spec §6). */
export const AnnouncedCp: Story = {
  ...anchorStory(URL, { anchor: { announcedCp: true } }),
  play: async ({ canvasElement }) => {
    const mine = await page(canvasElement).findByRole('region', { name: g('recom.mine') });
    await waitFor(() => expect(within(mine).getByText(g('recom.status.announcedCp.title'))).toBeVisible());
    await expect(mine).toHaveTextContent(g('recom.status.announcedCp.body'));
    await expectRule(canvasElement);
  },
};

export const English: Story = { ...AnnouncedCp, globals: { locale: 'en' } };

/** My standing is on its way; the rule is already there. */
export const Loading: Story = {
  ...anchorStory(
    URL,
    {},
    http.get(`*${ANCHOR_PATHS.profile}`, async () => delay('infinite')),
  ),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('status', { name: g('loading') });
    await expectRule(canvasElement);
  },
};

/** My standing cannot be read: its error with retry; the rule still shows. */
export const LoadFailure: Story = {
  ...anchorStory(
    URL,
    {},
    http.get(`*${ANCHOR_PATHS.profile}`, () => HttpResponse.json({ status: 50000, msg: '系統繁忙' })),
  ),
  play: async ({ canvasElement }) => {
    const mine = await page(canvasElement).findByRole('region', { name: g('recom.mine') });
    await expect(await within(mine).findByRole('alert')).toHaveTextContent('系統繁忙');
    await expectRule(canvasElement);
  },
};
