import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { APP_AREAS } from '../../src/app/appAreas';
import { AppRoutes, buildRoutes } from '../../src/app/routes';
import { appNow } from '../../src/platform/clock/clock';

/** The real route table, in memory, opened at `url` (stories whose parameters say `route: false`). */
export function AppAt({ url }: { url: string }) {
  const [routes] = useState(() => buildRoutes(APP_AREAS, appNow()));
  return (
    <MemoryRouter initialEntries={[url]}>
      <AppRoutes routes={routes} />
    </MemoryRouter>
  );
}
