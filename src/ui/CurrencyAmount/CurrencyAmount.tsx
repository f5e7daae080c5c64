import { useMemo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { CashIcon } from '../icons/CashIcon';
import { GoldCoinIcon, SilverCoinIcon } from '../icons/Coin';
import { DiamondIcon } from '../icons/DiamondIcon';
import type { IconProps } from '../icons/Icon';
import { PointsIcon } from '../icons/PointsIcon';
import { px } from '../px';
import { currencySign, minorDigitsOf } from '../../platform/i18n/currency';
import { numberFormat } from '../../platform/i18n/numberFormat';

export type Currency = 'gold' | 'silver' | 'diamond' | 'points' | 'cash';
export type CurrencyAmountSize = 'small' | 'medium' | 'large' | 'hero';

export interface CurrencyAmountProps {
  /** Whole number in the smallest unit: coins, diamonds, points — or cents for cash. */
  amount: number;
  /** Which currency; picks the icon and the spoken name. */
  currency: Currency;
  /** small (12) in dense rows, medium (14) by default, large (22) for balances, hero (36) for a prize just won. */
  size?: CurrencyAmountSize;
  /**
   * For cash: the ISO 4217 code of the money (the server's; 'TWD' when not given), which picks the sign ("NT$",
   * "CN¥", "US$" — never a bare "$" or "¥") and the digits (cents; none for JPY and KRW), as `platform/i18n/money`.
   */
  moneyCurrency?: string;
  /** Short form for big numbers in the active language (1.2萬, 1.2M, 1.2만). The spoken label stays exact. */
  compact?: boolean;
  /** Hide the icon (when a column header already names the currency). */
  hideIcon?: boolean;
  /** Class name for layout. */
  className?: string;
}

const ICONS: Record<Currency, ComponentType<IconProps>> = {
  gold: GoldCoinIcon,
  silver: SilverCoinIcon,
  diamond: DiamondIcon,
  points: PointsIcon,
  cash: CashIcon,
};

const FONT: Record<CurrencyAmountSize, number> = { small: 12, medium: 14, large: 22, hero: 36 };
const ICON: Record<CurrencyAmountSize, number> = { small: 14, medium: 18, large: 26, hero: 38 };
const big = (size: CurrencyAmountSize) => size === 'large' || size === 'hero';

/**
 * The formatted number (no sign, no icon) for an amount in the smallest unit; cash with its currency's digits
 * (`moneyCurrency`, TWD by default: cents).
 */
export function formatCurrencyAmount(
  amount: number,
  currency: Currency,
  language: string,
  compact = false,
  moneyCurrency = 'TWD',
): string {
  const whole = Math.round(Number.isFinite(amount) ? amount : 0);
  const cashDigits = minorDigitsOf(moneyCurrency);
  const value = currency === 'cash' ? whole / 10 ** cashDigits : whole;
  const digits =
    currency === 'cash' && cashDigits > 0
      ? { minimumFractionDigits: cashDigits, maximumFractionDigits: cashDigits }
      : { maximumFractionDigits: 0 };
  const options: Intl.NumberFormatOptions =
    compact && Math.abs(value) >= 10_000 ? { notation: 'compact', maximumFractionDigits: 1 } : digits;
  return numberFormat(language, options).format(value);
}

const Root = styled.span<{ $size: CurrencyAmountSize }>`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  font-size: ${({ $size }) => px(FONT[$size])};
  line-height: 1;
  white-space: nowrap;
  vertical-align: middle;
`;

const Visual = styled.span<{ $size: CurrencyAmountSize }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ $size }) => px(big($size) ? 6 : 3)};
`;

const Digits = styled.span<{ $size: CurrencyAmountSize }>`
  font-weight: ${({ $size }) => (big($size) ? 800 : 700)};
  font-variant-numeric: tabular-nums;
  letter-spacing: ${({ $size }) => (big($size) ? '-0.01em' : '0')};
`;

const CashSign = styled.span`
  margin-right: 0.08em;
  font-size: 0.82em;
  font-weight: 700;
`;

/** An amount of money with its currency icon, grouped digits in the active language and a spoken label. */
export function CurrencyAmount({
  amount,
  currency,
  size = 'medium',
  moneyCurrency = 'TWD',
  compact = false,
  hideIcon = false,
  className,
}: CurrencyAmountProps) {
  const { t, i18n } = useTranslation('ui');
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'zh-Hant';
  const whole = Math.round(Number.isFinite(amount) ? amount : 0);
  // Cash writes its minus before the currency's sign ("-NT$5.00"), as `formatPrice` does.
  const cash = currency === 'cash';
  const minus = cash && whole < 0 ? '-' : '';
  const magnitude = cash ? Math.abs(whole) : whole;
  const shown = useMemo(
    () => formatCurrencyAmount(magnitude, currency, language, compact, moneyCurrency),
    [magnitude, currency, language, compact, moneyCurrency],
  );
  const exact = useMemo(
    () => formatCurrencyAmount(magnitude, currency, language, false, moneyCurrency),
    [magnitude, currency, language, moneyCurrency],
  );
  const symbol = `${minus}${currencySign(moneyCurrency)}`;
  const Icon = ICONS[currency];
  const label = cash
    ? t('currency.cash', { amount: exact, symbol })
    : t(`currency.${currency}`, { amount: exact, count: whole });
  return (
    <Root $size={size} className={className} data-currency={currency}>
      <Visual $size={size} aria-hidden="true">
        {!hideIcon && <Icon size={ICON[size]} />}
        <Digits $size={size}>
          {cash && <CashSign>{symbol}</CashSign>}
          {shown}
        </Digits>
      </Visual>
      <VisuallyHidden>{label}</VisuallyHidden>
    </Root>
  );
}
