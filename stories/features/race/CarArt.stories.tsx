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

/** The track's size under the tile's: the silhouette must still read at 34 units. */
const Small = styled.span`
  display: flex;
  gap: ${px(6)};
`;

/** Every car and both battle sides at tile size (64 × 32) and at the track's sizes (34 and 30), named underneath. */
function AllCars() {
  const { t } = useTranslation('race');
  return (
    <Grid>
      {ALL.map((entry) => (
        <Tile key={entry}>
          <CarArt entry={entry} size={64} />
          <Small>
            <CarArt entry={entry} size={34} />
            <CarArt entry={entry} size={30} />
          </Small>
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

const Showroom = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${px(8)};
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    display: grid;
    place-items: center;
    padding: ${px(12)} 0;
    border-radius: ${px(12)};
    background: radial-gradient(80% 70% at 50% 40%, #3a4470 0%, #1b1230 100%);
  }
`;

/** At the result dialog's size (112 units): the same set holds up large, light from the top-left. */
export const ResultSize: Story = {
  render: function Render() {
    const { t } = useTranslation('race');
    return (
      <Showroom>
        {ALL.map((entry) => (
          <li key={entry}>
            <CarArt entry={entry} size={112} title={t(`cars.${entry}`)} />
          </li>
        ))}
      </Showroom>
    );
  },
  play: async ({ canvasElement }) => {
    const cars = within(canvasElement).getAllByRole('img');
    await expect(cars).toHaveLength(11);
    await expect(cars[8]).toHaveAccessibleName(i18n.t('race:cars.bugatti'));
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
