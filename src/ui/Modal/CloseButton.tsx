import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { focusRing, pressedScale } from '../interaction';
import { px } from '../px';

const Button = styled.button<{ $size: number }>`
  display: grid;
  place-items: center;
  width: ${({ $size }) => px($size)};
  height: ${({ $size }) => px($size)};
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: var(--color-textMuted);
  cursor: pointer;
  transition: transform var(--motion-scale-in) ease, background-color var(--motion-fade-in) ease;
  /* Pressed: the icon button's feedback (a soft disc behind the ×, and a small sink). */
  &:active {
    background: rgba(34, 26, 22, 0.08);
    color: var(--color-text);
    transform: ${pressedScale(0.9)};
  }
  &:focus-visible {
    ${focusRing(0)}
  }
  svg {
    width: ${px(18)};
    height: ${px(18)};
  }
`;

/** The translated × of modal surfaces (Modal, BottomSheet). */
export function CloseButton({
  onClick,
  size = 44,
  className,
}: {
  onClick: () => void;
  size?: number;
  className?: string;
}) {
  const { t } = useTranslation('ui');
  return (
    <Button type="button" aria-label={t('overlay.close')} onClick={onClick} $size={size} className={className}>
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
    </Button>
  );
}
