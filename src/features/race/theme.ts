import { darkPageTheme } from '../../ui/darkPageTheme';
import type { RaceGame } from './model';

const shared = {
  accentGradient: 'linear-gradient(135deg, #FF7A3D 0%, #E8355E 100%)',
  accent: '#F6C453',
  accentStrong: '#FFD98A',
};

/**
 * The race's night (the golden race's gold leaf, the battle's red-and-blue night): one theme for the race screens,
 * their rules, history and medal pages, the buy-gasoline sheet and the result dialog.
 */
export const raceThemes = {
  classic: darkPageTheme({ name: 'race', canvas: '#1B1230', bar: '#1E1838', panel: '#2A2448', ...shared }),
  golden: darkPageTheme({
    name: 'race-golden',
    canvas: '#1F1606',
    bar: '#2A1E08',
    panel: '#33260D',
    ...shared,
    textMuted: '#E2D6BC',
    textFaint: '#B3A584',
  }),
  horsepower: darkPageTheme({
    name: 'race-horsepower',
    canvas: '#1B1230',
    bar: '#1E1838',
    panel: '#2A2448',
    ...shared,
  }),
} satisfies Record<RaceGame, unknown>;
