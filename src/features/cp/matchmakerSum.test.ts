// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, switchLanguage } from '../../platform/i18n/i18n';
import { WORD_JOINER } from '../../platform/i18n/keepNumbersWithUnits';
import { MatchmakerSum } from './components/MatchmakerRow';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** What a row of the matchmaker board says under the name, in `language`. */
async function sumText(language: string, newPairs: number, announcedPairs: number, value: number) {
  await switchLanguage(language);
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () =>
    root.render(
      createElement(I18nextProvider, { i18n }, createElement(MatchmakerSum, { newPairs, announcedPairs, value })),
    ),
  );
  const text = (host.textContent ?? '').replaceAll(WORD_JOINER, '');
  act(() => root.unmount());
  host.remove();
  return text;
}

afterEach(() => switchLanguage('zh-Hant'));

describe("the matchmaker board's breakdown of a value (spec §9)", () => {
  it('shows the server value as N new × 10,000 + M announced × 100,000', async () => {
    expect(await sumText('en', 12, 3, 420_000)).toBe('12 new × 10,000 + 3 announced × 100,000');
    expect(await sumText('zh-Hant', 12, 3, 420_000)).toBe('新 CP 12對 × 10,000 + 官宣3對 × 100,000');
    expect(await sumText('en', 1, 0, 10_000)).toBe('1 new × 10,000 + 0 announced × 100,000');
  });

  it('shows the counts alone when they do not add up to the server value, never a false sum', async () => {
    expect(await sumText('en', 12, 3, 430_000)).toBe('12 new · 3 announced');
  });
});
