import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CrownIcon } from '../../src/ui/icons/CrownIcon';
import { px } from '../../src/ui/px';
import { Tag, type TagProps, type TagTone } from '../../src/ui/Tag/Tag';

const Stage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(16)};
  padding: ${px(24)} ${px(16)};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${px(8)};
`;

type LabelKey = 'official' | 'noble' | 'newbie' | 'verified' | 'live';

/** Tag with a translated sample label. */
function DemoTag({ labelKey, ...props }: Omit<TagProps, 'children'> & { labelKey: LabelKey }) {
  const { t } = useTranslation('demo');
  return <Tag {...props}>{t(`display.tags.${labelKey}`)}</Tag>;
}

const TONES: Array<{ tone: TagTone; labelKey: LabelKey }> = [
  { tone: 'accent', labelKey: 'live' },
  { tone: 'gold', labelKey: 'official' },
  { tone: 'noble', labelKey: 'noble' },
  { tone: 'success', labelKey: 'verified' },
  { tone: 'neutral', labelKey: 'newbie' },
];

const meta = {
  title: 'UI/Tag',
  component: DemoTag,
  args: { labelKey: 'official', tone: 'accent', variant: 'solid', size: 'small' },
  argTypes: { labelKey: { control: 'select', options: ['official', 'noble', 'newbie', 'verified', 'live'] } },
  decorators: [(Story) => <Stage>{Story()}</Stage>],
} satisfies Meta<typeof DemoTag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Filled pills in every tone. */
export const Solid: Story = {
  render: (args) => (
    <Row>
      {TONES.map(({ tone, labelKey }) => (
        <DemoTag key={tone} {...args} tone={tone} labelKey={labelKey} />
      ))}
    </Row>
  ),
};

/** Tinted pills with a border in every tone. */
export const Outline: Story = {
  args: { variant: 'outline' },
  render: Solid.render,
};

/** small next to names, medium in headers. */
export const Sizes: Story = {
  render: (args) => (
    <>
      {(['small', 'medium'] as const).map((size) => (
        <Row key={size}>
          <DemoTag {...args} size={size} tone="accent" labelKey="live" />
          <DemoTag {...args} size={size} tone="gold" labelKey="official" />
          <DemoTag {...args} size={size} tone="noble" variant="outline" labelKey="noble" />
        </Row>
      ))}
    </>
  ),
};

/** A leading icon: the crowned noble tag. */
export const WithIcon: Story = {
  render: (args) => (
    <Row>
      <DemoTag {...args} tone="noble" labelKey="noble" icon={<CrownIcon size={14} />} />
      <DemoTag {...args} tone="noble" size="medium" labelKey="noble" icon={<CrownIcon size={16} />} />
      <DemoTag
        {...args}
        tone="gold"
        variant="outline"
        size="medium"
        labelKey="official"
        icon={<CrownIcon size={16} />}
      />
    </Row>
  ),
};
