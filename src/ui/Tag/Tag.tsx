import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { px } from '../px';

export type TagTone = 'accent' | 'gold' | 'noble' | 'success' | 'neutral';
export type TagVariant = 'solid' | 'outline';
export type TagSize = 'small' | 'medium';

export interface TagProps {
  /** Colour family: accent (campaign), gold (ranks, rewards), noble (VIP), success, neutral. Defaults to accent. */
  tone?: TagTone;
  /** Filled, or a tinted pill with a border. Defaults to solid. */
  variant?: TagVariant;
  /** small (18 units high) for inline use next to names, medium (22) elsewhere. Defaults to small. */
  size?: TagSize;
  /** A small icon before the text (decorative). */
  icon?: ReactNode;
  /** The label, already translated. */
  children: ReactNode;
  /** Class name for layout. */
  className?: string;
}

// Every text/background pair here is ≥ 4.5:1 at every gradient stop.
// Neutral's label is the surface's own colour: white on the app's grey, the night panel on a night theme's light grey.
const solid: Record<TagTone, ReturnType<typeof css>> = {
  accent: css`
    background: linear-gradient(135deg, #d9255a, var(--color-accentStrong));
    color: var(--color-onAccent);
  `,
  gold: css`
    background: var(--color-goldGradient);
    color: var(--color-text);
  `,
  noble: css`
    background: linear-gradient(135deg, #7440e0, var(--color-nobleStrong));
    color: var(--color-onAccent);
  `,
  success: css`
    background: #137a50;
    color: var(--color-onAccent);
  `,
  neutral: css`
    background: var(--color-textMuted);
    color: var(--color-surface);
  `,
};

const outline: Record<TagTone, ReturnType<typeof css>> = {
  accent: css`
    background: #fff0f3;
    color: var(--color-accentStrong);
    box-shadow: inset 0 0 0 ${px(1)} rgba(238, 58, 98, 0.55);
  `,
  gold: css`
    background: #fff6dc;
    color: #7a4e00;
    box-shadow: inset 0 0 0 ${px(1)} var(--color-gold);
  `,
  noble: css`
    background: #f3edff;
    color: var(--color-nobleStrong);
    box-shadow: inset 0 0 0 ${px(1)} rgba(139, 92, 246, 0.55);
  `,
  success: css`
    background: #e8f7ef;
    color: #137a50;
    box-shadow: inset 0 0 0 ${px(1)} rgba(31, 169, 113, 0.5);
  `,
  neutral: css`
    background: var(--color-skeleton);
    color: var(--color-textMuted);
    box-shadow: inset 0 0 0 ${px(1)} var(--color-line);
  `,
};

const Pill = styled.span<{ $tone: TagTone; $variant: TagVariant; $size: TagSize }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${px(2)};
  height: ${({ $size }) => px($size === 'small' ? 18 : 22)};
  padding: 0 ${({ $size }) => px($size === 'small' ? 6 : 8)};
  border-radius: ${px(999)};
  font-size: ${({ $size }) => px($size === 'small' ? 11 : 12)};
  font-weight: 600;
  line-height: 1;
  white-space: nowrap;
  vertical-align: middle;
  ${({ $tone, $variant }) => ($variant === 'solid' ? solid[$tone] : outline[$tone])}
  & > svg {
    margin-left: ${px(-2)};
  }
`;

/** A small pill label: "官方", "貴族", "新人", "直播中". */
export function Tag({ tone = 'accent', variant = 'solid', size = 'small', icon, children, className }: TagProps) {
  return (
    <Pill $tone={tone} $variant={variant} $size={size} className={className}>
      {icon}
      {children}
    </Pill>
  );
}
