import { describe, expect, it } from 'vitest';
import { gameFromQuery, raceGamePath } from './gameParam';

describe('gameFromQuery', () => {
  it('reads each known game, with or without the leading "?"', () => {
    expect(gameFromQuery('?game=classic')).toBe('classic');
    expect(gameFromQuery('?game=golden')).toBe('golden');
    expect(gameFromQuery('game=horsepower')).toBe('horsepower');
    expect(gameFromQuery('?from=room&game=golden&app-language=en')).toBe('golden');
  });

  it('falls back to the speed car game when the game is missing, unknown or malformed', () => {
    expect(gameFromQuery('')).toBe('classic');
    expect(gameFromQuery('?')).toBe('classic');
    expect(gameFromQuery('?game=')).toBe('classic');
    expect(gameFromQuery('?game=GOLDEN')).toBe('classic');
    expect(gameFromQuery('?game=rocket')).toBe('classic');
    expect(gameFromQuery('?game=%E0%A4%A')).toBe('classic');
    expect(gameFromQuery('?game=constructor')).toBe('classic');
    expect(gameFromQuery('?game[]=golden')).toBe('classic');
  });

  it('takes the first value when the parameter is repeated and tolerates stray spaces', () => {
    expect(gameFromQuery('?game=horsepower&game=golden')).toBe('horsepower');
    expect(gameFromQuery('?game=%20golden%20')).toBe('golden');
  });
});

describe('raceGamePath', () => {
  it('points at the page of each game', () => {
    expect(raceGamePath('classic')).toBe('/h5/race');
    expect(raceGamePath('golden')).toBe('/h5/race/golden');
    expect(raceGamePath('horsepower')).toBe('/h5/race/horsepower');
  });
});
