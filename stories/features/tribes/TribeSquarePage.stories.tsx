import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TRIBE_PATHS } from '../../../src/features/tribes/contract';
import TribeSquarePage from '../../../src/features/tribes/pages/TribeSquarePage';
import { TRIBES_PATH } from '../../../src/features/tribes/paths';
import { replyWith, screen, tribesStory, tribesText, firstReadStories } from './tribesStoryKit';

const meta = {
  title: 'Features/Tribes/TribeSquarePage',
  component: TribeSquarePage,
  parameters: { screenshot: 'viewport' },
} satisfies Meta<typeof TribeSquarePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const discover = (canvasElement: HTMLElement) =>
  screen(canvasElement).findByRole('region', { name: tribesText('square.discover') });

/** In a tribe: mine on top, the tournament's banner, every other tribe strongest first (no join: one tribe at a time). */
export const Loaded: Story = {
  ...tribesStory(TRIBES_PATH),
  play: async ({ canvasElement }) => {
    const mine = await screen(canvasElement).findByRole('region', { name: tribesText('square.mine') });
    await expect(mine).toHaveTextContent('星光部落');
    const list = await discover(canvasElement);
    await expect(within(list).queryByRole('button', { name: tribesText('join.confirm') })).toBeNull();
    await expect(
      screen(canvasElement).getByRole('link', { name: new RegExp(tribesText('square.pkTitle')) }),
    ).toBeVisible();
  },
};

/** Main flow: no tribe yet — join an open one through its confirm; it becomes mine. */
export const JoinATribe: Story = {
  ...tribesStory(TRIBES_PATH, { member: { tribe: null } }),
  play: async ({ canvasElement }) => {
    const mine = await screen(canvasElement).findByRole('region', { name: tribesText('square.mine') });
    await expect(mine).toHaveTextContent(tribesText('square.noTribe'));
    const list = await discover(canvasElement);
    await userEvent.click(within(list).getAllByRole('button', { name: tribesText('join.confirm') })[0]!);
    const dialog = await screen(canvasElement).findByRole('dialog');
    await expect(dialog).toHaveTextContent(tribesText('join.bodyOpen'));
    await userEvent.click(within(dialog).getByRole('button', { name: tribesText('join.confirm') }));
    await waitFor(() => expect(mine).not.toHaveTextContent(tribesText('square.noTribe')));
    await waitFor(() => expect(screen(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** Asked to join a tribe whose chief approves: "requested" on it, and no join on the others meanwhile? — they stay open. */
export const Requested: Story = {
  ...tribesStory(TRIBES_PATH, { member: { tribe: null, requested: 't_02' } }),
  play: async ({ canvasElement }) => {
    const list = await discover(canvasElement);
    await within(list).findByText(tribesText('join.requested'));
    await expect(within(list).getAllByRole('button', { name: tribesText('join.apply') }).length).toBeGreaterThan(0);
  },
};

/** Search by name: only the tribes that match. */
export const Search: Story = {
  ...tribesStory(TRIBES_PATH, { member: { tribe: null } }),
  play: async ({ canvasElement }) => {
    await discover(canvasElement);
    await userEvent.type(screen(canvasElement).getByRole('searchbox', { name: tribesText('square.search') }), 'Aurora');
    await userEvent.click(screen(canvasElement).getByRole('button', { name: tribesText('square.searchAction') }));
    const list = await discover(canvasElement);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    await expect(list).toHaveTextContent('Aurora');
  },
};

/** A search that finds nothing, or a server with no tribes yet. */
export const Empty: Story = {
  ...tribesStory(TRIBES_PATH, { member: { tribe: null, noTribes: true } }),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(tribesText('square.none'));
  },
};

/** A reply with broken tribes: those without an id are left out, the rest shown. */
export const MalformedTribes: Story = {
  ...tribesStory(
    TRIBES_PATH,
    {},
    replyWith(TRIBE_PATHS.square, {
      mine: { name: 'no id' },
      requested: 42,
      tribes: [null, { tribe_id: 'bad id!', name: 'x' }, { tribe_id: 't_09', name: '火鍋幫', level: '7', members: -3 }],
    }),
  ),
  play: async ({ canvasElement }) => {
    const list = await discover(canvasElement);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    await expect(list).toHaveTextContent('火鍋幫');
    await screen(canvasElement).findByText(tribesText('square.noTribe'));
  },
};

const firstRead = firstReadStories(TRIBES_PATH);
export const Loading: Story = firstRead.Loading;
export const LoadFailed: Story = firstRead.LoadFailed;
export const SignedOut: Story = firstRead.SignedOut;

export const English: Story = { ...Loaded, globals: { locale: 'en' } };
export const Japanese: Story = { ...Loaded, globals: { locale: 'ja' } };
export const Korean: Story = { ...Loaded, globals: { locale: 'ko' } };
export const SimplifiedChinese: Story = { ...Loaded, globals: { locale: 'zh-Hans' } };
