import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { appNow } from '../../../platform/clock/clock';
import { serverMessage } from '../../../platform/http/errors';
import { useWriteIntent } from '../../../platform/http/useWriteIntent';
import { usePageHidden } from '../../../platform/lifecycle/usePageHidden';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { sessionStore } from '../../../platform/storage/safeStorage';
import { ErrorState } from '../../../ui/ErrorState/ErrorState';
import { px } from '../../../ui/px';
import { PrivacyNote } from '../../../ui/PrivacyNote/PrivacyNote';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { showToast } from '../../../ui/Toast/toast';
import { UnknownOutcome } from '../../../ui/UnknownOutcome/UnknownOutcome';
import { RegistrationForm } from '../components/RegistrationForm';
import { RegistrationConfirm } from '../components/registration/RegistrationConfirm';
import { type RegistrationStep, RegistrationHero } from '../components/registration/RegistrationHero';
import { RegistrationSummary } from '../components/registration/RegistrationSummary';
import { InfoIcon, Notice, WarningIcon } from '../components/registration/registrationParts';
import {
  completion,
  draftOf,
  EMPTY_REGISTRATION,
  hasDraft,
  type Registration,
  REGISTRATION_DRAFT_KEY,
  type RegistrationField,
  type RegistrationForm as RegistrationValues,
  restoreDraft,
  shownProblems,
  validateRegistration,
} from '../registration';
import {
  isSubmitted,
  type RegistrationRecord,
  type RegistrationRefusal,
  registrationKeys,
  registrationQuery,
  registrationRefusalOf,
  submitRegistration,
} from '../registrationApi';

const Page = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${px(12)};
  padding: ${px(14)} ${px(12)} ${px(24)};
  background:
    radial-gradient(circle at 50% 0, rgba(255, 214, 224, 0.55) 0, transparent ${px(260)}),
    var(--color-canvas);

  /* The form brings its own side padding for standalone use: inside the page the page's is enough. */
  form {
    padding: 0;
  }
`;

const stepOf = (registration: RegistrationRecord | undefined): RegistrationStep =>
  registration?.state === 'approved' ? 2 : registration?.state === 'reviewing' ? 1 : 0;

/**
 * `/h5/register_info_table`: the anchor registration form (spec §3, §5). The server's state decides the screen — the
 * form (none) or the submitted registration, masked, under review or approved. Typing is kept as a draft in session
 * storage on every change and when the page is hidden (never the name, the phone, the ID number, the birth history or
 * its consent: personal data stays in memory) and restored on return; problems show on blur and on submit, the focus
 * on the first. A valid form opens a confirm step (masked values, the declaration), on the one mechanism of every
 * irreversible write (platform/http/useWriteIntent): the key is made when it opens, a double tap sends once, a reply
 * that never comes (or comes after the write timeout) is said with its check — the same key. Nothing of the submission
 * is kept on the device, not even its key: a reload reads the server's state instead. A refusal says why and keeps
 * everything typed.
 */
export default function RegistrationPage() {
  const { t } = useTranslation(['registration', 'legal']);
  const back = useBackOrClose();
  const queryClient = useQueryClient();
  const registration = useQuery(registrationQuery());
  const [values, setValues] = useState<RegistrationValues>(() =>
    restoreDraft(sessionStore.get(REGISTRATION_DRAFT_KEY)),
  );
  const [restored] = useState(() => hasDraft(values));
  const [touched, setTouched] = useState<ReadonlySet<RegistrationField>>(() => new Set());
  const [triedSubmit, setTriedSubmit] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const [refusal, setRefusal] = useState<RegistrationRefusal | null>(null);
  const submitted = isSubmitted(registration.data);

  // Once the server has the registration, nothing of it is kept on the phone.
  useEffect(() => {
    if (!submitted) return;
    sessionStore.remove(REGISTRATION_DRAFT_KEY);
  }, [submitted]);

  const keepDraft = () => {
    if (submitted) return;
    if (hasDraft(values)) sessionStore.set(REGISTRATION_DRAFT_KEY, draftOf(values));
    else sessionStore.remove(REGISTRATION_DRAFT_KEY);
  };
  // On every change, and again when the page goes to the background (the web view may be killed there).
  // biome-ignore lint/correctness/useExhaustiveDependencies: keepDraft reads only what is listed
  useEffect(keepDraft, [values, submitted]);
  usePageHidden(keepDraft);

  const check = validateRegistration(values, appNow());
  const problems = check.ok ? [] : shownProblems(check.problems, touched, triedSubmit);

  function openConfirm() {
    setTriedSubmit(true);
    if (!check.ok) {
      setFocusRequest((count) => count + 1);
      return;
    }
    setRefusal(null);
    submit.open(check.value);
  }

  // No `restore`: the registration is personal data, never kept on the device.
  const submit = useWriteIntent<Registration, RegistrationRecord>({
    scope: 'registration:submit',
    send: (value, key, options) => submitRegistration(value, key, options),
    onDone: (result) => {
      sessionStore.remove(REGISTRATION_DRAFT_KEY);
      setValues(EMPTY_REGISTRATION); // what was typed leaves the page's memory too
      queryClient.setQueryData(registrationKeys.state(), result);
    },
    onRefused: (error) => {
      const refused = registrationRefusalOf(error);
      if (!refused) return false; // any other refusal: the server's words in the sheet, which stays usable
      submit.close();
      if (refused === 'alreadySubmitted') {
        showToast(t('refusals.alreadySubmitted'));
        void queryClient.invalidateQueries({ queryKey: registrationKeys.state() });
      } else setRefusal(refused);
      return true;
    },
  });

  return (
    <Scaffold title={t('legal:titles.registration')} onBack={back}>
      <Page>
        <RegistrationHero step={stepOf(registration.data)} />
        {registration.data ? (
          submitted ? (
            <RegistrationSummary registration={registration.data} onDone={back} />
          ) : (
            <>
              {/* A submission with no answer, its sheet closed: said here until it is checked. */}
              {submit.unknown && !submit.intent?.open && (
                <UnknownOutcome checking={submit.busy} onCheck={submit.submit} />
              )}
              {restored && (
                <Notice $tone="info" role="status">
                  <InfoIcon />
                  {t('draftRestored')}
                </Notice>
              )}
              <RegistrationForm
                values={values}
                problems={problems}
                submitting={submit.busy}
                focusRequest={focusRequest}
                completion={completion(values, appNow())}
                onChange={(field, value) => {
                  setValues((current) => ({ ...current, [field]: value }));
                  if (refusal === 'invalid') setRefusal(null);
                }}
                onBlur={(field) =>
                  setTouched((current) => (current.has(field) ? current : new Set(current).add(field)))
                }
                onSubmit={openConfirm}
                notice={
                  refusal && (
                    <Notice $tone="danger" role="alert">
                      <WarningIcon />
                      {t(`refusals.${refusal}`)}
                    </Notice>
                  )
                }
              />
            </>
          )
        ) : registration.isError ? (
          <ErrorState
            message={serverMessage(registration.error)}
            onRetry={() => void registration.refetch()}
            retrying={registration.isFetching}
          />
        ) : (
          <div role="status" aria-busy="true" aria-label={t('loading')}>
            <Skeleton $height={420} $radius={18} />
          </div>
        )}
        <PrivacyNote>{t('privacy')}</PrivacyNote>
      </Page>
      {submit.intent?.open && (
        <RegistrationConfirm registration={submit.intent.params} write={submit} onClose={submit.close} />
      )}
    </Scaffold>
  );
}
