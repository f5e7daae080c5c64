import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CP_FORMATION, CP_GOAL, RELATIVES_GOAL } from '../../../src/features/anchor/model';
import CpTaskGuidePage from '../../../src/features/anchor/pages/CpTaskGuidePage';
import { formatNumber } from '../../../src/platform/i18n/numberFormat';
import { i18n } from '../../../src/platform/i18n/i18n';
import { anchorStory, anchorText } from './anchorStoryKit';

const meta = {
  title: 'Features/Anchor/CpTaskGuidePage',
  component: CpTaskGuidePage,
  parameters: { screenshot: 'full' },
} satisfies Meta<typeof CpTaskGuidePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const URL = '/h5/cp_task_guide';
const g = (key: string, options?: Record<string, unknown>) => anchorText('anchorGuide', key, options);
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * The five illustrated steps to 3 relatives and 1 CP: the confession gift of 999 gold coins each way and about 10
 * messages (spec §4), a link to claim on the new-anchor tasks, and the catch that an announced CP gets no new-user
 * traffic.
 */
export const Default: Story = {
  ...anchorStory(URL),
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const list = await screen.findByRole('list', { name: g('cp.how') });
    const steps = within(list).getAllByRole('listitem');
    await expect(steps.map((step) => step.dataset.step)).toEqual(['chat', 'relatives', 'gift', 'messages', 'claim']);
    await expect(steps[1]).toHaveTextContent(g('cp.steps.relatives.title', { count: RELATIVES_GOAL }));
    await expect(steps[2]).toHaveTextContent(
      g('cp.steps.gift.body', { gold: formatNumber(i18n.language, CP_FORMATION.giftGold) }),
    );
    await expect(steps[3]).toHaveTextContent(g('cp.steps.messages.title', { messages: CP_FORMATION.messages }));
    await expect(steps[4]).toHaveTextContent(g('cp.steps.claim.body', { relatives: RELATIVES_GOAL, cps: CP_GOAL }));
    await expect(within(steps[4]!).getByRole('link', { name: g('cp.steps.claim.action') })).toHaveAttribute(
      'href',
      '/h5/new_anchor_v4',
    );
    await expect(screen.getByRole('region', { name: g('cp.caution.title') })).toHaveTextContent(g('cp.caution.body'));
    await expect(screen.getByRole('link', { name: g('links.recomRule') })).toHaveAttribute(
      'href',
      '/h5/newer_recom_rule',
    );
  },
};

export const English: Story = { ...Default, globals: { locale: 'en' } };
