import { accountHandlers } from './account';
import { anchorHandlers } from './anchor';
import { anonLettersHandlers } from './anonLetters';
import { analyticsHandlers } from './analytics';
import { christmasHandlers } from './christmas';
import { cpHandlers } from './cp';
import { festivalHandlers } from './festivals';
import { lettersHandlers } from './letters';
import { lotteryHandlers } from './lottery';
import { nobleHandlers } from './noble';
import { raceHandlers } from './race';
import { rankHandlers } from './ranks';
import { registrationHandlers } from './registration';
import { roomPkHandlers } from './roomPk';
import { scratchHandlers } from './scratch';
import { virtualGfHandlers } from './virtualgf';
import { tribesHandlers } from './tribes';
import { walletHandlers } from './wallet';
import { withdrawHandlers } from './withdraw';

/** Every area's handlers: the one mock backend for Storybook, the dev app, unit tests and e2e. */
export const handlers = [
  ...accountHandlers,
  ...walletHandlers,
  ...raceHandlers(),
  ...rankHandlers(),
  ...scratchHandlers(),
  ...christmasHandlers(),
  ...nobleHandlers(),
  ...withdrawHandlers(),
  ...anchorHandlers(),
  ...lettersHandlers(),
  ...anonLettersHandlers(),
  ...cpHandlers(),
  ...virtualGfHandlers(),
  ...tribesHandlers(),
  ...roomPkHandlers(),
  ...lotteryHandlers(),
  ...festivalHandlers(),
  ...registrationHandlers(),
  ...analyticsHandlers,
];
