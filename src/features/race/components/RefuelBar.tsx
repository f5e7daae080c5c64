import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { formatNumber } from '../../../platform/i18n/numberFormat';
import { Button } from '../../../ui/Button/Button';
import { px } from '../../../ui/px';
import { focusRing } from '../../../ui/interaction';

export interface RefuelBarProps {
  /** Amounts one tap adds. */
  steps: readonly number[];
  step: number;
  onStepChange: (step: number) => void;
  /** Liters waiting to be confirmed (0 disables the button). */
  pendingLiters: number;
  /** Refuelling is open (the countdown). */
  open: boolean;
  /** The confirm is on its way: the button shows a spinner and ignores taps. */
  confirming: boolean;
  onConfirm: () => void;
  compact?: boolean;
}

const Bar = styled.div<{ $compact: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${px(6)};
  padding: ${({ $compact }) => ($compact ? `${px(8)} ${px(12)}` : `${px(8)} ${px(16)} ${px(10)}`)};
  padding-bottom: calc(${({ $compact }) => px($compact ? 8 : 10)} + var(--safe-bottom, 0px));
  /* Opaque, with a dusk above it: the cars scrolling under the sticky bar fade out instead of showing through. */
  background: #10121e;
  box-shadow:
    0 -${px(1)} 0 rgba(255, 255, 255, 0.08),
    0 -${px(14)} ${px(16)} rgba(16, 18, 30, 0.85);
`;

const Steps = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${px(8)};
`;

/* 44 units to tap (issue 15); the chip drawn inside is 34 (a transparent border around the painted padding box). */
const Step = styled.button<{ $selected: boolean }>`
  height: ${px(44)};
  border: ${px(5)} solid transparent;
  border-radius: ${px(22)};
  background-clip: padding-box;
  background: rgba(255, 255, 255, 0.1);
  color: rgba(255, 255, 255, 0.85);
  font: inherit;
  font-size: ${px(13)};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  touch-action: manipulation;
  ${({ $selected }) =>
    $selected &&
    css`
      background: var(--color-goldGradient);
      color: #3a2606;
      background-clip: padding-box;
      box-shadow: inset 0 0 0 ${px(1)} rgba(255, 255, 255, 0.35);
    `}

  &:focus-visible {
    ${focusRing(2)}
  }
`;

/** Pick how much a tap adds, then confirm the pending liters (the only moment anything is charged). */
export function RefuelBar({
  steps,
  step,
  onStepChange,
  pendingLiters,
  open,
  confirming,
  onConfirm,
  compact = false,
}: RefuelBarProps) {
  const { t, i18n } = useTranslation('race');
  const liters = (value: number) => t('units.liters', { value: formatNumber(i18n.language, value) });
  return (
    <Bar $compact={compact}>
      <Steps role="radiogroup" aria-label={t('refuel.stepLabel')}>
        {steps.map((value) => (
          <Step
            key={value}
            type="button"
            role="radio"
            aria-checked={value === step}
            $selected={value === step}
            onClick={() => onStepChange(value)}
          >
            {liters(value)}
          </Step>
        ))}
      </Steps>
      <Button
        variant="primary"
        size={compact ? 'medium' : 'large'}
        block
        disabled={!open || pendingLiters === 0}
        loading={confirming}
        onClick={onConfirm}
      >
        {!open
          ? t('refuel.closed')
          : pendingLiters > 0
            ? t('refuel.confirm', { liters: liters(pendingLiters) })
            : t('refuel.pickCar')}
      </Button>
    </Bar>
  );
}
