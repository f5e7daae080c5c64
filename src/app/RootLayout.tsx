import { Outlet } from 'react-router';
import { useScrollRestoration } from '../platform/navigation/scrollRestoration';

/** The frame around every page: scroll positions restored on back, the top of the page on a new one. */
export function RootLayout() {
  useScrollRestoration();
  return <Outlet />;
}
