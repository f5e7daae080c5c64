import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { REFUEL_LIMIT_LITERS, ROUND_MS } from '../../../src/features/race/model';
import { RaceRulesPage } from '../../../src/features/race/pages/RaceRulesPage';
import { HORSEPOWER_WIN_MULTIPLIER } from '../../../src/features/race/model';
import { carName, raceStory, raceText, ROUND_START } from './raceStoryKit';

const meta = {
  title: 'Features/Race/RaceRulesPage',
  component: RaceRulesPage,
  ...raceStory('/h5/race/rules?game=classic', ROUND_START),
} satisfies Meta<typeof RaceRulesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const rulesOf = (canvasElement: HTMLElement, game: 'classic' | 'golden' | 'horsepower') => {
  const region = within(canvasElement).getByRole('region', { name: raceText(`titles.${game}`) });
  return { region, items: within(region).getAllByRole('listitem') };
};

/** The speed car game: schedule, refuelling, the 5000 L limit, rewards, fragments, minors. */
export const Classic: Story = {
  play: async ({ canvasElement }) => {
    const { region, items } = rulesOf(canvasElement, 'classic');
    await expect(items).toHaveLength(9);
    await expect(items[0]).toHaveTextContent(String(ROUND_MS / 1000));
    await expect(region).toHaveTextContent(String(REFUEL_LIMIT_LITERS));
    await expect(region).toHaveTextContent('18');
  },
};

/** The golden speed car: the same rules, plus the golden car for winners. */
export const Golden: Story = {
  ...raceStory('/h5/race/rules?game=golden', ROUND_START),
  play: async ({ canvasElement }) => {
    const { region, items } = rulesOf(canvasElement, 'golden');
    await expect(items).toHaveLength(11);
    await expect(items[0]).toHaveTextContent(raceText('titles.classic'));
    await expect(region).toHaveTextContent(String(REFUEL_LIMIT_LITERS));
  },
};

/** The horsepower battle: two teams, a liter is a horsepower, a tie goes to red, winners get 1.9×. */
export const Horsepower: Story = {
  ...raceStory('/h5/race/rules?game=horsepower', ROUND_START),
  play: async ({ canvasElement }) => {
    const { region, items } = rulesOf(canvasElement, 'horsepower');
    await expect(items).toHaveLength(11);
    await expect(items[0]).toHaveTextContent(carName('red'));
    await expect(items[0]).toHaveTextContent(carName('blue'));
    await expect(region).toHaveTextContent(String(HORSEPOWER_WIN_MULTIPLIER));
    await expect(region).toHaveTextContent(String(REFUEL_LIMIT_LITERS));
  },
};

/** A link with a game we do not know shows the speed car rules. */
export const UnknownGame: Story = {
  ...raceStory('/h5/race/rules?game=rocket', ROUND_START),
  play: async ({ canvasElement }) => {
    await expect(rulesOf(canvasElement, 'classic').items).toHaveLength(9);
  },
};
