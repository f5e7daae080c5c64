import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { LoadedContext } from '../../../.storybook/preview';
import { ANCHOR_BEHAVIOR_PATH } from '../../../src/features/anchor/paths';
import AnchorBehaviorPage from '../../../src/features/anchor/pages/AnchorBehaviorPage';
import { firstScreenOnly } from '../../storyKit';
import { anchorStory, anchorText } from './anchorStoryKit';

const meta = {
  title: 'Features/Anchor/AnchorBehaviorPage',
  component: AnchorBehaviorPage,
  // The first screen, as an anchor sees it: the action stays at the screen's bottom (a whole-page capture would
  // draw it over the middle of the page). A story about a card further down scrolls to it.
  parameters: { ...firstScreenOnly },
} satisfies Meta<typeof AnchorBehaviorPage>;

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
const text = (key: string) => anchorText('anchorAlerts', `behavior.${key}`);

/**
 * The five rules and what a violation brings (warning → points and awards taken back → ban); "I understand"
 * closes the web view (the page was opened on its own, so there is nothing of ours to go back to).
 */
export const Default: Story = {
  ...anchorStory(ANCHOR_BEHAVIOR_PATH),
  play: async ({ canvasElement, loaded }) => {
    const rules = await page(canvasElement).findByRole('region', { name: text('rulesTitle') });
    await expect(within(rules).getAllByRole('listitem')).toHaveLength(5);
    for (const rule of ['trade', 'cheat', 'vulgar', 'minor', 'respect'])
      await expect(rules).toHaveTextContent(text(`rules.${rule}.title`));
    const penalties = page(canvasElement).getByRole('region', { name: text('penaltyTitle') });
    await expect(
      within(penalties)
        .getAllByRole('listitem')
        .map((row) => row.querySelector('strong')?.textContent),
    ).toEqual(['warning', 'revoke', 'ban'].map((key) => text(`penalties.${key}.title`)));
    await userEvent.click(page(canvasElement).getByRole('button', { name: text('action') }));
    await waitFor(() =>
      expect((loaded as LoadedContext).bridge?.calls).toContainEqual(expect.objectContaining({ name: 'closeScreen' })),
    );
  },
};

/** Every card, top to bottom, with the action after them (the page itself keeps it at the screen's bottom). */
export const WholePage: Story = {
  ...anchorStory(ANCHOR_BEHAVIOR_PATH),
  parameters: { screenshot: 'full', chromatic: { cropToViewport: false } },
  decorators: [wholePage],
  play: async ({ canvasElement }) => {
    const penalties = await page(canvasElement).findByRole('region', { name: text('penaltyTitle') });
    await expect(penalties).toHaveTextContent(text('penalties.ban.text'));
  },
};

export const English: Story = { ...Default, globals: { locale: 'en' } };
