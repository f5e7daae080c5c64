import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setScreenTitle } from '../platform/bridge/useNativeTitle';

/** A title's namespace, which is also its page's area strings ("ranks:titles.whole" → "ranks"). */
export const titleNamespace = (titleKey: string): string | undefined =>
  titleKey.includes(':') ? titleKey.slice(0, titleKey.indexOf(':')) : undefined;

/**
 * The route's translated title on the native title bar and document.title, once its strings are
 * there; returned for the route's own error screen ('' until then).
 */
export function useRouteTitle(titleKey: string): string {
  const { t, ready } = useTranslation(titleNamespace(titleKey) ?? 'common');
  const title = ready ? t(titleKey) : '';
  useEffect(() => {
    if (title) setScreenTitle(title);
  }, [title]);
  return title;
}
