import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { px } from '../../../ui/px';
import { numberFormat } from '../../../platform/i18n/numberFormat';
import type { BoardNumbers } from '../model';

/** "790,608" or, on a board of giants, "1,080萬" — one style for every value on the board. */
export function formatBoardValue(value: number, language: string, numbers: BoardNumbers): string {
  const options: Intl.NumberFormatOptions =
    numbers === 'compact' ? { notation: 'compact', maximumFractionDigits: 1 } : {};
  return numberFormat(language, options).format(value);
}

/** The board's number style (model `boardNumbers`), set once by the board for its podium, rows and me bar. */
export const BoardNumbersContext = createContext<BoardNumbers>('grouped');

/** Formats a value in the board's style. */
export function useBoardValueFormat(): (value: number) => string {
  const { i18n } = useTranslation();
  const numbers = useContext(BoardNumbersContext);
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (value) => formatBoardValue(value, language, numbers);
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
  const format = useBoardValueFormat();
  return (
    <Root $align={align}>
      <Amount>{format(value)}</Amount>
      <Unit>{unit}</Unit>
    </Root>
  );
}
