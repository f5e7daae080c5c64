import { balloon } from '../art/gifts/balloon';
import { kite } from '../art/gifts/kite';
import { rocket } from '../art/gifts/rocket';
import { MayDayHero } from '../art/heroes/mayDay';
import { FestivalRulesScreen } from '../components/FestivalSubPages';
import { FestivalScreen } from '../components/FestivalScreen';
import { defineFestival } from '../definition';
import { FESTIVAL_PATHS } from '../paths';
import { festivalTheme } from '../themes';

/** May Day: the holiday's tasks first (a sign-in a day), then gifts, the board and rewards; rules on their page. */
export const mayDay = defineFestival({
  festival: 'may_day',
  key: 'mayDay',
  theme: festivalTheme(
    'may-day',
    '#0F3F73',
    '#124A86',
    '#17569A',
    '#FFD23F',
    '#FFE27A',
    'linear-gradient(135deg, #FF6A3D 0%, #E0243A 100%)',
  ),
  Hero: MayDayHero,
  gifts: { balloon, kite, rocket },
  sections: ['tasks', 'gifts', 'board', 'rewards'],
  rulesPath: FESTIVAL_PATHS.mayDayRules,
  ownRules: 2,
});

export default function MayDayPage() {
  return <FestivalScreen festival={mayDay} />;
}

/** `/h5/may_day/rules`. */
export function MayDayRulesPage() {
  return <FestivalRulesScreen festival={mayDay} />;
}
