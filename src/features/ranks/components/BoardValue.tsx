import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { px } from '../../../ui/px';
import { numberFormat } from '../../../platform/i18n/numberFormat';

/** Board values grow large: grouped up to a million, then compact ("1.2M", "120萬"). */
export function formatBoardValue(value: number, language: string): string {
  const options: Intl.NumberFormatOptions = value >= 1_000_000 ? { notation: 'compact', maximumFractionDigits: 1 } : {};
  return numberFormat(language, options).format(value);
}

const Root = styled.span<{ $align: 'end' | 'center' }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $align }) => ($align === 'end' ? 'flex-end' : 'center')};
  min-width: 0;
  line-height: 1.2;
`;

const Amount = styled.span`
  color: var(--color-accentStrong);
  font-size: ${px(15)};
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Unit = styled.span`
  max-width: 100%;
  overflow: hidden;
  color: var(--color-textMuted);
  font-size: ${px(11)};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** A board value with its unit under it ("12,340 / Rich value"). */
export function BoardValue({ value, unit, align = 'end' }: { value: number; unit: string; align?: 'end' | 'center' }) {
  const { i18n } = useTranslation();
  return (
    <Root $align={align}>
      <Amount>{formatBoardValue(value, i18n.resolvedLanguage ?? i18n.language)}</Amount>
      <Unit>{unit}</Unit>
    </Root>
  );
}
