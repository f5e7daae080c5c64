import type { ReactNode } from 'react';
import styled from 'styled-components';
import { px } from '../px';

const Note = styled.p`
  display: flex;
  gap: ${px(8)};
  margin: 0;
  padding: ${px(12)} ${px(14)};
  border-radius: ${px(14)};
  background: var(--color-surface);
  color: var(--color-textMuted);
  font-size: ${px(12)};
  line-height: 1.6;

  svg {
    flex: none;
    width: ${px(18)};
    height: ${px(18)};
    margin-top: ${px(1)};
    color: #12935e;
  }
`;

/**
 * What a form that asks for personal data does with it, under a green shield (the verification and registration
 * forms): said once, quietly, below the form.
 */
export function PrivacyNote({ children }: { children: ReactNode }) {
  return (
    <Note>
      <svg viewBox="0 0 20 20" fill="none" aria-hidden="true">
        <path d="M10 1.8l6.6 2.5v5.4c0 4.3-2.8 7.6-6.6 9-3.8-1.4-6.6-4.7-6.6-9V4.3z" fill="currentColor" />
        <path
          d="M6.8 10.2l2.2 2.2 4.2-4.5"
          stroke="#fff"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {children}
    </Note>
  );
}
