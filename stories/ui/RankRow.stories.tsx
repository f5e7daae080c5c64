import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CurrencyAmount } from '../../src/ui/CurrencyAmount/CurrencyAmount';
import { px } from '../../src/ui/px';
import { RankRow, type RankEntry, type RankRowProps } from '../../src/ui/RankRow/RankRow';
import { forced, RestAndForced } from './forcedStates';

const Stage = styled.div`
  padding: ${px(24)} ${px(12)};
`;

const Board = styled.div`
  overflow: hidden;
  border-radius: ${px(16)};
  background: var(--color-surface);
  box-shadow: ${({ theme }) => theme.shadows.card};
  & > * + * {
    border-top: ${px(0.5)} solid var(--color-line);
  }
`;

type NameKey = 'starBear' | 'moonRabbit' | 'mochi' | 'haneul' | 'kevin' | 'sunny' | 'long';
type MedalKey = 'qixi' | 'anniversary' | 'topFan' | 'champion';

/** Sample rows: names and medal names are demo keys, translated when rendered. */
interface SampleRow {
  entry: RankEntry & { name: NameKey; medal?: RankEntry['medal'] & { name: MedalKey } };
  score: number;
}

const ROWS: Record<string, SampleRow> = {
  first: {
    entry: {
      id: 'u1',
      rank: 1,
      name: 'moonRabbit',
      avatarSrc: '/images/avatar-rabbit.svg',
      level: 88,
      medal: { name: 'champion', daysLeft: 30 },
    },
    score: 1280000,
  },
  second: {
    entry: { id: 'u2', rank: 2, name: 'mochi', avatarSrc: '/images/avatar-cat.svg', level: 64 },
    score: 864200,
  },
  third: {
    entry: { id: 'u3', rank: 3, name: 'haneul', avatarSrc: '/images/avatar-fox.svg', level: 47, online: true },
    score: 520000,
  },
  fourth: {
    entry: { id: 'u4', rank: 4, name: 'kevin', avatarSrc: '/images/avatar-bear.svg', level: 36 },
    score: 98500,
  },
  fifth: { entry: { id: 'u5', rank: 5, name: 'sunny', avatarSrc: '/images/avatar-sun.svg', level: 21 }, score: 76320 },
  sixth: { entry: { id: 'u6', rank: 6, name: 'starBear', level: 12 }, score: 5210 },
  longName: {
    entry: {
      id: 'u7',
      rank: 27,
      name: 'long',
      avatarSrc: '/images/avatar-sun.svg',
      level: 95,
      medal: { name: 'qixi', daysLeft: 3 },
    },
    score: 3344,
  },
  far: { entry: { id: 'u8', rank: 1024, name: 'kevin', avatarSrc: '/images/avatar-bear.svg', level: 8 }, score: 12 },
};

/** Renders sample rows with translated names and a gold-coin score. */
function DemoRows({ rows, ...props }: Omit<RankRowProps, 'entry' | 'value'> & { rows: SampleRow[] }) {
  const { t } = useTranslation('demo');
  return (
    <Board>
      {rows.map(({ entry, score }) => (
        <RankRow
          key={entry.id}
          {...props}
          entry={{
            ...entry,
            name: t(`display.names.${entry.name}`),
            medal: entry.medal && { ...entry.medal, name: t(`display.medals.${entry.medal.name}`) },
          }}
          value={<CurrencyAmount amount={score} currency="gold" size="small" />}
        />
      ))}
    </Board>
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
  title: 'UI/RankRow',
  component: RankRow,
  args: { entry: { id: 'u4', rank: 4, name: '—' }, me: false, onSelect: fn() },
  decorators: [(Story) => <Stage>{Story()}</Stage>],
  play: async ({ canvasElement }) => imagesSettled(canvasElement),
} satisfies Meta<typeof RankRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Places 1–3: metal discs with ribbons and matching avatar frames (the crown on first). Tapping reports the entry. */
export const TopThree: Story = {
  render: ({ onSelect, me }) => (
    <DemoRows onSelect={onSelect} me={me} rows={[ROWS.first!, ROWS.second!, ROWS.third!]} />
  ),
  play: async ({ canvasElement, args }) => {
    await imagesSettled(canvasElement);
    const rows = within(canvasElement).getAllByRole('button');
    await expect(rows).toHaveLength(3);
    await userEvent.click(rows[0]!);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'u1', rank: 1 }));
  },
};

/** Places 4 and down: a plain number; past 999 it reads "999+". Keyboard: Enter and Space select. */
export const Ordinary: Story = {
  render: ({ onSelect, me }) => (
    <DemoRows onSelect={onSelect} me={me} rows={[ROWS.fourth!, ROWS.fifth!, ROWS.sixth!, ROWS.far!]} />
  ),
  play: async ({ canvasElement, args }) => {
    await imagesSettled(canvasElement);
    const rows = within(canvasElement).getAllByRole('button');
    rows[1]!.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'u5' }));
    await userEvent.keyboard(' ');
    await expect(args.onSelect).toHaveBeenCalledTimes(2);
  },
};

/** The signed-in user's own row, in the style of the bar pinned under a board. */
export const Me: Story = {
  args: { me: true },
  render: ({ onSelect, me }) => <DemoRows onSelect={onSelect} me={me} rows={[ROWS.longName!]} />,
};

/** Not on the board yet: "unranked" instead of a place. */
export const MeUnranked: Story = {
  args: { me: true },
  render: ({ onSelect, me }) => (
    <DemoRows
      onSelect={onSelect}
      me={me}
      rows={[{ entry: { ...ROWS.sixth!.entry, id: 'me', rank: null }, score: 0 }]}
    />
  ),
};

/** A very long mixed-script nickname is cut with an ellipsis; the score never moves. */
export const LongName: Story = {
  render: ({ onSelect }) => (
    <DemoRows
      onSelect={onSelect}
      rows={[{ ...ROWS.longName!, entry: { ...ROWS.longName!.entry, medal: undefined } }]}
    />
  ),
};

/** Level badge and a worn medal under the name. */
export const WithMedalAndLevel: Story = {
  render: ({ onSelect }) => <DemoRows onSelect={onSelect} rows={[ROWS.first!, ROWS.longName!]} />,
};

/** Without `onSelect` the row is static content, not a button. */
export const Static: Story = {
  render: () => <DemoRows rows={[ROWS.second!, ROWS.fourth!]} />,
  play: async ({ canvasElement }) => {
    await imagesSettled(canvasElement);
    await expect(within(canvasElement).queryAllByRole('button')).toHaveLength(0);
  },
};

/** The first row pressed (`:active`), below the same rows at rest: it darkens under the finger. */
export const Pressed: Story = {
  render: ({ onSelect, me }) => (
    <RestAndForced state="pressed">
      <DemoRows onSelect={onSelect} me={me} rows={[ROWS.fourth!, ROWS.fifth!]} />
    </RestAndForced>
  ),
  parameters: forced('pressed', 'button:first-child'),
};

/** Keyboard focus on the first row (`:focus-visible`), below the same rows at rest: the ring inside its edge. */
export const FocusVisible: Story = {
  render: ({ onSelect, me }) => (
    <RestAndForced state="focus-visible">
      <DemoRows onSelect={onSelect} me={me} rows={[ROWS.fourth!, ROWS.fifth!]} />
    </RestAndForced>
  ),
  parameters: forced('focus-visible', 'button:first-child'),
};
