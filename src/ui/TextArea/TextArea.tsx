import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type CompositionEvent,
  type FocusEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FieldErrorIcon, fieldFrame, FieldLabel, FieldNote, FieldRoot } from '../FormField/fieldParts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { px } from '../px';
import { countCharacters, limitEdit, truncateToLimit } from './characterCount';

export interface TextAreaProps {
  /** What to write, already translated ("留言"); shown above the field and used as its name. */
  label: string;
  /** Hard limit in user-perceived characters (an emoji counts as one); more is not accepted. */
  limit: number;
  /** Current text (controlled): update it from `onChange`. */
  value?: string;
  /** Starting text when uncontrolled (cut to the limit). */
  defaultValue?: string;
  /** Called with the new text (already cut to the limit) on every edit. */
  onChange?: (value: string) => void;
  /** Called when the field loses focus. */
  onBlur?: (event: FocusEvent<HTMLTextAreaElement>) => void;
  /** Hint inside the empty field, already translated. */
  placeholder?: string;
  /** Error text, already translated; replaces the helper text and marks the field invalid. */
  error?: string;
  /** A quiet hint under the field, already translated. */
  helper?: string;
  /** Visible lines of text. Defaults to 4. */
  rows?: number;
  /** Greys the field out. */
  disabled?: boolean;
  /** Form field name. */
  name?: string;
  /** Marks the field required for forms and screen readers. */
  required?: boolean;
}

const Field = styled.div<{ $invalid: boolean; $disabled: boolean }>`
  display: flex;
  flex-direction: column;
  padding: ${px(12)} ${px(14)} ${px(8)};
  ${fieldFrame}
`;

const Area = styled.textarea`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  color: var(--color-text);
  font-size: ${px(15)};
  line-height: 1.6;
  resize: none;
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

const Counter = styled.span<{ $full: boolean }>`
  align-self: flex-end;
  margin-top: ${px(4)};
  color: ${({ $full }) => ($full ? 'var(--color-danger)' : 'var(--color-textMuted)')};
  font-size: ${px(12)};
  font-weight: ${({ $full }) => ($full ? 600 : 400)};
  font-variant-numeric: tabular-nums;
  transition: color var(--motion-fade-in) ease;
`;

/**
 * A multi-line text field with an "n/limit" counter and a hard limit. While an
 * input method (Chinese, Japanese, Korean) is composing, the text is left alone and
 * cut only when the composition ends, so a half-typed word is never broken.
 */
export function TextArea({
  label,
  limit,
  value,
  defaultValue = '',
  onChange,
  onBlur,
  placeholder,
  error,
  helper,
  rows = 4,
  disabled = false,
  name,
  required,
}: TextAreaProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const [innerValue, setInnerValue] = useState(() => truncateToLimit(defaultValue, limit));
  /** Raw text while an input method is composing; null otherwise. */
  const [composing, setComposing] = useState<string | null>(null);
  const composingRef = useRef(false);
  const areaRef = useRef<HTMLTextAreaElement>(null);
  /** Where the caret goes after an edit was cut (React would otherwise put it at the end). */
  const pendingCaret = useRef<number | null>(null);
  const current = value ?? innerValue;
  const shown = composing ?? current;
  const count = Math.min(countCharacters(current), limit);
  const full = count >= limit;

  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    pendingCaret.current = null;
    if (caret !== null && areaRef.current && document.activeElement === areaRef.current) {
      areaRef.current.setSelectionRange(caret, caret);
    }
  });

  const commit = (raw: string) => {
    const { value: next, caret } = limitEdit(current, raw, limit);
    if (next !== raw) pendingCaret.current = caret;
    if (value === undefined) setInnerValue(next);
    if (next !== current) onChange?.(next);
    // Nothing fit: the state does not change, so put the DOM text and caret back by hand.
    else if (next !== raw && areaRef.current) {
      areaRef.current.value = next;
      areaRef.current.setSelectionRange(caret, caret);
    }
  };
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    if (composingRef.current) setComposing(event.target.value);
    else commit(event.target.value);
  };
  const handleCompositionStart = (event: CompositionEvent<HTMLTextAreaElement>) => {
    composingRef.current = true;
    setComposing(event.currentTarget.value);
  };
  const handleCompositionEnd = (event: CompositionEvent<HTMLTextAreaElement>) => {
    composingRef.current = false;
    setComposing(null);
    commit(event.currentTarget.value);
  };

  const note = error ?? helper;
  const describedBy = [`${id}-count`, note ? `${id}-note` : ''].filter(Boolean).join(' ');

  return (
    <FieldRoot>
      <FieldLabel htmlFor={`${id}-area`}>{label}</FieldLabel>
      <Field $invalid={Boolean(error)} $disabled={disabled}>
        <Area
          ref={areaRef}
          id={`${id}-area`}
          name={name}
          rows={rows}
          required={required}
          value={shown}
          placeholder={placeholder}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={handleChange}
          onCompositionStart={handleCompositionStart}
          onCompositionEnd={handleCompositionEnd}
          onBlur={onBlur}
        />
        <Counter $full={full} aria-hidden="true" data-testid="character-counter">
          {count}/{limit}
        </Counter>
        <VisuallyHidden id={`${id}-count`}>{t('textArea.count', { used: count, limit })}</VisuallyHidden>
      </Field>
      <VisuallyHidden role="status">{full ? t('textArea.limitReached', { limit }) : ''}</VisuallyHidden>
      {note && (
        <FieldNote id={`${id}-note`} $error={Boolean(error)}>
          {error && <FieldErrorIcon />}
          {note}
        </FieldNote>
      )}
    </FieldRoot>
  );
}
