import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { wholePage } from '../../storyKit';
import BlindBoxHousePage from '../../../src/features/lottery/pages/BlindBoxHousePage';
import { boxText, oddsShown, openBoxes, resultDialog, still } from './blindBoxStoryKit';
import {
  commonText,
  dialogText,
  failing,
  LOTTERY,
  lotteryStory,
  lotteryText,
  neverAnswers,
  screen,
  sharedLotteryStories,
} from './lotteryStoryKit';

const meta = {
  title: 'Features/Lottery/BlindBoxHousePage',
  component: BlindBoxHousePage,
  parameters: { screenshot: 'viewport' },
} satisfies Meta<typeof BlindBoxHousePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const URL = '/h5/blindboxroom';
const exchangeButton = (canvasElement: HTMLElement, prizeId: string) =>
  canvasElement.ownerDocument.querySelector<HTMLButtonElement>(`[data-exchange="${prizeId}"]`)!;
const series = (canvasElement: HTMLElement, game: string) =>
  canvasElement.ownerDocument.querySelector<HTMLButtonElement>(`[data-series="${game}"]`)!;

/** The house: the shelf (dragon, summer), the dragon series open below, its collection 2 of 5, 60 fragments. */
export const Ready: Story = {
  ...lotteryStory(URL),
  play: async ({ canvasElement }) => {
    await oddsShown(canvasElement);
    await expect(series(canvasElement, 'bb_dragon')).toHaveAttribute('aria-checked', 'true');
    await expect(canvasElement.ownerDocument.querySelector('[data-collection]')).toHaveAttribute(
      'data-collection',
      '2',
    );
  },
};

export const WholePage: Story = { ...Ready, parameters: { ...Ready.parameters, ...wholePage } };

/** Choosing the summer series on the shelf opens it below (and the URL keeps it). */
export const ChooseSeries: Story = {
  ...lotteryStory(URL),
  play: async ({ canvasElement }) => {
    await oddsShown(canvasElement);
    await userEvent.click(series(canvasElement, 'bb_summer'));
    await screen(canvasElement).findByRole('heading', { name: boxText('series.bb_summer') });
    await waitFor(() => expect(series(canvasElement, 'bb_summer')).toHaveAttribute('aria-checked', 'true'));
    await oddsShown(canvasElement);
  },
};

/** A series in the URL that the shelf does not have: the shelf's first opens. */
export const UnknownSeriesInUrl: Story = {
  ...lotteryStory(`${URL}?series=<script>`),
  play: async ({ canvasElement }) => {
    await oddsShown(canvasElement);
    await expect(series(canvasElement, 'bb_dragon')).toHaveAttribute('aria-checked', 'true');
  },
};

/** Main flow: a box opened; a new item joins the collection. */
export const OpenNewItem: Story = {
  ...lotteryStory(URL, { player: { upcoming: [1] } }),
  globals: still,
  play: async ({ canvasElement }) => {
    await openBoxes(canvasElement, 1, boxText('openCount', { count: 1 }));
    const dialog = await resultDialog(canvasElement, 'rare');
    await expect(dialog).toHaveTextContent(lotteryText('items.dragon_frame'));
    await userEvent.click(within(dialog).getByRole('button', { name: dialogText('result.collect') }));
    await waitFor(() =>
      expect(canvasElement.ownerDocument.querySelector('[data-collection]')).toHaveAttribute('data-collection', '3'),
    );
  },
};

/** A duplicate: an item already owned becomes bubble fragments, said in the result. */
export const DuplicateToFragments: Story = {
  ...lotteryStory(URL, { player: { upcoming: [3] } }),
  globals: still,
  play: async ({ canvasElement }) => {
    await openBoxes(canvasElement, 1, boxText('openCount', { count: 1 }));
    const dialog = await resultDialog(canvasElement, 'common');
    await expect(dialog).toHaveTextContent(
      dialogText('result.fragments', { amount: '5', name: lotteryText('items.bubble_fragment') }),
    );
  },
};

/** ×10: ten boxes, the duplicates' fragments under each, the best highlighted. */
export const TenBoxes: Story = {
  ...lotteryStory(URL, { player: { upcoming: [3, 4, 3, 2, 4, 3, 4, 0, 3, 4] } }),
  globals: still,
  play: async ({ canvasElement }) => {
    await openBoxes(canvasElement, 10, boxText('openCount', { count: 10 }));
    const dialog = await resultDialog(canvasElement, 'grand');
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(10);
  },
};

/** Fragments for a missing item: its confirm (its key made as it opens), then it is in the collection. */
export const ExchangeFragments: Story = {
  ...lotteryStory(URL, { player: { fragments: 150 } }),
  play: async ({ canvasElement }) => {
    await oddsShown(canvasElement);
    await userEvent.click(exchangeButton(canvasElement, 'bd-pearl'));
    const dialog = await screen(canvasElement).findByRole('dialog', { name: lotteryText('collection.confirmTitle') });
    await userEvent.click(within(dialog).getByRole('button', { name: lotteryText('collection.confirm') }));
    await waitFor(() =>
      expect(canvasElement.ownerDocument.querySelector('[data-collection]')).toHaveAttribute('data-collection', '3'),
    );
  },
};

/** Too few fragments: the exchange is there but cannot be tapped. */
export const FewFragments: Story = {
  ...lotteryStory(URL, { player: { fragments: 20 } }),
  play: async ({ canvasElement }) => {
    await oddsShown(canvasElement);
    await expect(exchangeButton(canvasElement, 'bd-pearl')).toBeDisabled();
    await expect(exchangeButton(canvasElement, 'bd-pearl')).toHaveAccessibleDescription(
      lotteryText('items.dragon_pearl'),
    );
  },
};

/** The whole series collected. */
export const CollectionComplete: Story = {
  ...lotteryStory(URL, { player: { owned: 'all' } }),
  play: async ({ canvasElement }) => {
    await oddsShown(canvasElement);
    await expect(canvasElement.ownerDocument.querySelector('[data-collection]')).toHaveAttribute(
      'data-collection',
      '5',
    );
  },
};

export const OddsFailed: Story = {
  ...lotteryStory(URL, {}, failing('get', LOTTERY.odds)),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(lotteryText('odds.paused'));
    await expect(canvasElement.ownerDocument.querySelector('[data-bundle="1"]')).toBeDisabled();
  },
};

export const ShelfFailed: Story = {
  ...lotteryStory(URL, {}, failing('get', LOTTERY.shelf)),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole('button', { name: boxText('shelf.retry') });
  },
};

export const MinorRefused: Story = {
  ...lotteryStory(URL, { player: { minor: true } }),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole('heading', { name: lotteryText('minor.title') });
  },
};

export const Loading: Story = {
  ...lotteryStory(URL, {}, neverAnswers('get', LOTTERY.state), neverAnswers('get', LOTTERY.shelf)),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole('status', { name: lotteryText('loading') });
  },
};

export const LoadFailed: Story = {
  ...lotteryStory(URL, {}, failing('get', LOTTERY.state)),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole('button', { name: commonText('errors.retry') });
  },
};

export const English: Story = { ...Ready, globals: { locale: 'en' } };
export const Japanese: Story = { ...Ready, globals: { locale: 'ja' } };
export const Korean: Story = { ...Ready, globals: { locale: 'ko' } };
export const SimplifiedChinese: Story = { ...Ready, globals: { locale: 'zh-Hans' } };

/** My draws of the chosen series, and none yet. */
const shared = sharedLotteryStories(URL);
export const Records: Story = shared.Records;
export const RecordsEmpty: Story = shared.RecordsEmpty;
