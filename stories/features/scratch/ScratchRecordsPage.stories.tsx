import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { SCRATCH_PATHS } from '../../../src/features/scratch/contract';
import { RECORDS_MAX } from '../../../src/features/scratch/model';
import ScratchRecordsPage from '../../../src/features/scratch/pages/ScratchRecordsPage';
import { appNow } from '../../../src/platform/clock/clock';
import { scratchStory, scratchText } from './scratchStoryKit';

const meta = {
  title: 'Features/Scratch/ScratchRecordsPage',
  component: ScratchRecordsPage,
  parameters: { screenshot: 'viewport' },
} satisfies Meta<typeof ScratchRecordsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const URL = '/h5/scratch/records';
const rows = async (canvasElement: HTMLElement, count: number) =>
  within(
    await within(canvasElement).findByRole('list', { name: scratchText('records.label', { count }) }),
  ).getAllByRole('listitem');

/** A dozen cards, newest first. */
export const Loaded: Story = {
  ...scratchStory(URL),
  play: async ({ canvasElement }) => {
    await expect(await rows(canvasElement, 12)).toHaveLength(12);
  },
};

/** 120 opened: the latest 100 only (spec §9). */
export const FullHundred: Story = {
  ...scratchStory(URL, { player: { records: 'full' } }),
  play: async ({ canvasElement }) => {
    await expect(await rows(canvasElement, RECORDS_MAX)).toHaveLength(RECORDS_MAX);
  },
};

/** Nothing scratched yet: the empty state and the way to the game. */
export const Empty: Story = {
  ...scratchStory(URL, { player: { records: 'empty' } }),
  play: async ({ canvasElement }) => {
    const message = await within(canvasElement).findByText(scratchText('records.empty'));
    await waitFor(() => expect(message).toBeVisible()); // after its fade-in
    await expect(within(canvasElement).getByRole('button', { name: scratchText('records.emptyAction') })).toBeVisible();
  },
};

/** Rows without an id or a time are left out; a prize the page does not know reads as none. */
export const MalformedRows: Story = {
  ...scratchStory(
    URL,
    {},
    http.get(`*${SCRATCH_PATHS.records}`, () =>
      HttpResponse.json({
        status: 0,
        msg: '',
        data: {
          records: [
            { card_id: 'c1', opened_at: appNow() - 60_000, prize: { kind: 'coins', coins: 500 } },
            { card_id: null, opened_at: appNow(), prize: { kind: 'coins', coins: 1 } },
            { card_id: 'c2', opened_at: 'yesterday', prize: null },
            { card_id: 'c3', opened_at: appNow() - 120_000, prize: { kind: 'jackpot', coins: -5 } },
            'nonsense',
          ],
        },
      }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const items = await rows(canvasElement, 2);
    await expect(items).toHaveLength(2);
    await expect(items[1]).toHaveTextContent(scratchText('records.none'));
  },
};

/** The records cannot be read: the error, with retry. */
export const LoadFailed: Story = {
  ...scratchStory(
    URL,
    {},
    http.get(`*${SCRATCH_PATHS.records}`, () => HttpResponse.error()),
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toBeVisible());
  },
};
