import type { APIRequestContext, Locator, Page } from '@playwright/test';

/**
 * One paid or irreversible write of the app, as the write sweep (e2e/writes.spec.ts) drives it: every row is put
 * through a double tap whose reply is lost then the check, and a reply that hangs past the timeout then a reload and
 * the check — and must end with exactly one effect on the simulator's ledger and the truth on screen.
 */
export interface WriteCase {
  /** What is written, as the person would say it. */
  name: string;
  /** The write's endpoint, as page.route matches it. */
  endpoint: string;
  /** Opens the page signed in as `token` (its own simulated account), ready for the write. */
  open(page: Page, token: string): Promise<void>;
  /** Asks for the write up to the control that sends it, and taps that with `tap` (a click, or a double tap). */
  send(page: Page, tap: (control: Locator) => Promise<void>): Promise<void>;
  /** The page shows the write done: the truthful final state. */
  done(page: Page): Promise<void>;
  /** How many times the server did it, from the simulator's ledger. */
  effects(request: APIRequestContext, token: string): Promise<number>;
  /**
   * A write of personal data (an account, a phone) keeps nothing on the device: after a reload the page reads the
   * server instead, and shows the write done without a check.
   */
  forgetsOnReload?: boolean;
  /** What the page shows over everything after a reload (the server's state already changed), closed as a person would. */
  afterReload?(page: Page): Promise<void>;
}

export const json = async <T>(request: APIRequestContext, url: string): Promise<T> =>
  (await (await request.get(url)).json()) as T;

/** The test host is a debug host, where the debug console's switch floats over the bottom right corner: hidden here. */
export const hideDebugSwitch = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = '#__vconsole .vc-switch { display: none !important; }';
      document.head.append(style);
    });
  });
