import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { LoadedContext } from '../../../.storybook/preview';
import { TRIBE_PATHS } from '../../../src/features/tribes/contract';
import TribeHallPage from '../../../src/features/tribes/pages/TribeHallPage';
import { tribeHallPath } from '../../../src/features/tribes/paths';
import { replyWith, screen, tribesStory, tribesText, firstReadStories } from './tribesStoryKit';

const meta = {
  title: 'Features/Tribes/TribeHallPage',
  component: TribeHallPage,
  parameters: { screenshot: 'viewport' },
} satisfies Meta<typeof TribeHallPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const MINE = tribeHallPath('t_01');
/** An open tribe (joins at once) and one whose chief approves. */
const OPEN = tribeHallPath('t_03');
const APPROVES = tribeHallPath('t_02');

const board = (canvasElement: HTMLElement) =>
  screen(canvasElement).findByRole('region', { name: new RegExp(tribesText('hall.board')) });

/** My tribe: its level, members and rank, the officers, the week's board; open the hall in the app. */
export const MyTribe: Story = {
  ...tribesStory(MINE),
  play: async ({ canvasElement, loaded }) => {
    await expect(within(await board(canvasElement)).getAllByRole('listitem').length).toBe(30);
    await userEvent.click(screen(canvasElement).getByRole('button', { name: tribesText('hall.openInApp') }));
    await waitFor(() =>
      expect((loaded as LoadedContext).bridge?.calls).toContainEqual({
        name: 'jumpNative',
        data: { target_name: 'tribe_hall', params: { tribe_id: 't_01' } },
      }),
    );
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** Main flow: leave my tribe through its confirm; the hall then offers joining again. */
export const Leave: Story = {
  ...tribesStory(MINE),
  play: async ({ canvasElement }) => {
    await userEvent.click(await screen(canvasElement).findByRole('button', { name: tribesText('leave.action') }));
    const dialog = await screen(canvasElement).findByRole('dialog', {
      name: tribesText('leave.confirmTitle', { name: '星光部落' }),
    });
    await expect(dialog).toHaveTextContent(tribesText('leave.body'));
    await userEvent.click(within(dialog).getByRole('button', { name: tribesText('leave.confirm') }));
    await screen(canvasElement).findByRole('button', { name: tribesText('join.confirm') });
  },
};

/** A member opens a teammate's home from the board. */
export const OpensMemberHome: Story = {
  ...tribesStory(MINE),
  play: async ({ canvasElement, loaded }) => {
    const rows = within(await board(canvasElement)).getAllByRole('button');
    await userEvent.click(rows[0]!);
    await waitFor(() =>
      expect((loaded as LoadedContext).bridge?.calls).toContainEqual({
        name: 'jumpNative',
        data: { target_name: 'user_home', params: { user_id: '30000100' } },
      }),
    );
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** The chief hands the tribe over before leaving: no leave here. */
export const Chief: Story = {
  ...tribesStory(MINE, { member: { role: 'chief' } }),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole('button', { name: tribesText('hall.openInApp') });
    await expect(screen(canvasElement).queryByRole('button', { name: tribesText('leave.action') })).toBeNull();
  },
};

/** No tribe: an open tribe's hall — join it at once. */
export const JoinOpen: Story = {
  ...tribesStory(OPEN, { member: { tribe: null } }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await screen(canvasElement).findByRole('button', { name: tribesText('join.confirm') }));
    const dialog = await screen(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: tribesText('join.confirm') }));
    await screen(canvasElement).findByRole('button', { name: tribesText('leave.action') });
  },
};

/** A tribe whose chief approves: ask, then "waiting for the chief". */
export const AskToJoin: Story = {
  ...tribesStory(APPROVES, { member: { tribe: null } }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await screen(canvasElement).findByRole('button', { name: tribesText('join.apply') }));
    const dialog = await screen(canvasElement).findByRole('dialog');
    await expect(dialog).toHaveTextContent(tribesText('join.bodyApproval'));
    await userEvent.click(within(dialog).getByRole('button', { name: tribesText('join.apply') }));
    await screen(canvasElement).findByText(tribesText('join.requestedLong'));
  },
};

/** In another tribe: leave it first. */
export const InAnotherTribe: Story = {
  ...tribesStory(OPEN),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(tribesText('join.leaveFirst'));
  },
};

/** A tribe whose board is empty this week (a new tribe, or a reply without members): said, not a blank panel. */
export const NoMembers: Story = {
  ...tribesStory(
    MINE,
    {},
    replyWith(TRIBE_PATHS.hall, {
      tribe: { tribe_id: 't_01', name: '星光部落', level: 1, members: 0, capacity: 50, exp: 0, next_level_exp: 1000 },
      members: [],
      membership: 'none',
    }),
  ),
  play: async ({ canvasElement }) => {
    const panel = await board(canvasElement);
    await expect(panel).toHaveTextContent(tribesText('hall.noMembers'));
  },
};

export const NotFound: Story = {
  ...tribesStory(tribeHallPath('t_99')),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(tribesText('hall.notFound'));
  },
};

const firstRead = firstReadStories(MINE);
export const Loading: Story = firstRead.Loading;
export const LoadFailed: Story = firstRead.LoadFailed;
export const SignedOut: Story = firstRead.SignedOut;

export const English: Story = { ...MyTribe, globals: { locale: 'en' } };
export const Japanese: Story = { ...MyTribe, globals: { locale: 'ja' } };
export const Korean: Story = { ...MyTribe, globals: { locale: 'ko' } };
export const SimplifiedChinese: Story = { ...MyTribe, globals: { locale: 'zh-Hans' } };
