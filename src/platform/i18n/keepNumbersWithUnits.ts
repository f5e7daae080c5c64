/** U+2060 WORD JOINER: forbids a line break where it stands and draws nothing. */
export const WORD_JOINER = '\u2060';

/** A digit right before a Chinese or Japanese character: its unit ("3倍", "1天", "1月3日"). */
const NUMBER_THEN_UNIT = /(\d)(?=[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff])/g;

/**
 * Chinese and Japanese lines may break between any two characters, digits included, so "3倍"
 * could end one line with "3" and start the next with "倍". A word joiner after each digit that
 * a unit follows keeps the two together; other languages' text has no such pair and is unchanged.
 */
export function keepNumbersWithUnits(text: string): string {
  return text.replace(NUMBER_THEN_UNIT, `$1${WORD_JOINER}`);
}
