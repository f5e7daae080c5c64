import { crown } from '../art/gifts/crown';
import { microphone } from '../art/gifts/microphone';
import { SummerNightHero } from '../art/heroes/summerNight';
import { FestivalRulesScreen } from '../components/FestivalSubPages';
import { FestivalScreen } from '../components/FestivalScreen';
import { defineFestival } from '../definition';
import { CAMPAIGN_PATHS } from '../paths';
import { festivalTheme } from '../themes';

/** Campaign 2025-07-28 → 08-06: the summer night party, a board of anchors. */
export const summerNight = defineFestival({
  festival: 'activity_20250728',
  key: 'summerNight',
  theme: festivalTheme(
    'summer-night',
    '#1B0B3A',
    '#22104A',
    '#2C165C',
    '#3DF5FF',
    '#9EFAFF',
    'linear-gradient(135deg, #FF4FD8 0%, #7B5CFF 100%)',
  ),
  Hero: SummerNightHero,
  gifts: { microphone, crown },
  board: 'anchors',
  rulesPath: CAMPAIGN_PATHS.summerNightRules,
  ownRules: 1,
});

export default function SummerNightPage() {
  return <FestivalScreen festival={summerNight} />;
}

export function SummerNightRulesPage() {
  return <FestivalRulesScreen festival={summerNight} />;
}
