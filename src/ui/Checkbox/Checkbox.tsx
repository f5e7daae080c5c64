import { useState, type ChangeEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { bounce } from '../motion';
import { focusRing, pressedScale, pressedTint } from '../interaction';
import { px } from '../px';

export type CheckboxVariant = 'box' | 'agreement';

export interface CheckboxProps {
  /**
   * The text next to the tick, already translated. For the agreement variant it may
   * contain a link-like element (`<a>` or `<button>`): tapping that opens it without
   * toggling the tick.
   */
  children: ReactNode;
  /** Ticked (controlled): update it from `onChange`. */
  checked?: boolean;
  /** Starting state when uncontrolled. */
  defaultChecked?: boolean;
  /** Called with the new state when the user toggles it. */
  onChange?: (checked: boolean) => void;
  /** box: a square tick for settings and lists; agreement: a small round tick with fine print ("我已閱讀並同意《用戶協議》"). */
  variant?: CheckboxVariant;
  /** Greys it out and ignores taps. */
  disabled?: boolean;
  /** Form field name. */
  name?: string;
  /** Form value sent when ticked. */
  value?: string;
  /** Ids of elements that describe it further (an error message, say). */
  'aria-describedby'?: string;
}

const Root = styled.label<{ $variant: CheckboxVariant; $disabled: boolean }>`
  position: relative;
  display: flex;
  align-items: ${({ $variant }) => ($variant === 'agreement' ? 'flex-start' : 'center')};
  gap: ${({ $variant }) => px($variant === 'agreement' ? 8 : 10)};
  min-height: ${px(44)};
  padding: ${({ $variant }) => ($variant === 'agreement' ? `${px(12)} 0` : `${px(10)} 0`)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  -webkit-user-select: none;
  user-select: none;
`;

/** The real checkbox: invisible, stretched over the tick so taps and focus land on it. */
const Input = styled.input`
  position: absolute;
  width: ${px(44)};
  height: ${px(44)};
  margin: 0;
  opacity: 0;
  cursor: inherit;
`;

const markShape: Record<CheckboxVariant, ReturnType<typeof css>> = {
  box: css`
    width: ${px(22)};
    height: ${px(22)};
    border-radius: ${px(7)};
    svg {
      width: ${px(14)};
      height: ${px(14)};
    }
  `,
  agreement: css`
    width: ${px(17)};
    height: ${px(17)};
    margin-top: ${px(1)};
    border-radius: 50%;
    svg {
      width: ${px(11)};
      height: ${px(11)};
    }
  `,
};

const Mark = styled.span<{ $variant: CheckboxVariant }>`
  display: grid;
  flex: none;
  place-items: center;
  background: var(--color-surface);
  box-shadow: inset 0 0 0 ${px(1.5)} var(--color-textFaint);
  color: var(--color-onAccent);
  transition: background var(--motion-fade-in) ease, box-shadow var(--motion-fade-in) ease, transform
    var(--motion-scale-in) ease;
  ${({ $variant }) => markShape[$variant]}
  path {
    stroke-dasharray: 20;
    stroke-dashoffset: 20;
    transition: stroke-dashoffset var(--motion-scale-in) ease-out;
  }

  ${Input}:checked + & {
    background: var(--color-accentGradient);
    box-shadow: 0 ${px(2)} ${px(6)} rgba(238, 58, 98, 0.3);
    animation: ${bounce} var(--motion-bounce) ease-out;
    path {
      stroke-dashoffset: 0;
    }
  }
  /* Pressed anywhere on the row (the label): the tick sinks under the finger. */
  ${Root}:active ${Input}:not(:disabled) + & {
    transform: ${pressedScale(0.86)};
    filter: ${pressedTint};
  }
  ${Input}:focus-visible + & {
    ${focusRing()}
  }
  ${Input}:disabled + & {
    opacity: 0.45;
    animation: none;
  }
`;

const Text = styled.span<{ $variant: CheckboxVariant; $disabled: boolean }>`
  min-width: 0;
  color: ${({ $variant, $disabled }) => ($variant === 'agreement' || $disabled ? 'var(--color-textMuted)' : 'var(--color-text)')};
  font-size: ${({ $variant }) => px($variant === 'agreement' ? 12 : 15)};
  line-height: ${({ $variant }) => ($variant === 'agreement' ? 1.6 : 1.4)};
  a,
  button {
    padding: 0;
    border: 0;
    background: none;
    color: var(--color-accentStrong);
    font: inherit;
    font-weight: 600;
    text-decoration: underline;
    text-underline-offset: 0.2em;
    cursor: pointer;
    user-select: text;
  }
  a:active,
  button:active {
    opacity: 0.6;
  }
  a:focus-visible,
  button:focus-visible {
    ${focusRing(1)}
    border-radius: ${px(3)};
  }
`;

/** A tick box with its label. The agreement variant is the round tick under sign-up and payment forms. */
export function Checkbox({
  children,
  checked,
  defaultChecked = false,
  onChange,
  variant = 'box',
  disabled = false,
  name,
  value,
  'aria-describedby': describedBy,
}: CheckboxProps) {
  const [innerChecked, setInnerChecked] = useState(defaultChecked);
  const isChecked = checked ?? innerChecked;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (checked === undefined) setInnerChecked(event.target.checked);
    onChange?.(event.target.checked);
  };

  return (
    <Root $variant={variant} $disabled={disabled}>
      <Input
        type="checkbox"
        checked={isChecked}
        disabled={disabled}
        name={name}
        value={value}
        aria-describedby={describedBy}
        onChange={handleChange}
        style={variant === 'agreement' ? { left: px(-13), top: 0 } : { left: px(-11) }}
      />
      <Mark $variant={variant} aria-hidden="true">
        <svg viewBox="0 0 16 16" fill="none">
          <path
            d="M3.5 8.4 6.6 11.4 12.6 5"
            stroke="currentColor"
            strokeWidth="2.4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </Mark>
      <Text $variant={variant} $disabled={disabled}>
        {children}
      </Text>
    </Root>
  );
}
