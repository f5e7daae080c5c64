import { numberFormat } from '../../platform/i18n/numberFormat';
import { priceParts } from './model';

/**
 * A price in the smallest unit as the language writes that currency ("NT$150", "US$4.99", "¥68"): the
 * currency is the server's, the way of writing it the member's language (cached formats per options).
 */
export function formatPrice(language: string, minor: number, currency: string): string {
  const { major, digits } = priceParts(minor, currency);
  return numberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(major);
}
