import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { bridge } from '../bridge/bridge';

/**
 * Whether there is an earlier page *of this app* to go back to. `history.length` is
 * useless in web views (it counts pages before ours and is never reset), so we use
 * the router's own bookkeeping: the first entry it saw has the key "default", and the
 * browser router stores each entry's index in `history.state.idx` (it survives reloads).
 */
export function canGoBackInApp(locationKey: string, historyState: unknown): boolean {
  const idx = (historyState as { idx?: unknown } | null)?.idx;
  if (typeof idx === 'number') return idx > 0;
  return locationKey !== 'default';
}

/** The back control: the previous page of the app, or else close the web view (spec §2). */
export function useBackOrClose(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (canGoBackInApp(location.key, typeof window === 'undefined' ? null : window.history.state)) {
      void navigate(-1);
      return;
    }
    bridge.closeScreen().catch(() => undefined);
  }, [location.key, navigate]);
}
