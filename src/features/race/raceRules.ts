/**
 * The rules text of the racing games and of the gold racer medal, built from the
 * rules themselves (`model.ts`): change a constant there and the rules page and
 * the medal page say the new number. Pure — translation and number formatting
 * are passed in, so tests can build the text with other constants.
 */
import {
  ADULT_AGE,
  FRAGMENTS_PER_COIN,
  FRAGMENTS_PER_MEDAL_DAY,
  GOLDEN_VEHICLE_DAYS,
  HORSEPOWER_WIN_MULTIPLIER,
  horsepowerWinner,
  LITERS_PER_COIN,
  PHASE_MS,
  REFUEL_LIMIT_LITERS,
  ROUND_MS,
  type RaceGame,
  type RacePhase,
  type SideId,
} from './model';
import { ruleNumberFormat, type RulesLocale } from '../../platform/i18n/ruleText';

/** Every number the rules mention. */
export interface RaceRuleConstants {
  roundMs: number;
  phaseMs: Readonly<Record<RacePhase, number>>;
  refuelLimitLiters: number;
  litersPerCoin: number;
  fragmentsPerCoin: number;
  fragmentsPerMedalDay: number;
  adultAge: number;
  /** The battle counts liters as horsepower: a team's horsepower is its `pool_liters`. */
  horsepowerPerLiter: number;
  horsepowerWinMultiplier: number;
  goldenVehicleDays: number;
  /** Which team a tied battle goes to. */
  horsepowerTieWinner: SideId;
}

export const RACE_RULE_CONSTANTS: RaceRuleConstants = {
  roundMs: ROUND_MS,
  phaseMs: PHASE_MS,
  refuelLimitLiters: REFUEL_LIMIT_LITERS,
  litersPerCoin: LITERS_PER_COIN,
  fragmentsPerCoin: FRAGMENTS_PER_COIN,
  fragmentsPerMedalDay: FRAGMENTS_PER_MEDAL_DAY,
  adultAge: ADULT_AGE,
  horsepowerPerLiter: 1,
  horsepowerWinMultiplier: HORSEPOWER_WIN_MULTIPLIER,
  goldenVehicleDays: GOLDEN_VEHICLE_DAYS,
  horsepowerTieWinner: horsepowerWinner({ red: 1, blue: 1 }),
};

const seconds = (ms: number) => Math.round(ms / 100) / 10;

/** The numbered rules of one racing game, in the active language; `<em>` marks what matters. */
export function buildRaceRules(
  game: RaceGame,
  { t, language }: RulesLocale,
  constants: RaceRuleConstants = RACE_RULE_CONSTANTS,
): string[] {
  const n = ruleNumberFormat(language);
  const c = constants;
  const schedule = t('racePages:rules.schedule', {
    round: n(seconds(c.roundMs)),
    countdown: n(seconds(c.phaseMs.countdown)),
    racing: n(seconds(c.phaseMs.racing)),
    results: n(seconds(c.phaseMs.results)),
    over: n(seconds(c.phaseMs.over)),
  });
  const refuelling = [t('racePages:rules.confirmed'), t('racePages:rules.lapse')];
  const gasoline = t('racePages:rules.gasoline', { liters: n(c.litersPerCoin) });
  const fragments = t('racePages:rules.fragments', {
    count: c.fragmentsPerCoin,
    fragments: n(c.fragmentsPerCoin),
    perDay: n(c.fragmentsPerMedalDay),
  });
  const minors = t('racePages:rules.minors', { age: n(c.adultAge) });

  if (game === 'horsepower') {
    const teams = { red: t('race:cars.red'), blue: t('race:cars.blue') };
    return [
      t('racePages:rules.teams', { ...teams, horsepower: n(c.horsepowerPerLiter) }),
      schedule,
      t('racePages:rules.refuelTeam'),
      ...refuelling,
      t('racePages:rules.limitTeam', { limit: n(c.refuelLimitLiters) }),
      gasoline,
      t('racePages:rules.teamWinner', { tie: t(`race:cars.${c.horsepowerTieWinner}`) }),
      t('racePages:rules.teamReward', { multiplier: n(c.horsepowerWinMultiplier) }),
      fragments,
      minors,
    ];
  }

  return [
    ...(game === 'golden'
      ? [t('racePages:rules.goldenSame', { golden: t('race:titles.golden'), classic: t('race:titles.classic') })]
      : []),
    schedule,
    t('racePages:rules.refuelCar'),
    ...refuelling,
    t('racePages:rules.limitCar', { limit: n(c.refuelLimitLiters) }),
    gasoline,
    t('racePages:rules.carReward'),
    ...(game === 'golden' ? [t('racePages:rules.goldenVehicle', { count: c.goldenVehicleDays })] : []),
    fragments,
    minors,
  ];
}

/** How medal fragments are earned and turn into medal days, with a worked example. */
export function buildMedalRules(
  { t, language }: RulesLocale,
  constants: RaceRuleConstants = RACE_RULE_CONSTANTS,
): string[] {
  const n = ruleNumberFormat(language);
  const c = constants;
  // The coins that buy exactly one medal day of fragments.
  const coins = Math.ceil(c.fragmentsPerMedalDay / Math.max(1, c.fragmentsPerCoin));
  return [
    t('racePages:medal.earnCoins', {
      count: c.fragmentsPerCoin,
      fragments: n(c.fragmentsPerCoin),
      liters: n(c.litersPerCoin),
    }),
    t('racePages:medal.earnDay', { count: c.fragmentsPerMedalDay, perDay: n(c.fragmentsPerMedalDay) }),
    t('racePages:medal.earnExtend'),
    t('racePages:medal.earnExample', {
      coins: n(coins),
      liters: n(coins * c.litersPerCoin),
      fragments: n(coins * c.fragmentsPerCoin),
    }),
  ];
}
