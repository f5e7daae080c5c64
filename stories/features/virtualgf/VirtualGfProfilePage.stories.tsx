import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { LoadedContext } from '../../../.storybook/preview';
import { VIRTUALGF_ANCHORS } from '../../../mocks/server/virtualgf';
import { VIRTUALGF_PATHS } from '../../../src/features/virtualgf/contract';
import VirtualGfProfilePage from '../../../src/features/virtualgf/pages/VirtualGfProfilePage';
import { wholePage } from '../../storyKit';
import { commonText, gfText, pinnedVoice, screen, signedOutReply, virtualGfStory } from './virtualGfStoryKit';

const meta = {
  title: 'Features/VirtualGf/VirtualGfProfilePage',
  component: VirtualGfProfilePage,
  // The card is reviewed whole: her photos, tags, voice, figures, bio and the pinned way to her home.
  parameters: { ...wholePage },
} satisfies Meta<typeof VirtualGfProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const { full } = VIRTUALGF_ANCHORS;
const carousel = (canvasElement: HTMLElement) =>
  screen(canvasElement).findByRole('region', { name: gfText('photos.label') });
/** The voice's toggle, by what it does now (play or pause). */
const voiceButton = (canvasElement: HTMLElement, action: 'play' | 'pause') =>
  screen(canvasElement).findByRole('button', { name: gfText(`voice.${action}`) });

/** Her card: four photos, name, age, sign, city, online; tags; the voice; her figures; bio; price and "her home". */
export const Loaded: Story = {
  ...virtualGfStory(full),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole('heading', { name: /小雨 Mia/ });
    await expect(screen(canvasElement).getByText('手沖咖啡')).toBeVisible();
    await expect(screen(canvasElement).getByText('128,460')).toBeVisible();
    await expect(screen(canvasElement).getByText('82%')).toBeVisible();
  },
};

/** Next photo: the carousel moves to the second photo (the counter and dots follow); back returns to the first. */
export const NextPhoto: Story = {
  ...Loaded,
  parameters: { ...Loaded.parameters, screenshot: 'viewport' },
  play: async ({ canvasElement }) => {
    const track = await carousel(canvasElement);
    await userEvent.click(screen(canvasElement).getByRole('button', { name: gfText('photos.next') }));
    await waitFor(() => expect(track).toHaveAttribute('data-photo-index', '1'));
    await waitFor(() => expect(Math.round(track.scrollLeft)).toBe(track.clientWidth));
    await expect(screen(canvasElement).getByText('2/4')).toBeVisible();
  },
};

/** A swipe: the track scrolled by a finger snaps to the third photo, and the counter says so. */
export const SwipedPhoto: Story = {
  ...Loaded,
  parameters: { ...Loaded.parameters, screenshot: 'viewport' },
  play: async ({ canvasElement }) => {
    const track = await carousel(canvasElement);
    track.scrollTo({ left: track.clientWidth * 2, behavior: 'instant' });
    await waitFor(() => expect(screen(canvasElement).getByText('3/4')).toBeVisible());
    await expect(track).toHaveAttribute('data-photo-index', '2');
  },
};

/** Main flow: "go to her home" asks the app to open her user home with her public id. */
export const OpensHerHome: Story = {
  ...Loaded,
  play: async ({ canvasElement, loaded }) => {
    await userEvent.click(await screen(canvasElement).findByRole('button', { name: gfText('home') }));
    await waitFor(() =>
      expect((loaded as LoadedContext).bridge?.calls).toContainEqual(
        expect.objectContaining({
          name: 'jumpNative',
          data: { target_name: 'user_home', params: { user_id: full } },
        }),
      ),
    );
  },
};

/** Her voice playing, on a pinned clock at 0:01 of 0:02: the pause button, the played half of the wave and bar. */
export const VoicePlaying: Story = {
  ...virtualGfStory(full),
  beforeEach: (context) => {
    virtualGfStory(full).beforeEach(context);
    return pinnedVoice();
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await voiceButton(canvasElement, 'play'));
    const pause = await voiceButton(canvasElement, 'pause');
    // The pinned clock stands at 0:01 (Storybook's file server answers no ranges, so the element cannot seek).
    const audio = canvasElement.ownerDocument.querySelector('audio')!;
    Object.defineProperty(audio, 'currentTime', { configurable: true, value: 1 });
    audio.dispatchEvent(new Event('timeupdate'));
    await waitFor(() =>
      expect(screen(canvasElement).getByRole('progressbar', { name: gfText('voice.title') })).toHaveAttribute(
        'aria-valuenow',
        '1',
      ),
    );
    await expect(pause).toBeVisible();
  },
};

/** The toggle: play, then pause — the button says what it will do next. */
export const VoiceToggles: Story = {
  ...VoicePlaying,
  parameters: { ...VoicePlaying.parameters, screenshot: 'viewport' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await voiceButton(canvasElement, 'play'));
    await userEvent.click(await voiceButton(canvasElement, 'pause'));
    await voiceButton(canvasElement, 'play');
  },
};

/** Her voice's file is gone: the player says it cannot play and rests; the rest of the card works. */
export const VoiceFailed: Story = {
  ...virtualGfStory(VIRTUALGF_ANCHORS.brokenVoice),
  play: async ({ canvasElement, loaded }) => {
    await screen(canvasElement).findByText(gfText('voice.failed'));
    await expect(await voiceButton(canvasElement, 'play')).toBeDisabled();
    await userEvent.click(screen(canvasElement).getByRole('button', { name: gfText('home') }));
    await waitFor(() =>
      expect((loaded as LoadedContext).bridge?.calls).toContainEqual(expect.objectContaining({ name: 'jumpNative' })),
    );
  },
};

/** No voice introduction: no player at all. */
export const NoVoice: Story = {
  ...virtualGfStory(VIRTUALGF_ANCHORS.noVoice),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole('heading', { name: /糖糖/ });
    await expect(screen(canvasElement).queryByRole('region', { name: gfText('voice.title') })).toBeNull();
  },
};

/** No photos: her picture drawn on the twilight, "no photos yet"; age from her birth year; busy in a chat. */
export const NoPhotos: Story = {
  ...virtualGfStory(VIRTUALGF_ANCHORS.noPhotos),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(gfText('photos.none'));
    await expect(screen(canvasElement).getByText(gfText('online.busy'))).toBeVisible();
  },
};

/** Her first photo's file is gone: a drawn "photo unavailable" in its place; the next photo shows. */
export const PhotoFailed: Story = {
  ...virtualGfStory(VIRTUALGF_ANCHORS.brokenPhoto),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(gfText('photos.failed'));
    await expect(screen(canvasElement).getByText('1/3')).toBeVisible();
  },
};

/** A very long name and twelve long tags: everything wraps inside the phone; huge figures stay on one line. */
export const LongNameAndTags: Story = {
  ...virtualGfStory(VIRTUALGF_ANCHORS.longText),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText('超級會講睡前故事的溫柔姐姐');
    await expect(screen(canvasElement).getByText('987,654,321')).toBeVisible();
  },
};

/** A new companion: one photo, no figures yet, no bio, no price. */
export const EmptyStats: Story = {
  ...virtualGfStory(VIRTUALGF_ANCHORS.newcomer),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(gfText('stats.none'));
    await expect(screen(canvasElement).queryByRole('button', { name: gfText('photos.next') })).toBeNull();
  },
};

const loadingStory = virtualGfStory(
  full,
  {},
  http.get(`*${VIRTUALGF_PATHS.profile}`, async () => delay('infinite')),
);
export const Loading: Story = {
  ...loadingStory,
  parameters: { ...loadingStory.parameters, screenshot: 'viewport' },
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole('status', { name: gfText('loading') });
  },
};

/** The server is unreachable until a story brings it back (then the request falls through to the seeded server). */
let serverDown = true;
const failingStory = virtualGfStory(
  full,
  {},
  http.get(`*${VIRTUALGF_PATHS.profile}`, () => (serverDown ? Response.error() : undefined)),
);

/** The request failed: the error with "retry". */
export const LoadFailed: Story = {
  ...failingStory,
  beforeEach: (context) => {
    serverDown = true;
    failingStory.beforeEach(context);
  },
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByRole('button', { name: commonText('errors.retry') });
  },
};

/** "Retry" once the server is back: the request is made again and her card shows. */
export const RetryAfterFailure: Story = {
  ...LoadFailed,
  parameters: { ...LoadFailed.parameters, screenshot: 'viewport' },
  play: async ({ canvasElement }) => {
    const retry = await screen(canvasElement).findByRole('button', { name: commonText('errors.retry') });
    serverDown = false;
    await userEvent.click(retry);
    await screen(canvasElement).findByRole('heading', { name: /小雨 Mia/ });
  },
};

/** An anchor the server does not know. */
export const NotFound: Story = {
  ...virtualGfStory('30019999'),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(gfText('notFound'));
  },
};

/** An address without a usable id: "not found" without asking the server. */
export const BadAddress: Story = {
  ...virtualGfStory('../x'),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(gfText('notFound'));
  },
};

export const SignedOut: Story = {
  ...virtualGfStory(full, {}, signedOutReply()),
  play: async ({ canvasElement }) => {
    await screen(canvasElement).findByText(gfText('signedOut'));
  },
};

export const English: Story = { ...Loaded, globals: { locale: 'en' } };
export const Japanese: Story = { ...Loaded, globals: { locale: 'ja' } };
export const Korean: Story = { ...Loaded, globals: { locale: 'ko' } };
export const SimplifiedChinese: Story = { ...Loaded, globals: { locale: 'zh-Hans' } };
export const NoPhotosEnglish: Story = { ...NoPhotos, globals: { locale: 'en' } };
export const VoiceFailedEnglish: Story = { ...VoiceFailed, globals: { locale: 'en' } };
