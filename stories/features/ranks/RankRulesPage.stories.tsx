import { i18n } from '../../../src/platform/i18n/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RANK_RULES_PATH } from '../../../src/features/ranks/boardPaths';
import RankRulesPage from '../../../src/features/ranks/pages/RankRulesPage';

/** `/h5/rank_rule_reward`: the rates, periods and rewards, written from the model's constants. */
const meta = {
  title: 'Features/Ranks/RankRulesPage',
  component: RankRulesPage,
  parameters: { route: { path: RANK_RULES_PATH, url: RANK_RULES_PATH } },
} satisfies Meta<typeof RankRulesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rules: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement);
    for (const section of ['values', 'periods', 'rewards'])
      await expect(body.getByRole('heading', { name: i18n.t(`rankPages:rules.sections.${section}`) })).toBeVisible();
    await expect(body.getAllByRole('listitem')).toHaveLength(14);
    const text = canvasElement.textContent ?? '';
    for (const number of ['999', '1.5', '1.2', '100,000', '10,000']) await expect(text).toContain(number);
  },
};
