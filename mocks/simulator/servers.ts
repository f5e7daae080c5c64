import { anchorSimulator } from '../server/anchor';
import { anonLettersSimulator } from '../server/anonLetters';
import { christmasSimulator } from '../server/christmas';
import { cpSimulator } from '../server/cp';
import { lettersSimulator } from '../server/letters';
import { lotterySimulator } from '../server/lottery';
import { nobleSimulator } from '../server/noble';
import { raceSimulator } from '../server/race';
import { registrationSimulator } from '../server/registration';
import { scratchSimulator } from '../server/scratch';
import { tribesSimulator } from '../server/tribes';
import { walletSimulator } from '../server/wallet';
import { withdrawSimulator } from '../server/withdraw';
import type { SimScenario } from './scenario';

/** The racing member's gasoline, coins and fragments (the race server keeps them with the round). */
function raceWalletOf(token: string) {
  const reply = raceSimulator.currentRound(token, 'classic');
  return reply.ok ? reply.data.wallet : null;
}

/** The ledgers of every mock server for `token` (what was charged, lit, claimed, withdrawn…). */
export const serverStateOf = (token: string) => ({
  wallet: walletSimulator.ledgerOf(token),
  race: { charges: raceSimulator.chargesOf(token), wallet: raceWalletOf(token) },
  scratch: { charges: scratchSimulator.chargesOf(token) },
  christmas: christmasSimulator.ledgerOf(token),
  noble: nobleSimulator.ledgerOf(token),
  withdraw: withdrawSimulator.ledgerOf(token),
  anchor: anchorSimulator.ledgerOf(token),
  registration: registrationSimulator.ledgerOf(token),
  letters: lettersSimulator.ledgerOf(token),
  anonLetters: anonLettersSimulator.ledgerOf(token),
  cp: cpSimulator.ledgerOf(token),
  tribes: tribesSimulator.ledgerOf(token),
  lottery: lotterySimulator.ledgerOf(token),
});

/** How the scenario's member starts on the servers that take a setup (the simulator's frame, or a story). */
export function setUpServers(scenario: SimScenario): void {
  const token = scenario.token ?? '';
  const { noble, withdraw, anchor, registration } = scenario.server;
  if (noble) nobleSimulator.setUp(token, noble);
  if (withdraw) withdrawSimulator.setUp(token, withdraw);
  if (anchor) anchorSimulator.setUp(token, anchor);
  if (registration) registrationSimulator.setUp(token, registration);
}
