import { MiniGamesHero } from '../art/heroes/miniGames';
import { FestivalScreen } from '../components/FestivalScreen';
import { defineFestival } from '../definition';
import { festivalTheme } from '../themes';

/** `/official-20250722-main` (id 143, no expiry): the mini-game leaderboard, one board per game in tabs. */
export const miniGames = defineFestival({
  festival: 'official_20250722',
  key: 'miniGames',
  theme: festivalTheme(
    'mini-games',
    '#0C1440',
    '#101A52',
    '#16225F',
    '#5CFF9D',
    '#A6FFC8',
    'linear-gradient(135deg, #5CFF9D 0%, #1FB6FF 100%)',
  ),
  Hero: MiniGamesHero,
  sections: ['board', 'rewards'],
  board: 'players',
  ownRules: 2,
});

export default function MiniGamesPage() {
  return <FestivalScreen festival={miniGames} />;
}
