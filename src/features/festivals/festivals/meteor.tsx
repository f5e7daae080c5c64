import { ring } from '../art/gifts/ring';
import { rocket } from '../art/gifts/rocket';
import { MeteorHero } from '../art/heroes/meteor';
import { FestivalScreen } from '../components/FestivalScreen';
import { SharedCardScreen } from '../components/SharedCardScreen';
import { defineFestival } from '../definition';
import { MyWishCard } from '../stages/MyWishCard';
import { festivalTheme } from '../themes';

/** Campaign 2025-08-14 → 08-20: meteor-shower wishes; each member's wish card has its own shared page (`/{hash}`). */
export const meteor = defineFestival({
  festival: 'activity_20250814',
  key: 'meteor',
  theme: festivalTheme(
    'meteor',
    '#081A3A',
    '#0B2248',
    '#112C5A',
    '#7FE3FF',
    '#B5EEFF',
    'linear-gradient(135deg, #3FA9FF 0%, #8A5CFF 100%)',
  ),
  Hero: MeteorHero,
  gifts: { rocket, ring },
  sections: ['stage', 'gifts', 'board', 'rewards'],
  Stage: MyWishCard,
  ownRules: 2,
});

export default function MeteorPage() {
  return <FestivalScreen festival={meteor} />;
}

/** `/activity-20250814-main/{hash}`: a member's shared wish card. */
export function MeteorCardPage() {
  return <SharedCardScreen festival={meteor} />;
}
