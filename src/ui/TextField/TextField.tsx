import { useId, useRef, useState, type ChangeEvent, type FocusEvent, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ClearButton } from '../IconButton/ClearButton';
import { FieldErrorIcon, fieldFrame, FieldLabel, FieldNote, FieldRoot } from '../FormField/fieldParts';
import { px } from '../px';

export interface TextFieldProps {
  /** What to enter, already translated ("暱稱"); shown above the field and used as its name. */
  label: string;
  /** Current text (controlled): update it from `onChange`. */
  value?: string;
  /** Starting text when uncontrolled. */
  defaultValue?: string;
  /** Called with the new text on every edit, and with "" when cleared. */
  onChange?: (value: string) => void;
  /** Called when the field loses focus (validate here). */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Hint inside the empty field, already translated. */
  placeholder?: string;
  /** Error text, already translated; replaces the helper text and marks the field invalid. */
  error?: string;
  /** A quiet hint under the field, already translated. */
  helper?: string;
  /** Greys the field out. */
  disabled?: boolean;
  /** Shows a clear (×) button while there is text. Defaults to true. */
  clearable?: boolean;
  /** Input type; "text" by default. */
  type?: 'text' | 'tel' | 'email' | 'search' | 'url' | 'password';
  /** Which on-screen keyboard a phone shows. */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Browser autofill hint, e.g. "nickname", "tel". */
  autoComplete?: string;
  /** Form field name. */
  name?: string;
  /** Marks the field required for forms and screen readers. */
  required?: boolean;
}

const Field = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  display: flex;
  align-items: center;
  height: ${px(48)};
  padding: 0 ${px(4)} 0 ${px(14)};
  ${fieldFrame}
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  color: var(--color-text);
  font-size: ${px(15)};
  &::placeholder {
    color: var(--color-textMuted);
    opacity: 1;
  }
  &:focus {
    outline: none;
  }
  &:disabled {
    color: var(--color-textMuted);
    -webkit-text-fill-color: var(--color-textMuted);
    cursor: not-allowed;
  }
`;

const ClearSlot = styled.span`
  display: grid;
  place-items: center;
  width: ${px(40)};
  flex: none;
  button {
    color: var(--color-textMuted);
  }
`;

/** A one-line text field with label, helper or error text and a clear button. */
export function TextField({
  label,
  value,
  defaultValue = '',
  onChange,
  onBlur,
  placeholder,
  error,
  helper,
  disabled = false,
  clearable = true,
  type = 'text',
  inputMode,
  autoComplete,
  name,
  required,
}: TextFieldProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [innerValue, setInnerValue] = useState(defaultValue);
  const current = value ?? innerValue;
  const noteId = `${id}-note`;

  const update = (next: string) => {
    if (value === undefined) setInnerValue(next);
    onChange?.(next);
  };
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => update(event.target.value);
  const clear = () => {
    update('');
    inputRef.current?.focus();
  };

  const note = error ?? helper;

  return (
    <FieldRoot>
      <FieldLabel htmlFor={`${id}-input`}>{label}</FieldLabel>
      <Field $invalid={Boolean(error)} $disabled={disabled}>
        <Input
          ref={inputRef}
          id={`${id}-input`}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          name={name}
          required={required}
          value={current}
          placeholder={placeholder}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? noteId : undefined}
          onChange={handleChange}
          onBlur={onBlur}
        />
        {clearable && current !== '' && !disabled && (
          <ClearSlot>
            <ClearButton label={t('textField.clear')} onClear={clear} />
          </ClearSlot>
        )}
      </Field>
      {note && (
        <FieldNote id={noteId} $error={Boolean(error)}>
          {error && <FieldErrorIcon />}
          {note}
        </FieldNote>
      )}
    </FieldRoot>
  );
}
