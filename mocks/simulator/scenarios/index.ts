import { parseScenario, type SimScenario } from '../scenario';
import christmasWishesDown from './christmas-wishes-down.json' with { type: 'json' };

/**
 * Scenarios saved from the simulator (its Scenario panel's JSON), replayed by a story (stories/app/SavedScenarios)
 * and by an e2e (e2e/simulator.spec.ts): what QA found, kept as it was found.
 */
export const SAVED_SCENARIOS = {
  /** Christmas lighting day (20:00 UTC+8, frozen) on Android, the wishes endpoint down: the tree works, the wall says so. */
  christmasWishesDown: parseScenario(christmasWishesDown),
} satisfies Record<string, SimScenario>;
