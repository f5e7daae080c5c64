import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { serverMessage } from '../../../platform/http/errors';
import { useWriteIntent } from '../../../platform/http/useWriteIntent';
import { maskIdNumber } from '../../../platform/identity/idNumber';
import { usePageVisible } from '../../../platform/lifecycle/usePageVisible';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { ErrorState } from '../../../ui/ErrorState/ErrorState';
import { px } from '../../../ui/px';
import { PrivacyNote } from '../../../ui/PrivacyNote/PrivacyNote';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { showToast } from '../../../ui/Toast/toast';
import { UnknownOutcome } from '../../../ui/UnknownOutcome/UnknownOutcome';
import { anchorKeys, refusalOf } from '../api';
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
 * `/h5/auth`: real-name verification. The server's state decides the screen — the form (none), under review
 * (pending), verified (passed), or the reason with the form again (failed). A submission goes through a confirm
 * sheet, on the one mechanism of every irreversible write (platform/http/useWriteIntent): the key is made when the
 * sheet opens, a double tap sends once, a reply that never comes (or comes after the write timeout) is said with its
 * check — the same key, so the server answers a landed one as before. What was typed is personal data: it stays in
 * the page's memory only, never stored, so a reload forgets the submission and the page reads the server's state.
 * After that only the server's masked values are shown.
 */
export default function AuthPage() {
  const { t } = useTranslation(['anchorAuth', 'anchor']);
  const back = useBackOrClose();
  const queryClient = useQueryClient();
  const verification = useQuery(verificationQuery());
  const [refusal, setRefusal] = useState<string | undefined>();

  // Under review, a page that comes back to the foreground looks again (the result may have come meanwhile).
  usePageVisible(() => {
    if (verification.data?.state === 'pending') void verification.refetch();
  });

  // No `restore`: the name and the number are never kept on the device.
  const submit = useWriteIntent<VerificationInput, Verification>({
    scope: 'anchor:verify',
    send: (input, key, options) => submitVerification({ name: input.name, idNumber: input.idNumber }, key, options),
    onDone: (result) => queryClient.setQueryData(anchorKeys.verification(), result),
    onRefused: (error) => {
      const refused = refusalOf(error);
      if (refused === 'badIdentity') {
        submit.close();
        setRefusal(t('errors.badIdentity'));
        return true;
      }
      if (refused === 'alreadyVerified') {
        submit.close();
        showToast(t('errors.alreadyVerified'));
        void queryClient.invalidateQueries({ queryKey: anchorKeys.verification() });
        return true;
      }
      return false; // any other refusal: the server's words in the sheet, which stays usable
    },
  });

  function openConfirm(input: VerificationInput) {
    setRefusal(undefined);
    submit.open(input);
  }

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
              {/* A submission with no answer, its sheet closed: said here until it is checked. */}
              {submit.unknown && !submit.intent?.open && (
                <UnknownOutcome checking={submit.busy} onCheck={submit.submit} />
              )}
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
      {submit.intent?.open && (
        <ConfirmSheet
          open
          maskedName={maskName(submit.intent.params.name)}
          maskedIdNumber={maskIdNumber(submit.intent.params.idNumber)}
          kind={submit.intent.params.kind}
          write={submit}
          onClose={submit.close}
        />
      )}
    </Scaffold>
  );
}
