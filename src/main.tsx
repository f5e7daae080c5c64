import { appRoutes } from './app/appRoutes';

// The entry is small on purpose. It asks for the first page's code by its path at once, so that
// code downloads beside the shell (React, the router, i18n) instead of after the shell has run;
// the router's own request for it later finds it loaded. Only a head start: if it fails, the
// router's request fails the same way and reaches the page's error boundary.
appRoutes
  .find((route) => route.path === location.pathname)
  ?.load()
  .catch(() => undefined);

void import('./app/start').then(({ start }) => start());
