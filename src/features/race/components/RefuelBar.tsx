import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatNumber } from '../../../platform/i18n/numberFormat';
import { Button } from '../../../ui/Button/Button';
import { px } from '../../../ui/px';
import { focusRing, tapArea } from '../../../ui/interaction';
import { gameButton, GOLD, HOT, PLAIN } from './gameButton';

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
  gap: ${px(8)};
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

/* A 36-unit game chip on its 4-unit edge; 44 units to tap (issue 15) with the invisible extension. */
const Step = styled.button<{ $selected: boolean }>`
  ${tapArea(36)}
  height: ${px(36)};
  margin-bottom: ${px(4)};
  padding: 0;
  border-radius: ${px(18)};
  font: inherit;
  font-size: ${px(13)};
  font-variant-numeric: tabular-nums;
  ${gameButton}
  ${({ $selected }) => ($selected ? GOLD : PLAIN)}

  &:focus-visible {
    ${focusRing(2)}
  }
`;

/** The confirm: the screen's one big game button. */
const Confirm = styled(Button)`
  && {
    ${gameButton}
    ${HOT}
    font-size: ${px(17)};
  }
  &&:disabled[aria-busy='true'] {
    ${HOT}
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
      <Confirm
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
      </Confirm>
    </Bar>
  );
}
