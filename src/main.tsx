import { areaOf } from './app/appAreas';
import { campaignFor, isLive } from './app/campaigns';
import { reportBootFailure } from './platform/navigation/bootFallback';
import { nextTask } from './platform/scheduling/tasks';

// The entry is small on purpose. It asks for the first page's area routes and then its code by its
// path at once, so they download beside the shell (React, the router, i18n) instead of after the
// shell has run; the router's own requests later find them loaded. Only a head start: if it fails,
// the shell's wait for it fails the same way (below). An ended campaign's address shows the activity-ended page
// (app/routes.tsx), so its own page is not fetched.
const campaign = campaignFor(location.pathname);
(campaign && !isLive(campaign, Date.now()) ? undefined : areaOf(location.pathname))
  ?.routes()
  .then((routes) => routes.find((route) => route.path === location.pathname)?.load())
  .catch(() => undefined);

// The shell's code runs in three tasks rather than one long one: React's, then the rest of the
// shell's, then the app's start (a tap or the splash's animation gets a turn in between). Whatever
// keeps the first screen from starting (the shell, a chunk the first page needs or the strings gone
// after a deploy, or no network) goes to the inline boot fallback in index.html: one guarded
// reload when online, else its error screen with a retry (platform/navigation/bootFallback.ts).
import('react-dom/client')
  .then(nextTask)
  .then(() => import('./app/start'))
  .then(({ start }) => nextTask().then(start))
  .catch(reportBootFailure);
