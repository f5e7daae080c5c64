import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { focusRing } from '../interaction';
import { IosFooter } from '../IosFooter/IosFooter';
import type { PageTheme } from '../pageTheme';
import { MAX_COLUMN_WIDTH, px } from '../px';

export interface ScaffoldProps {
  /** Shown in the title bar; defaults to the translated "标题". */
  title?: string;
  /** Called by the back control. Without it the back control is hidden. */
  onBack?: () => void;
  /** One optional action at the right of the title bar. */
  rightAction?: ReactNode;
  /** Rendered under the body, on every platform. */
  footer?: ReactNode;
  /**
   * Activity pages: show the vendor disclaimer under the body. It renders on iOS only
   * (App Store rules); Android and the browser show nothing.
   */
  iosFooter?: boolean;
  /**
   * A game or event page's theme: the title bar takes the hero's colour (no white bar over a night stage), and the
   * page's panels, sheets, dialogs and celebrations take the theme's palette (ui/pageTheme).
   */
  theme?: PageTheme;
  children?: ReactNode;
}

const Column = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${MAX_COLUMN_WIDTH}px;
  min-height: 100vh;
  min-height: 100dvh;
  margin: 0 auto;
  background: var(--color-canvas);
`;

// Themed: the bar is the top of the hero, one piece with it (the theme hides the hairline).
const TitleBar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.z.titleBar};
  padding-top: var(--status-bar-height);
  background: var(--theme-bar, var(--color-surface));
  color: var(--theme-barText, var(--color-text));
  box-shadow: 0 ${px(0.5)} 0 var(--theme-barLine, var(--color-line));
`;

const TitleRow = styled.div`
  display: grid;
  grid-template-columns: ${px(64)} 1fr ${px(64)};
  align-items: center;
  height: ${px(44)};
`;

const Title = styled.h1`
  margin: 0;
  overflow: hidden;
  font-size: ${px(17)};
  font-weight: 600;
  text-align: center;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const BackButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${px(44)};
  height: ${px(44)};
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  cursor: pointer;
  transition: opacity var(--motion-scale-in) ease;
  /* Pressed: the arrow dims, as a title bar's back button does. */
  &:active {
    opacity: 0.5;
  }
  /* Offset 0 is what this ring has always drawn: its old negative offset (a minus before calc()) was invalid CSS. */
  &:focus-visible {
    ${focusRing(0)}
    border-radius: ${px(8)};
  }
  svg {
    width: ${px(22)};
    height: ${px(22)};
  }
`;

const Right = styled.div`
  display: flex;
  justify-content: flex-end;
  padding-right: ${px(12)};
`;

/* A column, so a page's root with `flex: 1` fills the screen below the title bar (a themed background, an
   error state) instead of stopping where its content does. Not a scroll container: the window scrolls (scroll
   restoration reads it), and a `position: sticky` bar inside a page (the race's fuel bar) sticks to the screen's
   bottom — with `overflow-y: auto` here it stuck to the body's own end, below the fold. */
const Body = styled.main`
  display: flex;
  flex: 1;
  flex-direction: column;
`;

/** Every screen's frame: title bar under the status bar, back control, the page's body below (the window scrolls). */
export function Scaffold({ title, onBack, rightAction, footer, iosFooter = false, theme, children }: ScaffoldProps) {
  const { t } = useTranslation();
  return (
    <Column data-page-theme={theme?.name} style={theme?.style}>
      <TitleBar>
        <TitleRow>
          <div>
            {onBack && (
              <BackButton type="button" aria-label={t('scaffold.back')} onClick={onBack}>
                <svg viewBox="0 0 24 24" fill="none" aria-hidden="true">
                  <path
                    d="M15 4.5 7.5 12l7.5 7.5"
                    stroke="currentColor"
                    strokeWidth="2.2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              </BackButton>
            )}
          </div>
          <Title>{title ?? t('scaffold.defaultTitle')}</Title>
          <Right>{rightAction}</Right>
        </TitleRow>
      </TitleBar>
      <Body>
        {children}
        {iosFooter && <IosFooter />}
      </Body>
      {footer}
    </Column>
  );
}
