// Rules pages are written from the rules' own constants; these are what their text builders share.
import { numberFormat } from './numberFormat';

/** i18next's `t`, narrowed to what the builders need (full `ns:key` keys, so any namespace's `t` works). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface RulesLocale {
  t: Translate;
  /** The active language, for the numbers. */
  language: string;
}

/** Numbers as the language writes them; four-digit ones stay ungrouped ("5000", "10,000"), as the product writes its limits. */
export function ruleNumberFormat(language: string): (value: number) => string {
  const options = { maximumFractionDigits: 2, useGrouping: 'min2' } as unknown as Intl.NumberFormatOptions;
  const format = numberFormat(language, options);
  return (value) => format.format(value);
}
