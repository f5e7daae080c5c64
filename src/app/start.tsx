import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { appNow } from '../platform/clock/clock';
import { nextTask } from '../platform/scheduling/tasks';
import { AppProviders, createQueryClient } from './AppProviders';
import { appRoutes } from './appRoutes';
import { boot, trackRouteExposure } from './boot';
import { buildRoutes } from './routes';

/** The shell: boot, the router and the first render (loaded by `main.tsx`). */
export async function start(): Promise<void> {
  // `npm start` only: the mock backend and mock bridge. The condition is a
  // build-time constant, so the production bundle contains none of it.
  if (import.meta.env.MODE === 'mock') {
    const { startMockEnvironment } = await import('../../mocks/devApp');
    await startMockEnvironment();
  }
  const queryClient = createQueryClient({ retry: true });
  const booted = boot(queryClient);
  // A turn for the phone between boot's first steps and the router's.
  await nextTask();
  // Created at once, so the first page's code (and its prefetched data) load while the strings do.
  const router = createBrowserRouter(buildRoutes(appRoutes, appNow(), queryClient));
  await booted;
  // RouterProvider reads the router's state when it renders and subscribes only once committed: a
  // change in between (the first page's code arriving during the sliced render below) would be
  // lost and leave the screen blank. So the first render waits for the first page to be ready.
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
  }
  let lastPath = '';
  const exposeRoute = (state: typeof router.state) => {
    if (state.navigation.state !== 'idle' || state.location.pathname === lastPath) return;
    lastPath = state.location.pathname;
    trackRouteExposure();
  };
  exposeRoute(router.state); // the first page
  router.subscribe(exposeRoute);
  const root = createRoot(document.getElementById('root')!);
  // A transition renders in slices that give the phone back every few milliseconds (the splash
  // keeps spinning, a tap is answered) instead of one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
}
