import { magpie as magpieGift } from '../art/gifts/magpie';
import { ring } from '../art/gifts/ring';
import { rose } from '../art/gifts/rose';
import { MagpieHero } from '../art/heroes/magpie';
import { FestivalScreen } from '../components/FestivalScreen';
import { defineFestival } from '../definition';
import { festivalTheme } from '../themes';

/** Qixi, the magpie bridge: a board of pairs (gifts sent to each other count for both). */
export const magpie = defineFestival({
  festival: 'magpie',
  key: 'magpie',
  theme: festivalTheme(
    'magpie',
    '#141B4D',
    '#18205C',
    '#222C6E',
    '#FF9EC3',
    '#FFC2DA',
    'linear-gradient(135deg, #FF8FB8 0%, #8A7BFF 100%)',
  ),
  Hero: MagpieHero,
  gifts: { rose, magpie: magpieGift, ring },
  board: 'pairs',
  ownRules: 1,
});

export default function MagpiePage() {
  return <FestivalScreen festival={magpie} />;
}
