import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { focusRing, tapArea } from '../../../ui/interaction';
import { px } from '../../../ui/px';

const List = styled.div`
  display: flex;
  gap: ${px(4)};
  margin-bottom: ${px(10)};
  padding: ${px(4)};
  border-radius: ${px(999)};
  background: rgba(0, 0, 0, 0.25);
`;

const Tab = styled.button`
  ${tapArea(36)}
  flex: 1;
  padding: ${px(6)} ${px(8)};
  border: 0;
  border-radius: ${px(999)};
  background: transparent;
  color: var(--color-textMuted);
  font: inherit;
  font-size: ${px(14)};
  font-weight: 700;
  cursor: pointer;
  &[aria-selected='true'] {
    background: var(--color-accentGradient);
    color: #fff;
  }
  &:focus-visible {
    ${focusRing(2)}
  }
`;

/**
 * The kit's own tabs (the board's games, all blessings / mine): pills on the night panel, only the chosen one's panel
 * rendered. Arrow keys move between them, as a tab list's do.
 */
export function Tabs({
  label,
  titles,
  index,
  onChange,
  children,
}: {
  label: string;
  titles: readonly string[];
  index: number;
  onChange: (index: number) => void;
  children: ReactNode;
}) {
  const id = useId();
  const move = (to: number) => {
    const next = (to + titles.length) % titles.length;
    onChange(next);
    document.getElementById(`${id}-${next}`)?.focus();
  };
  return (
    <>
      <List role="tablist" aria-label={label}>
        {titles.map((title, at) => (
          <Tab
            key={title}
            id={`${id}-${at}`}
            type="button"
            role="tab"
            aria-selected={at === index}
            aria-controls={`${id}-panel`}
            tabIndex={at === index ? 0 : -1}
            onClick={() => onChange(at)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') move(at + 1);
              if (event.key === 'ArrowLeft') move(at - 1);
            }}
          >
            {title}
          </Tab>
        ))}
      </List>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${index}`}>
        {children}
      </div>
    </>
  );
}
