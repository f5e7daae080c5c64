import { useId, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css, keyframes } from 'styled-components';
import { Button } from '../../../ui/Button/Button';
import { Celebration } from '../../../ui/Celebration/Celebration';
import { GoldCoinIcon } from '../../../ui/icons/Coin';
import { Overlay } from '../../../ui/Modal/Overlay';
import { whenReducedMotion } from '../../../ui/motion';
import { px } from '../../../ui/px';

/*
 * The grand prize, full screen: loaded only when the server answers a card with it (ScratchPage imports this module
 * dynamically). Rays and coins (ui/Celebration), confetti bursting out and settling, the car driving in under a
 * spotlight from the top left, the prize's name in gold foil and one action. Transform and opacity only, each
 * animation over within 1.4 s and ending on the resting picture (screenshots freeze there); none under reduced motion.
 */

const Screen = styled.div`
  position: fixed;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${px(10)};
  padding: calc(var(--status-bar-height, 0px) + ${px(24)}) ${px(20)} calc(${px(28)} + var(--safe-bottom, 0px));
  overflow: hidden;
  background:
    radial-gradient(60% 40% at 30% 30%, rgba(255, 214, 120, 0.28), transparent 70%),
    radial-gradient(90% 60% at 50% 48%, #5b1f9e 0%, #2a0c58 55%, #0f0424 100%);
  color: #fff;
  text-align: center;
`;

const Layer = styled.div`
  position: absolute;
  inset: 0;
  pointer-events: none;
`;

const burst = keyframes`
  from { opacity: 0; transform: translate(var(--fx), var(--fy)) scale(0.2) rotate(0deg); }
  30% { opacity: 1; }
`;
const driveIn = keyframes`
  from { opacity: 0; transform: translateX(-60%) skewX(-8deg); }
  70% { opacity: 1; transform: translateX(3%) skewX(2deg); }
`;
const rise = keyframes`from { opacity: 0; transform: translateY(${px(16)}) scale(0.9); }`;

const animated = (name: ReturnType<typeof keyframes>, ms: number, delay = 0) => css`
  animation: ${name} ${ms}ms cubic-bezier(0.2, 0.8, 0.3, 1) ${delay}ms both;
  ${whenReducedMotion(css`
    animation: none;
  `)}
`;

const Piece = styled.i`
  position: absolute;
  width: ${px(7)};
  height: ${px(14)};
  border-radius: ${px(1.5)};
  transform: rotate(var(--r));
  ${animated(burst, 1100)}
`;

/** left %, top %, rotation, colour, wide (a ribbon) — placed around the car and title, clear of the words. */
const CONFETTI = [
  [8, 12, 20, '#ffd56b', 0],
  [18, 24, -35, '#ff4d6d', 1],
  [30, 8, 60, '#4de8ff', 0],
  [44, 16, -15, '#fff', 0],
  [58, 6, 40, '#ff7ad9', 1],
  [70, 18, -50, '#ffd56b', 0],
  [84, 10, 25, '#7dffb0', 0],
  [92, 26, -20, '#ff4d6d', 1],
  [6, 38, 70, '#ff7ad9', 0],
  [94, 44, -65, '#4de8ff', 0],
  [4, 62, 15, '#ffd56b', 1],
  [96, 66, 35, '#fff', 0],
  [10, 80, -40, '#4de8ff', 0],
  [88, 84, 55, '#ffd56b', 1],
  [22, 90, 10, '#ff4d6d', 0],
  [76, 92, -25, '#ff7ad9', 0],
  [36, 30, -60, '#ffd56b', 0],
  [64, 30, 45, '#4de8ff', 0],
] as const;

/** Coins tossed into the corners, resting tilted, clear of the words: left %, top %, size, rotation. */
const TOSSED = [
  [6, 22, 28, -20],
  [84, 20, 34, 18],
  [5, 64, 24, 30],
  [87, 66, 26, -12],
] as const;

const Tossed = styled.span`
  position: absolute;
  transform: rotate(var(--r));
  filter: drop-shadow(0 ${px(4)} ${px(4)} rgba(0, 0, 0, 0.35));
  ${animated(burst, 900, 150)}
`;

const Kicker = styled.p`
  position: relative;
  margin: 0;
  padding: ${px(4)} ${px(16)};
  border-radius: ${px(16)};
  background: linear-gradient(180deg, #d92636, #a80b22);
  box-shadow:
    inset 0 ${px(1)} 0 rgba(255, 255, 255, 0.45),
    0 ${px(4)} ${px(12)} rgba(200, 16, 46, 0.5);
  font-size: ${px(15)};
  font-weight: 900;
  letter-spacing: 0.08em;
  ${animated(rise, 500)}
`;

const Title = styled.h2`
  position: relative;
  margin: 0;
  background: linear-gradient(180deg, #fffbe6 0%, #ffe08a 40%, #e8a72a 60%, #fff0b0 100%);
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
  font-size: ${px(34)};
  font-weight: 900;
  line-height: 1.2;
  letter-spacing: 0.04em;
  text-wrap: balance;
  word-break: keep-all;
  filter: drop-shadow(${px(1)} ${px(3)} 0 #3a0f00) drop-shadow(0 0 ${px(14)} rgba(255, 190, 80, 0.55));
  ${animated(rise, 600, 100)}
`;

const Car = styled.div`
  position: relative;
  width: 100%;
  display: grid;
  justify-items: center;
  margin: ${px(6)} 0;
  /* the stage under the car: a warm pool of light and a glossy floor line */
  &::before {
    content: '';
    position: absolute;
    left: 5%;
    right: 5%;
    bottom: ${px(-2)};
    height: 40%;
    border-radius: 50%;
    background: radial-gradient(closest-side, rgba(255, 190, 90, 0.55), transparent);
  }
  & > svg {
    position: relative;
    filter: drop-shadow(0 0 ${px(18)} rgba(255, 150, 40, 0.5));
    ${animated(driveIn, 1000, 150)}
  }
`;

const Amount = styled.p`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${px(8)};
  margin: 0;
  color: #ffe08a;
  font-size: ${px(40)};
  font-weight: 900;
  line-height: 1;
  font-variant-numeric: tabular-nums;
  text-shadow: ${px(1)} ${px(2)} 0 #5a1c00;
  white-space: nowrap;
  ${animated(rise, 600, 300)}
`;

const Body = styled.p`
  position: relative;
  max-width: ${px(300)};
  margin: 0;
  color: #eadcff;
  font-size: ${px(15)};
  line-height: 1.5;
  line-break: strict;
`;

const Collect = styled(Button)`
  position: relative;
  width: ${px(260)};
  height: ${px(54)};
  margin-top: ${px(14)};
  border-radius: ${px(27)};
  background: linear-gradient(180deg, #fff3c4 0%, #ffd56b 40%, #e8a72a 100%);
  box-shadow:
    inset 0 ${px(2)} 0 rgba(255, 255, 255, 0.7),
    0 ${px(5)} 0 #8a4b00,
    0 ${px(10)} ${px(24)} rgba(255, 180, 60, 0.45);
  color: #4a1a00;
  font-size: ${px(19)};
  font-weight: 900;
  letter-spacing: 0.06em;
  ${animated(rise, 600, 450)}
`;

export interface GrandPrizeRevealProps {
  /** The prize's worth in coins, as the language writes it. */
  amount: string;
  /** The car, drawn big (the page's own drawing, so this module shares no code with the page's first visit). */
  car: ReactNode;
  /** Collect, Escape: the page marks this card's reveal as seen. */
  onClose: () => void;
}

/** The full-screen grand-prize reveal (a dialog named after the prize). */
export function GrandPrizeReveal({ amount, car, onClose }: GrandPrizeRevealProps) {
  const { t } = useTranslation('scratch');
  const titleId = useId();
  return (
    <Overlay placement="center" labelledBy={titleId} onDismiss={onClose}>
      <Screen data-grand-reveal="">
        <Layer aria-hidden="true">
          <Celebration />
          {CONFETTI.map(([left, top, r, color, wide]) => (
            <Piece
              key={`${left}-${top}`}
              style={
                {
                  left: `${left}%`,
                  top: `${top}%`,
                  background: color,
                  width: wide ? px(16) : undefined,
                  height: wide ? px(6) : undefined,
                  '--r': `${r}deg`,
                  '--fx': `${(50 - left) * 3.75}px`,
                  '--fy': `${(45 - top) * 6}px`,
                } as CSSProperties
              }
            />
          ))}
          {TOSSED.map(([left, top, size, r]) => (
            <Tossed
              key={left}
              style={
                {
                  left: `${left}%`,
                  top: `${top}%`,
                  '--r': `${r}deg`,
                  '--fx': `${(50 - left) * 3.75}px`,
                  '--fy': `${(45 - top) * 6}px`,
                } as CSSProperties
              }
            >
              <GoldCoinIcon size={size} />
            </Tossed>
          ))}
        </Layer>
        <Kicker>{t('prize.grandKicker')}</Kicker>
        <Title id={titleId}>{t('prize.grand')}</Title>
        <Car>{car}</Car>
        <Amount aria-hidden="true">
          <GoldCoinIcon size={40} />
          {amount}
        </Amount>
        <Body>{t('prize.grandBody', { amount })}</Body>
        <Collect onClick={onClose}>{t('prize.collect')}</Collect>
      </Screen>
    </Overlay>
  );
}
