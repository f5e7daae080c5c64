import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import ScratchRulesPage from '../../../src/features/scratch/pages/ScratchRulesPage';
import { scratchText } from './scratchStoryKit';

const meta = {
  title: 'Features/Scratch/ScratchRulesPage',
  component: ScratchRulesPage,
  parameters: { route: { path: '/h5/scratch/rules', url: '/h5/scratch/rules' } },
} satisfies Meta<typeof ScratchRulesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How to play, the prizes and the medal, from the model's constants. */
export const Rules: Story = {
  play: async ({ canvasElement }) => {
    for (const section of ['play', 'prizes', 'medal'])
      await expect(
        within(canvasElement).getByRole('heading', { name: scratchText(`rules.sections.${section}`) }),
      ).toBeVisible();
    await expect(within(canvasElement).getByText(/60/)).toBeVisible();
  },
};
