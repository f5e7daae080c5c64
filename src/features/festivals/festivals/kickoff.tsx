import { heart } from '../art/gifts/heart';
import { rocket } from '../art/gifts/rocket';
import { SummerKickoffHero } from '../art/heroes/summerKickoff';
import { FestivalRulesScreen } from '../components/FestivalSubPages';
import { FestivalScreen } from '../components/FestivalScreen';
import { defineFestival } from '../definition';
import { CAMPAIGN_PATHS } from '../paths';
import { festivalTheme } from '../themes';

/** Campaign 2025-07-02 (ids 138 main, 139 rule): the summer kickoff gift race. */
export const kickoff = defineFestival({
  festival: 'activity_20250702',
  key: 'kickoff',
  theme: festivalTheme(
    'summer-kickoff',
    '#0A4F5C',
    '#0C5D6C',
    '#0C5663',
    '#FFD84D',
    '#FFE98F',
    'linear-gradient(135deg, #FF9A3C 0%, #FF5E7E 100%)',
  ),
  Hero: SummerKickoffHero,
  gifts: { heart, rocket },
  rulesPath: CAMPAIGN_PATHS.kickoffRules,
  ownRules: 1,
});

export default function KickoffPage() {
  return <FestivalScreen festival={kickoff} />;
}

export function KickoffRulesPage() {
  return <FestivalRulesScreen festival={kickoff} />;
}
