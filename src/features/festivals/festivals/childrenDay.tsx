import { balloon } from '../art/gifts/balloon';
import { cake } from '../art/gifts/cake';
import { teddy } from '../art/gifts/teddy';
import { ChildrenDayHero } from '../art/heroes/childrenDay';
import { FestivalRulesScreen } from '../components/FestivalSubPages';
import { FestivalScreen } from '../components/FestivalScreen';
import { defineFestival } from '../definition';
import { FESTIVAL_PATHS } from '../paths';
import { festivalTheme } from '../themes';

/** Children's Day (1 June): the kit's page, rules on their own page. */
export const childrenDay = defineFestival({
  festival: 'children_day',
  key: 'childrenDay',
  theme: festivalTheme(
    'children-day',
    '#123F8F',
    '#1650AE',
    '#174C9E',
    '#FFD84D',
    '#FFE98F',
    'linear-gradient(135deg, #FF6FAE 0%, #FF9F43 100%)',
  ),
  Hero: ChildrenDayHero,
  gifts: { balloon, cake, teddy },
  rulesPath: FESTIVAL_PATHS.childrenDayRules,
  ownRules: 1,
});

export default function ChildrenDayPage() {
  return <FestivalScreen festival={childrenDay} />;
}

/** `/h5/children_day/rule`. */
export function ChildrenDayRulesPage() {
  return <FestivalRulesScreen festival={childrenDay} />;
}
