import { createGlobalStyle } from 'styled-components';
import { MAX_COLUMN_WIDTH } from './px';
import { motionVariables, reducedMotionRules } from './motion';
import { semanticColors } from './tokens';

/*
 * iOS: the system font (SF, with PingFang in the page's language). Android web views know none of these
 * names and take Roboto with the Noto CJK font for the page's `lang`. Desktop browsers (a shared link):
 * the named CJK fonts, so Han characters come out in the language's own forms, before any Latin font.
 */
const SYSTEM = '-apple-system, BlinkMacSystemFont';
const LATIN = "Roboto, 'Helvetica Neue', Arial";
const TC = "'PingFang TC', 'Noto Sans CJK TC', 'Microsoft JhengHei'";

/** Font stacks per language. */
export const FONT_STACKS = {
  'zh-Hant': `${SYSTEM}, ${TC}, ${LATIN}, sans-serif`,
  'zh-Hans': `${SYSTEM}, 'PingFang SC', 'Noto Sans CJK SC', 'Microsoft YaHei', ${LATIN}, sans-serif`,
  ja: `${SYSTEM}, 'Hiragino Sans', 'Hiragino Kaku Gothic ProN', 'Noto Sans CJK JP', 'Yu Gothic', Meiryo, ${LATIN}, sans-serif`,
  ko: `${SYSTEM}, 'Apple SD Gothic Neo', 'Noto Sans CJK KR', 'Malgun Gothic', ${LATIN}, sans-serif`,
  // English pages show members' names in Chinese: after the Latin font, the main market's letterforms.
  en: `${SYSTEM}, ${LATIN}, ${TC}, sans-serif`,
} as const;

const colorDeclarations = Object.entries(semanticColors)
  .map(([name, value]) => `--color-${name}: ${value};`)
  .join('\n');

/**
 * Global styles for a web view: tokens as CSS variables, safe areas, dynamic
 * viewport height, no tap highlight, system CJK-capable fonts (no web fonts).
 * `--status-bar-height` is written by the app from the bridge's answer.
 */
// `line-break: strict`: in CJK text no line starts with a closing bracket, small kana or a prolonged sound mark (issue
// 30: lines began with "）").
export const GlobalStyle = createGlobalStyle`
  :root {
    ${colorDeclarations}
    --unit: calc(min(100vw, ${MAX_COLUMN_WIDTH}px) / 375);
    --status-bar-height: 0px;
    ${motionVariables}
    --safe-bottom: env(safe-area-inset-bottom, 0px);
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }
  /*
   * The font follows the language (html lang, set by i18n): the same Han character is drawn differently
   * in Traditional Chinese, Simplified Chinese, Japanese and Korean, and so is punctuation (、。，；
   * centred in zh-Hant, bottom-left in zh-Hans). The system font first (SF on iOS, Roboto on Android),
   * then each platform's CJK font for that language. The default is the product's: zh-Hant.
   */
  :root { --font-text: ${FONT_STACKS['zh-Hant']}; }
  :root:lang(zh-Hans) { --font-text: ${FONT_STACKS['zh-Hans']}; }
  :root:lang(ja) { --font-text: ${FONT_STACKS.ja}; }
  :root:lang(ko) { --font-text: ${FONT_STACKS.ko}; }
  :root:lang(en) { --font-text: ${FONT_STACKS.en}; }
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    min-height: 100vh;
    min-height: 100dvh;
    background: var(--color-canvas);
    color: var(--color-text);
    font-family: var(--font-text);
    line-break: strict;
    -webkit-tap-highlight-color: transparent;
    -webkit-font-smoothing: antialiased;
    overscroll-behavior-y: none;
  }
  button, input, textarea, select { font: inherit; color: inherit; }
  ${reducedMotionRules}
`;
