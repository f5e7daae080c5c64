import { useId, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { focusRing, pressedScale, pressedTint } from '../interaction';
import { px } from '../px';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { commitDraft, highestValue, normaliseRange, sanitizeDraft, stepValue, type StepResult } from './stepperValue';

export interface StepperProps {
  /** What is being counted, already translated ("購買數量"). Shown at the left and used as the field's name. */
  label: string;
  /** Hides the label visually (it still names the field for screen readers). */
  hideLabel?: boolean;
  /** Current value (controlled): update it from `onChange`. */
  value?: number;
  /** Starting value when uncontrolled. Defaults to `min`. */
  defaultValue?: number;
  /** Called with the new value after −, +, arrow keys, or when typed text is committed (blur / Enter). */
  onChange?: (value: number) => void;
  /** Lowest value. Defaults to 0. */
  min?: number;
  /** Highest value. Trying to go beyond it shows `maxMessage`. Defaults to no limit. */
  max?: number;
  /** Amount one − / + press changes the value. Defaults to 1. */
  step?: number;
  /** Shown when the user tries to go beyond max; defaults to the translated "最多只能 {{max}}". */
  maxMessage?: string;
  /** Greys the control out and ignores input. */
  disabled?: boolean;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${px(2)};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${px(12)};
  min-height: ${px(44)};
`;

const Label = styled.label<{ $hidden: boolean }>`
  min-width: 0;
  color: var(--color-text);
  font-size: ${px(15)};
  font-weight: 600;
  ${({ $hidden }) => $hidden && visuallyHidden}
`;

const Control = styled.div<{ $disabled: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  margin-left: auto;
  padding: 0 ${px(2)};
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ $disabled }) => ($disabled ? '#f7efe9' : 'var(--color-surface)')};
  box-shadow: inset 0 0 0 ${px(1)} var(--color-line), ${({ theme }) => theme.shadows.card};
`;

const StepButton = styled.button`
  display: grid;
  place-items: center;
  width: ${px(44)};
  height: ${px(44)};
  padding: 0;
  border: 0;
  background: transparent;
  color: var(--color-accentStrong);
  cursor: pointer;
  span {
    display: grid;
    place-items: center;
    width: ${px(28)};
    height: ${px(28)};
    border-radius: 50%;
    background: #fff0f3;
    transition: transform var(--motion-scale-in) ease, background var(--motion-fade-in) ease, filter
      var(--motion-scale-in) ease;
  }
  svg {
    width: ${px(14)};
    height: ${px(14)};
  }
  &:active:not(:disabled) span {
    transform: ${pressedScale(0.88)};
    filter: ${pressedTint};
  }
  &:focus-visible {
    outline: none;
    span {
      ${focusRing()}
    }
  }
  &[aria-disabled='true'] span,
  &:disabled span {
    background: #f4ebe5;
    color: var(--color-textMuted);
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const Input = styled.input`
  width: ${px(52)};
  height: ${px(36)};
  padding: 0;
  border: 0;
  border-radius: ${px(8)};
  background: transparent;
  color: var(--color-text);
  font-size: ${px(17)};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  text-align: center;
  &:focus {
    outline: none;
    background: #fff4ee;
  }
  &:focus-visible {
    ${focusRing(0)}
  }
  &:disabled {
    color: var(--color-textMuted);
    -webkit-text-fill-color: var(--color-textMuted);
    opacity: 1;
  }
`;

const Message = styled.p`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${px(4)};
  min-height: ${px(18)};
  margin: 0;
  color: var(--color-danger);
  font-size: ${px(12)};
  font-weight: 500;
  svg {
    width: ${px(13)};
    height: ${px(13)};
    flex: none;
  }
`;

/**
 * A number picker: − and + around a field the user can also type into (digits
 * only, clamped to min…max when the field is left). Trying to pass max says so.
 */
export function Stepper({
  label,
  hideLabel = false,
  value,
  defaultValue,
  onChange,
  min,
  max,
  step,
  maxMessage,
  disabled = false,
}: StepperProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const range = normaliseRange({ min, max, step });
  const [innerValue, setInnerValue] = useState(() => commitDraft(String(defaultValue ?? range.min), range).value);
  const current = value ?? innerValue;
  const [draft, setDraft] = useState<string | null>(null);
  const [showMax, setShowMax] = useState(false);
  const atMax = current >= highestValue(range);
  const atMin = current <= range.min;

  const apply = ({ value: next, exceededMax }: StepResult) => {
    setDraft(null);
    setShowMax(exceededMax);
    if (next === current) return;
    if (value === undefined) setInnerValue(next);
    onChange?.(next);
  };
  const base = () => (draft === null ? current : commitDraft(draft, range).value);
  const press = (direction: 1 | -1) => {
    if (disabled) return;
    apply(stepValue(base(), direction, range));
  };
  const commit = () => {
    if (draft !== null) apply(commitDraft(draft, range));
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setDraft(sanitizeDraft(event.target.value));
    setShowMax(false);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
    else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      press(event.key === 'ArrowUp' ? 1 : -1);
    }
  };

  const message = maxMessage ?? t('stepper.maxReached', { max: highestValue(range) });

  return (
    <Root>
      <Row>
        <Label htmlFor={`${id}-input`} $hidden={hideLabel}>
          {label}
        </Label>
        <Control $disabled={disabled}>
          <StepButton
            type="button"
            aria-label={t('stepper.decrease')}
            aria-controls={`${id}-input`}
            disabled={disabled || atMin}
            onClick={() => press(-1)}
          >
            <span>
              <svg viewBox="0 0 16 16" fill="none" aria-hidden="true">
                <path d="M3 8h10" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
              </svg>
            </span>
          </StepButton>
          <Input
            id={`${id}-input`}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            role="spinbutton"
            aria-valuenow={current}
            aria-valuemin={range.min}
            aria-valuemax={Number.isFinite(range.max) ? highestValue(range) : undefined}
            aria-describedby={showMax ? `${id}-message` : undefined}
            disabled={disabled}
            value={draft ?? String(current)}
            onChange={handleChange}
            onBlur={commit}
            onKeyDown={handleKeyDown}
          />
          <StepButton
            type="button"
            aria-label={t('stepper.increase')}
            aria-controls={`${id}-input`}
            aria-disabled={atMax || undefined}
            disabled={disabled}
            onClick={() => press(1)}
          >
            <span>
              <svg viewBox="0 0 16 16" fill="none" aria-hidden="true">
                <path d="M3 8h10M8 3v10" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
              </svg>
            </span>
          </StepButton>
        </Control>
      </Row>
      <Message id={`${id}-message`} role="status">
        {showMax && !disabled && (
          <>
            <svg viewBox="0 0 16 16" fill="none" aria-hidden="true">
              <circle cx="8" cy="8" r="7" fill="currentColor" />
              <path d="M8 4.5v4.2" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
              <circle cx="8" cy="11.4" r="1" fill="#fff" />
            </svg>
            {message}
          </>
        )}
      </Message>
    </Root>
  );
}
