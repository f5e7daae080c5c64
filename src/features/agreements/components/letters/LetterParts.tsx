import styled from 'styled-components';
import { px } from '../../../../ui/px';

/** A white card of a letter page. */
export const LetterCard = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${px(12)};
  padding: ${px(16)};
  border-radius: ${px(16)};
  background: var(--color-surface);
  box-shadow: 0 ${px(2)} ${px(12)} rgba(80, 40, 20, 0.06);
`;

export const CardTitle = styled.h2`
  margin: 0;
  color: var(--color-text);
  font-size: ${px(16)};
  font-weight: 800;
  line-height: 1.4;
`;

/** Label and value on a row (the confirm sheet's summary, the signed term). */
export const SummaryRows = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${px(10)} ${px(12)};
  margin: 0;
  padding: ${px(12)} ${px(14)};
  border-radius: ${px(12)};
  background: var(--color-canvas);
  font-size: ${px(14)};
  line-height: 1.45;

  dt {
    color: var(--color-textMuted);
    white-space: nowrap;
  }

  dd {
    margin: 0;
    color: var(--color-text);
    font-weight: 700;
    text-align: end;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;
