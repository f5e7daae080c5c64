import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { LoadedContext } from '../../../.storybook/preview';
import RealityAlertPage from '../../../src/features/anchor/pages/RealityAlertPage';
import { firstScreenOnly } from '../../storyKit';
import { anchorStory, anchorText } from './anchorStoryKit';

const meta = {
  title: 'Features/Anchor/RealityAlertPage',
  component: RealityAlertPage,
  // The first screen, as an anchor sees it: the action stays at the screen's bottom (a whole-page capture would
  // draw it over the middle of the page). A story about a card further down scrolls to it.
  parameters: { ...firstScreenOnly },
} satisfies Meta<typeof RealityAlertPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const URL = '/h5/reality_alert';
/** The whole page in one picture: the action bar is let go of the screen's bottom, so it follows the cards. */
const wholePage = (Story: () => ReactElement) => (
  <>
    <style>{'[data-alert-bar] { position: static !important; }'}</style>
    <Story />
  </>
);

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const text = (key: string) => anchorText('anchorAlerts', `reality.${key}`);

/** Why and what it takes; the one action goes back to the app (the face check is the app's, no jump reaches it). */
export const Default: Story = {
  ...anchorStory(URL),
  play: async ({ canvasElement, loaded }) => {
    await page(canvasElement).findByRole('heading', { name: text('headline') });
    await expect(page(canvasElement).getByRole('region', { name: text('whyTitle') })).toBeVisible();
    await expect(page(canvasElement).getByRole('region', { name: text('stepsTitle') })).toBeVisible();
    await expect(page(canvasElement).getAllByRole('button')).toHaveLength(2); // back, and the one action
    await userEvent.click(page(canvasElement).getByRole('button', { name: text('action') }));
    await waitFor(() =>
      expect((loaded as LoadedContext).bridge?.calls).toContainEqual(expect.objectContaining({ name: 'closeScreen' })),
    );
    await expect((loaded as LoadedContext).bridge?.calls.map((call) => call.name)).not.toContain('jumpNative');
  },
};

/** Every card, top to bottom, with the action after them (the page itself keeps it at the screen's bottom). */
export const WholePage: Story = {
  ...anchorStory(URL),
  parameters: { screenshot: 'full', chromatic: { cropToViewport: false } },
  decorators: [wholePage],
  play: async ({ canvasElement }) => {
    const steps = await page(canvasElement).findByRole('region', { name: text('stepsTitle') });
    await expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const English: Story = { ...Default, globals: { locale: 'en' } };
