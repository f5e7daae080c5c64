import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createChristmasSimulator } from '../../../mocks/server/christmas';
import { BOARD_PATHS, CHRISTMAS_TREE_PATH } from '../../../src/features/ranks/boardPaths';
import { boardRoute } from '../../../src/features/ranks/pages/RankBoardPage';
import {
  boardList,
  boardStory,
  emptyStory,
  errorStory,
  hundredRowsStory,
  loadedStory,
  loadingStory,
  longNamesStory,
  meInTopThreeStory,
  meOutsideListStory,
  myRankBar,
  rankText,
  storyOf,
  type BoardSetup,
} from './rankStoryKit';

const BillboardTreeLighting = boardRoute('billboard_tree');

/**
 * The Christmas tree lighting board: the bulbs lit on each member's tree in the Christmas edition the server runs
 * (2026 here: lighting 24–26 December, the board until 3 January), its year in the title; a gift lights no tree.
 */
const meta = {
  title: 'Features/Ranks/BillboardTreeLighting',
  component: BillboardTreeLighting,
} satisfies Meta<typeof BillboardTreeLighting>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (iso: string) => Date.parse(iso);
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const title = (year: number) => rankText('titles.billboard_tree_edition', { year });

/** The board at `clock`, on a server running `year`'s edition (2026 unless said). */
const lightingStory = (clock: number, setup: BoardSetup & { year?: number } = {}) => {
  const christmas = createChristmasSimulator({ year: setup.year ?? 2026, now: () => clock });
  return boardStory('billboard_tree', {
    ...setup,
    clock,
    options: { christmas: { edition: christmas.edition }, ...setup.options },
  });
};

export const Loaded: Story = loadedStory('billboard_tree');
export const Loading: Story = loadingStory('billboard_tree');
export const Empty: Story = emptyStory('billboard_tree');
export const Error: Story = errorStory('billboard_tree');
export const MeInTopThree: Story = meInTopThreeStory('billboard_tree');
export const MeOutsideList: Story = meOutsideListStory('billboard_tree');
export const LongNames: Story = longNamesStory('billboard_tree');
export const HundredRows: Story = hundredRowsStory('billboard_tree');

/** While trees can be lit: the edition's year in the title, bulbs as the values, and the way to my tree. */
export const LightMyTree: Story = {
  ...storyOf(lightingStory(at('2026-12-25T20:00:00+08:00')), { route: false }),
  render: () => (
    <MemoryRouter initialEntries={[BOARD_PATHS.billboard_tree]}>
      <Routes>
        <Route path={BOARD_PATHS.billboard_tree} element={<BillboardTreeLighting />} />
        {/* The tree page stands in as its path and a way back (the Christmas page has its own stories). */}
        <Route
          path={CHRISTMAS_TREE_PATH}
          element={<Link to={BOARD_PATHS.billboard_tree}>{CHRISTMAS_TREE_PATH}</Link>}
        />
      </Routes>
    </MemoryRouter>
  ),
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await waitFor(() => expect(page.getByRole('heading', { name: title(2026) })).toBeVisible());
    await expect(
      within(await boardList(canvasElement)).getAllByText(rankText('units.tree_lighting')).length,
    ).toBeGreaterThan(0);
    const bar = await myRankBar(canvasElement);
    await expect(within(bar).queryByRole('button', { name: rankText('mine.sendGifts') })).toBeNull();
    await userEvent.click(within(bar).getByRole('button', { name: rankText('mine.lightTree') }));
    // On the tree page; back on the board for the screenshot.
    await userEvent.click(await page.findByRole('link', { name: CHRISTMAS_TREE_PATH }));
    await expect(await myRankBar(canvasElement)).toBeVisible();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** Before the edition opens: nobody has lit a bulb, the countdown to the first lighting day, nothing to do yet. */
export const BeforeTheEdition: Story = {
  ...storyOf(lightingStory(at('2026-12-10T20:00:00+08:00'))),
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await waitFor(() => expect(page.getByRole('heading', { name: title(2026) })).toBeVisible());
    // Not started: one line under the countdown (no picture, no invitation to light a bulb yet).
    const message = await page.findByText(rankText('empty.upcoming'));
    await waitFor(() => expect(message).toBeVisible());
    await expect(page.getByText(rankText('timing.startsIn'))).toBeVisible();
    await expect(page.queryByRole('button', { name: rankText('mine.lightTree') })).toBeNull();
  },
};

/** Lighting is over (from the 27th) and the board stays up until 3 January: the bulbs as they ended, no way to add one. */
export const LightingOver: Story = {
  ...storyOf(lightingStory(at('2026-12-30T20:00:00+08:00'))),
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await waitFor(() => expect(page.getByRole('heading', { name: title(2026) })).toBeVisible());
    await boardList(canvasElement);
    await expect(page.getByText(rankText('timing.settlesIn'))).toBeVisible();
    const bar = await myRankBar(canvasElement);
    await expect(within(bar).queryByRole('button')).toBeNull();
    // Eight bulbs like No. 7, who lit them first.
    await expect(bar).toHaveTextContent(rankText('mine.level', { rank: 7 }));
  },
};

/** After the board's last day: the final results. */
export const Ended: Story = {
  ...storyOf(lightingStory(at('2027-01-10T20:00:00+08:00'))),
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await waitFor(() => expect(page.getByText(rankText('timing.ended'))).toBeVisible());
    await expect(page.getByRole('heading', { name: title(2026) })).toBeVisible();
    await expect(within(await myRankBar(canvasElement)).queryByRole('button')).toBeNull();
  },
};

/** The server runs the next year's edition: the same page follows it (2027 in the title, its lighting days). */
export const NextEdition: Story = {
  ...storyOf(lightingStory(at('2027-12-25T20:00:00+08:00'), { year: 2027 })),
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await waitFor(() => expect(page.getByRole('heading', { name: title(2027) })).toBeVisible());
    await expect(page.queryByRole('heading', { name: title(2026) })).toBeNull();
    await expect(await boardList(canvasElement)).toBeVisible();
    await expect(
      within(await myRankBar(canvasElement)).getByRole('button', { name: rankText('mine.lightTree') }),
    ).toBeVisible();
  },
};

/** The board in English. */
export const English: Story = { ...loadedStory('billboard_tree'), globals: { locale: 'en' } };
