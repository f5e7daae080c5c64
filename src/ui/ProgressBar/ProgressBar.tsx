import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatNumber } from '../../platform/i18n/numberFormat';
import { px } from '../px';

export type ProgressBarVariant = 'accent' | 'gold';

export interface ProgressBarProps {
  /** Progress so far, from 0 to `max` (values outside are clamped). */
  value: number;
  /** The value that means "complete". Defaults to 100. */
  max?: number;
  /** What is progressing, already translated (e.g. "今日任務"); shown above the bar and used as its name. */
  label?: string;
  /** Shows "value / max" at the right, e.g. "320 / 500". */
  showValue?: boolean;
  /** Fill colour: the accent gradient (default) or gold for rewards and VIP. */
  variant?: ProgressBarVariant;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(8)};
  width: 100%;
`;

const Header = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${px(12)};
`;

const Label = styled.span`
  min-width: 0;
  color: var(--color-text);
  font-size: ${px(14)};
  font-weight: 600;
`;

const ValueText = styled.span`
  margin-left: auto;
  color: var(--color-textMuted);
  font-size: ${px(13)};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  strong {
    color: var(--color-text);
    font-weight: 700;
  }
`;

const Track = styled.div`
  position: relative;
  height: ${px(10)};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: #f6e4d8;
  box-shadow: inset 0 ${px(1)} ${px(2)} rgba(120, 60, 30, 0.12);
`;

const Fill = styled.div<{ $variant: ProgressBarVariant }>`
  height: 100%;
  min-width: ${px(10)};
  border-radius: inherit;
  background: ${({ $variant }) => ($variant === 'gold' ? 'var(--color-goldGradient)' : 'var(--color-accentGradient)')};
  box-shadow: inset 0 ${px(1)} 0 rgba(255, 255, 255, 0.45);
  transition: width var(--motion-fade-in) ease-out;
  &[data-empty='true'] {
    min-width: 0;
  }
`;

/** A horizontal progress bar (tasks, fundraising goals, level progress). */
export function ProgressBar({ value, max = 100, label, showValue = false, variant = 'accent' }: ProgressBarProps) {
  const { t, i18n } = useTranslation('ui');
  const labelId = useId();
  const safeMax = Number.isFinite(max) && max > 0 ? max : 100;
  const now = Math.min(Math.max(Number.isFinite(value) ? value : 0, 0), safeMax);
  const percent = (now / safeMax) * 100;
  const format = (n: number) => formatNumber(i18n.language, n);
  const valueText = `${format(now)} / ${format(safeMax)}`;

  return (
    <Root>
      {(label || showValue) && (
        <Header>
          {label && <Label id={labelId}>{label}</Label>}
          {showValue && (
            <ValueText aria-hidden="true">
              <strong>{format(now)}</strong> / {format(safeMax)}
            </ValueText>
          )}
        </Header>
      )}
      <Track
        role="progressbar"
        aria-labelledby={label ? labelId : undefined}
        aria-label={label ? undefined : t('progressBar.label')}
        aria-valuemin={0}
        aria-valuemax={safeMax}
        aria-valuenow={now}
        aria-valuetext={showValue ? valueText : undefined}
      >
        <Fill $variant={variant} data-empty={now === 0} style={{ width: `${percent}%` }} />
      </Track>
    </Root>
  );
}
