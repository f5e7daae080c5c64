import styled, { css } from 'styled-components';
import { px } from '../px';

/** The parts every labelled input shares (TextField, TextArea, Select), so they look like one family. */
export const FieldRoot = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${px(6)};
`;

export const FieldLabel = styled.label`
  color: var(--color-text);
  font-size: ${px(14)};
  font-weight: 600;
`;

/** The input's frame: line border, accent ring while focused, danger when invalid. */
export const fieldFrame = css<{ $invalid: boolean; $disabled: boolean }>`
  border-radius: ${({ theme }) => theme.radii.medium}px;
  background: ${({ $disabled }) => ($disabled ? '#f7efe9' : 'var(--color-surface)')};
  box-shadow: inset 0 0 0 ${px(1)} ${({ $invalid }) => ($invalid ? 'var(--color-danger)' : 'var(--color-line)')};
  transition: box-shadow var(--motion-fade-in) ease;
  &:focus-within {
    box-shadow: inset 0 0 0 ${px(1.5)} ${({ $invalid }) => ($invalid ? 'var(--color-danger)' : 'var(--color-accent)')},
      0 0 0 ${px(3)} rgba(238, 58, 98, 0.14);
  }
`;

/** Helper text under a field, or its error (danger colour, with an icon). */
export const FieldNote = styled.p<{ $error: boolean }>`
  display: flex;
  align-items: center;
  gap: ${px(4)};
  margin: 0;
  color: ${({ $error }) => ($error ? 'var(--color-danger)' : 'var(--color-textMuted)')};
  font-size: ${px(12)};
  line-height: 1.5;
  svg {
    width: ${px(13)};
    height: ${px(13)};
    flex: none;
  }
`;

/** The "!" in front of a field's error text. */
export function FieldErrorIcon() {
  return (
    <svg viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <circle cx="8" cy="8" r="7" fill="currentColor" />
      <path d="M8 4.5v4.2" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
      <circle cx="8" cy="11.4" r="1" fill="#fff" />
    </svg>
  );
}
