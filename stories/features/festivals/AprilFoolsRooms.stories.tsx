import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { LoadedContext } from '../../../.storybook/preview';
import AprilFoolsRoomsPage from '../../../src/features/festivals/festivals/aprilFools';
import { failing, FESTIVAL, festivalStory, phaseShown, screen, ownText } from './festivalStoryKit';

const own = ownText('festivalAprilFools');

const meta = {
  title: 'Festivals/AprilFoolsRooms',
  component: AprilFoolsRoomsPage,
} satisfies Meta<typeof AprilFoolsRoomsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const URL = '/h5/april_fools_day_rooms';
const NAME = 'april_fools';

/** Before April Fools': the countdown; no rooms dressed up yet. */
export const Before: Story = {
  ...festivalStory(URL, NAME, 'before'),
  play: async ({ canvasElement }) => {
    await phaseShown(canvasElement, 'before');
    await screen(canvasElement).findByText(own('rooms.empty'));
  },
};

/** The day: the prank rooms, live or resting; tapping one opens its host's home in the app (the way into the room). */
export const Live: Story = {
  ...festivalStory(URL, NAME, 'live'),
  play: async ({ canvasElement, loaded }) => {
    await phaseShown(canvasElement, 'live');
    const room = await screen(canvasElement).findByRole('button', { name: /Prank Call Party/ });
    await userEvent.click(room);
    await waitFor(() =>
      expect((loaded as LoadedContext).bridge?.calls).toContainEqual(
        expect.objectContaining({
          name: 'jumpNative',
          data: { target_name: 'user_home', params: { user_id: 'u_a002' } },
        }),
      ),
    );
  },
};

export const Ended: Story = {
  ...festivalStory(URL, NAME, 'ended'),
  play: async ({ canvasElement }) => {
    await phaseShown(canvasElement, 'ended');
  },
};

export const RoomsFailed: Story = {
  ...festivalStory(URL, NAME, 'live', {}, failing('get', FESTIVAL.rooms)),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(own('rooms.failed'));
  },
};

export const LiveEnglish: Story = { ...Live, globals: { locale: 'en' } };
export const LiveSimplified: Story = { ...Live, globals: { locale: 'zh-Hans' } };
export const LiveJapanese: Story = { ...Live, globals: { locale: 'ja' } };
export const LiveKorean: Story = { ...Live, globals: { locale: 'ko' } };
