import { css } from 'styled-components';
import { px } from './px';

/**
 * Keyboard focus (`:focus-visible`): the design system's 2-unit ring, `offset` units outside the element
 * (negative: inside, for full-width rows), in `--color-focusRing` (≥ 3:1 on light and dark surfaces);
 * `--focus-ring` re-colours it for a subtree, as skins re-set the colour variables.
 */
export const focusRing = (offset = 2) => css`
  outline: ${px(2)} solid var(--focus-ring, var(--color-focusRing));
  outline-offset: ${px(offset)};
`;

/**
 * The `transform` of a pressed control: it sinks to `scale` (0.96 = 4 % smaller) under the finger, the
 * feedback phones give. Under reduced motion (the OS setting or `data-motion="reduced"`) `--motion-press`
 * is 0 (motion.ts), so it does not move at all; pair it with a change of colour that stays.
 */
export const pressedScale = (scale: number) =>
  `scale(calc(1 - ${Math.round((1 - scale) * 1000) / 1000} * var(--motion-press, 1)))`;

/** A pressed surface darkens a little: the feedback that needs no motion (and is kept under reduced motion). */
export const pressedTint = 'brightness(0.94)';

/** The smallest height a finger is given to tap (issue 15; Apple's 44 pt, Material's 48 dp at most). */
export const TAP_TARGET = 44;

/**
 * A small control (a 26-unit pill) that a finger can still hit: an invisible extension above and below
 * it up to `TAP_TARGET`, part of the control (taps on it are the control's), with nothing drawn. Uses
 * `::after`: for controls that draw nothing with it.
 */
export const tapArea = (height: number) => css`
  position: relative;
  &::after {
    content: '';
    position: absolute;
    inset: ${px(-Math.max(0, (TAP_TARGET - height) / 2))} 0;
  }
`;
