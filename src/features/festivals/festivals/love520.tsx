import { heart } from '../art/gifts/heart';
import { letter } from '../art/gifts/letter';
import { rose } from '../art/gifts/rose';
import { Love520Hero } from '../art/heroes/love520';
import { FestivalRulesScreen } from '../components/FestivalSubPages';
import { FestivalScreen } from '../components/FestivalScreen';
import { defineFestival } from '../definition';
import { FESTIVAL_PATHS } from '../paths';
import { ConfessionWall } from '../stages/ConfessionWall';
import { festivalTheme } from '../themes';

/** 520: the confession gift wall (999-coin confession gifts between two people, spec §9) and a board of pairs. */
export const love520 = defineFestival({
  festival: '520',
  key: 'love520',
  theme: festivalTheme(
    '520',
    '#4A0825',
    '#5A0A2C',
    '#6A1238',
    '#FF7AA8',
    '#FFA8C6',
    'linear-gradient(135deg, #FF4F8B 0%, #FF2D55 100%)',
  ),
  Hero: Love520Hero,
  gifts: { rose, heart, letter },
  sections: ['stage', 'gifts', 'board', 'rewards'],
  Stage: ConfessionWall,
  board: 'pairs',
  rulesPath: FESTIVAL_PATHS.love520Rules,
  ownRules: 2,
});

export default function Love520Page() {
  return <FestivalScreen festival={love520} />;
}

/** `/h5/520/rules`. */
export function Love520RulesPage() {
  return <FestivalRulesScreen festival={love520} />;
}
