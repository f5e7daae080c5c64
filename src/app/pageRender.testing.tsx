import { QueryClient } from '@tanstack/react-query';
import { act, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { AppProviders } from './AppProviders';
import { appRoutes } from './appRoutes';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Data a page reads from the query cache: its query key and the parsed reply. */
export type CachedReply = readonly [queryKey: readonly unknown[], data: unknown];

const pages = new Map<string, ComponentType>();

/** The page component the app's route table opens for `path` (its code loaded once). */
export async function pageAt(path: string): Promise<ComponentType> {
  const pathname = new URL(path, 'https://h5.test').pathname;
  let page = pages.get(pathname);
  if (!page) {
    const route = appRoutes.find((candidate) => candidate.path === pathname);
    if (!route) throw new Error(`no route for ${pathname}`);
    page = (await route.load()).default as ComponentType;
    pages.set(pathname, page);
  }
  return page;
}

/**
 * Renders the page at `path` (happy-dom) with `cache` already in the query cache, as the page finds it
 * when the replies have arrived, and throws whatever the page threw while rendering. Nothing is
 * fetched again (fresh forever), so only the given replies are on screen.
 */
export async function renderPageWith(path: string, cache: readonly CachedReply[]): Promise<void> {
  const Page = await pageAt(path);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, refetchOnMount: false, refetchInterval: false } },
  });
  for (const [queryKey, data] of cache) queryClient.setQueryData(queryKey, data);
  const container = document.createElement('div');
  document.body.append(container);
  const errors: unknown[] = [];
  const root = createRoot(container, {
    onUncaughtError: (error) => errors.push(error),
    onCaughtError: (error) => errors.push(error),
  });
  try {
    await act(async () =>
      root.render(
        <AppProviders queryClient={queryClient}>
          <MemoryRouter initialEntries={[path]}>
            <Page />
          </MemoryRouter>
        </AppProviders>,
      ),
    );
    if (errors.length > 0) throw errors[0];
    if (!container.textContent) throw new Error('the page rendered nothing');
  } finally {
    act(() => root.unmount());
    container.remove();
    queryClient.clear();
  }
}
