import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setScreenTitle } from '../platform/bridge/useNativeTitle';

/** The route's translated title on the native title bar and document.title, once its strings are there. */
export function useRouteTitle(titleKey: string): void {
  const namespace = titleKey.includes(':') ? titleKey.slice(0, titleKey.indexOf(':')) : 'common';
  const { t, ready } = useTranslation(namespace);
  const title = ready ? t(titleKey) : '';
  useEffect(() => {
    if (title) setScreenTitle(title);
  }, [title]);
}
