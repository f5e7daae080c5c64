import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { focusRing, pressedScale, pressedTint } from '../interaction';
import { px } from '../px';

export type IconButtonVariant = 'plain' | 'filled' | 'translucent';
export type IconButtonSize = 'small' | 'medium' | 'large';

export interface IconButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children' | 'aria-label'> {
  /** What the button does, already translated ("分享", "關閉"). Required: it is the only name screen readers get. */
  label: string;
  /** The icon: an inline SVG sized 1em × 1em using currentColor. */
  children: ReactNode;
  /** plain: icon on the page; filled: accent gradient circle; translucent: a dark glass circle over video or the dark stage. */
  variant?: IconButtonVariant;
  /** Visual diameter 32 / 40 / 48 design units; the tap area is at least 44 either way. */
  size?: IconButtonSize;
  /** Defaults to "button" so it never submits a form by accident. */
  type?: 'button' | 'submit' | 'reset';
}

const diameters: Record<IconButtonSize, number> = { small: 32, medium: 40, large: 48 };
const iconSizes: Record<IconButtonSize, number> = { small: 18, medium: 22, large: 24 };

const variants: Record<IconButtonVariant, ReturnType<typeof css>> = {
  plain: css`
    background: transparent;
    color: var(--color-text);
    &:active:not(:disabled) {
      background: rgba(34, 26, 22, 0.06);
    }
  `,
  filled: css`
    background: var(--color-accentGradient);
    color: var(--color-onAccent);
    box-shadow: ${({ theme }) => theme.shadows.raised};
  `,
  translucent: css`
    background: rgba(20, 10, 8, 0.42);
    color: var(--color-onAccent);
    box-shadow: inset 0 0 0 ${px(1)} rgba(255, 255, 255, 0.18);
    backdrop-filter: blur(6px);
    -webkit-backdrop-filter: blur(6px);
  `,
};

const StyledIconButton = styled.button<{ $variant: IconButtonVariant; $size: IconButtonSize }>`
  position: relative;
  display: inline-grid;
  flex: none;
  place-items: center;
  width: ${({ $size }) => px(diameters[$size])};
  height: ${({ $size }) => px(diameters[$size])};
  padding: 0;
  border: 0;
  border-radius: 50%;
  font-size: ${({ $size }) => px(iconSizes[$size])};
  line-height: 0;
  cursor: pointer;
  user-select: none;
  transition: transform var(--motion-scale-in) ease, filter var(--motion-scale-in) ease, background-color
    var(--motion-fade-in) ease;
  ${({ $variant }) => variants[$variant]}

  /* Tap area: at least 44 design units even when the circle is smaller. */
  &::before {
    content: '';
    position: absolute;
    top: ${({ $size }) => px(Math.min(0, (diameters[$size] - 44) / 2))};
    right: ${({ $size }) => px(Math.min(0, (diameters[$size] - 44) / 2))};
    bottom: ${({ $size }) => px(Math.min(0, (diameters[$size] - 44) / 2))};
    left: ${({ $size }) => px(Math.min(0, (diameters[$size] - 44) / 2))};
    border-radius: 50%;
  }
  svg {
    width: 1em;
    height: 1em;
    pointer-events: none;
  }
  &:active:not(:disabled) {
    transform: ${pressedScale(0.92)};
    filter: ${pressedTint};
  }
  &:focus-visible {
    ${focusRing()}
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.45;
    box-shadow: none;
  }
`;

/** A round, icon-only button. Its `label` is its accessible name (aria-label). */
export function IconButton({
  label,
  variant = 'plain',
  size = 'medium',
  type = 'button',
  children,
  ...rest
}: IconButtonProps) {
  return (
    <StyledIconButton {...rest} type={type} aria-label={label} $variant={variant} $size={size}>
      {children}
    </StyledIconButton>
  );
}
