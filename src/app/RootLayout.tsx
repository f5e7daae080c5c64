import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { setScreenTitle } from '../platform/bridge/useNativeTitle';
import type { RouteHandle } from './routeMeta';

function titleKeyOf(matches: ReturnType<typeof useMatches>): string | null {
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]!.handle as Partial<RouteHandle> | undefined;
    if (handle?.titleKey) return handle.titleKey;
  }
  return null;
}

/**
 * The frame around every page: the route's translated title on the native title bar
 * and document.title, and scroll positions restored on back.
 */
export function RootLayout() {
  const titleKey = titleKeyOf(useMatches());
  const namespace = titleKey?.includes(':') ? titleKey.slice(0, titleKey.indexOf(':')) : 'common';
  const { t, ready } = useTranslation(namespace);
  const title = titleKey && ready ? t(titleKey) : '';

  useEffect(() => {
    if (title) setScreenTitle(title);
  }, [title]);

  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
