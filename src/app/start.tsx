import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { appNow } from '../platform/clock/clock';
import { markBooted } from '../platform/navigation/bootFallback';
import { nextTask } from '../platform/scheduling/tasks';
import { AppProviders, createQueryClient } from './AppProviders';
import { APP_AREAS } from './appAreas';
import { boot, trackRouteExposure } from './boot';
import { AppRoutes, buildRoutes, routeForPath } from './routes';

/** The shell: boot, the routes and the first render (loaded by `main.tsx`). */
export async function start(): Promise<void> {
  // `npm start` only: the mock backend and mock bridge. The condition is a
  // build-time constant, so the production bundle contains none of it.
  if (import.meta.env.MODE === 'mock') {
    const { startMockEnvironment } = await import('../../mocks/devApp');
    // The dev app's index of every page (`/__pages`, mocks/devPages) is shown instead of the app.
    if (await startMockEnvironment()) return;
  }
  const queryClient = createQueryClient({ retry: true });
  const booted = boot(queryClient);
  // A turn for the phone between boot's first steps and the routes'.
  await nextTask();
  const routes = buildRoutes(APP_AREAS, appNow(), queryClient);
  // The first page's requests start while its code and the strings download (signed and sent in a
  // task of their own); the page then finds them in the query cache.
  const first = routeForPath(routes, location.pathname);
  const { prefetch } = first ?? {};
  if (prefetch) {
    void nextTask()
      .then(() => prefetch(queryClient, new URL(location.href)))
      .catch(() => undefined);
  }
  // The first render waits for the first page's code (main.tsx asked for it at once), so it
  // renders whole instead of replacing the splash with a blank screen.
  await Promise.all([booted, first?.page.preload()]);
  // From here on a failure belongs to the route error boundaries, not to the inline boot fallback.
  markBooted();
  const root = createRoot(document.getElementById('root')!);
  // A transition renders in slices that give the phone back every few milliseconds (the splash
  // keeps spinning, a tap is answered) instead of one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <BrowserRouter>
            <AppRoutes routes={routes} onPageShown={trackRouteExposure} />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    ),
  );
}
