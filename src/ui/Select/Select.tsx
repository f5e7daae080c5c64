import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FieldErrorIcon, FieldLabel, FieldNote, FieldRoot } from '../FormField/fieldParts';
import { focusRing, pressedTint } from '../interaction';
import { px } from '../px';

export interface SelectOption {
  /** Value reported by `onChange` and sent with a form. */
  value: string;
  /** Visible text, already translated. */
  label: string;
  /** Shown but cannot be picked. */
  disabled?: boolean;
}

export interface SelectProps {
  /** What to choose, already translated ("所在地區"); shown above the field and used as its name. */
  label: string;
  /** The choices, shown in the phone's own picker. */
  options: SelectOption[];
  /** Selected value (controlled); "" shows the placeholder. Update it from `onChange`. */
  value?: string;
  /** Starting value when uncontrolled. Defaults to "" (the placeholder). */
  defaultValue?: string;
  /** Called with the picked option's value. */
  onChange?: (value: string) => void;
  /** Shown while nothing is picked; defaults to the translated "請選擇". */
  placeholder?: string;
  /** Error text, already translated; shows the field in the danger colour and marks it invalid. */
  error?: string;
  /** Greys the field out. */
  disabled?: boolean;
  /** Form field name. */
  name?: string;
  /** Marks the field required for forms and screen readers. */
  required?: boolean;
}

const Field = styled.div`
  position: relative;
`;

const NativeSelect = styled.select<{ $empty: boolean; $invalid: boolean }>`
  display: block;
  width: 100%;
  height: ${px(48)};
  padding: 0 ${px(44)} 0 ${px(14)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.medium}px;
  background: var(--color-surface);
  box-shadow: inset 0 0 0 ${px(1)} ${({ $invalid }) => ($invalid ? 'var(--color-danger)' : 'var(--color-line)')};
  color: ${({ $empty }) => ($empty ? 'var(--color-textMuted)' : 'var(--color-text)')};
  font-size: ${px(15)};
  text-overflow: ellipsis;
  -webkit-appearance: none;
  appearance: none;
  cursor: pointer;
  transition: box-shadow var(--motion-fade-in) ease;
  &:focus {
    outline: none;
    box-shadow: inset 0 0 0 ${px(1.5)} ${({ $invalid }) => ($invalid ? 'var(--color-danger)' : 'var(--color-accent)')},
      0 0 0 ${px(3)} rgba(238, 58, 98, 0.14);
  }
  &:focus-visible {
    ${focusRing()}
  }
  /* Pressed (it opens the phone's picker): the field darkens a little; fields do not move. */
  &:active:not(:disabled) {
    filter: ${pressedTint};
  }
  &:disabled {
    background: #f7efe9;
    color: var(--color-textMuted);
    cursor: not-allowed;
    opacity: 1;
  }
  option {
    color: var(--color-text);
  }
`;

const Chevron = styled.svg`
  position: absolute;
  top: 50%;
  right: ${px(14)};
  width: ${px(16)};
  height: ${px(16)};
  color: var(--color-textMuted);
  pointer-events: none;
  transform: translateY(-50%);
`;

/**
 * A drop-down choice that opens the phone's native picker (what users expect in a
 * web view), styled to match the other fields.
 */
export function Select({
  label,
  options,
  value,
  defaultValue = '',
  onChange,
  placeholder,
  error,
  disabled = false,
  name,
  required,
}: SelectProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const [innerValue, setInnerValue] = useState(defaultValue);
  const current = value ?? innerValue;

  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    if (value === undefined) setInnerValue(event.target.value);
    onChange?.(event.target.value);
  };

  return (
    <FieldRoot>
      <FieldLabel htmlFor={`${id}-select`}>{label}</FieldLabel>
      <Field>
        <NativeSelect
          id={`${id}-select`}
          name={name}
          value={current}
          disabled={disabled}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          $empty={current === ''}
          $invalid={Boolean(error)}
          onChange={handleChange}
        >
          <option value="" disabled>
            {placeholder ?? t('select.placeholder')}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
        <Chevron viewBox="0 0 16 16" fill="none" aria-hidden="true">
          <path d="m4 6 4 4 4-4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </Chevron>
      </Field>
      {error && (
        <FieldNote $error id={`${id}-error`}>
          <FieldErrorIcon />
          {error}
        </FieldNote>
      )}
    </FieldRoot>
  );
}
