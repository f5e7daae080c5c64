import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ANCHOR_PATHS } from '../../../src/features/anchor/contract';
import NewAnchorV3Page from '../../../src/features/anchor/pages/NewAnchorV3Page';
import { CHECK_IN_PATH } from '../../../src/platform/earnings/earnings';
import { noAnswerFirst } from '../withdraw/withdrawStoryKit';
import { anchorStory, anchorText } from './anchorStoryKit';
import { claimButtons, expectTaskState, findClaim, ledger, page, SEEDS, taskItem, tt } from './taskStories';

const meta = {
  title: 'Features/Anchor/NewAnchorV3Page',
  component: NewAnchorV3Page,
  parameters: { screenshot: 'full' },
} satisfies Meta<typeof NewAnchorV3Page>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The previous version, kept for app versions that still link to it: the same board and actions as a list. */
const URL = '/h5/new_anchor_v3';

/** Day 3: the check-in is current, the rest locked. */
export const FirstTaskCurrent: Story = {
  ...anchorStory(URL, SEEDS.firstTaskCurrent),
  play: async ({ canvasElement }) => {
    await expectTaskState(canvasElement, 'check_in', 'current');
    for (const kind of ['replies', 'receptions', 'relatives'] as const)
      await expectTaskState(canvasElement, kind, 'locked');
    await expect(claimButtons(canvasElement)).toHaveLength(0);
    await expect(page(canvasElement).getByRole('timer', { name: tt('period.left') })).toBeInTheDocument();
  },
};

/** Seven days: a double tap claims the check-in's coins once. */
export const ClaimSuccess: Story = {
  ...anchorStory(URL, SEEDS.checkInClaimable),
  play: async ({ canvasElement }) => {
    await userEvent.dblClick(await findClaim(canvasElement, 'check_in'));
    await waitFor(async () =>
      expect(await taskItem(canvasElement, 'check_in')).toHaveTextContent(tt('reward.received')),
    );
    // "Received" shows at once (optimistic): the server's ledger is read once it has answered.
    await waitFor(() => expect(ledger().claims).toEqual(['check_in']));
  },
};

/** Three tasks finished and received: the 30-yuan reward is claimable. */
export const ThreeFinishedMilestoneClaimable: Story = {
  ...anchorStory(URL, SEEDS.threeFinished),
  play: async ({ canvasElement }) => {
    await findClaim(canvasElement, 3);
    await expect(claimButtons(canvasElement)).toHaveLength(1);
  },
};

export const AllFinishedClaimable: Story = {
  ...anchorStory(URL, SEEDS.allClaimable),
  play: async ({ canvasElement }) => {
    await findClaim(canvasElement, 4);
    await expect(claimButtons(canvasElement)).toHaveLength(6);
  },
};

export const AllReceived: Story = {
  ...anchorStory(URL, SEEDS.allReceived),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(page(canvasElement).getAllByText(tt('reward.received'))).toHaveLength(6));
  },
};

/** A refusal rolls the reward back to claimable and says so. */
export const ClaimRefused: Story = {
  ...anchorStory(
    URL,
    SEEDS.checkInClaimable,
    http.post(`*${ANCHOR_PATHS.claim}`, () => HttpResponse.json({ status: 41601, msg: '獎勵暫不可領取' })),
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(await findClaim(canvasElement, 'check_in'));
    await page(canvasElement).findByText(tt('reward.refused'));
    await expect(await findClaim(canvasElement, 'check_in')).toBeEnabled();
    await expect(ledger().claims).toEqual([]);
  },
};

/** No answer to today's check-in: the plain card says the outcome is unknown and offers its check. */
export const CheckInNoAnswer: Story = {
  ...anchorStory(URL, { streak: { streak: 6, signedToday: false } }),
  // A new handler per render: its first check-in gets no answer.
  beforeEach: (context) =>
    anchorStory(URL, { streak: { streak: 6, signedToday: false } }, noAnswerFirst(CHECK_IN_PATH)()).beforeEach(context),
  play: async ({ canvasElement }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: tt('checkIn.signIn') }));
    await waitFor(() =>
      expect(page(canvasElement).getByText(anchorText('common', 'write.unknownTitle'))).toBeVisible(),
    );
    await expect(page(canvasElement).getByRole('button', { name: anchorText('common', 'write.check') })).toBeEnabled();
  },
};

/** Day 6: signing in here (the wallet's sign-in) makes seven and offers the check-in's coins. */
export const Streak6SignIn: Story = {
  ...anchorStory(URL, { streak: { streak: 6, signedToday: false } }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: tt('checkIn.signIn') }));
    await expect(await page(canvasElement).findByRole('button', { name: tt('checkIn.signedToday') })).toBeDisabled();
    await findClaim(canvasElement, 'check_in');
    await expect(ledger().streak).toBe(7);
  },
};

export const PeriodEnded: Story = {
  ...anchorStory(URL, SEEDS.ended),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText(tt('period.ended'));
    await expect(page(canvasElement).queryByRole('timer')).toBeNull();
    await findClaim(canvasElement, 'replies');
  },
};

export const Loading: Story = {
  ...anchorStory(
    URL,
    {},
    http.get(`*${ANCHOR_PATHS.tasks}`, async () => delay('infinite')),
  ),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('status', { name: tt('loading') });
  },
};

export const LoadFailure: Story = {
  ...anchorStory(
    URL,
    {},
    http.get(`*${ANCHOR_PATHS.tasks}`, () => HttpResponse.json({ status: 50000, msg: '系統繁忙' })),
  ),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText('系統繁忙');
    await expect(page(canvasElement).getByRole('button', { name: anchorText('common', 'errors.retry') })).toBeEnabled();
  },
};

export const English: Story = {
  ...anchorStory(URL, SEEDS.midway),
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await findClaim(canvasElement, 'replies');
    await expectTaskState(canvasElement, 'receptions', 'current');
  },
};
