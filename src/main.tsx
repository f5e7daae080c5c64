import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/AppProviders';
import { boot, trackRouteExposure } from './app/boot';
import { appRoutes } from './app/appRoutes';
import { buildRoutes } from './app/routes';
import { appNow } from './platform/clock/clock';

async function start(): Promise<void> {
  // `npm start` only: the mock backend and mock bridge. The condition is a
  // build-time constant, so the production bundle contains none of it.
  if (import.meta.env.MODE === 'mock') {
    const { startMockEnvironment } = await import('../mocks/devApp');
    await startMockEnvironment();
  }
  const queryClient = createQueryClient({ retry: true });
  const booted = boot(queryClient);
  // Created at once, so the first page's code (and its prefetched data) load while the strings do.
  const router = createBrowserRouter(buildRoutes(appRoutes, appNow(), queryClient));
  await booted;
  let lastPath = '';
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location.pathname === lastPath) return;
    lastPath = state.location.pathname;
    trackRouteExposure();
  });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
