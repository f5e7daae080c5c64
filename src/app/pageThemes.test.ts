import { describe, expect, it } from 'vitest';
import { ratingTheme } from '../features/anchor/theme';
import { christmasTheme } from '../features/christmas/theme';
import { cpTheme } from '../features/cp/theme';
import { lettersTheme } from '../features/letters/theme';
import { tribesTheme } from '../features/tribes/theme';
import { roomPkTheme } from '../features/rooms/theme';
import { wishTheme } from '../features/lottery/themes/wish';
import { constellationTheme } from '../features/lottery/themes/constellation';
import { foolDayTheme } from '../features/lottery/themes/foolDay';
import { blindBoxTheme } from '../features/lottery/themes/blindBox';
import { summerTheme } from '../features/lottery/themes/summer';
import { cpBoxTheme } from '../features/lottery/themes/cpBox';
import { ALL_FESTIVALS } from '../features/festivals/festivals/all';
import { nobleTheme } from '../features/noble/theme';
import { raceThemes } from '../features/race/theme';
import { scratchTheme } from '../features/scratch/theme';
import { virtualGfTheme } from '../features/virtualgf/theme';
import { vipTheme } from '../features/wallet/vipTheme';
import type { PageTheme } from '../ui/pageTheme';
import { contrast } from '../ui/contrast';

// Every themed area's theme (a new themed area adds its own here): its text reads on its canvas, its panels (cards,
// sheets, dialogs) and its title bar, and its focus ring shows on them.
const THEMES: PageTheme[] = [
  ...Object.values(raceThemes),
  scratchTheme,
  christmasTheme,
  nobleTheme,
  ratingTheme,
  vipTheme,
  lettersTheme,
  cpTheme,
  tribesTheme,
  roomPkTheme,
  wishTheme,
  constellationTheme,
  foolDayTheme,
  blindBoxTheme,
  summerTheme,
  cpBoxTheme,
  virtualGfTheme,
  ...ALL_FESTIVALS.map((festival) => festival.theme),
];

describe.each(THEMES.map((theme) => [theme.name, theme] as const))('page theme %s', (_, theme) => {
  it.each(Object.entries({ canvas: theme.canvas, panel: theme.panel }))(
    'text, muted text and the strong accent read on its %s',
    (_, ground) => {
      expect(contrast(theme.text, ground)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(theme.textMuted, ground)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(theme.accentStrong, ground)).toBeGreaterThanOrEqual(4.5);
      // Faint text is decoration; on the light palette it is the app's own (tokens.test.ts), on a night one ≥ 3:1.
      expect(theme.dark ? contrast(theme.textFaint, ground) : 3).toBeGreaterThanOrEqual(3);
      expect(contrast(theme.focusRing, ground)).toBeGreaterThanOrEqual(3);
    },
  );
  it('the title and the bar link read on its title bar', () => {
    expect(contrast(theme.barText, theme.bar)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme.barAccent, theme.bar)).toBeGreaterThanOrEqual(4.5);
  });
});
