import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, within, waitFor } from 'storybook/test';
import { CHRISTMAS_PATHS } from '../../../src/features/christmas/contract';
import { i18n } from '../../../src/platform/i18n/i18n';
import ChristmasRulesPage from '../../../src/features/christmas/pages/ChristmasRulesPage';
import { CHRISTMAS_RULES_PATH } from '../../../src/features/christmas/paths';
import { christmasStory, xmasText } from './christmasStoryKit';

const meta = {
  title: 'Features/Christmas/ChristmasRulesPage',
  component: ChristmasRulesPage,
} satisfies Meta<typeof ChristmasRulesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dates of this year's edition (UTC+8), the tree, props, pool and wishes, from the model's constants. */
export const Rules: Story = {
  ...christmasStory(CHRISTMAS_RULES_PATH, 'christmas-2026-open'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const section of ['dates', 'tree', 'props', 'pool', 'wishes'])
      await waitFor(() =>
        expect(canvas.getByRole('heading', { name: xmasText(`rules.sections.${section}`) })).toBeVisible(),
      );
    await expect(canvas.getAllByText(/UTC\+8/).length).toBeGreaterThanOrEqual(3);
  },
};

/** The event's configuration cannot be read: an error with retry, the title bar and its way back stay. */
export const LoadFailure: Story = {
  ...christmasStory(
    CHRISTMAS_RULES_PATH,
    'christmas-2026-open',
    {},
    {},
    http.get(`*${CHRISTMAS_PATHS.config}`, () => HttpResponse.json({ status: 500, msg: '', data: null })),
  ),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: i18n.t('common:errors.retry') });
  },
};

export const English: Story = { ...Rules, globals: { ...Rules.globals, locale: 'en' } };
export const Japanese: Story = { ...Rules, globals: { ...Rules.globals, locale: 'ja' } };
export const Korean: Story = { ...Rules, globals: { ...Rules.globals, locale: 'ko' } };
export const SimplifiedChinese: Story = { ...Rules, globals: { ...Rules.globals, locale: 'zh-Hans' } };
