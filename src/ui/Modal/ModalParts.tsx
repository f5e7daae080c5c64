import styled from 'styled-components';
import { scaleIn } from '../motion';
import { px } from '../px';

// The card's parts, shared by the modal and the alert/confirm dialogs. Small on purpose: a page
// that puts a ModalMessage in its dialog does not pull the overlay's code into its first visit.

export const ModalCard = styled.div<{ $tone?: 'plain' | 'festival' }>`
  position: relative;
  width: ${px(311)};
  max-width: 100%;
  max-height: 80dvh;
  overflow-y: auto;
  padding: ${px(24)} ${px(20)} ${px(20)};
  border-radius: ${px(20)};
  background: ${({ $tone }) => ($tone === 'festival' ? 'var(--theme-festivalPanel, linear-gradient(180deg, #FFF4D6 0%, #FFFFFF 42%))' : 'var(--color-surface)')};
  box-shadow: ${({ $tone }) => ($tone === 'festival' ? `0 0 0 ${px(3)} var(--color-gold), 0 ${px(12)} ${px(40)} rgba(0, 0, 0, 0.28)` : `0 ${px(12)} ${px(40)} rgba(0, 0, 0, 0.22)`)};
  color: var(--color-text);
  text-align: center;
  animation: ${scaleIn} var(--motion-scale-in) cubic-bezier(0.2, 0.9, 0.3, 1.2) both;
`;

export const ModalTitle = styled.h2`
  margin: 0 ${px(20)} ${px(10)};
  font-size: ${px(18)};
  font-weight: 700;
  line-height: 1.4;
`;

export const ModalMessage = styled.div`
  color: var(--color-textMuted);
  font-size: ${px(15)};
  line-height: 1.6;
  white-space: pre-line;
  word-break: break-word;
`;

export const ModalActions = styled.div`
  display: flex;
  gap: ${px(12)};
  margin-top: ${px(22)};
  & > * {
    flex: 1;
  }
`;
