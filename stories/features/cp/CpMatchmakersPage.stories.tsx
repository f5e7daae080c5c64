import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { LoadedContext } from '../../../.storybook/preview';
import { createCpSimulator, MATCHMAKER_BOARD_SIZE } from '../../../mocks/server/cp';
import { CP_PATHS, type CpMatchmakerBoard } from '../../../src/features/cp/contract';
import CpMatchmakersPage from '../../../src/features/cp/pages/CpMatchmakersPage';
import { CP_MATCHMAKERS_PATH } from '../../../src/features/cp/paths';
import { commonText, cpStory, cpText, reply, screen, signedOutReplies } from './cpStoryKit';

const meta = {
  title: 'Features/Cp/CpMatchmakersPage',
  component: CpMatchmakersPage,
  parameters: { screenshot: 'viewport' },
} satisfies Meta<typeof CpMatchmakersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const URL = CP_MATCHMAKERS_PATH;
/** The board as the seeded server sends it to the story member, at the stories' clock. */
const seededBoard = (): CpMatchmakerBoard => {
  const board = createCpSimulator({ now: () => Date.parse('2025-07-01T20:00:00+08:00') }).matchmakers('story-token');
  if (!board.ok) throw new Error('the simulator refused');
  return board.data;
};
const board = (canvasElement: HTMLElement) =>
  screen(canvasElement).findByRole('list', { name: cpText('matchmakers.list') });
const mine = (canvasElement: HTMLElement) =>
  screen(canvasElement).findByRole('complementary', { name: cpText('matchmakers.mine') });
/** Without the word joiners the page puts between a number and its CJK unit. */
const strip = (text: string) => text.replaceAll('\u2060', '');
const plain = (element: HTMLElement) => strip(element.textContent ?? '');

/** The board: medals for the top three, each value with its sum; I am not ranked (three new pairs, 30,000). */
export const NotRanked: Story = {
  ...cpStory(URL),
  play: async ({ canvasElement }) => {
    const rows = within(await board(canvasElement)).getAllByRole('listitem');
    await expect(rows).toHaveLength(MATCHMAKER_BOARD_SIZE);
    const first = seededBoard().rows[0]!;
    await expect(plain(rows[0]!)).toContain(
      strip(
        `${cpText('matchmakers.newPart', { count: first.new_pairs, each: '10,000' })} + ${cpText('matchmakers.announcedPart', { count: first.announced_pairs, each: '100,000' })}`,
      ),
    );
    const bar = await mine(canvasElement);
    await expect(bar).toHaveTextContent(cpText('matchmakers.notRanked'));
    await expect(plain(bar)).toContain('30,000');
  },
};

/** Four new pairs and two announced (240,000): my place, and how far the row above is. */
export const Ranked: Story = {
  ...cpStory(URL, { member: { matchmaker: { newPairs: 4, announcedPairs: 2 } } }),
  play: async ({ canvasElement }) => {
    const bar = await mine(canvasElement);
    await expect(plain(bar)).toContain('240,000');
    await expect(bar).not.toHaveTextContent(cpText('matchmakers.notRanked'));
    await expect(plain(bar)).toMatch(/\d+,\d{3}/);
  },
};

/** The first place: my medal, "you are No. 1". */
export const RankedFirst: Story = {
  ...cpStory(URL, { member: { matchmaker: { newPairs: 12, announcedPairs: 9 } } }),
  play: async ({ canvasElement }) => {
    const bar = await mine(canvasElement);
    await expect(bar).toHaveTextContent(cpText('matchmakers.top'));
    await expect(bar).toHaveTextContent(cpText('matchmakers.rank', { rank: 1 }));
  },
};

/** Main flow: tapping a matchmaker opens their home in the app (jumpNative user_home with their public id). */
export const OpensUserHome: Story = {
  ...NotRanked,
  play: async ({ canvasElement, loaded }) => {
    const first = seededBoard().rows[0]!;
    const rows = within(await board(canvasElement)).getAllByRole('button');
    await userEvent.click(rows[0]!);
    await waitFor(() =>
      expect((loaded as LoadedContext).bridge?.calls).toContainEqual(
        expect.objectContaining({
          name: 'jumpNative',
          data: { target_name: 'user_home', params: { user_id: first.person.public_id } },
        }),
      ),
    );
  },
};

export const Empty: Story = {
  ...cpStory(URL, {}, reply(CP_PATHS.matchmakers, { period: '', rows: [], mine: null, server_now: 0 })),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(cpText('matchmakers.empty'));
  },
};

export const Loading: Story = {
  ...cpStory(
    URL,
    {},
    http.get(`*${CP_PATHS.matchmakers}`, async () => delay('infinite')),
  ),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole('status', { name: cpText('loading') });
  },
};

export const LoadFailed: Story = {
  ...cpStory(
    URL,
    {},
    http.get(`*${CP_PATHS.matchmakers}`, () => Response.error()),
  ),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole('button', { name: commonText('errors.retry') });
  },
};

export const SignedOut: Story = {
  ...cpStory(URL, {}, ...signedOutReplies()),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(cpText('signedOut'));
    await expect(screen(canvasElement).queryByRole('complementary')).toBeNull();
  },
};

/** Names longer than a row: cut with an ellipsis, the value and its sum still whole. */
export const LongNames: Story = {
  ...cpStory(
    URL,
    {},
    reply(CP_PATHS.matchmakers, {
      ...seededBoard(),
      rows: seededBoard().rows.map((row, index) => ({
        ...row,
        person: {
          ...row.person,
          nickname: index % 2 ? 'Alexandria-Montgomery the Third of Winterfell' : '為天下有情人牽起紅線的月下老人本人',
        },
      })),
    }),
  ),
  play: async ({ canvasElement }) => {
    await expect(within(await board(canvasElement)).getAllByRole('listitem')).toHaveLength(MATCHMAKER_BOARD_SIZE);
  },
};

/**
 * Broken rows (no person, no place, not a row) are left out; a row whose counts do not add up to its value shows the
 * counts alone, never a false sum.
 */
export const MalformedRowsDropped: Story = {
  ...cpStory(
    URL,
    {},
    reply(CP_PATHS.matchmakers, {
      ...seededBoard(),
      rows: [
        ...seededBoard().rows.slice(0, 4),
        { ...seededBoard().rows[4], person: null },
        { ...seededBoard().rows[5], rank: 0 },
        'not a row',
        { ...seededBoard().rows[6], value: seededBoard().rows[6]!.value + 1 },
      ],
    }),
  ),
  play: async ({ canvasElement }) => {
    const rows = within(await board(canvasElement)).getAllByRole('listitem');
    await expect(rows).toHaveLength(5);
    const odd = seededBoard().rows[6]!;
    await expect(plain(rows[4]!)).toContain(
      strip(cpText('matchmakers.counts', { newPairs: odd.new_pairs, announced: odd.announced_pairs })),
    );
  },
};

export const English: Story = { ...NotRanked, globals: { locale: 'en' } };
export const Japanese: Story = { ...NotRanked, globals: { locale: 'ja' } };
export const Korean: Story = { ...NotRanked, globals: { locale: 'ko' } };
export const SimplifiedChinese: Story = { ...NotRanked, globals: { locale: 'zh-Hans' } };
export const RankedEnglish: Story = { ...Ranked, globals: { locale: 'en' } };
