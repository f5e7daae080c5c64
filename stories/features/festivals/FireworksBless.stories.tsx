import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { signed, textParam } from '../../../mocks/handlers/signedRequest';
import type { FestivalSimulator } from '../../../mocks/server/festivals';
import FireworksBlessPage from '../../../src/features/festivals/festivals/fireworksBless';
import { i18n } from '../../../src/platform/i18n/i18n';
import { FESTIVAL, festivalPhaseStories, festivalStory, phaseShown, screen, ownText } from './festivalStoryKit';

const own = ownText('festivalFireworksBless');

const meta = {
  title: 'Festivals/FireworksBless',
  component: FireworksBlessPage,
} satisfies Meta<typeof FireworksBlessPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const URL = '/h5/fireworks_bless';
const NAME = 'fireworks_bless';
const WORDS = '新年快樂，大家都要健康平安！';

const phases = festivalPhaseStories(URL, NAME, { board: false });
export const Before: Story = phases.Before;
/** Live: what each blessing size gives (30 / 7 / 3 days), the box to write one, and everyone's blessings. */
export const Live: Story = {
  ...phases.Live,
  play: async ({ canvasElement }) => {
    await phaseShown(canvasElement, 'live');
    const sizes = screen(canvasElement).getByRole('list', { name: own('blessings.sizesLabel') });
    for (const [size, days] of [
      ['big', 30],
      ['middle', 7],
      ['small', 3],
    ] as const) {
      await expect(sizes).toHaveTextContent(own(`blessings.sizes.${size}`));
      await expect(sizes).toHaveTextContent(own('blessings.frame', { count: days }));
    }
    await expect(await screen(canvasElement).findAllByRole('listitem')).not.toHaveLength(0);
  },
};
export const Ended: Story = {
  ...festivalStory(URL, NAME, 'ended'),
  play: async ({ canvasElement }) => {
    await phaseShown(canvasElement, 'ended');
    await expect(screen(canvasElement).getByText(own('blessings.closed'))).toBeVisible();
  },
};

async function write(canvasElement: HTMLElement, text: string) {
  await userEvent.click(await screen(canvasElement).findByRole('button', { name: own('blessings.write') }));
  const box = await screen(canvasElement).findByRole('textbox', { name: own('blessings.label') });
  await userEvent.type(box, text);
  return screen(canvasElement).getByRole('button', { name: own('blessings.post') });
}

/** Posting: the server draws its size and keeps it for review; it shows in my blessings at once. */
export const PostBlessing: Story = {
  ...festivalStory(URL, NAME, 'live'),
  play: async ({ canvasElement }) => {
    await userEvent.click(await write(canvasElement, WORDS));
    const drawn = await screen(canvasElement).findByText(own('blessings.review'), { exact: false });
    await expect(drawn).toBeVisible();
    await waitFor(() => expect(within(screen(canvasElement).getByRole('tabpanel')).getByText(WORDS)).toBeVisible());
    const mine = screen(canvasElement).getByRole('tabpanel');
    await expect(within(mine).getByText(own('blessings.states.pending'))).toBeVisible();
  },
};

/** One blessing a day: the server refuses a second, and the page says to come back tomorrow. */
export const AlreadyBlessedToday: Story = {
  ...festivalStory(URL, NAME, 'live', { blessedToday: true }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await write(canvasElement, WORDS));
    await expect(await screen(canvasElement).findByRole('alert')).toHaveTextContent(own('blessings.once'));
  },
};

/** The reply is lost after the server took the blessing: outcome unknown; the check posts nothing twice. */
const firstBlessLost = (server: FestivalSimulator) => {
  let lost = false;
  return signed('post', FESTIVAL.bless, ({ params, token }) => {
    if (lost) return undefined;
    lost = true;
    server.bless(token, textParam(params.festival), textParam(params.text), textParam(params.request_id));
    return HttpResponse.error();
  });
};

export const PostReplyLost: Story = {
  ...festivalStory(URL, NAME, 'live', {}, firstBlessLost),
  play: async ({ canvasElement }) => {
    await userEvent.dblClick(await write(canvasElement, WORDS));
    await userEvent.click(await screen(canvasElement).findByRole('button', { name: i18n.t('common:write.check') }));
    // The check gets the first answer: the blessing, once, in my blessings (the tab the page turns to).
    await waitFor(() =>
      expect(within(screen(canvasElement).getByRole('tabpanel')).getAllByText(WORDS)).toHaveLength(1),
    );
    await expect(screen(canvasElement).getByRole('tab', { name: own('blessings.mine') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** A blessing stops at 60 characters: the 61st is not taken, and the counter shows the limit reached. */
export const AtTheLimit: Story = {
  ...festivalStory(URL, NAME, 'live'),
  play: async ({ canvasElement }) => {
    const post = await write(canvasElement, '祝'.repeat(61));
    await expect(screen(canvasElement).getByRole('textbox', { name: own('blessings.label') })).toHaveValue(
      '祝'.repeat(60),
    );
    await expect(post).toBeEnabled();
  },
};

/** My blessings: none yet. */
export const MineEmpty: Story = {
  ...festivalStory(URL, NAME, 'live'),
  play: async ({ canvasElement }) => {
    await userEvent.click(await screen(canvasElement).findByRole('tab', { name: own('blessings.mine') }));
    await screen(canvasElement).findByText(own('blessings.emptyMine'));
  },
};

export const LiveEnglish: Story = { ...Live, globals: { locale: 'en' } };
export const LiveJapanese: Story = { ...Live, globals: { locale: 'ja' } };
export const LiveSimplified: Story = { ...Live, globals: { locale: 'zh-Hans' } };
export const LiveKorean: Story = { ...Live, globals: { locale: 'ko' } };
