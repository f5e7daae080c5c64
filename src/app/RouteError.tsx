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
import { Scaffold } from '../ui/Scaffold/Scaffold';

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
    // The title bar stays, with its way back: inside the web view an error must never be a dead end.
    <Scaffold title={title} onBack={back}>
      <Panel role="alert" data-recovery={recovery}>
        <Badge aria-hidden="true">{offline ? '⌁' : '!'}</Badge>
        <Title>{offline ? t('pageError.offlineTitle') : t('pageError.title')}</Title>
        <Message>{offline ? t('pageError.offlineMessage') : t('pageError.message')}</Message>
        <Retry type="button" onClick={retry}>
          {t('errors.retry')}
        </Retry>
      </Panel>
    </Scaffold>
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

// Part of the shell (the initial bundle), Scaffold included: this screen must render when no other
// chunk can load.
const Panel = styled.div`
  display: grid;
  justify-items: center;
  gap: ${px(12)};
  padding: ${px(88)} ${px(32)} ${px(48)};
  text-align: center;
`;

const Badge = styled.span`
  display: grid;
  place-items: center;
  width: ${px(64)};
  height: ${px(64)};
  margin-bottom: ${px(4)};
  border-radius: 50%;
  background: var(--color-accentSoft);
  color: var(--color-accentStrong);
  font-size: ${px(30)};
  font-weight: 700;
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
