import styled, { css } from 'styled-components';
import { px } from '../../../ui/px';
import { darkSurface } from '../../../ui/surfaces';
import type { RaceGame } from '../model';

/** The dark (or golden) stage every race screen sits on, under the title bar. */
export const RaceStage = styled.div<{ $game: RaceGame }>`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${px(4)};
  /* On the night stage the bright gold ring reads best (9.8:1). */
  --focus-ring: var(--color-gold);
  /* The whole screen under the title bar, however short the content. */
  min-height: calc(100dvh - var(--status-bar-height, 0px) - ${px(44)});
  background: radial-gradient(120% 60% at 50% 0%, #2b3760 0%, var(--color-stage) 60%);
  ${darkSurface}
  ${({ $game }) =>
    $game === 'golden' &&
    css`
      background: radial-gradient(120% 60% at 50% 0%, #6b4b12 0%, #1f1606 62%);
    `}
  ${({ $game }) =>
    $game === 'horsepower' &&
    css`
      background: linear-gradient(100deg, #3a1320 0%, var(--color-stage) 45%, var(--color-stage) 55%, #10254a 100%);
    `}
`;

export const StageSection = styled.div`
  padding: 0 ${px(12)};
`;

/** Pinned to the bottom of the screen while the page scrolls. */
export const StickyBottom = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 1;
  margin-top: auto;
`;

export const StageLinks = styled.nav`
  display: flex;
  justify-content: center;
  gap: ${px(24)};
  padding: ${px(6)} 0 ${px(10)};

  a {
    color: rgba(255, 255, 255, 0.75);
    font-size: ${px(13)};
    text-decoration: underline;
    text-underline-offset: ${px(3)};
  }
`;
