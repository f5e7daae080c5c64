import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import styled from 'styled-components';
import { expect } from 'storybook/test';
import { FathersDayHero } from '../../../src/features/festivals/art/heroes/fathersDay';
import { MeteorHero } from '../../../src/features/festivals/art/heroes/meteor';
import { MiniGamesHero } from '../../../src/features/festivals/art/heroes/miniGames';
import { QixiRomanceHero } from '../../../src/features/festivals/art/heroes/qixiRomance';
import { SummerKickoffHero } from '../../../src/features/festivals/art/heroes/summerKickoff';
import { SummerNightHero } from '../../../src/features/festivals/art/heroes/summerNight';
import { px } from '../../../src/ui/px';

/*
 * The campaigns' hero drawings (src/features/festivals/art/heroes): the full-width top of a campaign page. Each is shown
 * on its festival's canvas colour with the page going on below it, so a seam at the drawing's bottom edge would show;
 * the band where the page lays the title (the bottom 64 units) is outlined.
 */

const Page = styled.div`
  width: ${px(375)};
  padding-bottom: ${px(120)};
  svg {
    display: block;
  }
`;

const Hero = styled.div`
  position: relative;
`;

/** Where the page lays the festival's title: the drawing must stay calm there. */
const TitleBand = styled.div`
  position: absolute;
  inset: auto 0 0;
  height: ${px(64)};
  border-top: 1px dashed rgba(255, 255, 255, 0.35);
`;

function Campaign({ Art, canvas }: { Art: ComponentType; canvas: string }) {
  return (
    <Page style={{ background: canvas }} data-canvas={canvas}>
      <Hero>
        <Art />
        <TitleBand />
      </Hero>
    </Page>
  );
}

const meta = {
  title: 'Festivals/Art/Campaigns',
  component: Campaign,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Campaign>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drawing is there, decorative, full width, 375 × 200, and every gradient it paints with is defined. */
const drawn: Story['play'] = async ({ canvasElement }) => {
  const svg = canvasElement.querySelector('svg');
  await expect(svg).not.toBeNull();
  await expect(svg).toHaveAttribute('aria-hidden', 'true');
  await expect(svg).toHaveAttribute('focusable', 'false');
  await expect(svg).toHaveAttribute('viewBox', '0 0 375 200');
  const box = svg?.getBoundingClientRect();
  await expect(box?.width).toBeCloseTo(
    canvasElement.querySelector('[data-canvas]')?.getBoundingClientRect().width ?? 0,
  );
  await expect(Math.round(((box?.height ?? 0) / (box?.width ?? 1)) * 375)).toBe(200);
  const nodes = [...(svg?.querySelectorAll('*') ?? [])];
  const ids = [
    ...nodes.flatMap((node) =>
      ['fill', 'stroke', 'clip-path'].flatMap(
        (name) => /^url\(#(.+)\)$/.exec(node.getAttribute(name) ?? '')?.[1] ?? [],
      ),
    ),
    ...nodes.flatMap((node) => /^#(.+)$/.exec(node.getAttribute('href') ?? '')?.[1] ?? []),
  ];
  await expect(ids.length).toBeGreaterThan(0);
  for (const id of ids) await expect(svg?.querySelector(`[id="${id}"]`)).not.toBeNull();
};

/** 2 July: the summer kickoff gift race, on teal. */
export const SummerKickoff: Story = { args: { Art: SummerKickoffHero, canvas: '#0A4F5C' }, play: drawn };

/** 22 July: the mini-game leaderboard, on arcade navy. */
export const MiniGames: Story = { args: { Art: MiniGamesHero, canvas: '#0C1440' }, play: drawn };

/** 28 July: the summer night party, on night purple. */
export const SummerNight: Story = { args: { Art: SummerNightHero, canvas: '#1B0B3A' }, play: drawn };

/** 8 August (Father's Day in Taiwan), on navy. */
export const FathersDay: Story = { args: { Art: FathersDayHero, canvas: '#10233F' }, play: drawn };

/** 14 August: the meteor shower wishes, on deep blue. */
export const Meteor: Story = { args: { Art: MeteorHero, canvas: '#081A3A' }, play: drawn };

/** 25 August: the Qixi romance theme, on plum. */
export const QixiRomance: Story = { args: { Art: QixiRomanceHero, canvas: '#3A0F3F' }, play: drawn };
