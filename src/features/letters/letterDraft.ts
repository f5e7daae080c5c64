import { sessionStore } from '../../platform/storage/safeStorage';
import { LETTER_MAX_CHARACTERS } from './model';

/**
 * The letter being written, kept in the web view's session storage (never local storage: a letter may say personal
 * things, and it must not outlive the app's session), so a reload, a lost reply or a trip to the mailbox loses nothing.
 * Storage is outside input: anything but a string of a sane length reads as no draft.
 */
const KEY = 'letters:draft';
const MAX_STORED = LETTER_MAX_CHARACTERS * 8;

export function readDraft(): string {
  const raw = sessionStore.get(KEY);
  return typeof raw === 'string' && raw.length <= MAX_STORED ? raw : '';
}

export function keepDraft(text: string): void {
  if (text === '') sessionStore.remove(KEY);
  else sessionStore.set(KEY, text.slice(0, MAX_STORED));
}
