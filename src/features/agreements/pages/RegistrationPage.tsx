import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { appNow } from '../../../platform/clock/clock';
import { serverMessage } from '../../../platform/http/errors';
import { newRequestId } from '../../../platform/http/requestId';
import { usePageHidden } from '../../../platform/lifecycle/usePageHidden';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { sessionStore } from '../../../platform/storage/safeStorage';
import { showAlert } from '../../../ui/AlertDialog/dialogs';
import { ErrorState } from '../../../ui/ErrorState/ErrorState';
import { px } from '../../../ui/px';
import { PrivacyNote } from '../../../ui/PrivacyNote/PrivacyNote';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { showToast } from '../../../ui/Toast/toast';
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
  isLostReply,
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

/**
 * The idempotency key of the submission whose confirm step opened — the key only: every value stays in the page's
 * memory (the draft keeps some, never the name, the phone, the ID number or the birth history). It outlives a reload, so a submission whose
 * reply was lost is sent again with the same key; it goes once the server has answered for it.
 */
export const REGISTRATION_SUBMIT_KEY = 'registration:submit';
const storedKey = (): string | null => {
  const key = sessionStore.get(REGISTRATION_SUBMIT_KEY);
  return key && /^[\w-]{8,64}$/.test(key) ? key : null;
};

/** A registration on its confirm step: the checked values (memory only) and its key. */
interface Intent {
  registration: Registration;
  requestId: string;
}

const stepOf = (registration: RegistrationRecord | undefined): RegistrationStep =>
  registration?.state === 'approved' ? 2 : registration?.state === 'reviewing' ? 1 : 0;

/**
 * `/h5/register_info_table`: the anchor registration form (spec §3, §5). The server's state decides the screen — the
 * form (none) or the submitted registration, masked, under review or approved. Typing is kept as a draft in session
 * storage on every change and when the page is hidden (never the name, the phone, the ID number, the birth history or
 * its consent: personal data stays in memory) and restored on return; problems show on blur and on submit, the focus
 * on the first. A valid form opens a confirm step
 * (masked values, the declaration) whose idempotency key is made then; confirming sends once (in-flight guard, no
 * automatic retry), a lost reply is retried once with the same key, then the state is read again. A refusal says why
 * and keeps everything typed.
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
  const [intent, setIntent] = useState<Intent | null>(null);
  const [refusal, setRefusal] = useState<RegistrationRefusal | null>(null);
  // A second tap in the same moment (before React re-renders) must not send a second request.
  const inFlight = useRef(false);
  const submitted = isSubmitted(registration.data);

  // Once the server has the registration, nothing of it is kept on the phone.
  useEffect(() => {
    if (!submitted) return;
    sessionStore.remove(REGISTRATION_DRAFT_KEY);
    sessionStore.remove(REGISTRATION_SUBMIT_KEY);
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
    const requestId = storedKey() ?? newRequestId();
    sessionStore.set(REGISTRATION_SUBMIT_KEY, requestId);
    setRefusal(null);
    setIntent({ registration: check.value, requestId });
  }

  /** The server has answered for the key: it is spent. */
  const spendKey = () => {
    sessionStore.remove(REGISTRATION_SUBMIT_KEY);
    setIntent(null);
  };

  function finish(result: RegistrationRecord) {
    spendKey();
    sessionStore.remove(REGISTRATION_DRAFT_KEY);
    setValues(EMPTY_REGISTRATION); // what was typed leaves the page's memory too
    queryClient.setQueryData(registrationKeys.state(), result);
  }

  const submit = useMutation({
    retry: 0,
    mutationFn: async ({ registration: value, requestId }: Intent) => {
      try {
        return await submitRegistration(value, requestId);
      } catch (error) {
        if (!isLostReply(error)) throw error;
      }
      return submitRegistration(value, requestId); // once more, the same key: a landed one is answered as before
    },
    onSuccess: (result) => {
      finish(result);
      submit.reset(); // the values leave the mutation's memory too
    },
    onError: async (error) => {
      const refused = registrationRefusalOf(error);
      if (refused === 'alreadySubmitted') {
        spendKey();
        showToast(t('refusals.alreadySubmitted'));
        void queryClient.invalidateQueries({ queryKey: registrationKeys.state() });
        return;
      }
      if (refused) {
        spendKey();
        setRefusal(refused);
        return;
      }
      if (!isLostReply(error)) {
        spendKey();
        void showAlert({ message: serverMessage(error) ?? t('refusals.failed'), buttonText: t('refusals.ok') });
        return;
      }
      // Two replies lost: read the state again rather than guess.
      const fresh = await queryClient.fetchQuery({ ...registrationQuery(), staleTime: 0 }).catch(() => null);
      if (isSubmitted(fresh)) finish(fresh);
      else showToast(t('refusals.retry')); // the sheet and its key stay: trying again submits once
    },
  });

  const confirm = () => {
    if (!intent || inFlight.current) return;
    inFlight.current = true;
    submit.mutate(intent, { onSettled: () => void (inFlight.current = false) });
  };

  return (
    <Scaffold title={t('legal:titles.registration')} onBack={back}>
      <Page>
        <RegistrationHero step={stepOf(registration.data)} />
        {registration.data ? (
          submitted ? (
            <RegistrationSummary registration={registration.data} onDone={back} />
          ) : (
            <>
              {restored && (
                <Notice $tone="info" role="status">
                  <InfoIcon />
                  {t('draftRestored')}
                </Notice>
              )}
              <RegistrationForm
                values={values}
                problems={problems}
                submitting={submit.isPending}
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
      {intent && (
        <RegistrationConfirm
          registration={intent.registration}
          submitting={submit.isPending}
          onSubmit={confirm}
          onClose={() => {
            if (!submit.isPending) setIntent(null); // its key stays for the next confirm (it may have been sent)
          }}
        />
      )}
    </Scaffold>
  );
}
