import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import styled from 'styled-components';
import { expect } from 'storybook/test';
import { AprilFoolsHero } from '../../../src/features/festivals/art/heroes/aprilFools';
import { ChildrenDayHero } from '../../../src/features/festivals/art/heroes/childrenDay';
import { FireworksBlessHero } from '../../../src/features/festivals/art/heroes/fireworksBless';
import { GoddessHero } from '../../../src/features/festivals/art/heroes/goddess';
import { Love520Hero } from '../../../src/features/festivals/art/heroes/love520';
import { MagpieHero } from '../../../src/features/festivals/art/heroes/magpie';
import { MayDayHero } from '../../../src/features/festivals/art/heroes/mayDay';
import { NewYearHero } from '../../../src/features/festivals/art/heroes/newYear';
import { NewYearsDayHero } from '../../../src/features/festivals/art/heroes/newYearsDay';
import { SpringSongHero } from '../../../src/features/festivals/art/heroes/springSong';
import { px } from '../../../src/ui/px';

/**
 * The hero drawings at the top of the festival pages (src/features/festivals/art/heroes): inline SVG, no text. Each is
 * shown on a 375-unit frame of its festival's canvas colour, as tall as the phone, so the fade of its bottom band into
 * the page shows (the page lays the festival's title over that band and continues in that colour).
 */
const meta = { title: 'Festivals/Art/Heroes', parameters: { layout: 'fullscreen' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const Frame = styled.div`
  width: ${px(375)};
  min-height: 100vh;
`;

function heroStory(Hero: ComponentType, canvas: string): Story {
  return {
    render: () => (
      <Frame data-canvas={canvas} style={{ background: canvas }}>
        <Hero />
      </Frame>
    ),
    play: async ({ canvasElement }) => {
      const svg = canvasElement.querySelector('[data-canvas] > svg');
      await expect(svg).toBeVisible();
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
    },
  };
}

/** New Year's Day firework ranking: navy night. */
export const NewYearsDay = heroStory(NewYearsDayHero, '#0B0F2E');
/** New Year blessings wall: deep violet. */
export const FireworksBless = heroStory(FireworksBlessHero, '#1A0B3D');
/** Lunar New Year: deep red. */
export const NewYear = heroStory(NewYearHero, '#7A0A14');
/** Qixi, the magpie bridge: indigo. */
export const Magpie = heroStory(MagpieHero, '#141B4D');
/** Goddess festival: plum. */
export const Goddess = heroStory(GoddessHero, '#3D1240');
/** Spring singing contest: pine green. */
export const SpringSong = heroStory(SpringSongHero, '#0E3B2E');
/** May Day holiday: blue. */
export const MayDay = heroStory(MayDayHero, '#0F4C8A');
/** 520 confession day: wine. */
export const Love520 = heroStory(Love520Hero, '#5A0A2C');
/** Children's Day: sky blue. */
export const ChildrenDay = heroStory(ChildrenDayHero, '#1E5FD0');
/** April Fools' rooms: purple. */
export const AprilFools = heroStory(AprilFoolsHero, '#2B0F4A');
