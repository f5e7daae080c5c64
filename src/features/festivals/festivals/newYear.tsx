import { crown } from '../art/gifts/crown';
import { lantern } from '../art/gifts/lantern';
import { redEnvelope } from '../art/gifts/redEnvelope';
import { NewYearHero } from '../art/heroes/newYear';
import { FestivalScreen } from '../components/FestivalScreen';
import { defineFestival } from '../definition';
import { festivalTheme } from '../themes';

/** The Lunar New Year: gifts, tasks, the board of senders and its rewards — the kit's page as it is. */
export const newYear = defineFestival({
  festival: 'new_year',
  key: 'newYear',
  theme: festivalTheme(
    'new-year',
    '#5E0710',
    '#7A0A14',
    '#7E111C',
    '#FFD36B',
    '#FFE29A',
    'linear-gradient(135deg, #FFC93C 0%, #FF7A1A 100%)',
  ),
  Hero: NewYearHero,
  gifts: { redEnvelope, lantern, crown },
  ownRules: 1,
});

export default function NewYearPage() {
  return <FestivalScreen festival={newYear} />;
}
