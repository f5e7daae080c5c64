import { createGlobalStyle } from 'styled-components';
import { MAX_COLUMN_WIDTH } from './px';
import { motionVariables, reducedMotionRules } from './motion';
import { semanticColors } from './tokens';

const colorDeclarations = Object.entries(semanticColors)
  .map(([name, value]) => `--color-${name}: ${value};`)
  .join('\n');

/**
 * Global styles for a web view: tokens as CSS variables, safe areas, dynamic
 * viewport height, no tap highlight, system CJK-capable fonts (no web fonts).
 * `--status-bar-height` is written by the app from the bridge's answer.
 */
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
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    min-height: 100vh;
    min-height: 100dvh;
    background: var(--color-canvas);
    color: var(--color-text);
    font-family: -apple-system, BlinkMacSystemFont, 'PingFang SC', 'PingFang TC', 'Hiragino Sans',
      'Hiragino Kaku Gothic ProN', 'Apple SD Gothic Neo', 'Noto Sans CJK SC', 'Noto Sans CJK TC',
      'Noto Sans CJK JP', 'Noto Sans CJK KR', 'Helvetica Neue', Arial, sans-serif;
    -webkit-tap-highlight-color: transparent;
    -webkit-font-smoothing: antialiased;
    overscroll-behavior-y: none;
  }
  button, input, textarea, select { font: inherit; color: inherit; }
  ${reducedMotionRules}
`;
