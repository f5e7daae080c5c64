import { type FormEvent, type RefObject, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { appNow } from '../../../../platform/clock/clock';
import { checkIdNumber, type IdKind, normaliseIdNumber } from '../../../../platform/identity/idNumber';
import { Button } from '../../../../ui/Button/Button';
import { Checkbox } from '../../../../ui/Checkbox/Checkbox';
import { FieldErrorIcon, FieldNote } from '../../../../ui/FormField/fieldParts';
import { px } from '../../../../ui/px';
import { TextField } from '../../../../ui/TextField/TextField';
import { checkRealName } from '../../verification';
import { AuthCard, CardHeading } from './authParts';

/** What the form hands on once everything is valid: the name as on the card, the number normalised, its kind. */
export interface VerificationInput {
  name: string;
  idNumber: string;
  kind: IdKind;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${px(14)};
`;

const Refusal = styled.p`
  display: flex;
  gap: ${px(6)};
  margin: 0;
  padding: ${px(10)} ${px(12)};
  border-radius: ${px(10)};
  background: #fdecec;
  color: #a11d2d;
  font-size: ${px(13)};
  line-height: 1.5;

  svg {
    flex: none;
    width: ${px(15)};
    height: ${px(15)};
    margin-top: ${px(2)};
  }
`;

const Consent = styled.div`
  display: flex;
  flex-direction: column;
  margin-top: ${px(-4)};
`;

/** The first input inside a field's wrapper: the design system's fields keep their inputs to themselves. */
const focusInput = (wrapper: RefObject<HTMLDivElement | null>) => wrapper.current?.querySelector('input')?.focus();

/**
 * The real name, the ID number (mainland or Taiwan) and the consent, each checked on blur and on submit; a submit with
 * a problem says each problem under its field and moves focus to the first one. Nothing typed here is kept anywhere
 * but this component's state: no storage, no draft.
 */
export function VerificationForm({
  onSubmit,
  refusal,
}: {
  onSubmit: (input: VerificationInput) => void;
  /** The server's refusal of the last submission, in the user's words. */
  refusal?: string;
}) {
  const { t } = useTranslation('anchorAuth');
  const consentNoteId = useId();
  const [name, setName] = useState('');
  const [idNumber, setIdNumber] = useState('');
  const [consent, setConsent] = useState(false);
  // A field's problem shows once it was left (blur) or the form was submitted; after that it follows the typing.
  const [shown, setShown] = useState({ name: false, idNumber: false, consent: false });
  const nameField = useRef<HTMLDivElement>(null);
  const idField = useRef<HTMLDivElement>(null);
  const consentField = useRef<HTMLDivElement>(null);

  const nameCheck = checkRealName(name);
  const idCheck = checkIdNumber(idNumber, appNow());
  const nameError = 'problem' in nameCheck ? t(`errors.name.${nameCheck.problem}`) : undefined;
  const idError = 'problem' in idCheck ? t(`errors.id.${idCheck.problem}`) : undefined;
  const consentError = consent ? undefined : t('errors.consent');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown({ name: true, idNumber: true, consent: true });
    if ('problem' in nameCheck) return focusInput(nameField);
    if ('problem' in idCheck) return focusInput(idField);
    if (!consent) return focusInput(consentField);
    onSubmit({ name: nameCheck.name, idNumber: normaliseIdNumber(idNumber), kind: idCheck.kind });
  };

  return (
    <AuthCard aria-labelledby="auth-form-title">
      <CardHeading id="auth-form-title">{t('form.title')}</CardHeading>
      <Form onSubmit={submit} noValidate>
        {refusal && (
          <Refusal role="alert">
            <FieldErrorIcon />
            {refusal}
          </Refusal>
        )}
        <div ref={nameField}>
          <TextField
            label={t('form.name')}
            placeholder={t('form.namePlaceholder')}
            value={name}
            onChange={setName}
            onBlur={() => setShown((state) => ({ ...state, name: true }))}
            error={shown.name ? nameError : undefined}
            autoComplete="off"
            required
          />
        </div>
        <div ref={idField}>
          <TextField
            label={t('form.idNumber')}
            placeholder={t('form.idPlaceholder')}
            helper={t('form.idHelper')}
            value={idNumber}
            onChange={setIdNumber}
            onBlur={() => setShown((state) => ({ ...state, idNumber: true }))}
            error={shown.idNumber ? idError : undefined}
            autoComplete="off"
            required
          />
        </div>
        <Consent ref={consentField}>
          <Checkbox
            variant="agreement"
            checked={consent}
            onChange={setConsent}
            aria-describedby={shown.consent && consentError ? consentNoteId : undefined}
          >
            {t('form.consent')}
          </Checkbox>
          {shown.consent && consentError && (
            <FieldNote id={consentNoteId} $error>
              <FieldErrorIcon />
              {consentError}
            </FieldNote>
          )}
        </Consent>
        <Button type="submit" size="large" block>
          {t('form.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
