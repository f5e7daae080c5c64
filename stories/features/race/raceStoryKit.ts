import type { AnyHandler } from 'msw';
import { raceHandlers } from '../../../mocks/handlers/race';
import { createRaceSimulator, type RaceSimulatorOptions } from '../../../mocks/server/race';
import { PHASE_MS, RACE_GAMES, type RacePhase } from '../../../src/features/race/model';
import { writePendingBatch } from '../../../src/features/race/pendingFuel';
import { appNow, setAppClock } from '../../../src/platform/clock/clock';
import { i18n } from '../../../src/platform/i18n/i18n';
import { sessionStore } from '../../../src/platform/storage/safeStorage';
import { hideToast } from '../../../src/ui/Toast/toast';
import { mockApi, type MswContext } from '../../storyKit';

/** 20:00 (UTC+8) on 1 July 2025, the Storybook clock preset: a round starts exactly then. */
export const ROUND_START = Date.parse('2025-07-01T20:00:00+08:00');

const PHASE_OFFSET: Record<RacePhase, number> = {
  countdown: 0,
  racing: PHASE_MS.countdown,
  results: PHASE_MS.countdown + PHASE_MS.racing,
  over: PHASE_MS.countdown + PHASE_MS.racing + PHASE_MS.results,
};

/** The app clock `msIn` ms into a phase of the round starting at ROUND_START. */
export const during = (phase: RacePhase, msIn = 0) => ROUND_START + PHASE_OFFSET[phase] + msIn;

/**
 * A race story: the page at `url` with the app clock at `clock` and its own seeded racing server, new at every
 * render (refuels never carry into the next story, or into the same story seen again). `overrides` are handlers
 * that win over the server's (a failing or odd reply). Spread it into a story or meta: `...raceStory(url, clock)`.
 */
export function raceStory(
  url: string,
  clock: number,
  simulator: RaceSimulatorOptions = {},
  ...overrides: AnyHandler[]
) {
  const path = url.split('?')[0]!;
  return {
    parameters: { route: { path, url }, appClock: clock },
    beforeEach: (context: MswContext) =>
      mockApi(...overrides, ...raceHandlers(createRaceSimulator(simulator)))(context),
  };
}

/** Moves the app clock on (stories pin it), as time passing would. */
export function advanceClock(ms: number): void {
  setAppClock(appNow() + ms);
}

/** A race string in the story's language, for finding what the user sees. */
export const raceText = (key: string, options?: Record<string, unknown>) => i18n.t(`race:${key}`, options ?? {});
/** A string of the rules, records and medal pages (their own namespace). */
export const racePagesText = (key: string, options?: Record<string, unknown>) =>
  i18n.t(`racePages:${key}`, options ?? {});
export const carName = (car: string) => raceText(`cars.${car}`);
export const num = (value: number) => value.toLocaleString(i18n.language);
export const litersText = (value: number) => raceText('units.liters', { value: num(value) });

/**
 * Each story starts clean: no pending liters and no write whose outcome is unknown (kept in session storage through
 * reloads, and so across stories), and no toast left over from the story before.
 */
export function resetRaceStory(): void {
  for (const game of RACE_GAMES) writePendingBatch(game, null);
  // No confirm or purchase left unknown by the story before (the write mechanism keeps them for the visit).
  for (const scope of [...RACE_GAMES.map((game) => `race:refuel:${game}`), 'race:gasoline'])
    sessionStore.remove(`write:${scope}`);
  hideToast();
}
