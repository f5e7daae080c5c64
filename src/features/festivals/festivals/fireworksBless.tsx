import { FireworksBlessHero } from '../art/heroes/fireworksBless';
import { FestivalScreen } from '../components/FestivalScreen';
import { defineFestival } from '../definition';
import { BlessingsWall } from '../stages/BlessingsWall';
import { festivalTheme } from '../themes';

/** The New Year blessings wall: everyone's blessings and mine; each blessing is drawn big, middle or small (spec §9). */
export const fireworksBless = defineFestival({
  festival: 'fireworks_bless',
  key: 'fireworksBless',
  theme: festivalTheme(
    'fireworks-bless',
    '#1A0B3D',
    '#220F4F',
    '#2C1763',
    '#FFB25C',
    '#FFCB8A',
    'linear-gradient(135deg, #FF9A3C 0%, #FF4F6E 100%)',
  ),
  Hero: FireworksBlessHero,
  sections: ['stage', 'tasks'],
  Stage: BlessingsWall,
  ownRules: 3,
});

export default function FireworksBlessPage() {
  return <FestivalScreen festival={fireworksBless} />;
}
