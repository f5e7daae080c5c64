import { useId, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { fadeIn } from '../motion';
import { focusRing } from '../interaction';
import { px } from '../px';

export interface TabLayoutProps {
  /** Tab titles, already translated. Made for 2–5 equal-width tabs on a phone. */
  titles: string[];
  /** Selected tab (controlled): update it from `onChange`. */
  index?: number;
  /** First selected tab when uncontrolled (no `index`). Defaults to 0. */
  defaultIndex?: number;
  /** The tab-changed event: the index the user picked by tap, arrow key or swipe. */
  onChange?: (index: number) => void;
  /** One panel per title; only the selected one is shown (the others stay mounted, hidden). */
  panels?: ReactNode[];
  /** Instead of `panels`: renders the content of the selected tab only. */
  renderPanel?: (index: number) => ReactNode;
  /** Swipe the panel left/right with a finger to go to the next/previous tab. Defaults to true. */
  swipeable?: boolean;
  /** Keeps the tab bar stuck to the top of the scrolling page. */
  sticky?: boolean;
  /** Accessible name of the tab list, e.g. what the tabs switch between. */
  'aria-label'?: string;
}

/** Horizontal travel (CSS px) a finger needs before a swipe changes tab. */
export const SWIPE_THRESHOLD = 48;

const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Bar = styled.div<{ $sticky: boolean }>`
  position: ${({ $sticky }) => ($sticky ? 'sticky' : 'relative')};
  top: 0;
  z-index: 1;
  display: flex;
  background: var(--color-surface);
  box-shadow: inset 0 -${px(1)} 0 var(--color-line);
`;

const Tab = styled.button<{ $selected: boolean }>`
  position: relative;
  flex: 1 1 0;
  min-width: 0;
  height: ${px(46)};
  padding: 0 ${px(8)};
  border: 0;
  background: transparent;
  color: ${({ $selected }) => ($selected ? 'var(--color-text)' : 'var(--color-textMuted)')};
  font-size: ${px(15)};
  font-weight: ${({ $selected }) => ($selected ? 700 : 500)};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  cursor: pointer;
  transition: color var(--motion-slide-up) ease, background-color var(--motion-scale-in) ease;
  /* Pressed: a soft tint behind the title (no movement: the underline is what slides; the text keeps its contrast). */
  &:active {
    border-radius: ${px(10)};
    background: rgba(34, 26, 22, 0.06);
  }
  /* Offset 0 is what this ring has always drawn: its old negative offset (a minus before calc()) was invalid CSS. */
  &:focus-visible {
    ${focusRing(0)}
    border-radius: ${px(10)};
  }
`;

const Indicator = styled.span`
  position: absolute;
  bottom: ${px(4)};
  left: 0;
  height: ${px(4)};
  pointer-events: none;
  transition: transform var(--motion-slide-up) cubic-bezier(0.22, 0.9, 0.3, 1);
  &::after {
    content: '';
    display: block;
    width: ${px(22)};
    height: 100%;
    margin: 0 auto;
    border-radius: ${px(4)};
    background: var(--color-accentGradient);
    box-shadow: 0 ${px(2)} ${px(6)} rgba(238, 58, 98, 0.35);
  }
`;

const Panels = styled.div<{ $swipeable: boolean }>`
  flex: 1;
  min-width: 0;
  touch-action: ${({ $swipeable }) => ($swipeable ? 'pan-y' : 'auto')};
`;

const Panel = styled.div`
  animation: ${fadeIn} var(--motion-fade-in) ease;
  &:focus-visible {
    ${focusRing(0)}
  }
`;

const clampIndex = (value: number, count: number) =>
  count === 0 ? 0 : Math.min(Math.max(0, Math.round(value) || 0), count - 1);

/**
 * Tabs that switch the panel below them (WAI-ARIA tabs: arrow keys, Home and End
 * move focus and selection together). The accent underline slides to the
 * selected tab; a horizontal swipe on the panel moves to the neighbouring tab.
 */
export function TabLayout({
  titles,
  index,
  defaultIndex = 0,
  onChange,
  panels,
  renderPanel,
  swipeable = true,
  sticky = false,
  'aria-label': ariaLabel,
}: TabLayoutProps) {
  const baseId = useId();
  const [innerIndex, setInnerIndex] = useState(defaultIndex);
  const count = titles.length;
  const current = clampIndex(index ?? innerIndex, count);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const swipeStart = useRef<{ x: number; y: number; id: number } | null>(null);

  const tabId = (i: number) => `${baseId}-tab-${i}`;
  const panelId = (i: number) => `${baseId}-panel-${panels ? i : 'current'}`;
  const hasPanel = Boolean(panels || renderPanel);

  const select = (next: number, focus = false) => {
    const target = clampIndex(next, count);
    if (focus) tabRefs.current[target]?.focus();
    if (target === current) return;
    if (index === undefined) setInnerIndex(target);
    onChange?.(target);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: (current + 1) % count,
      ArrowLeft: (current - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined || count === 0) return;
    event.preventDefault();
    select(next, true);
  };

  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!swipeable || event.pointerType === 'mouse') return;
    swipeStart.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  };
  const handlePointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_THRESHOLD || Math.abs(dx) < Math.abs(dy) * 1.5) return;
    select(current + (dx < 0 ? 1 : -1));
  };
  const cancelSwipe = () => {
    swipeStart.current = null;
  };

  return (
    <Root>
      <Bar
        role="tablist"
        aria-label={ariaLabel}
        aria-orientation="horizontal"
        $sticky={sticky}
        onKeyDown={handleKeyDown}
      >
        {titles.map((title, i) => (
          <Tab
            key={i}
            ref={(node) => {
              tabRefs.current[i] = node;
            }}
            type="button"
            role="tab"
            id={tabId(i)}
            aria-selected={i === current}
            aria-controls={hasPanel && (panels || i === current) ? panelId(i) : undefined}
            tabIndex={i === current ? 0 : -1}
            $selected={i === current}
            onClick={() => select(i)}
          >
            {title}
          </Tab>
        ))}
        {count > 0 && (
          <Indicator
            aria-hidden="true"
            style={{ width: `${100 / count}%`, transform: `translateX(${current * 100}%)` }}
          />
        )}
      </Bar>
      {hasPanel && (
        <Panels
          $swipeable={swipeable}
          onPointerDown={handlePointerDown}
          onPointerUp={handlePointerUp}
          onPointerCancel={cancelSwipe}
        >
          {panels ? (
            panels.map((panel, i) => (
              <Panel
                key={i}
                role="tabpanel"
                id={panelId(i)}
                aria-labelledby={tabId(i)}
                tabIndex={0}
                hidden={i !== current}
              >
                {panel}
              </Panel>
            ))
          ) : (
            <Panel key={current} role="tabpanel" id={panelId(current)} aria-labelledby={tabId(current)} tabIndex={0}>
              {renderPanel?.(current)}
            </Panel>
          )}
        </Panels>
      )}
    </Root>
  );
}
