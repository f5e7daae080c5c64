import { appRoutes } from './app/appRoutes';
import { lastChunkReload, reloadForChunk, shouldReloadForChunkError } from './app/chunkRecovery';
import { appNow } from './platform/clock/clock';
import { nextTask } from './platform/scheduling/tasks';

// The entry is small on purpose. It asks for the first page's code by its path at once, so that
// code downloads beside the shell (React, the router, i18n) instead of after the shell has run;
// the router's own request for it later finds it loaded. Only a head start: if it fails, the
// router's request fails the same way and reaches the page's error boundary.
appRoutes
  .find((route) => route.path === location.pathname)
  ?.load()
  .catch(() => undefined);

// The shell's code runs in three tasks rather than one long one: React's, then the rest of the
// shell's, then the app's start (a tap or the splash's animation gets a turn in between). If the
// shell is gone (a deploy replaced it under a cached page), one reload fetches the new one.
import('react-dom/client')
  .then(nextTask)
  .then(() => import('./app/start'))
  .then(
    ({ start }) => nextTask().then(start),
    (error: unknown) => {
      const url = `${location.pathname}${location.search}`; // as the route error boundary records it
      if (shouldReloadForChunkError(error, lastChunkReload(), url, appNow())) reloadForChunk(url);
    },
  );
