import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { boot } from './app/boot';
import { routes } from './app/routes';

async function start(): Promise<void> {
  // `npm start` only: the mock backend and mock bridge. The condition is a
  // build-time constant, so the production bundle contains none of it.
  if (import.meta.env.MODE === 'mock') {
    const { startMockEnvironment } = await import('../mocks/devApp');
    await startMockEnvironment();
  }
  await boot();
  const router = createBrowserRouter(routes);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
