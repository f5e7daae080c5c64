import { Component, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { analytics } from '../platform/analytics/analytics';
import { appNow } from '../platform/clock/clock';
import { reloadPage } from '../platform/navigation/reloadPage';
import styled from 'styled-components';
import { px } from '../ui/px';
import { isChunkLoadError, lastChunkReload, reloadForChunk, shouldReloadForChunkError } from './chunkRecovery';
import { focusRing } from '../ui/interaction';

/** Analytics event for a page that failed to render (our own name; the spec has none). */
export const PAGE_ERROR_EVENT = 'web_page_error';

/**
 * Every route's error boundary. A page whose chunk vanished in a deploy reloads once
 * (guarded); anything else is reported and shown as a friendly error with retry,
 * while the rest of the app keeps working.
 */
export function RouteError({ error }: { error: unknown }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const url = `${location.pathname}${location.search}`;
  // Decided once, on the first render: the reload guard is written by the reload itself.
  const [reloading] = useState(() => shouldReloadForChunkError(error, lastChunkReload(), url, appNow()));

  useEffect(() => {
    if (reloading) {
      reloadForChunk(url);
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    analytics.track(PAGE_ERROR_EVENT, {
      current_url: url,
      message: message.slice(0, 300),
      chunk: isChunkLoadError(error),
    });
  }, [error, url, reloading]);

  if (reloading) return null;

  const retry = () => {
    // A missing chunk needs the new shell; a render error only a fresh render.
    if (isChunkLoadError(error)) reloadPage();
    else void navigate(url, { replace: true });
  };
  return (
    <Panel role="alert">
      <Title>{t('pageError.title')}</Title>
      <Message>{t('pageError.message')}</Message>
      <Retry type="button" onClick={retry}>
        {t('errors.retry')}
      </Retry>
    </Panel>
  );
}

/** Catches what a page throws while rendering and shows it as the route error. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: unknown; failed: boolean }> {
  state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

// Self-contained on purpose: this screen must render when other chunks cannot load,
// and it lives in the initial bundle, so it stays tiny (no Scaffold or Button chunk).
const Panel = styled.div`
  display: grid;
  justify-items: center;
  gap: ${px(12)};
  padding: calc(var(--status-bar-height) + ${px(96)}) ${px(32)} ${px(48)};
  text-align: center;
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
