import { cake } from '../art/gifts/cake';
import { crown } from '../art/gifts/crown';
import { rocket } from '../art/gifts/rocket';
import { FathersDayHero } from '../art/heroes/fathersDay';
import { FestivalRulesScreen } from '../components/FestivalSubPages';
import { FestivalScreen } from '../components/FestivalScreen';
import { defineFestival } from '../definition';
import { CAMPAIGN_PATHS } from '../paths';
import { festivalTheme } from '../themes';

/** Campaign 2025-08-10 → 08-20: Father's Day (8 August in Taiwan), a board of senders. */
export const fathersDay = defineFestival({
  festival: 'activity_20250810',
  key: 'fathersDay',
  theme: festivalTheme(
    'fathers-day',
    '#10233F',
    '#142B4E',
    '#1B365F',
    '#F2A93B',
    '#FFC978',
    'linear-gradient(135deg, #F2A93B 0%, #D9622B 100%)',
  ),
  Hero: FathersDayHero,
  gifts: { cake, crown, rocket },
  rulesPath: CAMPAIGN_PATHS.fathersDayRules,
  ownRules: 1,
});

export default function FathersDayPage() {
  return <FestivalScreen festival={fathersDay} />;
}

export function FathersDayRulesPage() {
  return <FestivalRulesScreen festival={fathersDay} />;
}
