import { bouquet } from '../art/gifts/bouquet';
import { microphone } from '../art/gifts/microphone';
import { SpringSongHero } from '../art/heroes/springSong';
import { FestivalScreen } from '../components/FestivalScreen';
import { defineFestival } from '../definition';
import { festivalTheme } from '../themes';

/** The spring singing contest: singers (anchors) ranked by the gifts their songs receive. */
export const springSong = defineFestival({
  festival: 'song_spring',
  key: 'springSong',
  theme: festivalTheme(
    'spring-song',
    '#0E3B2E',
    '#114636',
    '#185542',
    '#FFB3C7',
    '#FFD0DD',
    'linear-gradient(135deg, #FF8FB1 0%, #3FCB8B 100%)',
  ),
  Hero: SpringSongHero,
  gifts: { microphone, bouquet },
  board: 'anchors',
  ownRules: 2,
});

export default function SpringSongPage() {
  return <FestivalScreen festival={springSong} />;
}
