// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createNobleSimulator } from '../../mocks/server/noble';
import { nobleKeys, parseStanding, parseTiers } from '../features/noble/api';
import { NOBLE_PATH } from '../features/noble/paths';
import { setAppClock } from '../platform/clock/clock';
import { switchLanguage } from '../platform/i18n/i18n';
import { AppProviders } from './AppProviders';
import { pageAt } from './pageRender.testing';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const at = (iso: string) => Date.parse(iso);

/**
 * Issue 31: the noble page's hero showed a tier it settled on the phone's clock beside the server's growth. It shows
 * the server's standing as it is — the server judges a cycle, the page reads the standing again when the end comes.
 */
describe("the noble page shows the server's standing", () => {
  beforeAll(async () => {
    vi.stubGlobal('fetch', () => new Promise(() => undefined)); // only the replies in the cache are on screen
    vi.stubGlobal('IntersectionObserver', undefined);
    await switchLanguage('en');
  });
  afterAll(() => setAppClock(null));

  it("a duke whose cycle end the phone's clock has passed is still the server's duke, with the server's growth", async () => {
    // The server's reply: a duke on day 30, nothing maintained (it would drop to marquis once the server judges it).
    const readAt = at('2026-11-30T20:00:00+08:00');
    const server = createNobleSimulator({
      now: () => readAt,
      member: { tier: 'duke', growthAbove: 0, cycleDay: 30, maintained: 0 },
    });
    const tiers = server.tiers();
    const state = server.state('noble-token');
    if (!tiers.ok || !state.ok) throw new Error('the simulator refused');
    const standing = parseStanding(state.data);
    expect(standing.standing.cycleEndAt).toBe(at('2026-12-01T00:00:00+08:00'));
    // The page's clock is past the cycle's end (a phone a few hours ahead, or the page left open overnight).
    setAppClock(at('2026-12-01T03:00:00+08:00'));

    const Page = await pageAt(NOBLE_PATH);
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity, refetchOnMount: false } },
    });
    queryClient.setQueryData(nobleKeys.tiers(), parseTiers(tiers.data));
    queryClient.setQueryData(nobleKeys.mine(), standing);
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    try {
      await act(async () =>
        root.render(
          createElement(AppProviders, {
            queryClient,
            // oxlint-disable-next-line react/no-children-prop -- a .ts test has no JSX, and AppProviders' props require children
            children: createElement(MemoryRouter, { initialEntries: [NOBLE_PATH] }, createElement(Page)),
          }),
        ),
      );
      expect(container.querySelector('#noble-hero-name')?.textContent).toBe('Duke');
      expect(container.textContent).toContain('50,000'); // the server's growth, not 30,000 after a decay
    } finally {
      act(() => root.unmount());
      container.remove();
      queryClient.clear();
    }
  });
});
