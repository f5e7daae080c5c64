import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ANCHOR_PATHS } from '../../../src/features/anchor/contract';
import { REPLY_POINTS_GOAL } from '../../../src/features/anchor/model';
import { type EarningPlan, estimateEarnings, EXAMPLE_PLAN, PLAN_LIMITS } from '../../../src/features/anchor/points';
import ChatTaskGuidePage from '../../../src/features/anchor/pages/ChatTaskGuidePage';
import { i18n } from '../../../src/platform/i18n/i18n';
import { formatPrice } from '../../../src/platform/i18n/money';
import { formatNumber } from '../../../src/platform/i18n/numberFormat';
import { anchorStory, anchorText, storyServer } from './anchorStoryKit';

const meta = {
  title: 'Features/Anchor/ChatTaskGuidePage',
  component: ChatTaskGuidePage,
  parameters: { screenshot: 'full' },
} satisfies Meta<typeof ChatTaskGuidePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const URL = '/h5/chat_task_guide';
const TOKEN = 'story-token';
const g = (key: string, options?: Record<string, unknown>) => anchorText('anchorGuide', key, options);
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const n = (value: number) => formatNumber(i18n.language, value);

/** The server's rate and currency for the story's anchor. */
const market = () => {
  const reply = storyServer!.profile(TOKEN);
  if (!reply.ok) throw new Error('no profile');
  return { rate: reply.data.rate, currency: reply.data.currency };
};

/** The calculator shows what `estimateEarnings` says for `plan` at the server's rate. */
const expectEstimate = async (canvasElement: HTMLElement, plan: EarningPlan) => {
  const { rate, currency } = market();
  const estimate = estimateEarnings(plan, rate);
  const result = page(canvasElement).getByTestId('points-estimate');
  await waitFor(() => expect(result).toHaveTextContent(g('calculator.points', { points: n(estimate.points) })));
  await expect(result).toHaveTextContent(
    g('calculator.cash', { cash: formatPrice(i18n.language, estimate.cash, currency) }),
  );
  await expect(result).toHaveTextContent(g('calculator.videoPart', { points: n(estimate.video) }));
  await expect(result).toHaveTextContent(g('calculator.audioPart', { points: n(estimate.audio) }));
  await expect(result).toHaveTextContent(g('calculator.repliesPart', { points: n(estimate.replies) }));
};

/** Types `text` into a calculator field and leaves it (which commits it). */
const typeInto = async (canvasElement: HTMLElement, label: string, text: string) => {
  const field = page(canvasElement).getByRole('spinbutton', { name: label });
  await userEvent.clear(field);
  await userEvent.type(field, text);
  await userEvent.tab();
};

/** The steps and the ways to earn are there with or without the profile. */
const expectGuide = async (canvasElement: HTMLElement) => {
  const screen = page(canvasElement);
  const steps = within(await screen.findByRole('list', { name: g('chat.how') })).getAllByRole('listitem');
  await expect(steps).toHaveLength(4);
  await expect(steps[3]).toHaveTextContent(g('chat.steps.goal.title', { goal: n(REPLY_POINTS_GOAL) }));
  const ways = within(screen.getByRole('region', { name: g('earn.title') })).getAllByRole('listitem');
  await expect(ways.map((way) => way.dataset.way)).toEqual(['reply', 'weekly', 'monthly', 'call', 'video', 'audio']);
};

/** The guide with the calculator on its example: 30 min of video a day for a week ≈ 10,500 points ≈ ¥210. */
export const Default: Story = {
  ...anchorStory(URL),
  play: async ({ canvasElement }) => {
    await expectGuide(canvasElement);
    await page(canvasElement).findByTestId('points-estimate');
    const { rate, currency } = market();
    const example = estimateEarnings(EXAMPLE_PLAN, rate);
    await expect(page(canvasElement).getByTestId('points-example')).toHaveTextContent(
      g('calculator.example', {
        minutes: n(EXAMPLE_PLAN.videoMinutesPerDay),
        days: n(EXAMPLE_PLAN.days),
        points: n(example.points),
        cash: formatPrice(i18n.language, example.cash, currency),
      }),
    );
    await expectEstimate(canvasElement, EXAMPLE_PLAN);
    await expect(page(canvasElement).getByText(g('market.CN'))).toBeVisible();
  },
};

/** A plan of my own: every field typed; the estimate follows. */
export const Edited: Story = {
  ...anchorStory(URL),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByTestId('points-estimate');
    await typeInto(canvasElement, g('calculator.video'), '45');
    await typeInto(canvasElement, g('calculator.audio'), '20');
    await typeInto(canvasElement, g('calculator.replies'), '30');
    await typeInto(canvasElement, g('calculator.days'), '14');
    await expectEstimate(canvasElement, {
      videoMinutesPerDay: 45,
      audioMinutesPerDay: 20,
      newUserRepliesPerDay: 30,
      days: 14,
    });
  },
};

/** Too much or nonsense: more minutes than a day has is held at the day's and says so; letters and signs are dropped. */
export const Clamped: Story = {
  ...anchorStory(URL),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByTestId('points-estimate');
    await typeInto(canvasElement, g('calculator.video'), '99999');
    const video = page(canvasElement).getByRole('spinbutton', { name: g('calculator.video') });
    await expect(video).toHaveValue(String(PLAN_LIMITS.minutesPerDay));
    await expect(
      page(canvasElement).getByText(g('calculator.minutesMax', { max: n(PLAN_LIMITS.minutesPerDay) })),
    ).toBeVisible();
    await typeInto(canvasElement, g('calculator.days'), '-5x');
    await expect(page(canvasElement).getByRole('spinbutton', { name: g('calculator.days') })).toHaveValue('5');
    await expectEstimate(canvasElement, { ...EXAMPLE_PLAN, videoMinutesPerDay: PLAN_LIMITS.minutesPerDay, days: 5 });
  },
};

/** The Taiwan variant: the server's rate is 50 points = NT$4, and the cash is in TWD. */
export const TaiwanMarket: Story = {
  ...anchorStory(URL, { anchor: { market: 'TW' } }),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByTestId('points-estimate');
    const { rate, currency } = market();
    await expect(currency).toBe('TWD');
    await expect(page(canvasElement).getByText(g('market.TW'))).toBeVisible();
    await expect(
      page(canvasElement).getByText(
        g('earn.rate', { points: n(rate.points), cash: formatPrice(i18n.language, rate.cash, currency) }),
      ),
    ).toBeVisible();
    await expectEstimate(canvasElement, EXAMPLE_PLAN);
  },
};

export const English: Story = { ...Default, globals: { locale: 'en' } };

export const EnglishTaiwan: Story = { ...TaiwanMarket, globals: { locale: 'en' } };

/** The rate is on its way: the calculator waits, the steps and the ways to earn are there. */
export const CalculatorLoading: Story = {
  ...anchorStory(
    URL,
    {},
    http.get(`*${ANCHOR_PATHS.profile}`, async () => delay('infinite')),
  ),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('status', { name: g('calculator.loading') });
    await expectGuide(canvasElement);
  },
};

/** The rate cannot be read: the calculator's error with retry; the rest of the guide stays. */
export const CalculatorError: Story = {
  ...anchorStory(
    URL,
    {},
    http.get(`*${ANCHOR_PATHS.profile}`, () => HttpResponse.json({ status: 50000, msg: '系統繁忙' })),
  ),
  play: async ({ canvasElement }) => {
    const calculator = await page(canvasElement).findByRole('region', { name: g('calculator.title') });
    await expect(await within(calculator).findByRole('alert')).toHaveTextContent('系統繁忙');
    await expectGuide(canvasElement);
  },
};
