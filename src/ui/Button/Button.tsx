import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { focusRing, pressedScale, pressedTint } from '../interaction';
import { px } from '../px';
import { Spinner } from '../Spinner/Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** Visual weight: one primary action per screen; danger for destructive ones. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the container width (bottom action bars). */
  block?: boolean;
  /**
   * Shows a spinner and ignores further taps while true: the guard against a
   * double-tapped purchase or confirm.
   */
  loading?: boolean;
  /** Defaults to "button" so a button inside a form never submits by accident. */
  type?: 'button' | 'submit' | 'reset';
  children: ReactNode;
}

// Medium is the smallest a finger is given (TAP_TARGET); small is for dense, secondary inline actions.
const heights: Record<ButtonSize, number> = { small: 30, medium: 44, large: 48 };
const fontSizes: Record<ButtonSize, number> = { small: 13, medium: 15, large: 17 };

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: var(--color-accentGradient);
    color: var(--color-onAccent);
    box-shadow: ${({ theme }) => theme.shadows.raised};
  `,
  secondary: css`
    background: var(--color-surface);
    color: var(--color-accentStrong);
    box-shadow: inset 0 0 0 ${px(1)} var(--color-accent);
  `,
  ghost: css`
    background: transparent;
    color: var(--color-accentStrong);
    &:active:not(:disabled) {
      background: #fff0f3;
    }
  `,
  danger: css`
    background: var(--color-danger);
    color: var(--color-onAccent);
  `,
};

// Disabled (and busy): a flat neutral face with a label that still reads (≥ 4.5:1, tokens.test.ts reads these two
// colours here), not a faded button whose white label sank into its washed-out gradient. A night page theme sets its
// own (ui/pageThemeStyle.ts).
const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $block: boolean }>`
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${px(6)};
  height: ${({ $size }) => px(heights[$size])};
  padding: 0 ${({ $size }) => px($size === 'small' ? 14 : 22)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  font-size: ${({ $size }) => px(fontSizes[$size])};
  font-weight: 600;
  letter-spacing: 0.02em;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  transition: transform var(--motion-scale-in) ease, filter var(--motion-scale-in) ease, opacity var(--motion-fade-in)
    ease;
  ${({ $variant }) => variants[$variant]}

  &:active:not(:disabled) {
    transform: ${pressedScale(0.97)};
    filter: ${pressedTint};
  }
  &:focus-visible {
    ${focusRing()}
  }
  &:disabled {
    cursor: not-allowed;
    box-shadow: none;
    background: var(--color-disabledSurface, #eee5de);
    color: var(--color-disabledText, #645852);
  }
`;

/** The app's button. Loading and disabled buttons swallow taps. */
export function Button({
  variant = 'primary',
  size = 'medium',
  block = false,
  loading = false,
  disabled = false,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading || disabled) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <StyledButton
      {...rest}
      type={type}
      $variant={variant}
      $size={size}
      $block={block}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      onClick={handleClick}
    >
      {loading && <Spinner $size={fontSizes[size]} />}
      {children}
    </StyledButton>
  );
}
