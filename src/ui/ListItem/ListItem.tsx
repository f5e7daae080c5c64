import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from '../interaction';
import { px } from '../px';

export interface ListItemProps {
  /** Leading visual: an icon (24–32 units) or an `<Avatar>`. */
  leading?: ReactNode;
  /** Main line, already translated; cut with an ellipsis when too long. */
  title: ReactNode;
  /** Second line in muted text (one line, ellipsis). */
  subtitle?: ReactNode;
  /** Right-hand content: a value, amount, tag or switch-like status. */
  trailing?: ReactNode;
  /** Show the ">" chevron. Defaults to true for tappable items, false for static ones. */
  chevron?: boolean;
  /** Makes the whole item a button. Without it the item is static content. */
  onClick?: () => void;
  /** With `onClick`: the item is a choice that is on or off (`aria-pressed`), tinted while on. */
  pressed?: boolean;
  /** Hairline under the item (lists of several items). Defaults to false. */
  divider?: boolean;
  /** Class name for layout. */
  className?: string;
}

const base = css<{ $divider: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${px(12)};
  width: 100%;
  min-height: ${px(56)};
  margin: 0;
  padding: ${px(10)} ${px(16)};
  border: 0;
  background: var(--color-surface);
  color: var(--color-text);
  font: inherit;
  text-align: left;
  ${({ $divider }) =>
    $divider &&
    css`
      &::after {
        content: '';
        position: absolute;
        left: ${px(16)};
        right: 0;
        bottom: 0;
        height: ${px(0.5)};
        background: var(--color-line);
      }
    `}
`;

const StaticItem = styled.div<{ $divider: boolean }>`
  ${base}
`;

const ButtonItem = styled.button<{ $divider: boolean }>`
  ${base}
  cursor: pointer;
  transition: background-color var(--motion-fade-in) ease;
  &:active {
    background: #fbf3ed;
  }
  &[aria-pressed='true'] {
    background: var(--color-accentSoft);
  }
  &:focus-visible {
    ${focusRing(-3)}
  }
`;

const Leading = styled.span`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  min-width: ${px(32)};
`;

const Texts = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${px(2)};
  min-width: 0;
`;

const oneLine = css`
  display: block;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Title = styled.span`
  ${oneLine}
  font-size: ${px(15)};
  font-weight: 600;
  line-height: 1.35;
`;

const Subtitle = styled.span`
  ${oneLine}
  color: var(--color-textMuted);
  font-size: ${px(12)};
  line-height: 1.4;
`;

const Trailing = styled.span`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${px(4)};
  max-width: 45%;
  color: var(--color-textMuted);
  font-size: ${px(14)};
`;

const Chevron = styled.svg`
  flex: none;
  width: ${px(16)};
  height: ${px(16)};
  color: var(--color-textFaint);
`;

/** A settings-style row: leading icon or avatar, title and subtitle, trailing value and chevron. */
export function ListItem({
  leading,
  title,
  subtitle,
  trailing,
  chevron,
  onClick,
  pressed,
  divider = false,
  className,
}: ListItemProps) {
  const showChevron = chevron ?? Boolean(onClick);
  const content = (
    <>
      {leading && <Leading>{leading}</Leading>}
      <Texts>
        <Title>{title}</Title>
        {subtitle && <Subtitle>{subtitle}</Subtitle>}
      </Texts>
      {(trailing || showChevron) && (
        <Trailing>
          {trailing}
          {showChevron && (
            <Chevron viewBox="0 0 16 16" fill="none" aria-hidden="true" focusable="false">
              <path
                d="m6 3.5 4.5 4.5L6 12.5"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </Chevron>
          )}
        </Trailing>
      )}
    </>
  );
  if (!onClick) {
    return (
      <StaticItem $divider={divider} className={className}>
        {content}
      </StaticItem>
    );
  }
  return (
    <ButtonItem type="button" aria-pressed={pressed} $divider={divider} className={className} onClick={onClick}>
      {content}
    </ButtonItem>
  );
}
