import { isRaceGame, type RaceGame } from './model';

/**
 * The game a race page is about, from its query string (`?game=golden`). A link
 * without it, or with a game we do not know, shows the speed car game: a broken
 * link still lands somewhere useful.
 */
export function gameFromQuery(search: string): RaceGame {
  let value: string | null = null;
  try {
    value = new URLSearchParams(search).get('game');
  } catch {
    return 'classic';
  }
  const game = value?.trim();
  return isRaceGame(game) ? game : 'classic';
}

/** Where each game is played (the paths of `routes.ts`): where "back to the game" goes. */
export function raceGamePath(game: RaceGame): string {
  return game === 'classic' ? '/h5/race' : `/h5/race/${game}`;
}
