import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { CarArt } from '../../../src/features/race/components/CarArt';
import { CAR_IDS, SIDE_IDS } from '../../../src/features/race/model';
import { i18n } from '../../../src/platform/i18n/i18n';
import { px } from '../../../src/ui/px';

const ALL = [...CAR_IDS, ...SIDE_IDS];

const Stage = styled.div`
  padding: ${px(16)} ${px(12)};
  background: var(--color-canvas);
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${px(8)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** On asphalt, as in the race. */
const Tile = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(6)};
  padding: ${px(10)} ${px(4)} ${px(8)};
  border-radius: ${px(12)};
  background: linear-gradient(180deg, #3b3946 0%, #2d2b36 100%);
  color: #fff;
  font-size: ${px(12)};
  font-weight: 600;
  text-align: center;
`;

/** Every car and both battle sides at race size (44 × 22), named underneath. */
function AllCars() {
  const { t } = useTranslation('race');
  return (
    <Grid>
      {ALL.map((entry) => (
        <Tile key={entry}>
          <CarArt entry={entry} />
          <span>{t(`cars.${entry}`)}</span>
        </Tile>
      ))}
    </Grid>
  );
}

const meta = {
  title: 'Features/Race/CarArt',
  component: CarArt,
  args: { entry: 'bugatti', size: 44 },
  argTypes: { entry: { control: 'select', options: ALL } },
  decorators: [(Story) => <Stage>{Story()}</Stage>],
} satisfies Meta<typeof CarArt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The nine cars and the red and blue race cars: distinct shapes and colours at lane size. */
export const AllEntries: Story = {
  render: () => <AllCars />,
  play: async ({ canvasElement }) => {
    const tiles = within(canvasElement).getAllByRole('listitem');
    await expect(tiles).toHaveLength(11);
    await expect(tiles[0]).toHaveTextContent(i18n.t('race:cars.tractor'));
    await expect(tiles[10]).toHaveTextContent(i18n.t('race:cars.blue'));
    // The art is decorative next to its name: nothing extra is announced.
    await expect(within(canvasElement).queryAllByRole('img')).toHaveLength(0);
  },
};

/** With a title the art is an image named by it. */
export const Named: Story = {
  args: { entry: 'lamborghini', size: 128 },
  render: function Render(args) {
    const { t } = useTranslation('race');
    return <CarArt {...args} title={t(`cars.${args.entry}`)} />;
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: i18n.t('race:cars.lamborghini') })).toBeInTheDocument();
  },
};
