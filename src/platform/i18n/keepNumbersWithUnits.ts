/** U+2060 WORD JOINER: forbids a line break where it stands and draws nothing. */
export const WORD_JOINER = '\u2060';

// Han, kana, Hangul, and the full-width brackets and percent a number meets in CJK text. (Not the full-width colon:
// "ID：{{id}}" is split at the id by the contact chooser, which would leave the joiner out of the rendered name.)
const CJK = '\\u3040-\\u30ff\\u3400-\\u9fff\\uf900-\\ufaff\\uac00-\\ud7af\\uff08\\uff09\\uff05';

/** A digit and the CJK character after it ("3倍", "1天", "12（"), a CJK character and the digit after it ("年1", "第4"), and a number's space before a word ("3 days", "59 s"). */
const PAIRS = new RegExp(`(\\d(?=[${CJK}])|[${CJK}](?=\\d)|\\d (?=[A-Za-z\\u00c0-\\u024f]))`, 'g');

/** Then the unit's second character: "12,000金幣", never "12,000金" / "幣". */
const UNIT_OF_TWO = new RegExp(`(\\d\\u2060[${CJK}])(?=[${CJK}])`, 'g');

/**
 * A number never breaks from its unit or date (issue 30). Chinese, Japanese and Korean lines may break between any two
 * characters, digits included, so "3倍" could end one line with "3" and start the next with "倍", and "2025年1月3日"
 * could break after "月"; a word joiner binds the digits to the characters they touch and a unit's second character to
 * its first. In every language the space between a number and the word after it does not break either: a word joiner
 * after it (not a no-break space, which Testing Library and Playwright read as a plain space in the page but not in an
 * expected text built with `t()`, so the same string would no longer match itself). Applied to every
 * translated string (i18next post-processor) and to formatted dates; text without such a pair is unchanged.
 */
export function keepNumbersWithUnits(text: string): string {
  return text.replace(PAIRS, `$1${WORD_JOINER}`).replace(UNIT_OF_TWO, `$1${WORD_JOINER}`);
}
