import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ANCHOR_PATHS } from '../../../src/features/anchor/contract';
import NewAnchorV4Page from '../../../src/features/anchor/pages/NewAnchorV4Page';
import { CHECK_IN_PATH, STREAK_DAYS } from '../../../src/platform/earnings/earnings';
import { BUSY, noAnswerFirst, refusedBusy } from '../withdraw/withdrawStoryKit';
import { anchorStory, anchorText } from './anchorStoryKit';
import { claimButtons, expectTaskState, findClaim, ledger, page, SEEDS, taskItem, tt } from './taskStories';

const meta = {
  title: 'Features/Anchor/NewAnchorV4Page',
  component: NewAnchorV4Page,
  parameters: { screenshot: 'full' },
} satisfies Meta<typeof NewAnchorV4Page>;

export default meta;
type Story = StoryObj<typeof meta>;

const URL = '/h5/new_anchor_v4';

/** The board has arrived (the task list is on screen). */
const ready = (canvasElement: HTMLElement) => page(canvasElement).findByRole('list', { name: tt('tasks.title') });

// ── Tasks × rewards ───────────────────────────────────────────────────────────────────────────────────────

/** Day 3 of the streak: the check-in is the current task, the other three are locked, nothing to claim yet. */
export const FirstTaskCurrent: Story = {
  ...anchorStory(URL, SEEDS.firstTaskCurrent),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(await taskItem(canvasElement, 'check_in')).toHaveAttribute('aria-current', 'step');
    for (const kind of ['replies', 'receptions', 'relatives'] as const)
      await expectTaskState(canvasElement, kind, 'locked');
    await expect(page(canvasElement).getByRole('progressbar', { name: /7/ })).toHaveAttribute('aria-valuenow', '43');
    await expect(claimButtons(canvasElement)).toHaveLength(0);
    await expect(page(canvasElement).getByRole('timer', { name: tt('period.left') })).toBeInTheDocument();
  },
};

/** Seven days signed: the check-in is finished and its coins claimable; the replies task is current. */
export const CheckInClaimable: Story = {
  ...anchorStory(URL, SEEDS.checkInClaimable),
  play: async ({ canvasElement }) => {
    await findClaim(canvasElement, 'check_in');
    await expectTaskState(canvasElement, 'check_in', 'finished');
    await expect(await taskItem(canvasElement, 'replies')).toHaveAttribute('aria-current', 'step');
    await expect(claimButtons(canvasElement)).toHaveLength(1);
  },
};

/** The check-in's coins received. */
export const CheckInReceived: Story = {
  ...anchorStory(URL, SEEDS.checkInReceived),
  play: async ({ canvasElement }) => {
    await waitFor(async () =>
      expect(await taskItem(canvasElement, 'check_in')).toHaveTextContent(tt('reward.received')),
    );
    await expect(claimButtons(canvasElement)).toHaveLength(0);
  },
};

/** Three tasks finished and received: the first cash chest is claimable, the last task current. */
export const ThreeFinishedMilestoneClaimable: Story = {
  ...anchorStory(URL, SEEDS.threeFinished),
  play: async ({ canvasElement }) => {
    await findClaim(canvasElement, 3);
    await expect(await taskItem(canvasElement, 'relatives')).toHaveAttribute('aria-current', 'step');
    await expect(claimButtons(canvasElement)).toHaveLength(1);
  },
};

/** Every task finished, nothing claimed yet: four coin rewards and both cash chests to claim. */
export const AllFinishedClaimable: Story = {
  ...anchorStory(URL, SEEDS.allClaimable),
  play: async ({ canvasElement }) => {
    await findClaim(canvasElement, 4);
    await expect(claimButtons(canvasElement)).toHaveLength(6);
    for (const kind of ['check_in', 'replies', 'receptions', 'relatives'] as const)
      await expectTaskState(canvasElement, kind, 'finished');
  },
};

/** Everything received. */
export const AllReceived: Story = {
  ...anchorStory(URL, SEEDS.allReceived),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await waitFor(() => expect(page(canvasElement).getAllByText(tt('reward.received'))).toHaveLength(6));
    await expect(claimButtons(canvasElement)).toHaveLength(0);
  },
};

// ── Claiming ───────────────────────────────────────────────────────────────────────────────────────────────

/** A double tap on "Claim": received at once, one claim on the server. */
export const ClaimSuccess: Story = {
  ...anchorStory(URL, SEEDS.checkInClaimable),
  play: async ({ canvasElement }) => {
    await userEvent.dblClick(await findClaim(canvasElement, 'check_in'));
    await waitFor(async () =>
      expect(await taskItem(canvasElement, 'check_in')).toHaveTextContent(tt('reward.received')),
    );
    await page(canvasElement).findByText(
      tt('reward.claimed', { reward: tt('reward.coins', { count: 100, amount: '100' }) }),
    );
    await expect(ledger().claims).toEqual(['check_in']);
  },
};

/** The 100-yuan chest claimed. */
export const ClaimMilestone: Story = {
  ...anchorStory(URL, SEEDS.allClaimable),
  play: async ({ canvasElement }) => {
    await userEvent.click(await findClaim(canvasElement, 4));
    await waitFor(() => expect(ledger().claims).toEqual(['milestone4']));
    await waitFor(() => expect(claimButtons(canvasElement)).toHaveLength(5));
  },
};

/** The server refuses: the optimistic "received" is rolled back and a toast says why. */
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

const requestIds: string[] = [];
const losingFirstReply = anchorStory(
  URL,
  SEEDS.checkInClaimable,
  http.post(`*${ANCHOR_PATHS.claim}`, async ({ request }) => {
    requestIds.push(((await request.clone().json()) as { request_id: string }).request_id);
    return requestIds.length === 1 ? HttpResponse.error() : undefined;
  }),
);

/** No answer to a claim: the board says its outcome is unknown, pinned under the board with its check. */
export const ClaimNoAnswer: Story = {
  ...losingFirstReply,
  beforeEach: (context) => {
    requestIds.length = 0;
    return losingFirstReply.beforeEach(context);
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await findClaim(canvasElement, 'check_in'));
    await waitFor(() =>
      expect(page(canvasElement).getByText(anchorText('common', 'write.unknownTitle'))).toBeVisible(),
    );
    await expect(page(canvasElement).getByRole('button', { name: anchorText('common', 'write.check') })).toBeEnabled();
    await expect(ledger().claims).toEqual([]);
  },
};

/** Then a tap on the reward again is its check: the same key, one claim, and the notice goes. */
export const LostReplyRetried: Story = {
  ...ClaimNoAnswer,
  play: async (context) => {
    const { canvasElement } = context;
    await ClaimNoAnswer.play!(context);
    await userEvent.click(await findClaim(canvasElement, 'check_in'));
    await waitFor(async () =>
      expect(await taskItem(canvasElement, 'check_in')).toHaveTextContent(tt('reward.received')),
    );
    await expect(page(canvasElement).queryByText(anchorText('common', 'write.unknownTitle'))).toBeNull();
    await expect(ledger().claims).toEqual(['check_in']);
    await expect(requestIds).toHaveLength(2);
    await expect(requestIds[1]).toBe(requestIds[0]);
  },
};

// ── The check-in streak, day 0 to 7 ───────────────────────────────────────────────────────────────────────

const checkInRow = (canvasElement: HTMLElement, count: number) =>
  page(canvasElement).findByRole('img', { name: tt('checkIn.label', { count, days: STREAK_DAYS }) });

const streakStory = (streak: number, signedToday: boolean): Story => ({
  ...anchorStory(URL, { streak: { streak, signedToday } }),
  play: async ({ canvasElement }) => {
    await checkInRow(canvasElement, Math.min(streak, STREAK_DAYS));
    const button = signedToday ? tt('checkIn.signedToday') : tt('checkIn.signIn');
    await expect(await page(canvasElement).findByRole('button', { name: button })).toBeInTheDocument();
  },
});

export const Streak0 = streakStory(0, false);
export const Streak1 = streakStory(1, true);
export const Streak2 = streakStory(2, false);
export const Streak3 = streakStory(3, false);
export const Streak4 = streakStory(4, true);
export const Streak5 = streakStory(5, false);

/** Day 6, not signed yet: signing in here makes seven, finishes the check-in task and offers its coins. */
export const Streak6SignIn: Story = {
  ...anchorStory(URL, { streak: { streak: 6, signedToday: false } }),
  play: async ({ canvasElement }) => {
    await checkInRow(canvasElement, 6);
    await userEvent.click(await page(canvasElement).findByRole('button', { name: tt('checkIn.signIn') }));
    await expect(await page(canvasElement).findByRole('button', { name: tt('checkIn.signedToday') })).toBeDisabled();
    await checkInRow(canvasElement, 7);
    await findClaim(canvasElement, 'check_in');
    await expect(ledger().streak).toBe(7);
  },
};

/** No answer to today's check-in: no spinner forever — the card says the outcome is unknown and offers its check. */
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
    await expect(page(canvasElement).queryByRole('button', { name: tt('checkIn.signIn') })).toBeNull();
    await expect(page(canvasElement).getByRole('button', { name: anchorText('common', 'write.check') })).toBeEnabled();
  },
};

/** Its check (the same key) signs in once: seven days, the check-in's coins claimable. */
export const CheckInNoAnswerChecked: Story = {
  ...CheckInNoAnswer,
  play: async (context) => {
    await CheckInNoAnswer.play!(context);
    const { canvasElement } = context;
    await userEvent.click(page(canvasElement).getByRole('button', { name: anchorText('common', 'write.check') }));
    await expect(await page(canvasElement).findByRole('button', { name: tt('checkIn.signedToday') })).toBeDisabled();
    await findClaim(canvasElement, 'check_in');
    await expect(ledger()).toMatchObject({ checkIns: 1, streak: 7 });
  },
};

/** The check-in refused with a code the page does not know: the server's words, and the button stays usable. */
export const CheckInRefused: Story = {
  ...anchorStory(URL, { streak: { streak: 6, signedToday: false } }, refusedBusy(CHECK_IN_PATH)),
  play: async ({ canvasElement }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: tt('checkIn.signIn') }));
    await expect(await page(canvasElement).findByRole('alert')).toHaveTextContent(BUSY);
    await expect(page(canvasElement).getByRole('button', { name: tt('checkIn.signIn') })).toBeEnabled();
  },
};

export const Streak6SignedToday = streakStory(6, true);
export const Streak7 = streakStory(7, true);

// ── The period, loading, failure ──────────────────────────────────────────────────────────────────────────

/** The period ended: no countdown and no check-in; the earned reward can still be claimed, the rest are missed. */
export const PeriodEnded: Story = {
  ...anchorStory(URL, SEEDS.ended),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByText(tt('period.ended'));
    await expect(page(canvasElement).queryByRole('timer')).toBeNull();
    await expect(page(canvasElement).queryByRole('button', { name: tt('checkIn.signIn') })).toBeNull();
    await findClaim(canvasElement, 'replies');
    await expect(await taskItem(canvasElement, 'receptions')).toHaveTextContent(tt('reward.missed'));
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

// ── Languages ────────────────────────────────────────────────────────────────────────────────────────────

/** Midway (check-in received, replies to claim, receptions under way, relatives locked), in each language. */
const language = (locale: string): Story => ({
  ...anchorStory(URL, SEEDS.midway),
  globals: { locale },
  play: async ({ canvasElement }) => {
    await findClaim(canvasElement, 'replies');
    await expect(await taskItem(canvasElement, 'receptions')).toHaveAttribute('aria-current', 'step');
    await within(await taskItem(canvasElement, 'receptions')).findByText(
      tt('counters.receptions', { value: 4, goal: 11 }),
    );
  },
});

export const TraditionalChinese = language('zh-Hant');
export const SimplifiedChinese = language('zh-Hans');
export const English = language('en');
export const Japanese = language('ja');
export const Korean = language('ko');
