import { type AppRoute, pageRoutes } from '../../platform/navigation/appRoute';
import * as pageLoaders from './pageLoaders';
import { LETTER_PATH, LETTER_WRITE_PATH, LETTERS_MAILBOX_PATH, LETTERS_PATH } from './paths';

/** The global anonymous letters' pages (docs/areas/letters.md). */
export const lettersRoutes: AppRoute[] = pageRoutes(pageLoaders, [
  [LETTERS_PATH, 'letters', 'lettersPage', 'anonLetters:titles.home'],
  [LETTER_WRITE_PATH, 'letters-write', 'letterWritePage', 'anonLetters:titles.write'],
  [LETTERS_MAILBOX_PATH, 'letters-mailbox', 'lettersMailboxPage', 'anonLetters:titles.mailbox'],
  [LETTER_PATH, 'letters-letter', 'letterPage', 'anonLetters:titles.letter'],
]);
