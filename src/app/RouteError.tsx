import { Component, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { analytics } from '../platform/analytics/analytics';
import { useBackOrClose } from '../platform/navigation/backOrClose';
import { isChunkLoadError } from '../platform/navigation/recovery';
import { useChunkRecovery } from '../platform/navigation/useChunkRecovery';
import { focusRing } from '../ui/interaction';
import { px } from '../ui/px';
import { LazyErrorArt } from '../ui/StateIllustration/lazyErrorArt';

/** Analytics event for a page that failed to render (our own name; the spec has none). */
export const PAGE_ERROR_EVENT = 'web_page_error';

/**
 * Every route's error boundary. A page whose code vanished in a deploy reloads once (guarded),
 * offline it waits for the network; anything else is reported and shown as a friendly error with
 * retry, while the rest of the app keeps working.
 */
export function RouteError({ error, title = '' }: { error: unknown; title?: string }) {
  const location = useLocation();
  const back = useBackOrClose();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const url = `${location.pathname}${location.search}`;
  const [recovery, retryWhenReachable] = useChunkRecovery(error);
  const shown = recovery === 'offline' || recovery === 'failed';

  useEffect(() => {
    if (!shown) return;
    const message = error instanceof Error ? error.message : String(error);
    analytics.track(PAGE_ERROR_EVENT, {
      current_url: url,
      message: message.slice(0, 300),
      chunk: isChunkLoadError(error),
      offline: recovery === 'offline',
    });
  }, [error, url, shown, recovery]);

  if (!shown) return null;

  const retry = () => {
    // A missing chunk needs the new shell (when the page can be reached); a render error only a fresh render.
    if (isChunkLoadError(error)) retryWhenReachable();
    else void navigate(url, { replace: true });
  };
  const offline = recovery === 'offline';
  return (
    <>
      {/* The title bar stays, with its way back: inside the web view an error must never be a dead end. */}
      <TitleBar>
        <BackButton type="button" aria-label={t('scaffold.back')} onClick={back}>
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
        <BarTitle>{title}</BarTitle>
      </TitleBar>
      <Panel role="alert" data-recovery={recovery}>
        <Art>
          <LazyErrorArt kind={offline ? 'offline' : 'error'} />
        </Art>
        <Title>{offline ? t('pageError.offlineTitle') : t('pageError.title')}</Title>
        <Message>{offline ? t('pageError.offlineMessage') : t('pageError.message')}</Message>
        <Retry type="button" onClick={retry}>
          {t('errors.retry')}
        </Retry>
      </Panel>
    </>
  );
}

/** Catches what a page throws while rendering and shows it as the route error (under the route's `title`). */
export class RouteErrorBoundary extends Component<
  { children: ReactNode; title?: string },
  { error: unknown; failed: boolean }
> {
  state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  render() {
    return this.state.failed ? <RouteError error={this.state.error} title={this.props.title} /> : this.props.children;
  }
}

// Self-contained on purpose: this screen must render when other chunks cannot load, and it lives in
// the initial bundle, so it stays tiny. Its title bar is drawn like Scaffold's but is its own: here the
// route's title is an h2 under the error's h1 (Scaffold's title is a page's h1), and Scaffold stays a
// chunk of the pages that use it.
const TitleBar = styled.header`
  position: sticky;
  top: 0;
  display: grid;
  grid-template-columns: ${px(64)} 1fr ${px(64)};
  align-items: center;
  height: calc(var(--status-bar-height) + ${px(44)});
  padding-top: var(--status-bar-height);
  box-sizing: border-box;
  background: var(--color-surface);
  box-shadow: 0 ${px(0.5)} 0 var(--color-line);
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
  color: var(--color-text);
  cursor: pointer;
  &:focus-visible {
    ${focusRing(0)}
    border-radius: ${px(8)};
  }
  svg {
    width: ${px(22)};
    height: ${px(22)};
  }
`;

const BarTitle = styled.h2`
  margin: 0;
  overflow: hidden;
  font-size: ${px(17)};
  font-weight: 600;
  text-align: center;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Panel = styled.div`
  display: grid;
  justify-items: center;
  gap: ${px(12)};
  padding: ${px(40)} ${px(32)} ${px(48)};
  text-align: center;
`;

/* The drawing loads on demand and is left out when no chunk can load (lazyErrorArt.tsx): the screen itself needs no
   other chunk. The box holds the drawing's place (208 × 4/5). */
const Art = styled.div`
  min-height: ${px(166.4)};
  line-height: 0;
  svg {
    width: ${px(208)};
    height: auto;
  }
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${px(18)};
  font-weight: 700;
`;

const Message = styled.p`
  margin: 0;
  color: var(--color-textMuted);
  font-size: ${px(14)};
  line-height: 1.6;
  line-break: strict;
  text-wrap: balance;
`;

const Retry = styled.button`
  min-width: ${px(120)};
  height: ${px(44)};
  margin-top: ${px(8)};
  border: 0;
  border-radius: 999px;
  background: var(--color-accentGradient);
  color: var(--color-onAccent);
  font-size: ${px(15)};
  font-weight: 600;
  cursor: pointer;
  &:focus-visible {
    ${focusRing(2)}
  }
`;
