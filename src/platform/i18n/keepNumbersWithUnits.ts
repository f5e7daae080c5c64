/** U+2060 WORD JOINER: forbids a line break where it stands and draws nothing. */
export const WORD_JOINER = '\u2060';

// Han, kana, Hangul, and the full-width brackets and percent a number meets in CJK text. (Not the full-width colon:
// "ID：{{id}}" is split at the id by the contact chooser, which would leave the joiner out of the rendered name.)
const CJK = '\\u3040-\\u30ff\\u3400-\\u9fff\\uf900-\\ufaff\\uac00-\\ud7af\\uff08\\uff09\\uff05';

/** A digit and the CJK character after it ("3倍", "1天", "12（"), or the CJK character and the digit after it ("年1", "第4"). */
const DIGIT_THEN_CJK = new RegExp(`(\\d)(?=[${CJK}])`, 'g');
const CJK_THEN_DIGIT = new RegExp(`([${CJK}])(?=\\d)`, 'g');

/** Units of more than one character: every character of the unit stays with the number ("12,000金幣", not "12,000金" / "幣"). */
const LONG_UNITS = [
  '金幣',
  '銀幣',
  '金币',
  '银币',
  '鑽石',
  '钻石',
  '積分',
  '积分',
  '分鐘',
  '分钟',
  '小時',
  '小时',
  '碎片',
  '個月',
  '个月',
  '週年',
  '周年',
  'ポイント',
  'コイン',
  'ダイヤ',
  'リットル',
  'か月',
  'ヶ月',
  '時間',
  '코인',
  '포인트',
  '다이아',
  '시간',
  '개월',
];
const NUMBER_THEN_LONG_UNIT = new RegExp(`(\\d${WORD_JOINER}?)(${LONG_UNITS.join('|')})`, 'g');

/** A number, a space and a word after it ("3 days", "Resend in 59 s", "12 개"). */
const NUMBER_SPACE_WORD = /(\d) (?=[A-Za-z\u00c0-\u024f\uac00-\ud7af])/g;

/**
 * A number never breaks from its unit or date (issue 30). Chinese, Japanese and Korean lines may break between any two
 * characters, digits included, so "3倍" could end one line with "3" and start the next with "倍", and "2025年1月3日"
 * could break after "月"; a word joiner binds the digits to the characters they touch and a long unit's characters to
 * each other. In every language the space between a number and the word after it does not break either: a word joiner
 * after it (not a no-break space, which Testing Library and Playwright read as a plain space in the page but not in an
 * expected text built with `t()`, so the same string would no longer match itself). Applied to every
 * translated string (i18next post-processor) and to formatted dates; text without such a pair is unchanged.
 */
export function keepNumbersWithUnits(text: string): string {
  return text
    .replace(NUMBER_THEN_LONG_UNIT, (_, number: string, unit: string) => `${number}${Array.from(unit).join(WORD_JOINER)}`)
    .replace(DIGIT_THEN_CJK, `$1${WORD_JOINER}`)
    .replace(CJK_THEN_DIGIT, `$1${WORD_JOINER}`)
    .replace(NUMBER_SPACE_WORD, `$1 ${WORD_JOINER}`);
}
