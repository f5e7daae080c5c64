import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ok, signed } from '../../../mocks/handlers/signedRequest';
import { FESTIVAL_API, type FireworkLaunch, parseState } from '../../../src/features/festivals/api';
import { defineFestival } from '../../../src/features/festivals/definition';
import { FireworksSky } from '../../../src/features/festivals/stages/FireworksSky';
import { newYearsDay } from '../../../src/features/festivals/festivals/newYearsDay';
import { i18n } from '../../../src/platform/i18n/i18n';
import { formatNumber } from '../../../src/platform/i18n/numberFormat';
import { type MswContext, mockApi } from '../../storyKit';

const THEME = newYearsDay.theme;
const FESTIVAL = defineFestival({
  festival: 'new_years_day',
  key: 'newYearsDay',
  theme: THEME,
  Hero: () => null,
  Stage: FireworksSky,
});
const AT = Date.parse('2027-01-01T20:00:00+08:00');
/** The festival's state as the server would send it live (the sky itself reads only its launches). */
const STATE = parseState({
  festival: 'new_years_day',
  window: { start_at: Date.parse('2026-12-31T00:00:00+08:00'), end_at: Date.parse('2027-01-03T00:00:00+08:00') },
});

const launch = (id: number, nickname: string, gift: string, count: number): FireworkLaunch => ({
  launch_id: `story-${id}`,
  nickname,
  gift_id: gift,
  count,
  at: AT - id * 40_000,
});
/** Newest first, as the server lists them: six, so the first show lights the newest three. */
const SHOW = [
  launch(1, '小燈籠', 'fw_rocket', 10),
  launch(2, 'Mika✨', 'fw_gold', 3),
  launch(3, '夜空の星', 'fw_spark', 1),
  launch(4, '달빛소녀', 'fw_gold', 1),
  launch(5, 'Leo', 'fw_spark', 2),
  launch(6, '阿哲', 'fw_rocket', 1),
];
/** Exactly three, one a long name and a big bundle. */
const THREE = [
  launch(1, '今年也要一起看煙火的超級長暱稱小可愛', 'fw_rocket', 1_314),
  launch(2, 'Mika✨', 'fw_gold', 99),
  launch(3, '夜空の星', 'fw_spark', 1),
];

/** Every API request the story's page makes after it opened (the sky's tap must add none). */
let requests = 0;
const countRequests = http.all('*/api/*', () => {
  requests += 1;
  return undefined; // on to the handlers that answer
});
const launches = (list: FireworkLaunch[]) => ({
  beforeEach: (context: MswContext) => {
    requests = 0;
    mockApi(
      countRequests,
      signed('get', FESTIVAL_API.launches, () => ok(list)),
    )(context);
  },
});

function Sky({ live }: { live: boolean }) {
  return (
    <div style={{ ...THEME.style, minHeight: '100vh', padding: '32px 12px', background: THEME.canvas }}>
      <FireworksSky festival={FESTIVAL} state={STATE} phase={live ? 'live' : 'ended'} live={live} />
    </div>
  );
}

const meta = {
  title: "Festivals/New Year's Day/Fireworks sky",
  component: Sky,
  args: { live: true },
  parameters: { route: false },
} satisfies Meta<typeof Sky>;

export default meta;
type Story = StoryObj<typeof meta>;

const skyText = (key: string, options?: Record<string, unknown>) =>
  i18n.t(`festivalNewYearsDay:sky.${key}`, options ?? {});
const giftName = (gift: string) =>
  i18n.t(`festivalNewYearsDay:giftNames.${gift}`, { defaultValue: i18n.t('festivals:giftNames.fallback') });
const lineOf = (item: FireworkLaunch) =>
  skyText('launched', {
    name: item.nickname,
    gift: giftName(item.gift_id),
    count: formatNumber(i18n.language, item.count),
  });
/** The screenshot is the still picture of the last bursts: reduced motion draws it once, with no motion. */
const still = { motion: 'reduced' } as const;

/** The ticker under the sky names the newest three, newest first. */
async function tickerSays(canvasElement: HTMLElement, items: FireworkLaunch[]) {
  const ticker = await within(canvasElement).findByRole('list');
  await waitFor(() => expect(within(ticker).getAllByRole('listitem')).toHaveLength(3));
  const lines = within(ticker).getAllByRole('listitem');
  for (const [index, item] of items.slice(0, 3).entries()) await expect(lines[index]).toHaveTextContent(lineOf(item));
}

/**
 * The festival live, mid-show: six firework gifts sent, the newest three lit on opening. The baseline is the still
 * picture reduced motion draws of them (their gifts' colours: a magenta ring, orange and cyan peonies).
 */
export const LiveShow: Story = {
  ...launches(SHOW),
  globals: still,
  play: async ({ canvasElement }) => {
    await tickerSays(canvasElement, SHOW);
    // The sky is decoration: hidden from assistive technology, its hint with it.
    await expect(canvasElement.querySelector('canvas')!.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

/** No firework sent yet: the night sky waits, empty (no frame loop runs), and says so in words. */
export const QuietSky: Story = {
  ...launches([]),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(skyText('quiet'));
    await expect(canvasElement.querySelector('canvas')).toHaveAttribute('data-sky', 'quiet');
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

/** The ticker with three launches: a long name wraps, a big bundle keeps its number whole. */
export const TickerOfThree: Story = {
  ...launches(THREE),
  globals: still,
  play: async ({ canvasElement }) => {
    await tickerSays(canvasElement, THREE);
  },
};

/** Tapping the sky lights a free firework where the finger lands: play, so nothing is sent. */
export const TapLightsOne: Story = {
  ...launches(THREE),
  globals: still,
  play: async ({ canvasElement }) => {
    await tickerSays(canvasElement, THREE);
    const before = requests;
    const canvas = canvasElement.querySelector('canvas')!;
    const box = canvas.getBoundingClientRect();
    for (const [x, y] of [
      [60, 60],
      [236, 104],
    ] as const)
      await userEvent.pointer({
        keys: '[MouseLeft]',
        target: canvas,
        coords: { clientX: box.left + x, clientY: box.top + y },
      });
    // A moment for anything a tap might have asked for.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(requests).toBe(before);
    await tickerSays(canvasElement, THREE);
  },
};

/** Full motion: the first show goes up (rockets, bursts) and the frame loop stops once the sky is empty again. */
export const Animated: Story = {
  ...launches(THREE),
  play: async ({ canvasElement }) => {
    await tickerSays(canvasElement, THREE);
    const canvas = canvasElement.querySelector('canvas')!;
    await waitFor(() => expect(canvas).toHaveAttribute('data-sky', 'flying'));
    await userEvent.click(canvas);
    await waitFor(() => expect(canvas).toHaveAttribute('data-sky', 'quiet'), { timeout: 15_000 });
  },
};

export const TickerEnglish: Story = { ...TickerOfThree, globals: { ...still, locale: 'en' } };
export const TickerSimplifiedChinese: Story = { ...TickerOfThree, globals: { ...still, locale: 'zh-Hans' } };
export const TickerJapanese: Story = { ...TickerOfThree, globals: { ...still, locale: 'ja' } };
export const TickerKorean: Story = { ...TickerOfThree, globals: { ...still, locale: 'ko' } };
