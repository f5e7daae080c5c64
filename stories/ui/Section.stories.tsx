import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Card } from '../../src/ui/Card/Card';
import { RuleList } from '../../src/ui/RuleList/RuleList';
import { Section, type SectionProps } from '../../src/ui/Section/Section';
import { forced, RestAndForced } from './forcedStates';

type TitleKey = 'board' | 'rewards' | 'rules' | 'long';

/** Section with a translated sample title and a card of rules as content. */
function DemoSection({ titleKey, ...props }: Omit<SectionProps, 'title' | 'children'> & { titleKey: TitleKey }) {
  const { t } = useTranslation('demo');
  return (
    <Section {...props} title={t(`display.sections.${titleKey}`)}>
      <Card>
        <RuleList rules={[t('display.rules.time'), t('display.rules.reward')]} />
      </Card>
    </Section>
  );
}

const meta = {
  title: 'UI/Section',
  component: DemoSection,
  args: { titleKey: 'rules', onMore: fn() },
  argTypes: { titleKey: { control: 'select', options: ['board', 'rewards', 'rules', 'long'] } },
} satisfies Meta<typeof DemoSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title with gold flourishes and a "more" action on the right. */
export const WithMore: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region')).toHaveAccessibleName(
      canvas.getByRole('heading', { level: 2 }).textContent ?? '',
    );
    await userEvent.click(canvas.getByRole('button', { name: /更多|More|もっと見る|더보기/ }));
    await expect(args.onMore).toHaveBeenCalledTimes(1);
  },
};

/** No handler, no "more". */
export const WithoutMore: Story = {
  args: { onMore: undefined, titleKey: 'rewards' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** A long title wraps in the middle column and never runs under "more". */
export const LongTitle: Story = { args: { titleKey: 'long' } };

/** "More" pressed (`:active`), below the same section at rest: a pale accent pill behind it. */
export const MorePressed: Story = {
  render: (args) => (
    <RestAndForced state="pressed">
      <DemoSection {...args} />
    </RestAndForced>
  ),
  parameters: forced('pressed', 'button'),
};

/** Keyboard focus on "more" (`:focus-visible`), below the same section at rest. */
export const MoreFocusVisible: Story = {
  render: (args) => (
    <RestAndForced state="focus-visible">
      <DemoSection {...args} />
    </RestAndForced>
  ),
  parameters: forced('focus-visible', 'button'),
};
