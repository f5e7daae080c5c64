// Every festival's definition, for the tests that check them all (their themes' contrast): no page imports this.
import { aprilFools } from './aprilFools';
import { childrenDay } from './childrenDay';
import { fathersDay } from './fathersDay';
import { fireworksBless } from './fireworksBless';
import { goddess } from './goddess';
import { kickoff } from './kickoff';
import { love520 } from './love520';
import { magpie } from './magpie';
import { mayDay } from './mayDay';
import { meteor } from './meteor';
import { miniGames } from './miniGames';
import { newYear } from './newYear';
import { newYearsDay } from './newYearsDay';
import { qixi } from './qixi';
import { springSong } from './springSong';
import { summerNight } from './summerNight';

export const ALL_FESTIVALS = [
  newYearsDay,
  fireworksBless,
  newYear,
  magpie,
  goddess,
  springSong,
  mayDay,
  love520,
  childrenDay,
  aprilFools,
  kickoff,
  summerNight,
  fathersDay,
  meteor,
  qixi,
  miniGames,
];
