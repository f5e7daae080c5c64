import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { focusRing, pressedScale, pressedTint } from '../interaction';
import { px } from '../px';

export interface RadioOption {
  /** Value reported by `onChange` and sent with a form. */
  value: string;
  /** Visible text, already translated. */
  label: ReactNode;
  /** A second, quieter line under the label (list layout). */
  description?: ReactNode;
  /** Cannot be picked. */
  disabled?: boolean;
}

export type RadioGroupLayout = 'list' | 'chips';

export interface RadioGroupProps {
  /** The question, already translated ("付款方式"); shown above and used as the group's name. */
  label: string;
  /** The choices. */
  options: RadioOption[];
  /** Selected value (controlled): update it from `onChange`. */
  value?: string;
  /** Starting value when uncontrolled; nothing selected when omitted. */
  defaultValue?: string;
  /** Called with the picked option's value (tap or arrow keys). */
  onChange?: (value: string) => void;
  /** list: one card per row with an optional description; chips: short choices side by side (amounts, sizes). */
  layout?: RadioGroupLayout;
  /** Form field name; a unique one is made up when omitted. */
  name?: string;
  /** Greys the whole group out. */
  disabled?: boolean;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(10)};
`;

const Legend = styled.div`
  color: var(--color-text);
  font-size: ${px(15)};
  font-weight: 600;
`;

const Options = styled.div<{ $layout: RadioGroupLayout }>`
  display: ${({ $layout }) => ($layout === 'chips' ? 'grid' : 'flex')};
  flex-direction: column;
  grid-template-columns: repeat(auto-fill, minmax(${px(96)}, 1fr));
  gap: ${({ $layout }) => px($layout === 'chips' ? 10 : 8)};
`;

const Input = styled.input`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
  height: 100%;
  margin: 0;
  opacity: 0;
  cursor: inherit;
`;

const Dot = styled.span`
  position: relative;
  flex: none;
  width: ${px(20)};
  height: ${px(20)};
  border-radius: 50%;
  background: var(--color-surface);
  box-shadow: inset 0 0 0 ${px(1.5)} var(--color-textFaint);
  transition: box-shadow var(--motion-fade-in) ease;
  &::after {
    content: '';
    position: absolute;
    top: ${px(5)};
    right: ${px(5)};
    bottom: ${px(5)};
    left: ${px(5)};
    border-radius: 50%;
    background: var(--color-onAccent);
    transform: scale(0);
    transition: transform var(--motion-scale-in) ease-out;
  }
`;

const layouts: Record<RadioGroupLayout, ReturnType<typeof css>> = {
  list: css`
    gap: ${px(12)};
    min-height: ${px(56)};
    padding: ${px(12)} ${px(14)};
    border-radius: ${({ theme }) => theme.radii.medium}px;
  `,
  chips: css`
    justify-content: center;
    min-height: ${px(44)};
    padding: ${px(8)} ${px(12)};
    border-radius: ${({ theme }) => theme.radii.pill}px;
    text-align: center;
    ${Dot} {
      display: none;
    }
  `,
};

/** The keyboard focus ring around the whole option. */
const Ring = styled.span`
  position: absolute;
  top: 0;
  right: 0;
  bottom: 0;
  left: 0;
  border-radius: inherit;
  pointer-events: none;
`;

const Option = styled.label<{ $layout: RadioGroupLayout; $disabled: boolean; $checked: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  background: var(--color-surface);
  box-shadow: inset 0 0 0 ${px(1)} var(--color-line);
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  -webkit-user-select: none;
  user-select: none;
  transition: box-shadow var(--motion-fade-in) ease, background var(--motion-fade-in) ease, transform
    var(--motion-scale-in) ease, filter var(--motion-scale-in) ease;
  ${({ $layout }) => layouts[$layout]}
  ${({ $disabled }) =>
    !$disabled &&
    css`
      &:active {
        transform: ${pressedScale(0.97)};
        filter: ${pressedTint};
      }
    `}

  ${({ $checked }) =>
    $checked &&
    css`
      background: #fff3f5;
      box-shadow: inset 0 0 0 ${px(1.5)} var(--color-accent), 0 ${px(4)} ${px(12)} rgba(238, 58, 98, 0.12);
      ${Dot} {
        background: var(--color-accentGradient);
        box-shadow: 0 ${px(2)} ${px(6)} rgba(238, 58, 98, 0.3);
      }
      ${Dot}::after {
        transform: scale(1);
      }
    `}
  ${({ $disabled }) =>
    $disabled &&
    css`
      background: #f7efe9;
      box-shadow: none;
      ${Dot} {
        opacity: 0.45;
      }
    `}
  ${Input}:focus-visible ~ ${Ring} {
    ${focusRing()}
  }
`;

const Texts = styled.span<{ $disabled: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${px(2)};
  min-width: 0;
  color: ${({ $disabled }) => ($disabled ? 'var(--color-textMuted)' : 'var(--color-text)')};
  font-size: ${px(15)};
  font-weight: 500;
  line-height: 1.35;
`;

const Description = styled.span`
  color: var(--color-textMuted);
  font-size: ${px(12)};
  font-weight: 400;
`;

/**
 * One choice out of a few (WAI-ARIA radio group): tap an option, or move with
 * the arrow keys, which select as they go. Built on native radios.
 */
export function RadioGroup({
  label,
  options,
  value,
  defaultValue,
  onChange,
  layout = 'list',
  name,
  disabled = false,
}: RadioGroupProps) {
  const id = useId();
  const groupName = name ?? `${id}-radio`;
  const [innerValue, setInnerValue] = useState(defaultValue);
  const selected = value ?? innerValue;
  const inputs = useRef<(HTMLInputElement | null)[]>([]);

  const pick = (next: string) => {
    if (next === selected) return;
    if (value === undefined) setInnerValue(next);
    onChange?.(next);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const direction = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.key];
    if (!direction || disabled) return;
    const enabled = options.map((option, i) => ({ option, i })).filter(({ option }) => !option.disabled);
    if (enabled.length === 0) return;
    event.preventDefault();
    // From the focused radio (where the user is), else from the selected one.
    const focused = inputs.current.indexOf(event.target as HTMLInputElement);
    const at =
      focused !== -1
        ? enabled.findIndex(({ i }) => i === focused)
        : enabled.findIndex(({ option }) => option.value === selected);
    const start = at === -1 ? (direction > 0 ? -1 : 0) : at;
    const next = enabled[(start + direction + enabled.length) % enabled.length]!;
    inputs.current[next.i]?.focus();
    pick(next.option.value);
  };

  return (
    <Root>
      <Legend id={`${id}-label`}>{label}</Legend>
      <Options
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-disabled={disabled || undefined}
        $layout={layout}
        onKeyDown={handleKeyDown}
      >
        {options.map((option, i) => {
          const optionDisabled = disabled || Boolean(option.disabled);
          return (
            <Option key={option.value} $layout={layout} $disabled={optionDisabled} $checked={selected === option.value}>
              <Input
                ref={(node) => {
                  inputs.current[i] = node;
                }}
                type="radio"
                name={groupName}
                value={option.value}
                checked={selected === option.value}
                disabled={optionDisabled}
                onChange={() => pick(option.value)}
              />
              <Ring aria-hidden="true" />
              <Dot aria-hidden="true" />
              <Texts $disabled={optionDisabled}>
                {option.label}
                {layout === 'list' && option.description && <Description>{option.description}</Description>}
              </Texts>
            </Option>
          );
        })}
      </Options>
    </Root>
  );
}
