import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { css } from 'styled-components';
import { fadeIn } from '../motion';
import { MAX_COLUMN_WIDTH, px } from '../px';

export interface OverlayProps {
  /** Accessible name of the dialog: the id of its visible title, or a label. */
  labelledBy?: string;
  label?: string;
  /** Called on Escape and on a tap on the scrim (when `dismissible`). */
  onDismiss?: () => void;
  /** Whether Escape / a scrim tap close it. Alerts that must be acknowledged pass false. */
  dismissible?: boolean;
  /** Where the panel sits: centred card or sheet at the bottom. */
  placement: 'center' | 'bottom';
  /** `alertdialog` for messages that interrupt; `dialog` otherwise. */
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}

const Scrim = styled.div<{ $placement: 'center' | 'bottom' }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.dialog};
  display: flex;
  justify-content: center;
  background: var(--color-scrim);
  animation: ${fadeIn} var(--motion-fade-in) ease-out both;
  ${({ $placement }) =>
    $placement === 'center'
      ? css`
          align-items: center;
          padding: 0 ${px(32)};
        `
      : css`
          align-items: flex-end;
        `}
`;

/** The theme of the page on screen (Scaffold marks its column `data-page-theme`): its name and CSS variables, or none. */
function themeOnScreen(): { name: string; style: CSSProperties } | null {
  const page = document.querySelector<HTMLElement>('[data-page-theme]');
  if (!page) return null;
  const style: Record<string, string> = { colorScheme: page.style.colorScheme, color: page.style.color };
  // By index: not every DOM (happy-dom in the unit tests) makes a declaration iterable.
  for (let index = 0; index < page.style.length; index++) {
    const name = page.style.item(index);
    if (name.startsWith('--')) style[name] = page.style.getPropertyValue(name);
  }
  return { name: page.getAttribute('data-page-theme') ?? '', style: style as CSSProperties };
}

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * What every modal surface shares: a portal above the page, the scrim, focus moved in
 * and given back, Tab kept inside, Escape, and the page behind kept from scrolling.
 * Escape is handled on the dialog itself, where focus is, not on `document`.
 */
export function Overlay({
  labelledBy,
  label,
  onDismiss,
  dismissible = true,
  placement,
  role = 'dialog',
  children,
}: OverlayProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  // A portal leaves the page's subtree, and with it the page's theme variables: the overlay takes those of the themed
  // page on screen (Scaffold marks it), so a sheet, a dialog or the app's alert over a game is the game's.
  const [theme] = useState(themeOnScreen);

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    // The marked control (an alert's only button, a confirm's Cancel), else the panel itself,
    // so a close button doesn't light up with a focus ring the moment a sheet opens.
    (panel?.querySelector<HTMLElement>('[data-autofocus]') ?? panel)?.focus({ preventScroll: true });
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      previouslyFocused?.focus?.({ preventScroll: true });
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && dismissible) {
      event.stopPropagation();
      onDismiss?.();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusable.length === 0) return;
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <Scrim
      $placement={placement}
      data-overlay=""
      data-page-theme={theme?.name}
      style={theme?.style}
      onClick={(event) => {
        if (event.target === event.currentTarget && dismissible) onDismiss?.();
      }}
    >
      {/* oxlint-disable-next-line jsx-a11y/no-static-element-interactions -- `role` is always dialog or alertdialog (a typed prop), which the rule cannot read from a variable */}
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        style={{
          outline: 'none',
          width: placement === 'bottom' ? '100%' : undefined,
          maxWidth: placement === 'bottom' ? MAX_COLUMN_WIDTH : undefined,
        }}
      >
        {children}
      </div>
    </Scrim>,
    document.body,
  );
}
