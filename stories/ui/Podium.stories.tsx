import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CurrencyAmount } from '../../src/ui/CurrencyAmount/CurrencyAmount';
import { Podium, type PodiumProps } from '../../src/ui/Podium/Podium';
import { px } from '../../src/ui/px';
import type { RankEntry } from '../../src/ui/RankRow/RankRow';
import { forced, RestAndForced } from './forcedStates';

const Stage = styled.div`
  padding: ${px(24)} ${px(12)};
`;

type NameKey = 'starBear' | 'moonRabbit' | 'mochi' | 'haneul' | 'kevin' | 'sunny' | 'long';

const SCORES: Record<string, number> = { u1: 1280000, u2: 864200, u3: 520000 };

const FIRST: RankEntry = { id: 'u1', rank: 1, name: 'moonRabbit', avatarSrc: '/images/avatar-rabbit.svg' };
const SECOND: RankEntry = { id: 'u2', rank: 2, name: 'mochi', avatarSrc: '/images/avatar-cat.svg', online: true };
const THIRD: RankEntry = { id: 'u3', rank: 3, name: 'haneul', avatarSrc: '/images/avatar-fox.svg' };

/** Podium with translated sample names (entries carry name keys) and gold-coin scores. */
function DemoPodium({ entries, ...props }: PodiumProps) {
  const { t } = useTranslation('demo');
  return (
    <Podium
      {...props}
      entries={entries.map((entry) => ({ ...entry, name: t(`display.names.${entry.name as NameKey}`) }))}
      renderValue={(entry) => <CurrencyAmount amount={SCORES[entry.id] ?? 0} currency="gold" size="small" compact />}
    />
  );
}

/** Every lazy image has finished (loaded or fallen back), so screenshots never catch one mid-load. */
async function imagesSettled(canvasElement: HTMLElement) {
  await waitFor(
    () => expect(canvasElement.querySelectorAll('[data-state="idle"], [data-state="loading"]')).toHaveLength(0),
    { timeout: 5000 },
  );
}

const meta = {
  title: 'UI/Podium',
  component: Podium,
  args: { entries: [FIRST, SECOND, THIRD], onSelect: fn() },
  render: (args) => <DemoPodium {...args} />,
  decorators: [(Story) => <Stage>{Story()}</Stage>],
  play: async ({ canvasElement }) => imagesSettled(canvasElement),
} satisfies Meta<typeof Podium>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 2nd left, 1st centre and raised with a crown, 3rd right. Tapping a seat reports its entry. */
export const Full: Story = {
  play: async ({ canvasElement, args }) => {
    await imagesSettled(canvasElement);
    const seats = within(canvasElement).getAllByRole('button');
    await expect(seats).toHaveLength(3);
    // Seats are in rank order for screen readers (the layout puts 1st in the middle).
    await userEvent.click(seats[0]!);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'u1', rank: 1 }));
  },
};

/** Only two on the board so far: third place is an empty seat. */
export const OnlyTwo: Story = {
  args: { entries: [FIRST, SECOND] },
  play: async ({ canvasElement }) => {
    await imagesSettled(canvasElement);
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(2);
    await expect(canvasElement.querySelector('[data-place="3"][data-empty]')).not.toBeNull();
  },
};

/** A fresh board: every seat waits. */
export const Empty: Story = { args: { entries: [] } };

/** Long and mixed-script names are cut with an ellipsis inside their seat. */
export const LongNames: Story = {
  args: {
    entries: [
      { ...FIRST, name: 'long' },
      { ...SECOND, name: 'long' },
      { ...THIRD, name: 'sunny', avatarSrc: undefined },
    ],
  },
};

/** Without `onSelect` the seats are static. */
export const Static: Story = {
  args: { onSelect: undefined },
  play: async ({ canvasElement }) => {
    await imagesSettled(canvasElement);
    await expect(within(canvasElement).queryAllByRole('button')).toHaveLength(0);
  },
};

/** First place pressed (`:active`), below the same podium at rest: the seat sinks a little. */
export const Pressed: Story = {
  render: (args) => (
    <RestAndForced state="pressed">
      <DemoPodium {...args} />
    </RestAndForced>
  ),
  parameters: forced('pressed', '[data-place="1"] button'),
};

/** Keyboard focus on first place (`:focus-visible`), below the same podium at rest. */
export const FocusVisible: Story = {
  render: (args) => (
    <RestAndForced state="focus-visible">
      <DemoPodium {...args} />
    </RestAndForced>
  ),
  parameters: forced('focus-visible', '[data-place="1"] button'),
};
