import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { serverMessage } from '../../../platform/http/errors';
import { newRequestId } from '../../../platform/http/requestId';
import { maskIdNumber } from '../../../platform/identity/idNumber';
import { usePageVisible } from '../../../platform/lifecycle/usePageVisible';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { sessionStore } from '../../../platform/storage/safeStorage';
import { showAlert } from '../../../ui/AlertDialog/dialogs';
import { ErrorState } from '../../../ui/ErrorState/ErrorState';
import { px } from '../../../ui/px';
import { PrivacyNote } from '../../../ui/PrivacyNote/PrivacyNote';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { showToast } from '../../../ui/Toast/toast';
import { anchorKeys, isLostReply, refusalOf } from '../api';
import { submitVerification, type Verification, verificationQuery } from '../verificationApi';
import { AuthHero } from '../components/auth/AuthHero';
import { AuthSteps } from '../components/auth/AuthSteps';
import { ConfirmSheet } from '../components/auth/ConfirmSheet';
import { type VerificationInput, VerificationForm } from '../components/auth/VerificationForm';
import { FailedNotice, PassedCard, PendingCard } from '../components/auth/VerificationStatus';
import { maskName } from '../verification';

const Page = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${px(14)};
  padding: ${px(14)} ${px(12)} ${px(24)};
  background:
    radial-gradient(circle at 50% 0, rgba(255, 214, 224, 0.55) 0, transparent ${px(260)}),
    var(--color-canvas);
`;

/**
 * The idempotency key of the submission whose confirm is open — the key only: the name and the number stay in the
 * page's memory and are never stored (docs/areas/anchor.md).
 */
const VERIFY_KEY = 'anchor:verify';

/** A submission on its confirm sheet: what was typed (memory only) and its key, made when the sheet opened. */
interface Intent {
  input: VerificationInput;
  requestId: string;
}

/** Once sent, a submission is on the server as soon as it is pending (or passed). */
const landed = (verification: Verification | null): verification is Verification =>
  verification?.state === 'pending' || verification?.state === 'passed';

/**
 * `/h5/auth`: real-name verification. The server's state decides the screen — the form (none), under review
 * (pending), verified (passed), or the reason with the form again (failed). A submission goes through a confirm
 * sheet whose idempotency key is made when it opens; a lost reply is retried once with the same key, then the page
 * reads the state again to learn whether it landed. After that only the server's masked values are shown.
 */
export default function AuthPage() {
  const { t } = useTranslation(['anchorAuth', 'anchor']);
  const back = useBackOrClose();
  const queryClient = useQueryClient();
  const verification = useQuery(verificationQuery());
  const [intent, setIntent] = useState<Intent | null>(null);
  const [refusal, setRefusal] = useState<string | undefined>();
  // A second tap in the same moment (before React re-renders) must not send a second request.
  const inFlight = useRef(false);

  // A key a closed visit left behind belongs to values that are gone (never stored): it can never be sent again.
  // Whether that submission landed is the server's word, which the page reads anyway.
  useEffect(() => sessionStore.remove(VERIFY_KEY), []);

  // Under review, a page that comes back to the foreground looks again (the result may have come meanwhile).
  usePageVisible(() => {
    if (verification.data?.state === 'pending') void verification.refetch();
  });

  function openConfirm(input: VerificationInput) {
    const requestId = newRequestId();
    sessionStore.set(VERIFY_KEY, requestId);
    setRefusal(undefined);
    setIntent({ input, requestId });
  }

  function closeConfirm() {
    sessionStore.remove(VERIFY_KEY);
    setIntent(null);
  }

  function finish(result: Verification) {
    closeConfirm();
    queryClient.setQueryData(anchorKeys.verification(), result);
  }

  const submit = useMutation({
    mutationFn: async ({ input, requestId }: Intent) => {
      const values = { name: input.name, idNumber: input.idNumber };
      try {
        return await submitVerification(values, requestId);
      } catch (error) {
        if (!isLostReply(error)) throw error;
      }
      return submitVerification(values, requestId); // once more, the same key: the server answers a landed one as before
    },
    onSuccess: (result) => {
      finish(result);
      submit.reset(); // the values leave the mutation's memory too
    },
    onError: async (error) => {
      const refused = refusalOf(error);
      if (refused === 'badIdentity') {
        closeConfirm();
        setRefusal(t('errors.badIdentity'));
        return;
      }
      if (refused === 'alreadyVerified') {
        closeConfirm();
        showToast(t('errors.alreadyVerified'));
        void queryClient.invalidateQueries({ queryKey: anchorKeys.verification() });
        return;
      }
      if (!isLostReply(error)) {
        closeConfirm();
        void showAlert({ message: serverMessage(error) ?? t('errors.failed'), buttonText: t('errors.ok') });
        return;
      }
      // Two replies lost: read the state again rather than guess.
      const fresh = await queryClient.fetchQuery({ ...verificationQuery(), staleTime: 0 }).catch(() => null);
      if (landed(fresh)) finish(fresh);
      else showToast(t('errors.retry')); // the sheet and its key stay: trying again submits once
    },
  });

  const confirm = () => {
    if (!intent || inFlight.current) return;
    inFlight.current = true;
    submit.mutate(intent, { onSettled: () => void (inFlight.current = false) });
  };

  const state = verification.data?.state ?? 'none';
  return (
    <Scaffold title={t('anchor:titles.auth')} onBack={back}>
      <Page>
        <AuthHero state={state} />
        <AuthSteps state={state} />
        {verification.data ? (
          verification.data.state === 'pending' ? (
            <PendingCard
              verification={verification.data}
              refreshing={verification.isFetching}
              onRefresh={() => void verification.refetch()}
            />
          ) : verification.data.state === 'passed' ? (
            <PassedCard verification={verification.data} onDone={back} />
          ) : (
            <>
              {verification.data.state === 'failed' && <FailedNotice verification={verification.data} />}
              <VerificationForm onSubmit={openConfirm} refusal={refusal} />
            </>
          )
        ) : verification.isError ? (
          <ErrorState
            message={serverMessage(verification.error)}
            onRetry={() => void verification.refetch()}
            retrying={verification.isFetching}
          />
        ) : (
          <div role="status" aria-busy="true" aria-label={t('loading')}>
            <Skeleton $height={320} $radius={18} />
          </div>
        )}
        <PrivacyNote>{t('privacy')}</PrivacyNote>
      </Page>
      {intent && (
        <ConfirmSheet
          open
          maskedName={maskName(intent.input.name)}
          maskedIdNumber={maskIdNumber(intent.input.idNumber)}
          kind={intent.input.kind}
          submitting={submit.isPending}
          onSubmit={confirm}
          onClose={() => {
            if (!submit.isPending) closeConfirm();
          }}
        />
      )}
    </Scaffold>
  );
}
