import { bouquet } from '../art/gifts/bouquet';
import { crown } from '../art/gifts/crown';
import { rose } from '../art/gifts/rose';
import { GoddessHero } from '../art/heroes/goddess';
import { FestivalRewardsScreen } from '../components/FestivalSubPages';
import { FestivalScreen } from '../components/FestivalScreen';
import { defineFestival } from '../definition';
import { FESTIVAL_PATHS } from '../paths';
import { festivalTheme } from '../themes';

/** The goddess festival (8 March): a board of anchors by gifts received; its rewards have their own page. */
export const goddess = defineFestival({
  festival: 'goddess',
  key: 'goddess',
  theme: festivalTheme(
    'goddess',
    '#3D1240',
    '#4A1650',
    '#5A1F5F',
    '#F6C453',
    '#FFD98A',
    'linear-gradient(135deg, #FF7EB3 0%, #B44CFF 100%)',
  ),
  Hero: GoddessHero,
  gifts: { rose, bouquet, crown },
  sections: ['gifts', 'tasks', 'board'],
  board: 'anchors',
  rewardsPath: FESTIVAL_PATHS.goddessReward,
  ownRules: 1,
});

export default function GoddessPage() {
  return <FestivalScreen festival={goddess} />;
}

/** `/h5/goddess_reward`. */
export function GoddessRewardPage() {
  return <FestivalRewardsScreen festival={goddess} />;
}
