import { AprilFoolsHero } from '../art/heroes/aprilFools';
import { FestivalScreen } from '../components/FestivalScreen';
import { defineFestival } from '../definition';
import { ThemedRooms } from '../stages/ThemedRooms';
import { festivalTheme } from '../themes';

/** April Fools' rooms: the rooms dressed for the day, each opened in the app (no board). */
export const aprilFools = defineFestival({
  festival: 'april_fools',
  key: 'aprilFools',
  theme: festivalTheme(
    'april-fools',
    '#2B0F4A',
    '#34135A',
    '#40196B',
    '#B8FF3C',
    '#D4FF8A',
    'linear-gradient(135deg, #FF8A1F 0%, #E0308A 100%)',
  ),
  Hero: AprilFoolsHero,
  sections: ['stage'],
  Stage: ThemedRooms,
  ownRules: 2,
});

export default function AprilFoolsRoomsPage() {
  return <FestivalScreen festival={aprilFools} />;
}
