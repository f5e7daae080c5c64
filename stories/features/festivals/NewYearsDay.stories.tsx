import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { signed, textParam } from '../../../mocks/handlers/signedRequest';
import type { FestivalSimulator } from '../../../mocks/server/festivals';
import NewYearsDayPage from '../../../src/features/festivals/festivals/newYearsDay';
import { i18n } from '../../../src/platform/i18n/i18n';
import {
  FESTIVAL,
  failing,
  festivalPhaseStories,
  festivalStory,
  festivalText,
  neverAnswers,
  phaseShown,
  screen,
} from './festivalStoryKit';

const meta = {
  title: 'Festivals/NewYearsDay',
  component: NewYearsDayPage,
} satisfies Meta<typeof NewYearsDayPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const URL = '/h5/new_years_day';
const NAME = 'new_years_day';
/** The sky's fireworks drawn still: the baseline is the composed burst, not a frame of the show. */
const still = { motion: 'reduced' } as const;

const phases = festivalPhaseStories(URL, NAME);
export const Before: Story = phases.Before;
export const Live: Story = { ...phases.Live, globals: still };
export const Settling: Story = phases.Settling;
export const Ended: Story = phases.Ended;

/** Past its keep time the page is the activity-ended page, in place (its title bar and way back kept). */
export const Gone: Story = {
  ...festivalStory(URL, NAME, 'gone', { nextEditionUnset: true }),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(i18n.t('common:activityEnd.message'));
    await expect(screen(canvasElement).getByRole('button', { name: i18n.t('common:activityEnd.leave') })).toBeVisible();
  },
};

/** The results are out: I claim my rank's rewards once; the card says they are in my backpack. */
export const ClaimRewards: Story = {
  ...festivalStory(URL, NAME, 'ended'),
  play: async ({ canvasElement }) => {
    await userEvent.click(await screen(canvasElement).findByRole('button', { name: festivalText('claim.action') }));
    await screen(canvasElement).findByText(festivalText('claim.claimed'));
    await expect(screen(canvasElement).getByText(festivalText('claim.where'))).toBeVisible();
  },
};

/** The first claim's reply is lost after the server gave the rewards: the outcome is unknown; the check says claimed. */
const firstClaimLost = (server: FestivalSimulator) => {
  let lost = false;
  return signed('post', FESTIVAL.claim, ({ params, token }) => {
    if (lost) return undefined;
    lost = true;
    server.claim(token, textParam(params.festival), textParam(params.request_id));
    return HttpResponse.error();
  });
};

export const ClaimReplyLost: Story = {
  ...festivalStory(URL, NAME, 'ended', {}, firstClaimLost),
  play: async ({ canvasElement }) => {
    const claim = await screen(canvasElement).findByRole('button', { name: festivalText('claim.action') });
    await userEvent.dblClick(claim);
    const check = await screen(canvasElement).findByRole('button', { name: i18n.t('common:write.check') });
    await expect(screen(canvasElement).getByText(i18n.t('common:write.unknownTitle'))).toBeVisible();
    await userEvent.click(check);
    await screen(canvasElement).findByText(festivalText('claim.claimed'));
  },
};

/** Below the reward places: the card thanks me, nothing to claim. */
export const EndedOffTheBoard: Story = {
  ...festivalStory(URL, NAME, 'ended', { standing: 'unranked' }),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(festivalText('claim.none'));
    await expect(screen(canvasElement).queryByRole('button', { name: festivalText('claim.action') })).toBeNull();
  },
};

/** Live, and I lead the board. */
export const LiveLeading: Story = {
  ...festivalStory(URL, NAME, 'live', { standing: 'first' }),
  globals: still,
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(festivalText('board.leading'));
  },
};

/** Live, nobody on the board yet. */
export const LiveEmptyBoard: Story = {
  ...festivalStory(URL, NAME, 'live', { emptyBoard: true, emptyWalls: true }),
  globals: still,
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(festivalText('board.empty'));
  },
};

export const Loading: Story = {
  ...festivalStory(URL, NAME, 'live', {}, neverAnswers('get', FESTIVAL.state)),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByLabelText(festivalText('loading'));
  },
};

export const LoadFailed: Story = {
  ...festivalStory(URL, NAME, 'live', {}, failing('get', FESTIVAL.state)),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(festivalText('failed'));
    await expect(screen(canvasElement).getByRole('button', { name: i18n.t('common:errors.retry') })).toBeVisible();
  },
};

/** The rules, in a sheet: written from the server's window, gifts and results time. */
export const Rules: Story = {
  ...festivalStory(URL, NAME, 'live'),
  globals: still,
  play: async ({ canvasElement }) => {
    await phaseShown(canvasElement, 'live');
    await userEvent.click(screen(canvasElement).getByRole('button', { name: festivalText('rulesLink') }));
    const sheet = await screen(canvasElement).findByRole('dialog', { name: festivalText('rulesLink') });
    await waitFor(() => expect(sheet).toHaveTextContent(i18n.t('festivalNewYearsDay:rules.1')));
  },
};

export const LiveEnglish: Story = { ...Live, globals: { ...still, locale: 'en' } };
export const LiveSimplified: Story = { ...Live, globals: { ...still, locale: 'zh-Hans' } };
export const LiveJapanese: Story = { ...Live, globals: { ...still, locale: 'ja' } };
export const LiveKorean: Story = { ...Live, globals: { ...still, locale: 'ko' } };
export const EndedEnglish: Story = { ...Ended, globals: { locale: 'en' } };
