import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import IframePage from '../../../src/features/official/pages/IframePage';
import { i18n } from '../../../src/platform/i18n/i18n';

const meta = {
  title: 'Features/Official/IframePage',
  component: IframePage,
  parameters: { route: { path: '/h5/iframe', url: '/h5/iframe' } },
} satisfies Meta<typeof IframePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const text = (key: string) => i18n.t(`official:iframe.${key}`);

/** Spec §2's /h5/iframe opened on its own: nothing embedded, so it says there is nothing to show, with the way back. */
export const OpenedOnItsOwn: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    // Visible once the state's entrance motion is over.
    await waitFor(() => expect(page.getByText(text('message'))).toBeVisible());
    // In the page, not the title bar: in Chinese both say 返回.
    await waitFor(() =>
      expect(within(page.getByRole('main')).getByRole('button', { name: text('leave') })).toBeVisible(),
    );
  },
};

export const English: Story = { ...OpenedOnItsOwn, globals: { locale: 'en' } };
