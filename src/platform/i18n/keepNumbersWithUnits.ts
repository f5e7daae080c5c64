/** U+2060 WORD JOINER: forbids a line break where it stands and draws nothing. */
export const WORD_JOINER = '\u2060';

// Han, kana, Hangul, and the full-width brackets and percent a number meets in CJK text. (Not the full-width colon:
// "ID：{{id}}" is split at the id by the contact chooser, which would leave the joiner out of the rendered name.)
const CJK = '\\u3040-\\u30ff\\u3400-\\u9fff\\uf900-\\ufaff\\uac00-\\ud7af\\uff08\\uff09\\uff05';

/**
 * A digit and the CJK character after it ("3倍", "1天", "12（"), a CJK character and the digit after it ("年1", "第4"),
 * and a unit's first character and its second ("12,000金幣", never "12,000金" / "幣"): a joiner after the first of each.
 */
const PAIRS = new RegExp(`(\\d(?=[${CJK}])|[${CJK}](?=\\d)|(?<=\\d)[${CJK}](?=[${CJK}]))`, 'g');

/**
 * A number never breaks from its unit or date (issue 30). Chinese, Japanese and Korean lines may break between any two
 * characters, digits included, so "3倍" could end one line with "3" and start the next with "倍", and "2025年1月3日"
 * could break after "月"; a word joiner binds the digits to the characters they touch and a unit's second character to
 * its first. (Latin text breaks at spaces only, where English typography allows a line to end on "3"; a word joiner
 * after the space does not stop Chromium from breaking there, and a no-break space would not match an expected text
 * built with `t()` in Testing Library, which reads it as a plain space.) Applied to every translated string (i18next
 * post-processor), to formatted dates and to the legal documents' text; text without such a pair is unchanged.
 */
export function keepNumbersWithUnits(text: string): string {
  return text.replace(PAIRS, `$1${WORD_JOINER}`);
}

/**
 * The same for a text drawn in runs (a number in bold, its unit after it: "<b>59</b>（…"): each run is kept together on
 * its own and with the first character of the next, so the joiner lands at the end of a run where a pair spans two.
 */
export function keepRunsTogether(runs: string[]): string[] {
  return runs.map((run, index) => {
    const next = (runs[index + 1] ?? '').slice(0, 1);
    const kept = keepNumbersWithUnits(run + next);
    return next ? kept.slice(0, -1) : kept;
  });
}
