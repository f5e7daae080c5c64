import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { AUTH_ALERT_PATH, AUTH_PATH } from '../../../src/features/anchor/paths';
import AuthAlertPage from '../../../src/features/anchor/pages/AuthAlertPage';
import { firstScreenOnly } from '../../storyKit';
import { anchorStory, anchorText } from './anchorStoryKit';

const meta = {
  title: 'Features/Anchor/AuthAlertPage',
  component: AuthAlertPage,
  // The first screen, as an anchor sees it: the action stays at the screen's bottom (a whole-page capture would
  // draw it over the middle of the page). A story about a card further down scrolls to it.
  parameters: { ...firstScreenOnly },
} satisfies Meta<typeof AuthAlertPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole page in one picture: the action bar is let go of the screen's bottom, so it follows the cards. */
const wholePage = (Story: () => ReactElement) => (
  <>
    <style>{'[data-alert-bar] { position: static !important; }'}</style>
    <Story />
  </>
);

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const text = (key: string) => anchorText('anchorAlerts', `auth.${key}`);

/** Why (the law, withdrawals) and what to have ready; the one action is a link to `/h5/auth`. */
export const Default: Story = {
  ...anchorStory(AUTH_ALERT_PATH),
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('heading', { name: text('headline') });
    await expect(page(canvasElement).getByRole('region', { name: text('whyTitle') })).toBeVisible();
    await expect(page(canvasElement).getByRole('region', { name: text('needTitle') })).toBeVisible();
    await expect(page(canvasElement).getByRole('link', { name: text('action') })).toHaveAttribute('href', AUTH_PATH);
  },
};

/** The action goes to the verification page (this story brings a router with a stand-in for it). */
export const OpensVerification: Story = {
  ...anchorStory(AUTH_ALERT_PATH),
  parameters: { route: false },
  render: () => (
    <MemoryRouter initialEntries={[AUTH_ALERT_PATH]}>
      <Routes>
        <Route path={AUTH_ALERT_PATH} element={<AuthAlertPage />} />
        <Route path={AUTH_PATH} element={<p data-stand-in="auth">{AUTH_PATH}</p>} />
      </Routes>
    </MemoryRouter>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(await page(canvasElement).findByRole('link', { name: text('action') }));
    await page(canvasElement).findByText(AUTH_PATH);
  },
};

/** Every card, top to bottom, with the action after them (the page itself keeps it at the screen's bottom). */
export const WholePage: Story = {
  ...anchorStory(AUTH_ALERT_PATH),
  parameters: { screenshot: 'full', chromatic: { cropToViewport: false } },
  decorators: [wholePage],
  play: async ({ canvasElement }) => {
    const need = await page(canvasElement).findByRole('region', { name: text('needTitle') });
    await expect(need).toHaveTextContent(text('need.privacy.text'));
  },
};

export const English: Story = { ...Default, globals: { locale: 'en' } };
