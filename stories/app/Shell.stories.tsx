import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppRoutes, buildRoutes } from '../../src/app/routes';
import { appNow } from '../../src/platform/clock/clock';
import { AppAt } from './AppAt';

/** A page whose code fails to load: what every route shows when its page breaks. */
function BrokenPage({ error = new Error('the page broke') }: { error?: Error }) {
  const [routes] = useState(() =>
    buildRoutes(
      [
        {
          paths: ['/'],
          routes: async () => [
            { id: 'broken', path: '/', titleKey: 'demo:widgets.title', load: () => Promise.reject(error) },
          ],
        },
      ],
      appNow(),
    ),
  );
  return (
    <MemoryRouter initialEntries={['/']}>
      <AppRoutes routes={routes} />
    </MemoryRouter>
  );
}

/** The shell's own screens: not found, activity ended, a broken page. */
const meta = {
  title: 'App/Shell',
  component: AppAt,
  parameters: { route: false },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Any unknown path: translated, with the way back and home; the title goes to the title bar. */
export const NotFound: Story = {
  args: { url: '/h5/no-such-page' },
  play: async ({ canvasElement, loaded }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible());
    const bridge = (loaded as { bridge: { calls: { name: string }[] } | null }).bridge;
    await waitFor(() => expect(bridge?.calls.map((call) => call.name)).toContain('setTitleBar'));
  },
};

/** "Home" on the not-found page opens the official home. */
export const NotFoundGoesHome: Story = {
  args: { url: '/h5/no-such-page' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notFoundTitle = (await canvas.findByRole('heading', { level: 1 })).textContent;
    // Home leads to the official home page.
    await userEvent.click(canvas.getAllByRole('button').at(-1)!);
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 }).textContent).not.toBe(notFoundTitle));
  },
};

/** An ended campaign's URL (0702, ended with its keep time in July 2025). */
export const ActivityEnded: Story = {
  args: { url: '/activity-20250702-main' },
  globals: { clock: 'qixi-2025' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible());
  },
};

/** A page that throws: a friendly error with retry instead of a white screen. */
export const PageError: Story = {
  args: { url: '/' },
  render: () => <BrokenPage />,
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('button')).toBeVisible();
  },
};

/**
 * Offline, a page whose code had not arrived yet (e.g. Rules opened from a board): no reload (it
 * would land on the browser's error page); the page says so and opens by itself when the
 * connection returns. Retry while still offline keeps this screen.
 */
export const PageOffline: Story = {
  args: { url: '/' },
  beforeEach: () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    return () => {
      Reflect.deleteProperty(navigator, 'onLine'); // back to the prototype's getter
    };
  },
  render: () => (
    <BrokenPage error={new TypeError('Failed to fetch dynamically imported module: /assets/RankRulesPage-x.js')} />
  ),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveAttribute('data-recovery', 'offline');
    await userEvent.click(within(alert).getByRole('button'));
    await expect(within(canvasElement).getByRole('alert')).toHaveAttribute('data-recovery', 'offline');
  },
};
