import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { TRIBE_PATHS } from '../../../src/features/tribes/contract';
import TribePkPage from '../../../src/features/tribes/pages/TribePkPage';
import { TRIBE_PK_PATH } from '../../../src/features/tribes/paths';
import { wholePage } from '../../storyKit';
import { replyWith, screen, tribesStory, tribesText, firstReadStories } from './tribesStoryKit';

const meta = {
  title: 'Features/Tribes/TribePkPage',
  component: TribePkPage,
  parameters: { screenshot: 'viewport' },
} satisfies Meta<typeof TribePkPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The season `steps` in (0 qualifying, 1 the round of 8 drawn, 2 live, 3 decided… 9 the peak decided). */
const season = (pkSteps: number, more: Record<string, unknown> = {}) =>
  tribesStory(TRIBE_PK_PATH, { member: { pkSteps, ...more } });

const myLine = async (canvasElement: HTMLElement) =>
  within(await screen(canvasElement).findByRole('region', { name: tribesText('pk.myTribe') })).getByRole('status');
const bracket = (canvasElement: HTMLElement) =>
  screen(canvasElement).findByRole('region', { name: tribesText('pk.bracket') });

/** The column of the round being played is on screen (the bracket scrolled to it, not to its start). */
async function expectCurrentRoundInView(canvasElement: HTMLElement) {
  const scroller = await bracket(canvasElement);
  const head = scroller.querySelector<HTMLElement>('[data-current="true"]')!;
  await waitFor(() => {
    const box = scroller.getBoundingClientRect();
    const column = head.getBoundingClientRect();
    if (column.left < box.left - 1 || column.right > box.right + 1)
      throw new Error(`the current round (${column.left}–${column.right}) is not within ${box.left}–${box.right}`);
  });
}

/** Qualifying: nothing drawn yet; my tribe's place in its side's table; the top 8 of each side marked. */
export const Qualifying: Story = {
  ...season(0),
  play: async ({ canvasElement }) => {
    await expect(await myLine(canvasElement)).toHaveTextContent(
      tribesText('pk.journey.qualifying', { rank: 1, top: 8 }),
    );
    await screen(canvasElement).findByText(tribesText('pk.notDrawn'));
  },
};

/** Qualifying over: the round of 8 drawn, my tribe's first match and when it starts (UTC+8). */
export const Drawn: Story = {
  ...season(1),
  play: async ({ canvasElement }) => {
    await expect(await myLine(canvasElement)).toHaveTextContent(tribesText('pk.rounds.eight'));
    await expectCurrentRoundInView(canvasElement);
  },
};

/** Main flow: the semi-finals live — my tribe's match and score, the bracket on the current round, my path in gold. */
export const SemisLive: Story = {
  ...season(4),
  play: async ({ canvasElement }) => {
    const line = await myLine(canvasElement);
    await expect(line).toHaveTextContent(tribesText('pk.rounds.semi'));
    const live = (await bracket(canvasElement)).querySelectorAll('[data-state="live"]');
    await expect(live).toHaveLength(4);
    await expectCurrentRoundInView(canvasElement);
  },
};

export const PeakLive: Story = {
  ...season(8),
  play: async ({ canvasElement }) => {
    await expect(await myLine(canvasElement)).toHaveTextContent(tribesText('pk.rounds.peak'));
    await expectCurrentRoundInView(canvasElement);
  },
};

/** The peak final decided: my tribe is the season's champion. */
export const Champion: Story = {
  ...season(9),
  play: async ({ canvasElement }) => {
    await expect(await myLine(canvasElement)).toHaveTextContent(
      tribesText('pk.journey.champion', { season: '2026 S4' }),
    );
  },
};

/** Lost in the semi-finals: out, the bracket goes on without us. */
export const OutInSemis: Story = {
  ...season(5, { pkLosesIn: 'semi' }),
  play: async ({ canvasElement }) => {
    await expect(await myLine(canvasElement)).toHaveTextContent(
      tribesText('pk.journey.out', { round: tribesText('pk.rounds.semi') }),
    );
  },
};

/** No tribe: the tournament to watch, and the way to the square. */
export const NoTribe: Story = {
  ...season(2, { tribe: null }),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole('link', { name: tribesText('pk.findTribe') });
  },
};

/** The whole page: the bracket and both sides' qualifying tables below it. */
export const WholeSeason: Story = {
  ...season(6),
  parameters: wholePage,
  play: async ({ canvasElement }) => {
    const red = await screen(canvasElement).findByRole('region', { name: tribesText('pk.sides.red') });
    await expect(within(red).getAllByRole('listitem')).toHaveLength(10);
  },
};

/** A 320 px phone: the bracket scrolls sideways, the page does not. */
export const SmallPhone: Story = {
  ...SemisLive,
  globals: { viewport: { value: 'phone320', isRotated: false } },
};

/** Broken matches are left out (no id, a round that does not exist, a place taken twice); the rest is drawn. */
export const MalformedMatches: Story = {
  ...tribesStory(
    TRIBE_PK_PATH,
    {},
    replyWith(TRIBE_PATHS.pk, {
      season: '2026 S4',
      qualifying: [
        { tribe_id: 't_01', name: '星光部落', side: 'red', score: 900 },
        { tribe_id: 't_02', name: 'Aurora', side: 'purple', score: 800 },
        { tribe_id: 't_03', name: '夜貓子聯盟', side: 'red', score: 'lots' },
      ],
      schedule: null,
      matches: [
        {
          match_id: 'm1',
          round: 'eight',
          side: 'red',
          slot: 0,
          a: 't_01',
          b: 't_03',
          state: 'live',
          score_a: 5,
          score_b: 3,
        },
        { match_id: 'm2', round: 'eight', side: 'red', slot: 0, a: 't_09', b: 't_10', state: 'live' },
        { match_id: 'm3', round: 'quarter', side: 'red', slot: 1 },
        { round: 'semi', side: 'red', slot: 0 },
        { match_id: 'm5', round: 'semi', side: 'red', slot: 7 },
      ],
      my_tribe_id: 't_01',
    }),
  ),
  play: async ({ canvasElement }) => {
    const scroller = await bracket(canvasElement);
    await waitFor(() => expect(scroller.querySelectorAll('[data-match]')).toHaveLength(1));
    await expect(scroller).toHaveTextContent('星光部落');
  },
};

const firstRead = firstReadStories(TRIBE_PK_PATH);
export const Loading: Story = firstRead.Loading;
export const LoadFailed: Story = firstRead.LoadFailed;
export const SignedOut: Story = firstRead.SignedOut;

export const English: Story = { ...SemisLive, globals: { locale: 'en' } };
export const Japanese: Story = { ...SemisLive, globals: { locale: 'ja' } };
export const Korean: Story = { ...SemisLive, globals: { locale: 'ko' } };
export const SimplifiedChinese: Story = { ...SemisLive, globals: { locale: 'zh-Hans' } };
