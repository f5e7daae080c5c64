import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../platform/i18n/numberFormat';

/**
 * A count's options for a string: `count` picks the plural, `formatted` is the number as the language writes it
 * (207,369 — not 207369).
 */
export function useCount() {
  const { i18n } = useTranslation();
  return (count: number, options: Record<string, unknown> = {}) => ({
    ...options,
    count,
    formatted: formatNumber(i18n.language, count),
  });
}
