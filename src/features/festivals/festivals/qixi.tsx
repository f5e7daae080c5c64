import { magpie } from '../art/gifts/magpie';
import { ring } from '../art/gifts/ring';
import { rose } from '../art/gifts/rose';
import { QixiRomanceHero } from '../art/heroes/qixiRomance';
import { FestivalPublicityScreen, FestivalRewardsScreen, FestivalRulesScreen } from '../components/FestivalSubPages';
import { FestivalScreen } from '../components/FestivalScreen';
import { defineFestival } from '../definition';
import { CAMPAIGN_PATHS } from '../paths';
import { festivalTheme } from '../themes';

/** Campaign 2025-08-25 → 09-07, the Qixi romance theme: a board of pairs; rules, rewards (rule-2) and the winners' page. */
export const qixi = defineFestival({
  festival: 'activity_20250825',
  key: 'qixi',
  theme: festivalTheme(
    'qixi-romance',
    '#3A0F3F',
    '#47124D',
    '#57195D',
    '#FF9EC3',
    '#FFC2DA',
    'linear-gradient(135deg, #FF8FB8 0%, #E0308A 100%)',
  ),
  Hero: QixiRomanceHero,
  gifts: { rose, magpie, ring },
  board: 'pairs',
  rulesPath: CAMPAIGN_PATHS.qixiRules,
  rewardsPath: CAMPAIGN_PATHS.qixiRewards,
  publicityPath: CAMPAIGN_PATHS.qixiPublicity,
  ownRules: 2,
});

export default function QixiPage() {
  return <FestivalScreen festival={qixi} />;
}

export function QixiRulesPage() {
  return <FestivalRulesScreen festival={qixi} />;
}

export function QixiRewardsPage() {
  return <FestivalRewardsScreen festival={qixi} />;
}

export function QixiPublicityPage() {
  return <FestivalPublicityScreen festival={qixi} />;
}
