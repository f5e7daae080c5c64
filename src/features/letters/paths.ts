/** The anonymous letters' routes (ours: spec §2 names the screen "Global anonymous letters: receive, write, mailbox", not its paths; docs/areas/letters.md). */
export const LETTERS_PATH = '/h5/letters';
export const LETTER_WRITE_PATH = '/h5/letters/write';
export const LETTERS_MAILBOX_PATH = '/h5/letters/mailbox';
/** One letter and its conversation: `?id=` the letter's opaque id. */
export const LETTER_PATH = '/h5/letters/letter';

/** The address of one letter's conversation. */
export const letterPath = (letterId: string) => `${LETTER_PATH}?id=${encodeURIComponent(letterId)}`;
