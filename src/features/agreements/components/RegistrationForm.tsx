import { type FocusEvent, type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../ui/Button/Button';
import { Checkbox } from '../../../ui/Checkbox/Checkbox';
import { FieldErrorIcon, FieldNote } from '../../../ui/FormField/fieldParts';
import { focusRing } from '../../../ui/interaction';
import { ProgressBar } from '../../../ui/ProgressBar/ProgressBar';
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
  /**
   * The fields that must be answered now and those answered well (`completion` in registration.ts): the progress bar
   * at the top and each section's tick. Left out, no progress is shown.
   */
  completion?: { required: readonly RegistrationField[]; complete: readonly RegistrationField[] };
  /** Something to say next to the submit button (a server's refusal, a restored draft): the owner words it. */
  notice?: ReactNode;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${px(12)};
  padding: ${px(12)} ${px(16)} ${px(24)};
`;

const Progress = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(6)};
  padding: ${px(14)} ${px(16)};
  border-radius: ${px(16)};
  background: var(--color-surface);
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const ProgressDone = styled.p`
  display: flex;
  align-items: center;
  gap: ${px(4)};
  margin: 0;
  color: #0c6b44;
  font-size: ${px(12)};
  font-weight: 600;
  svg {
    width: ${px(14)};
    height: ${px(14)};
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
  font-weight: 800;
`;

const StepDisc = styled.span<{ $complete: boolean }>`
  display: grid;
  flex: none;
  place-items: center;
  width: ${px(24)};
  height: ${px(24)};
  border-radius: 50%;
  background: ${({ $complete }) => ($complete ? '#12935e' : 'var(--color-accentGradient)')};
  color: #ffffff;
  font-size: ${px(13)};
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  transition: background var(--motion-fade-in) ease;
  svg {
    width: ${px(13)};
    height: ${px(13)};
  }
`;

const SectionState = styled.span`
  margin-left: auto;
  color: var(--color-textMuted);
  font-size: ${px(12)};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
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

function TickIcon() {
  return (
    <svg viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path
        d="M3.5 8.4 6.6 11.4 12.6 5"
        stroke="currentColor"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
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
  completion,
  notice,
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

  const SECTION_FIELDS = {
    contact: ['name', 'wechatId', 'phone'],
    identity: ['idNumber', 'address'],
    personal: ['maritalStatus', 'birthHistoryConsent'],
  } as const satisfies Record<string, readonly RegistrationField[]>;
  /** A section's heading: its number (a tick once its fields are answered well) and "2/3" answered. */
  const heading = (section: keyof typeof SECTION_FIELDS, number: number) => {
    const fields = SECTION_FIELDS[section].filter((field) => !completion || completion.required.includes(field));
    const done = completion ? fields.filter((field) => completion.complete.includes(field)).length : 0;
    const complete = !!completion && done === fields.length;
    return (
      <CardTitle id={`${id}-${section}`}>
        <StepDisc $complete={complete} aria-hidden="true">
          {complete ? <TickIcon /> : number}
        </StepDisc>
        {t(`sections.${section}`)}
        {completion && (
          <SectionState aria-hidden="true">
            {done}/{fields.length}
          </SectionState>
        )}
      </CardTitle>
    );
  };
  const maritalError = errorOf('maritalStatus');
  const consentError = errorOf('birthHistoryConsent');
  const declarationError = errorOf('declaration');

  return (
    <Form ref={formRef} onSubmit={submit} noValidate aria-busy={submitting || undefined}>
      {completion && (
        <Progress>
          <ProgressBar
            label={t('progress.label')}
            value={completion.complete.length}
            max={completion.required.length}
            showValue
          />
          {completion.complete.length === completion.required.length && (
            <ProgressDone role="status">
              <TickIcon />
              {t('progress.done')}
            </ProgressDone>
          )}
        </Progress>
      )}

      <Card aria-labelledby={`${id}-contact`}>
        {heading('contact', 1)}
        {text('name', { autoComplete: 'name' })}
        {text('wechatId', { autoComplete: 'off', helper: true })}
        {text('phone', { autoComplete: 'tel', type: 'tel', inputMode: 'tel', helper: true })}
      </Card>

      <Card aria-labelledby={`${id}-identity`}>
        {heading('identity', 2)}
        {text('idNumber', { autoComplete: 'off', helper: true })}
        {text('address', { autoComplete: 'street-address', helper: true })}
      </Card>

      <Card aria-labelledby={`${id}-personal`}>
        {heading('personal', 3)}
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
        {notice}
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
