import styled from 'styled-components';
import { px } from '../../../../ui/px';

/** Masked values, label and value on a row: `王*明`, `138****5678`, `4*************123X`. */
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
    letter-spacing: 0.03em;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

type Tone = 'info' | 'danger';

/** A line of news above the submit button or the form: a restored draft (info), a server's refusal (danger). */
export const Notice = styled.p<{ $tone: Tone }>`
  display: flex;
  gap: ${px(8)};
  margin: 0;
  padding: ${px(10)} ${px(12)};
  border-radius: ${px(12)};
  background: ${({ $tone }) => ($tone === 'danger' ? '#fdecec' : '#eef5ff')};
  box-shadow: inset 0 0 0 ${px(1)} ${({ $tone }) => ($tone === 'danger' ? '#f6c4c9' : '#cfe0fb')};
  color: ${({ $tone }) => ($tone === 'danger' ? '#8a1f2b' : '#1f4a86')};
  font-size: ${px(13)};
  line-height: 1.55;

  svg {
    flex: none;
    width: ${px(16)};
    height: ${px(16)};
    margin-top: ${px(2)};
  }
`;

export function InfoIcon() {
  return (
    <svg viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <circle cx="8" cy="8" r="7" fill="currentColor" />
      <path d="M8 7.2v4" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
      <circle cx="8" cy="4.8" r="1" fill="#fff" />
    </svg>
  );
}

export function WarningIcon() {
  return (
    <svg viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path d="M8 1.5 15 14H1z" fill="currentColor" strokeLinejoin="round" />
      <path d="M8 6v3.6" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
      <circle cx="8" cy="11.7" r="0.95" fill="#fff" />
    </svg>
  );
}
