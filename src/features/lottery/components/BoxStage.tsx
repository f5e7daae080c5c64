import styled, { css, keyframes } from 'styled-components';
import type { BlindBoxSeries } from '../api';
import { focusRing } from '../../../ui/interaction';
import { whenReducedMotion } from '../../../ui/motion';
import { px } from '../../../ui/px';
import { useSettleAfter } from '../useSettleAfter';
import { BoxArt } from './BoxArt';

/** How long a box trembles before its lid pops (time, not frames). */
export const UNBOX_MS = 1_600;

const tremble = keyframes`
  0%, 100% { transform: translate(0, 0) rotate(0deg); }
  15% { transform: translate(${px(-3)}, 0) rotate(-4deg); }
  30% { transform: translate(${px(3)}, ${px(-2)}) rotate(4deg); }
  45% { transform: translate(${px(-4)}, 0) rotate(-5deg) scale(1.03); }
  60% { transform: translate(${px(4)}, ${px(-3)}) rotate(5deg) scale(1.05); }
  75% { transform: translate(${px(-2)}, ${px(-6)}) rotate(-3deg) scale(1.08); }
  90% { transform: translate(0, ${px(-10)}) rotate(0deg) scale(1.12); }
`;

const float = keyframes`
  0%, 100% { transform: translateY(0); }
  50% { transform: translateY(${px(-8)}); }
`;

const LOOK_GLOW: Record<BlindBoxSeries['look'], string> = {
  dragon: 'rgba(255, 190, 80, 0.45)',
  summer: 'rgba(80, 230, 220, 0.4)',
  love: 'rgba(255, 120, 180, 0.45)',
  star: 'rgba(150, 140, 255, 0.45)',
};

const Stage = styled.div<{ $look: BlindBoxSeries['look'] }>`
  position: relative;
  display: grid;
  place-items: center;
  height: ${px(260)};
  border-radius: ${px(24)};
  background:
    radial-gradient(circle at 50% 58%, ${({ $look }) => LOOK_GLOW[$look]} 0%, transparent 55%),
    linear-gradient(180deg, rgba(255, 255, 255, 0.06) 0%, rgba(0, 0, 0, 0.25) 100%);
  box-shadow: inset 0 0 0 ${px(1)} var(--color-line);
  overflow: hidden;
  /* The pedestal the box stands on. */
  &::after {
    content: '';
    position: absolute;
    left: 50%;
    bottom: ${px(30)};
    width: ${px(200)};
    height: ${px(34)};
    margin-left: ${px(-100)};
    border-radius: 50%;
    background: radial-gradient(ellipse, rgba(255, 255, 255, 0.35) 0%, rgba(255, 255, 255, 0.05) 60%, transparent 70%);
  }
`;

const Box = styled.button`
  position: relative;
  z-index: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(6)};
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  & > svg {
    animation: ${float} 2.6s ease-in-out infinite;
  }
  &[data-unboxing] > svg {
    animation: ${tremble} ${UNBOX_MS}ms linear both;
  }
  ${whenReducedMotion(css`
    & > svg,
    &[data-unboxing] > svg {
      animation: none;
    }
  `)}
  &:disabled {
    cursor: default;
  }
  &:focus-visible {
    ${focusRing(4)}
    border-radius: ${px(16)};
  }
  .label {
    min-width: ${px(140)};
    padding: ${px(7)} ${px(16)};
    border-radius: ${px(20)};
    background: var(--color-accentGradient);
    box-shadow: 0 ${px(4)} ${px(12)} rgba(0, 0, 0, 0.35);
    color: #fff;
    font-size: ${px(15)};
    font-weight: 900;
    white-space: nowrap;
  }
`;

/**
 * The box on its pedestal: it floats; a paid draw makes it tremble, then its result (the server's) opens. Reduced
 * motion: it opens at once. The box itself is the single-box button.
 */
export function BoxStage({
  look,
  unboxing,
  label,
  disabled,
  onOpen,
  onSettled,
}: {
  look: BlindBoxSeries['look'];

  /** The draw being opened: while set, the box trembles, then settles once. */
  unboxing: string | null;
  label: string;
  disabled: boolean;
  onOpen: () => void;
  onSettled: () => void;
}) {
  useSettleAfter(unboxing, UNBOX_MS, onSettled);
  return (
    <Stage $look={look} data-board="box">
      <Box type="button" disabled={disabled} onClick={onOpen} data-unboxing={unboxing ? '' : undefined}>
        <BoxArt series={look} size={170} />
        <span className="label">{label}</span>
      </Box>
    </Stage>
  );
}
