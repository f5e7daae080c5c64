import { type FocusEvent, type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../ui/Button/Button';
import { Checkbox } from '../../../ui/Checkbox/Checkbox';
import { FieldErrorIcon, FieldNote } from '../../../ui/FormField/fieldParts';
import { focusRing } from '../../../ui/interaction';
import { px } from '../../../ui/px';
import { RadioGroup } from '../../../ui/RadioGroup/RadioGroup';
import { TextField } from '../../../ui/TextField/TextField';
import {
  ADDRESS_MAX,
  ADDRESS_MIN,
  BIRTH_HISTORIES,
  type FieldProblem,
  MARITAL_STATUSES,
  type RegistrationField,
  type RegistrationForm as RegistrationValues,
} from '../registration';

export interface RegistrationFormProps {
  /** What is typed (controlled). */
  values: RegistrationValues;
  /** The problems to show now, in field order (`shownProblems`): each under its field. */
  problems: readonly FieldProblem[];
  /**
   * A submission is on its way: the button spins (a double tap sends once), text fields and ticks are disabled, and the
   * choices ignore taps (kept enabled so the picked one still shows: a disabled RadioGroup greys out its selection).
   */
  submitting?: boolean;
  /**
   * Bump it (a counter) after a refused submit: the first shown problem's field takes the focus. A number rather than
   * a ref, so the owner never reaches into the form's inputs.
   */
  focusRequest?: number;
  onChange: <F extends keyof RegistrationValues>(field: F, value: RegistrationValues[F]) => void;
  /** A field was left: show its problem from now on. */
  onBlur: (field: RegistrationField) => void;
  /** The submit button (or Enter): the owner validates, then sends or shows the problems and bumps `focusRequest`. */
  onSubmit: () => void;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${px(12)};
  padding: ${px(12)} ${px(16)} ${px(24)};
`;

const Intro = styled.header`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${px(12)};
  padding: ${px(16)};
  overflow: hidden;
  border-radius: ${px(16)};
  background:
    radial-gradient(circle at 100% 0, rgba(246, 196, 83, 0.4) 0, rgba(246, 196, 83, 0) ${px(110)}),
    linear-gradient(135deg, #fff1ea 0%, #ffe4ea 100%);
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const IntroArt = styled.svg`
  flex: none;
  width: ${px(64)};
  height: ${px(64)};
`;

const IntroTexts = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(4)};
  min-width: 0;
`;

const IntroTitle = styled.h2`
  margin: 0;
  color: var(--color-text);
  font-size: ${px(18)};
  font-weight: 800;
  line-height: 1.3;
`;

const IntroBody = styled.p`
  margin: 0;
  color: var(--color-textMuted);
  font-size: ${px(13)};
  line-height: 1.5;
`;

const Badge = styled.span`
  display: inline-flex;
  align-self: flex-start;
  align-items: center;
  gap: ${px(4)};
  margin-top: ${px(2)};
  padding: ${px(2)} ${px(8)};
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.8);
  color: #1d7a4c;
  font-size: ${px(11)};
  font-weight: 600;
  svg {
    width: ${px(11)};
    height: ${px(11)};
  }
`;

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${px(16)};
  padding: ${px(16)};
  border-radius: ${px(16)};
  background: var(--color-surface);
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const CardTitle = styled.h3`
  display: flex;
  align-items: center;
  gap: ${px(8)};
  margin: 0;
  color: var(--color-text);
  font-size: ${px(16)};
  font-weight: 700;
  &::before {
    content: '';
    width: ${px(4)};
    height: ${px(16)};
    border-radius: ${px(2)};
    background: var(--color-accentGradient);
  }
`;

const Choice = styled.div<{ $columns: number }>`
  display: flex;
  flex-direction: column;
  gap: ${px(6)};
  [role='radiogroup'] {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
`;

const ChoiceFooter = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${px(8)};
  min-height: ${px(20)};
`;

const TextButton = styled.button`
  flex: none;
  min-height: ${px(32)};
  padding: 0 ${px(4)};
  border: 0;
  border-radius: ${px(6)};
  background: none;
  color: var(--color-accentStrong);
  font-size: ${px(12)};
  font-weight: 600;
  cursor: pointer;
  &:focus-visible {
    ${focusRing()}
  }
  &:disabled {
    color: var(--color-textMuted);
    cursor: not-allowed;
  }
`;

const Consent = styled.div`
  display: flex;
  flex-direction: column;
  padding: 0 ${px(12)} ${px(4)};
  border-radius: ${px(12)};
  /* light enough that the danger text keeps 4.5:1 */
  background: #fffaf8;
  box-shadow: inset 0 0 0 ${px(1)} #f8d9cf;
`;

const Declaration = styled(Card)`
  gap: 0;
  padding-top: ${px(4)};
  padding-bottom: ${px(12)};
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(8)};
  padding-top: ${px(4)};
`;

const Summary = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${px(4)};
  margin: 0;
  color: var(--color-danger);
  font-size: ${px(13)};
  svg {
    width: ${px(14)};
    height: ${px(14)};
  }
`;

/** A clipboard with a pen and a heart: the form's little illustration. */
function ClipboardArt() {
  return (
    <IntroArt viewBox="0 0 64 64" aria-hidden="true">
      <circle cx="32" cy="34" r="28" fill="#fff" opacity="0.7" />
      <rect x="15" y="12" width="30" height="40" rx="5" fill="#fff" stroke="#ee3a62" strokeWidth="2.4" />
      <rect x="23" y="8" width="14" height="8" rx="3" fill="#ff8a5c" stroke="#ee3a62" strokeWidth="2" />
      <path d="M21 25h18M21 32h14M21 39h10" stroke="#f3a3b5" strokeWidth="2.6" strokeLinecap="round" />
      <path
        d="M44 46c-3.2-2.2-5.6-4.2-5.6-6.8 0-1.8 1.4-3 3-3 1.1 0 2 .6 2.6 1.5.6-.9 1.5-1.5 2.6-1.5 1.6 0 3 1.2 3 3 0 2.6-2.4 4.6-5.6 6.8z"
        fill="#f6c453"
        stroke="#d9912b"
        strokeWidth="1.4"
        strokeLinejoin="round"
      />
      <path d="m47 14 6 6-15 15-7 1 1-7z" fill="#ffd9c9" stroke="#ee3a62" strokeWidth="2" strokeLinejoin="round" />
    </IntroArt>
  );
}

function LockIcon() {
  return (
    <svg viewBox="0 0 12 12" fill="none" aria-hidden="true">
      <rect x="2" y="5.2" width="8" height="5.8" rx="1.4" fill="currentColor" />
      <path d="M4 5.4V4a2 2 0 0 1 4 0v1.4" stroke="currentColor" strokeWidth="1.3" />
    </svg>
  );
}

/** The error under a choice or a tick box (the text fields show their own). */
function ChoiceError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <FieldNote id={id} $error>
      <FieldErrorIcon />
      {children}
    </FieldNote>
  );
}

/**
 * The anchor registration form (spec §3, §5): contact details, identity, personal status and the declaration that the
 * information is true. Pure: the owner keeps the values and decides which problems show (on blur, on submit — see
 * `shownProblems` in registration.ts); the form words them, and moves the focus to the first one when
 * `focusRequest` changes.
 */
export function RegistrationForm({
  values,
  problems,
  submitting = false,
  focusRequest = 0,
  onChange,
  onBlur,
  onSubmit,
}: RegistrationFormProps) {
  const { t } = useTranslation('registration');
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const firstProblem = problems[0]?.field;

  // Only a new request moves the focus (once): a problem that appears while typing must not steal it.
  const handledRequest = useRef(0);
  useEffect(() => {
    if (focusRequest === handledRequest.current || !firstProblem) return;
    handledRequest.current = focusRequest;
    const wrapper = formRef.current?.querySelector(`[data-field="${firstProblem}"]`);
    const input = wrapper?.querySelector<HTMLInputElement>('input:checked') ?? wrapper?.querySelector('input');
    input?.focus();
  }, [focusRequest, firstProblem]);

  const errorOf = (field: RegistrationField): string | undefined => {
    const found = problems.find((problem) => problem.field === field);
    return found ? t(`errors.${found.field}.${found.problem}`, { min: ADDRESS_MIN, max: ADDRESS_MAX }) : undefined;
  };
  const noteId = (field: RegistrationField) => `${id}-${field}-error`;
  /** A group (radios, a tick box) is left when the focus goes outside it, not from one of its radios to the next. */
  const leaveGroup = (field: RegistrationField) => (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur(field);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };

  const text = (
    field: 'name' | 'wechatId' | 'phone' | 'idNumber' | 'address',
    options: { autoComplete: string; type?: 'text' | 'tel'; inputMode?: 'text' | 'tel'; helper?: boolean },
  ) => (
    <div data-field={field}>
      <TextField
        label={t(`fields.${field}.label`)}
        placeholder={t(`fields.${field}.placeholder`)}
        helper={options.helper ? t(`fields.${field}.helper`) : undefined}
        value={values[field]}
        onChange={(value) => onChange(field, value)}
        onBlur={() => onBlur(field)}
        error={errorOf(field)}
        disabled={submitting}
        type={options.type}
        inputMode={options.inputMode}
        autoComplete={options.autoComplete}
        name={field}
        required
      />
    </div>
  );

  const maritalError = errorOf('maritalStatus');
  const consentError = errorOf('birthHistoryConsent');
  const declarationError = errorOf('declaration');

  return (
    <Form ref={formRef} onSubmit={submit} noValidate aria-busy={submitting || undefined}>
      <Intro>
        <ClipboardArt />
        <IntroTexts>
          <IntroTitle>{t('intro.title')}</IntroTitle>
          <IntroBody>{t('intro.body')}</IntroBody>
          <Badge>
            <LockIcon />
            {t('intro.badge')}
          </Badge>
        </IntroTexts>
      </Intro>

      <Card aria-labelledby={`${id}-contact`}>
        <CardTitle id={`${id}-contact`}>{t('sections.contact')}</CardTitle>
        {text('name', { autoComplete: 'name' })}
        {text('wechatId', { autoComplete: 'off', helper: true })}
        {text('phone', { autoComplete: 'tel', type: 'tel', inputMode: 'tel', helper: true })}
      </Card>

      <Card aria-labelledby={`${id}-identity`}>
        <CardTitle id={`${id}-identity`}>{t('sections.identity')}</CardTitle>
        {text('idNumber', { autoComplete: 'off', helper: true })}
        {text('address', { autoComplete: 'street-address', helper: true })}
      </Card>

      <Card aria-labelledby={`${id}-personal`}>
        <CardTitle id={`${id}-personal`}>{t('sections.personal')}</CardTitle>
        <Choice $columns={2} data-field="maritalStatus" onBlur={leaveGroup('maritalStatus')}>
          <RadioGroup
            label={t('fields.maritalStatus.label')}
            layout="chips"
            name="maritalStatus"
            value={values.maritalStatus}
            onChange={(value) => !submitting && onChange('maritalStatus', value as RegistrationValues['maritalStatus'])}
            options={MARITAL_STATUSES.map((status) => ({ value: status, label: t(`fields.maritalStatus.${status}`) }))}
          />
          <ChoiceError id={noteId('maritalStatus')}>{maritalError}</ChoiceError>
        </Choice>
        <Choice $columns={2} data-field="birthHistory">
          <RadioGroup
            label={t('fields.birthHistory.label')}
            layout="chips"
            name="birthHistory"
            value={values.birthHistory}
            onChange={(value) => !submitting && onChange('birthHistory', value as RegistrationValues['birthHistory'])}
            options={BIRTH_HISTORIES.map((history) => ({ value: history, label: t(`fields.birthHistory.${history}`) }))}
          />
          <ChoiceFooter>
            <FieldNote $error={false}>{t('fields.birthHistory.helper')}</FieldNote>
            {values.birthHistory && (
              <TextButton
                type="button"
                disabled={submitting}
                onClick={() => {
                  onChange('birthHistory', '');
                  onChange('birthHistoryConsent', false);
                }}
              >
                {t('fields.birthHistory.clear')}
              </TextButton>
            )}
          </ChoiceFooter>
        </Choice>
        {values.birthHistory && (
          <Consent data-field="birthHistoryConsent" onBlur={leaveGroup('birthHistoryConsent')}>
            <Checkbox
              variant="agreement"
              name="birthHistoryConsent"
              checked={values.birthHistoryConsent}
              onChange={(checked) => onChange('birthHistoryConsent', checked)}
              disabled={submitting}
              aria-describedby={consentError ? noteId('birthHistoryConsent') : undefined}
            >
              {t('fields.birthHistoryConsent.label')}
            </Checkbox>
            <ChoiceError id={noteId('birthHistoryConsent')}>{consentError}</ChoiceError>
          </Consent>
        )}
      </Card>

      <Declaration data-field="declaration" onBlur={leaveGroup('declaration')}>
        <Checkbox
          variant="agreement"
          name="declaration"
          checked={values.declaration}
          onChange={(checked) => onChange('declaration', checked)}
          disabled={submitting}
          aria-describedby={declarationError ? noteId('declaration') : undefined}
        >
          {t('fields.declaration.label')}
        </Checkbox>
        <ChoiceError id={noteId('declaration')}>{declarationError}</ChoiceError>
      </Declaration>

      <Footer>
        {problems.length > 0 && (
          <Summary role="status">
            <FieldErrorIcon />
            {t('summary', { count: problems.length })}
          </Summary>
        )}
        <Button type="submit" size="large" block loading={submitting}>
          {submitting ? t('submitting') : t('submit')}
        </Button>
      </Footer>
    </Form>
  );
}
