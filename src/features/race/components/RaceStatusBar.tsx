import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { formatNumber } from '../../../platform/i18n/numberFormat';
import { px } from '../../../ui/px';
import type { RaceWallet } from '../contract';
import type { PhaseState } from '../model';
import { focusRing } from '../../../ui/interaction';
import { gameButton, GOLD } from './gameButton';

export interface RaceStatusBarProps {
  roundId: number;
  phase: PhaseState;
  wallet: RaceWallet;
  /** Gasoline not yet taken by pending liters. */
  available: number;
  onBuyGasoline: () => void;
  compact?: boolean;
}

const Bar = styled.div<{ $compact: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${px(8)};
  padding: ${({ $compact }) => ($compact ? `${px(6)} ${px(12)}` : `${px(6)} ${px(16)}`)};
  color: #fff;
`;

const Clock = styled.div`
  display: flex;
  align-items: center;
  gap: ${px(10)};
  min-width: 0;
`;

const Seconds = styled.span<{ $urgent: boolean; $compact: boolean }>`
  display: grid;
  place-items: center;
  flex: none;
  width: ${({ $compact }) => px($compact ? 36 : 42)};
  height: ${({ $compact }) => px($compact ? 36 : 42)};
  border-radius: 50%;
  background: var(--color-goldGradient);
  color: #3a2606;
  font-size: ${({ $compact }) => px($compact ? 15 : 20)};
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  ${({ $urgent }) =>
    $urgent &&
    css`
      background: var(--color-accentGradient);
      color: #fff;
    `}
`;

const PhaseText = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  line-height: 1.3;
`;

const Round = styled.span`
  color: var(--color-textMuted);
  font-size: ${px(11)};
`;

const PhaseName = styled.span`
  overflow: hidden;
  font-size: ${px(14)};
  font-weight: 700;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Wallet = styled.div`
  display: flex;
  flex: none;
  flex-direction: column;
  align-items: flex-end;
  gap: ${px(4)};
`;

const Gas = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${px(6)};
  height: ${px(30)};
  padding: 0 ${px(3)} 0 ${px(10)};
  border: 0;
  border-radius: ${px(15)};
  background: linear-gradient(180deg, rgba(0, 0, 0, 0.38), rgba(0, 0, 0, 0.22));
  box-shadow:
    inset 0 ${px(1)} ${px(2)} rgba(0, 0, 0, 0.45),
    0 ${px(1)} 0 rgba(255, 255, 255, 0.12);
  color: #fff;
  font: inherit;
  font-size: ${px(13)};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  cursor: pointer;

  &:focus-visible {
    ${focusRing(0)}
  }
`;

/** The "+" is a small game button: it sinks when the pill is pressed. */
const Plus = styled.span`
  display: grid;
  place-items: center;
  width: ${px(22)};
  height: ${px(22)};
  margin-bottom: ${px(2)};
  border-radius: 50%;
  ${gameButton}
  ${GOLD}
  box-shadow:
    inset 0 ${px(1)} 0 rgba(255, 255, 255, 0.6),
    0 ${px(2)} 0 var(--edge);
  font-size: ${px(17)};
  line-height: 1;

  button:active > & {
    transform: translateY(calc(${px(2)} * var(--motion-press, 1)));
    box-shadow: 0 0 0 var(--edge);
  }
`;

const Fragments = styled.span`
  color: var(--color-textMuted);
  font-size: ${px(11)};
  font-variant-numeric: tabular-nums;
`;

function GasCanIcon() {
  return (
    <svg width={px(14)} height={px(16)} viewBox="0 0 14 16" aria-hidden="true">
      <path d="M2 4.5 4.5 2H11a1.5 1.5 0 0 1 1.5 1.5v11A1.5 1.5 0 0 1 11 16H3.5A1.5 1.5 0 0 1 2 14.5z" fill="#ff6b6b" />
      <path d="M5 7h5M5 10h5" stroke="#fff" strokeWidth="1.3" strokeLinecap="round" />
      <path d="M7 2V.8h4" fill="none" stroke="#ff6b6b" strokeWidth="1.4" />
    </svg>
  );
}

/** The round and its clock on the left; my gasoline (tap to buy more) and fragments on the right. */
export function RaceStatusBar({
  roundId,
  phase,
  wallet,
  available,
  onBuyGasoline,
  compact = false,
}: RaceStatusBarProps) {
  const { t, i18n } = useTranslation('race');
  const number = (value: number) => formatNumber(i18n.language, value);
  const counting = phase.phase === 'countdown';
  return (
    <Bar $compact={compact}>
      <Clock
        role="timer"
        aria-live="off"
        aria-label={`${t(`phases.${phase.phase}`)} ${t('phases.seconds', { count: phase.secondsLeft })}`}
      >
        <Seconds $urgent={counting && phase.secondsLeft <= 5} $compact={compact} aria-hidden="true">
          {phase.secondsLeft}
        </Seconds>
        <PhaseText aria-hidden="true">
          <Round>{t('phases.round', { id: roundId })}</Round>
          <PhaseName>{t(`phases.${phase.phase}`)}</PhaseName>
        </PhaseText>
      </Clock>
      <Wallet>
        <Gas
          type="button"
          onClick={onBuyGasoline}
          aria-label={t('wallet.gasolineButton', { liters: t('units.liters', { value: number(available) }) })}
        >
          <GasCanIcon />
          {t('units.liters', { value: number(available) })}
          <Plus aria-hidden="true">+</Plus>
        </Gas>
        {!compact && (
          <Fragments>{t('wallet.fragments', { count: wallet.fragments, value: number(wallet.fragments) })}</Fragments>
        )}
      </Wallet>
    </Bar>
  );
}
