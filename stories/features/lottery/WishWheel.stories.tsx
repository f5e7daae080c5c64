import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { LOTTERY_GAMES } from '../../../mocks/server/lottery';
import { DRAGON_ART } from '../../../src/features/lottery/components/art/dragonArt';
import { PrizeArtSet } from '../../../src/features/lottery/components/PrizeArt';
import { WishWheel } from '../../../src/features/lottery/components/WishWheel';
import type { BoardTarget } from '../../../src/features/lottery/model';
import { slotUnderPointer } from '../../../src/features/lottery/wheel';
import { usePrizeText } from '../../../src/features/lottery/usePrizeText';
import { wishTheme } from '../../../src/features/lottery/themes/wish';

const PRIZES = LOTTERY_GAMES.wish_wheel!.prizes;

function Wheel({ spin, pinnedShare }: { spin: BoardTarget | null; pinnedShare?: number }) {
  const text = usePrizeText();
  return (
    <PrizeArtSet art={DRAGON_ART}>
      <div style={{ ...wishTheme.style, padding: 16, background: '#4a0712' }}>
        <WishWheel
          prizes={PRIZES}
          spin={spin}
          text={text}
          hubLabel="Spin"
          hubDisabled={spin?.animate ?? false}
          onHub={fn()}
          onSettled={fn()}
          pinnedShare={pinnedShare}
        />
      </div>
    </PrizeArtSet>
  );
}

const meta = {
  title: 'Features/Lottery/WishWheel',
  component: Wheel,
  parameters: { screenshot: 'viewport' },
} satisfies Meta<typeof Wheel>;

export default meta;
type Story = StoryObj<typeof meta>;

const rotationOf = (canvasElement: HTMLElement) =>
  Number((canvasElement.querySelector('[data-segments]') as HTMLElement).dataset.rotation);

/** At rest: eight prizes, the pointer at the top, the hub to spin. */
export const AtRest: Story = { args: { spin: null } };

/** A spin held 35 % of the way through its time (a pinned frame: the wheel turning fast, mid-tick). */
export const Spinning: Story = {
  args: { spin: { key: 'story-spin', slot: 5, animate: true }, pinnedShare: 0.35 },
};

/** Stopped on the server's segment 5 (520 coins), under the pointer. */
export const Stopped: Story = {
  args: { spin: { key: 'story-stop', slot: 5, animate: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(slotUnderPointer(rotationOf(canvasElement), PRIZES.length)).toBe(5));
  },
};
