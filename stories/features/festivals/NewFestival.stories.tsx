import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { expect } from 'storybook/test';
import { crown } from '../../../src/features/festivals/art/gifts/crown';
import { lantern } from '../../../src/features/festivals/art/gifts/lantern';
import { redEnvelope } from '../../../src/features/festivals/art/gifts/redEnvelope';
import { FestivalScreen } from '../../../src/features/festivals/components/FestivalScreen';
import { defineFestival } from '../../../src/features/festivals/definition';
import { i18n } from '../../../src/platform/i18n/i18n';
import { darkPageTheme } from '../../../src/ui/darkPageTheme';
import { FESTIVAL, festivalStory, phaseShown, replyWith, screen } from './festivalStoryKit';
import { createFestivalSimulator } from '../../../mocks/server/festivals';

/**
 * A festival made from a definition only (README, "A new festival"): the Mid-Autumn festival, with its colours, its
 * drawing and its words, and nothing else written for it — the kit draws the hero, countdown, gifts, tasks, board,
 * rewards, my standing and the rules from the definition and the server's reply.
 */
function MoonHero() {
  const id = useId();
  return (
    <svg viewBox="0 0 375 200" width="100%" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0B1A3A" />
          <stop offset="1" stopColor="#14244F" />
        </linearGradient>
        <radialGradient id={`${id}-moon`} cx="0.4" cy="0.35" r="0.7">
          <stop offset="0" stopColor="#FFF8D6" />
          <stop offset="0.6" stopColor="#FFD66B" />
          <stop offset="1" stopColor="#E8A33A" />
        </radialGradient>
        <radialGradient id={`${id}-glow`}>
          <stop offset="0" stopColor="#FFE9A0" stopOpacity="0.55" />
          <stop offset="1" stopColor="#FFE9A0" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="375" height="200" fill={`url(#${id}-sky)`} />
      <circle cx="250" cy="70" r="90" fill={`url(#${id}-glow)`} />
      <circle cx="250" cy="70" r="48" fill={`url(#${id}-moon)`} />
      <path d="M0 160q60-40 120-10t130 0 125-20V200H0z" fill="#1B2F63" />
      <path d="M40 118h26l-4 30h-18zM300 124h22l-3 26h-16z" fill="#FF6B4A" />
      <circle cx="53" cy="114" r="6" fill="#FFD66B" />
      <circle cx="311" cy="120" r="5" fill="#FFD66B" />
    </svg>
  );
}

const midAutumn = defineFestival({
  festival: 'mid_autumn',
  key: 'midAutumn',
  theme: darkPageTheme({
    name: 'festival-mid-autumn',
    canvas: '#14244F',
    bar: '#0B1A3A',
    panel: '#1C3166',
    accent: '#FFD66B',
    accentStrong: '#FFE7A3',
    accentGradient: 'linear-gradient(135deg, #FF8A4A 0%, #E0446A 100%)',
  }),
  Hero: MoonHero,
  // Its words would be its own namespace's; here they are added to the kit's at render (a story ships no locale file).
  ns: 'festivals',
  gifts: { redEnvelope, lantern, crown },
});

// Its words, as its locale files would carry them (a real festival adds these to src/locales/*/festivals.json).
const WORDS: Record<string, { title: string; tagline: string }> = {
  'zh-Hant': { title: '中秋賞月', tagline: '月圓人團圓，一起衝上賞月榜' },
  'zh-Hans': { title: '中秋赏月', tagline: '月圆人团圆，一起冲上赏月榜' },
  en: { title: 'Mid-Autumn Moon', tagline: 'A full moon, mooncakes and the moon board' },
  ja: { title: '中秋のお月見', tagline: '満月の夜にお月見ランキング' },
  ko: { title: '추석 달맞이', tagline: '보름달 아래 달맞이 랭킹' },
};

/** The page, once its language's festival strings are in, with the new festival's words added to them. */
function MidAutumnPage() {
  const { i18n: strings, ready } = useTranslation('festivals');
  if (!ready) return null;
  const words = WORDS[strings.language] ?? WORDS.en!;
  strings.addResource(strings.language, 'festivals', 'title', words.title);
  strings.addResource(strings.language, 'festivals', 'tagline', words.tagline);
  return <FestivalScreen festival={midAutumn} />;
}

/** Its server reply: the kit's usual shape (here the Lunar New Year's gifts, tasks and tiers, renamed). */
const LIVE = Date.parse('2027-02-07T20:00:00+08:00');
const reply = createFestivalSimulator({ now: () => LIVE }).state('story', 'new_year', null);
const STATE = reply.ok ? { ...reply.data, festival: 'mid_autumn' } : null;

const meta = {
  title: 'Festivals/NewFestival',
  component: MidAutumnPage,
} satisfies Meta<typeof MidAutumnPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromADefinitionOnly: Story = {
  ...festivalStory('/h5/mid_autumn', 'new_year', 'live', {}, replyWith('get', FESTIVAL.state, STATE)),
  parameters: { ...festivalStory('/h5/mid_autumn', 'new_year', 'live').parameters, appClock: LIVE },
  play: async ({ canvasElement }) => {
    await phaseShown(canvasElement, 'live');
    const words = WORDS[i18n.language] ?? WORDS.en!;
    await expect(screen(canvasElement).getByRole('heading', { level: 2, name: words.title })).toBeVisible();
    await expect(screen(canvasElement).getByText(words.tagline)).toBeVisible();
  },
};

export const FromADefinitionOnlyEnglish: Story = { ...FromADefinitionOnly, globals: { locale: 'en' } };
