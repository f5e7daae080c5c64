import { firework } from '../art/gifts/firework';
import { rocket } from '../art/gifts/rocket';
import { NewYearsDayHero } from '../art/heroes/newYearsDay';
import { FestivalScreen } from '../components/FestivalScreen';
import { defineFestival } from '../definition';
import { FireworksSky } from '../stages/FireworksSky';
import { festivalTheme } from '../themes';

/** New Year's Day: the annual firework ranking; every firework gift sent lights the sky on this page. */
export const newYearsDay = defineFestival({
  festival: 'new_years_day',
  key: 'newYearsDay',
  theme: festivalTheme(
    'new-years-day',
    '#0B0F2E',
    '#10163F',
    '#1A2158',
    '#FFD36B',
    '#FFE29A',
    'linear-gradient(135deg, #FF5FA2 0%, #7B5CFF 100%)',
  ),
  Hero: NewYearsDayHero,
  gifts: { firework, rocket },
  sections: ['stage', 'gifts', 'tasks', 'board', 'rewards'],
  Stage: FireworksSky,
  ownRules: 2,
});

export default function NewYearsDayPage() {
  return <FestivalScreen festival={newYearsDay} />;
}
