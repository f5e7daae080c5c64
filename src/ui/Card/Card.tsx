import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { lightSurface, panelSurface } from '../surfaces';
import { px } from '../px';

/** plain: white surface; gold: gold-rimmed (rewards, nobles); festival: warm campaign gradient with a glow. */
export type CardVariant = 'plain' | 'gold' | 'festival';

export interface CardProps extends HTMLAttributes<HTMLDivElement> {
  /** Surface style; defaults to 'plain'. */
  variant?: CardVariant;
  /** Inner padding in design units; defaults to 16. Use 0 for edge-to-edge lists. */
  padding?: number;
  /** The content. */
  children?: ReactNode;
}

const variants: Record<CardVariant, ReturnType<typeof css>> = {
  plain: css`
    ${panelSurface}
    background: var(--panel, var(--color-surface));
  `,
  gold: css`
    ${lightSurface}
    border: ${px(1.5)} solid transparent;
    background:
      linear-gradient(180deg, #fffaf0, #ffffff 60%) padding-box,
      var(--color-goldGradient) border-box;
    box-shadow: 0 ${px(6)} ${px(18)} rgba(185, 128, 31, 0.18);
  `,
  festival: css`
    ${lightSurface}
    border: ${px(1)} solid rgba(238, 58, 98, 0.18);
    background:
      radial-gradient(circle at 100% 0, rgba(246, 196, 83, 0.45) 0, rgba(246, 196, 83, 0) ${px(120)}),
      radial-gradient(circle at 0 100%, rgba(255, 106, 61, 0.14) 0, rgba(255, 106, 61, 0) ${px(140)}),
      linear-gradient(180deg, #ffeee6 0%, #ffffff ${px(96)});
    /* a row of small festive dots along the top edge */
    &::before {
      content: '';
      position: absolute;
      top: ${px(8)};
      left: 50%;
      width: ${px(64)};
      height: ${px(4)};
      transform: translateX(-50%);
      background: radial-gradient(circle, var(--color-gold) 0 ${px(2)}, transparent ${px(2.2)}) 0 0 / ${px(12)} ${px(4)} repeat-x;
      opacity: 0.9;
    }
  `,
};

// Plain: the page theme's panel (white without one); gold and festival: light faces wherever they sit.
const Surface = styled.div<{ $variant: CardVariant; $padding: number }>`
  position: relative;
  padding: ${({ $padding }) => px($padding)};
  overflow: hidden;
  border-radius: ${({ theme }) => px(theme.radii.medium + 4)};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${({ $variant }) => variants[$variant]}
`;

/** A rounded surface grouping related content. */
export function Card({ variant = 'plain', padding = 16, children, ...rest }: CardProps) {
  return (
    <Surface {...rest} $variant={variant} $padding={padding} data-variant={variant}>
      {children}
    </Surface>
  );
}
