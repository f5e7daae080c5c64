import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, type CardProps } from '../../src/ui/Card/Card';
import { GoldCoinIcon } from '../../src/ui/icons/Coin';
import { TrophyIcon } from '../../src/ui/icons/TrophyIcon';
import { ListItem } from '../../src/ui/ListItem/ListItem';
import { px } from '../../src/ui/px';

const Stage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(16)};
  padding: ${px(24)} ${px(16)};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${px(12)};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${px(16)};
  font-weight: 700;
`;

const Body = styled.p`
  margin: ${px(10)} 0 0;
  color: var(--color-textMuted);
  font-size: ${px(13)};
  line-height: 1.7;
`;

/** A card with translated sample content: a trophy, a title and a paragraph. */
function DemoCard(props: Omit<CardProps, 'children'>) {
  const { t } = useTranslation('demo');
  return (
    <Card {...props}>
      <Head>
        <TrophyIcon size={36} />
        <Title>{t('display.card.title')}</Title>
      </Head>
      <Body>{t('display.card.body')}</Body>
    </Card>
  );
}

const meta = {
  title: 'UI/Card',
  component: DemoCard,
  args: { variant: 'plain', padding: 16 },
  argTypes: { variant: { control: 'inline-radio', options: ['plain', 'gold', 'festival'] } },
  decorators: [(Story) => <Stage>{Story()}</Stage>],
} satisfies Meta<typeof DemoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};

/** Gold rim and warm glow: rewards, nobles, first places. */
export const Gold: Story = { args: { variant: 'gold' } };

/** The campaign card: warm gradient, gold glow in the corner, festive dots along the top. */
export const Festival: Story = { args: { variant: 'festival', padding: 20 } };

/** All three, as they sit together on a page. */
export const AllVariants: Story = {
  render: (args) => (
    <>
      <DemoCard {...args} variant="plain" />
      <DemoCard {...args} variant="gold" />
      <DemoCard {...args} variant="festival" />
    </>
  ),
};

/** `padding: 0` for edge-to-edge lists inside the card. */
export const NoPadding: Story = {
  render: function Render() {
    const { t } = useTranslation('demo');
    return (
      <Card padding={0}>
        <ListItem
          leading={<GoldCoinIcon size={28} />}
          title={t('display.list.wallet')}
          subtitle={t('display.list.walletSub')}
          chevron
        />
      </Card>
    );
  },
};
