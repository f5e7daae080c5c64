import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { Card } from '../../src/ui/Card/Card';
import { px } from '../../src/ui/px';
import { RuleList, type RuleListProps } from '../../src/ui/RuleList/RuleList';

const Stage = styled.div`
  padding: ${px(24)} ${px(16)};
`;

type RuleKey = 'time' | 'score' | 'reward' | 'fair' | 'literal';

/** RuleList with translated sample rules. */
function DemoRules({ ruleKeys, ...props }: Omit<RuleListProps, 'rules'> & { ruleKeys: RuleKey[] }) {
  const { t } = useTranslation('demo');
  return (
    <Card>
      <RuleList {...props} rules={ruleKeys.map((key) => t(`display.rules.${key}`))} />
    </Card>
  );
}

const meta = {
  title: 'UI/RuleList',
  component: DemoRules,
  args: { ruleKeys: ['time', 'score', 'reward', 'fair'], start: 1 },
  decorators: [(Story) => <Stage>{Story()}</Stage>],
} satisfies Meta<typeof DemoRules>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Numbered rules; dates and prizes marked with <em> stand out in the accent colour. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvasElement.querySelectorAll('em')).toHaveLength(4);
    await expect(canvasElement.textContent).not.toContain('<em>');
  },
};

/** Any other markup is shown as text, never parsed as HTML. */
export const LiteralMarkup: Story = {
  args: { ruleKeys: ['score', 'literal'] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('b')).toBeNull();
    await expect(canvasElement.textContent).toContain('<b>');
  },
};

/** A list continued after other content starts at a later number. */
export const StartAtFive: Story = { args: { ruleKeys: ['reward', 'fair'], start: 5 } };
