import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { scaleIn } from '../motion';
import { px } from '../px';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

export interface BadgeProps {
  /** How many new things; 0 or less hides the bubble (unless `showZero`). */
  count?: number;
  /** Largest number shown in full; above it the bubble reads "99+". Defaults to 99. */
  max?: number;
  /** A plain dot instead of a number: "something new", without saying how much. */
  dot?: boolean;
  /** Keep the bubble visible at 0. */
  showZero?: boolean;
  /** What the badge sits on (an icon, avatar, tab). Without children the bubble stands inline. */
  children?: ReactNode;
  /** Class name for layout. */
  className?: string;
}

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;
  vertical-align: middle;
`;

const pop = css`
  animation: ${scaleIn} var(--motion-scale-in) ease-out both;
`;

const Bubble = styled.span<{ $anchored: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${px(18)};
  height: ${px(18)};
  padding: 0 ${px(5)};
  border: ${px(1.5)} solid var(--color-surface);
  border-radius: ${px(999)};
  background: var(--color-accentStrong);
  color: var(--color-onAccent);
  font-size: ${px(11)};
  font-weight: 700;
  line-height: 1;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  box-shadow: 0 ${px(2)} ${px(6)} rgba(200, 30, 75, 0.3);
  ${pop}
  ${({ $anchored }) =>
    $anchored &&
    css`
      position: absolute;
      top: ${px(-6)};
      left: calc(100% - ${px(10)});
    `}
`;

const Dot = styled.span<{ $anchored: boolean }>`
  display: inline-block;
  width: ${px(10)};
  height: ${px(10)};
  border: ${px(1.5)} solid var(--color-surface);
  border-radius: 50%;
  background: var(--color-accent);
  ${pop}
  ${({ $anchored }) =>
    $anchored &&
    css`
      position: absolute;
      top: ${px(-2)};
      right: ${px(-2)};
    `}
`;

/** The visible text of a count: the number, or "99+" above `max`. */
export function badgeText(count: number, max: number): { overflow: boolean; value: number } {
  return count > max ? { overflow: true, value: max } : { overflow: false, value: count };
}

/** A red count bubble (capped at 99+) or dot for unread / new things. */
export function Badge({ count = 0, max = 99, dot = false, showZero = false, children, className }: BadgeProps) {
  const { t } = useTranslation('ui');
  const anchored = children !== undefined && children !== null;
  const visible = dot || count > 0 || showZero;
  const safeCount = Math.max(0, Math.floor(count));
  const { overflow, value } = badgeText(safeCount, max);

  let mark: ReactNode = null;
  if (visible && dot) {
    mark = (
      <>
        <Dot $anchored={anchored} aria-hidden="true" />
        <VisuallyHidden>{t('badge.dot')}</VisuallyHidden>
      </>
    );
  } else if (visible) {
    mark = (
      <>
        <Bubble $anchored={anchored} aria-hidden="true">
          {overflow ? t('badge.overflow', { max: value }) : value}
        </Bubble>
        <VisuallyHidden>{t('badge.count', { count: safeCount })}</VisuallyHidden>
      </>
    );
  }

  if (!anchored) return <span className={className}>{mark}</span>;
  return (
    <Anchor className={className}>
      {children}
      {mark}
    </Anchor>
  );
}
