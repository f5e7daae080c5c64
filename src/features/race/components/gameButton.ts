import { css } from 'styled-components';
import { px } from '../../../ui/px';

/**
 * The race's game buttons: a chunky face lit from the top-left (a gloss on its upper half), a darker edge
 * under it; pressed, the face sinks onto the edge. Disabled keeps a readable label (6.3:1). A tone sets
 * `--face` (a gradient) and `--edge`; the label colour goes with it.
 */
export const gameButton = css`
  border: 0;
  background:
    linear-gradient(180deg, rgba(255, 255, 255, 0.3), rgba(255, 255, 255, 0) 55%),
    var(--face);
  box-shadow:
    inset 0 ${px(1)} 0 rgba(255, 255, 255, 0.45),
    0 ${px(4)} 0 var(--edge),
    0 ${px(6)} ${px(10)} rgba(0, 0, 0, 0.3);
  font-weight: 800;
  cursor: pointer;
  touch-action: manipulation;
  transition:
    transform 80ms ease-out,
    box-shadow 80ms ease-out;

  &:active:not(:disabled) {
    transform: translateY(calc(${px(3)} * var(--motion-press, 1)));
    box-shadow:
      inset 0 ${px(1)} 0 rgba(255, 255, 255, 0.45),
      0 ${px(1)} 0 var(--edge);
    filter: brightness(0.95);
  }
  &:disabled {
    --face: linear-gradient(180deg, #4a4466, #3a3452);
    --edge: #241f38;
    box-shadow:
      inset 0 ${px(1)} 0 rgba(255, 255, 255, 0.12),
      0 ${px(4)} 0 var(--edge);
    color: #d9d3ea;
    text-shadow: none;
    cursor: default;
    opacity: 1;
  }
`;

/** The tones: the main action (hot pink; white reads ≥ 4.6:1 on its middle), the chosen one (gold), the rest. */
export const HOT = css`
  --face: linear-gradient(180deg, #ff5c7e 0%, #de2c57 48%, #c21a48 100%);
  --edge: #8a0f33;
  color: #fff;
  text-shadow: 0 ${px(1)} 0 rgba(110, 0, 30, 0.45);
`;

export const GOLD = css`
  --face: linear-gradient(180deg, #ffe7a3 0%, #f6c453 50%, #e0a526 100%);
  --edge: #a8701a;
  color: #3a2606;
`;

export const PLAIN = css`
  --face: linear-gradient(180deg, #4b4380 0%, #332c5e 100%);
  --edge: #1c1838;
  color: #fff;
`;
