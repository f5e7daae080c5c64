import styled from 'styled-components';
import { px } from '../../../../ui/px';

/** A white card of the verification page. */
export const AuthCard = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${px(14)};
  padding: ${px(18)} ${px(16)};
  border-radius: ${px(18)};
  background: var(--color-surface);
  box-shadow: 0 ${px(2)} ${px(10)} rgba(80, 40, 20, 0.06);
`;

export const CardHeading = styled.h2`
  margin: 0;
  color: var(--color-text);
  font-size: ${px(17)};
  font-weight: 800;
`;

/** Masked values, label and value on a row: `王*明`, `1*************002X`. */
export const MaskedRows = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${px(10)} ${px(12)};
  margin: 0;
  padding: ${px(12)} ${px(14)};
  border-radius: ${px(12)};
  background: var(--color-canvas);
  font-size: ${px(14)};

  dt {
    color: var(--color-textMuted);
  }

  dd {
    margin: 0;
    color: var(--color-text);
    font-weight: 700;
    text-align: end;
    letter-spacing: 0.04em;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;
