import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAppNow } from '../../../../platform/clock/useAppNow';
import { serverMessage } from '../../../../platform/http/errors';
import { newRequestId } from '../../../../platform/http/requestId';
import { dateFormat } from '../../../../platform/i18n/dateFormat';
import { useBackOrClose } from '../../../../platform/navigation/backOrClose';
import { reloadPage } from '../../../../platform/navigation/reloadPage';
import { sessionStore } from '../../../../platform/storage/safeStorage';
import { ErrorState } from '../../../../ui/ErrorState/ErrorState';
import { px } from '../../../../ui/px';
import { Scaffold } from '../../../../ui/Scaffold/Scaffold';
import { Skeleton } from '../../../../ui/Skeleton/Skeleton';
import { documentHref } from '../../documentHref';
import { legalDocumentQuery } from '../../legalDocument';
import {
  blockedReason,
  dayOf,
  dayStart,
  hasTerm,
  LETTER_DOCUMENT,
  type LetterKind,
  startDateProblem,
  startDateRange,
  termEnd,
  waitingReason,
} from '../../letters';
import {
  isLostReply,
  type Letter,
  letterQuery,
  letterRefusalOf,
  lettersKeys,
  type SignInput,
  signLetter,
} from '../../lettersApi';
import { LegalDocument } from '../LegalDocument';
import { LetterNotice } from './LetterNotice';
import { SignatureBlock } from './SignatureBlock';
import { SignConfirmSheet, type SignSummary } from './SignConfirmSheet';
import { SignedBanner } from './SignedBanner';
import { SignPanel } from './SignPanel';
import { TermCard } from './TermCard';

const Page = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${px(12)};
  padding: ${px(12)} ${px(12)} 0;
  background:
    radial-gradient(circle at 50% 0, rgba(255, 214, 224, 0.5) 0, transparent ${px(240)}),
    var(--color-canvas);

  /* The letter sits in the page's column: the composer's own page padding is the column's here. */
  > article {
    padding: 0;
    background: transparent;
  }
`;

const Tail = styled.div`
  height: ${px(20)};
`;

/** The page title of each letter (`legal:titles.*`). */
const TITLE_KEYS: Record<LetterKind, string> = {
  union: 'unionLetter',
  promise: 'promiseLetter',
  commitment: 'commitmentLetter',
  guild: 'guildAgreement',
};

/**
 * The idempotency key of the signature whose confirm step opened — only the key, never a name or a number. It stays
 * for the visit (session storage): a reload, a lost reply or a second tap signs once with it. It goes once the
 * server has answered for good (signed, or refused).
 */
export const signKey = (kind: LetterKind) => `letters:sign:${kind}`;

interface Intent {
  input: SignInput;
  requestId: string;
}

/**
 * The page of a letter that needs agreement (`/h5/anchor_union_agreement`, `/h5/promise_page`, `/h5/promise`,
 * `/h5/edit_agreement`): the letter filled with the signer's real name, masked ID number, nickname and account id
 * (and the guild and term), the agreement tick (unticked), the sign button that says why it waits, a confirm sheet
 * whose key is made when it opens, and the signed state with its seal. The four routes differ only in `kind`.
 */
export function LetterScreen({ kind }: { kind: LetterKind }) {
  const { t, i18n } = useTranslation(['letters', 'legal']);
  const back = useBackOrClose();
  const queryClient = useQueryClient();
  const letter = useQuery(letterQuery(kind));
  const document = useQuery(legalDocumentQuery(LETTER_DOCUMENT[kind], i18n.language));
  const now = useAppNow(30_000);
  const [agreed, setAgreed] = useState(false);
  const [chosenStart, setChosenStart] = useState<string | null>(null);
  const [intent, setIntent] = useState<Intent | null>(null);
  const [refusal, setRefusal] = useState<string | undefined>();
  const [sheetNotice, setSheetNotice] = useState<string | undefined>();
  const [justSigned, setJustSigned] = useState(false);
  // A second tap in the same moment (before React re-renders) must not send a second request.
  const inFlight = useRef(false);

  const longDate = dateFormat(i18n.language, { year: 'numeric', month: 'long', day: 'numeric' });
  const dayText = (day: string | null) => {
    const start = day === null ? null : dayStart(day);
    return start === null ? '' : longDate(start);
  };

  const range = startDateRange(now);
  const termStart = chosenStart ?? range.min;
  const startProblem = hasTerm(kind) ? startDateProblem(termStart, now) : null;

  function closeConfirm() {
    sessionStore.remove(signKey(kind));
    setIntent(null);
    setSheetNotice(undefined);
  }

  function finish(result: Letter) {
    closeConfirm();
    setJustSigned(true);
    setRefusal(undefined);
    queryClient.setQueryData(lettersKeys.letter(kind), result);
  }

  const sign = useMutation({
    retry: 0,
    mutationFn: async ({ input, requestId }: Intent) => {
      try {
        return await signLetter(input, requestId);
      } catch (error) {
        if (!isLostReply(error)) throw error;
      }
      return signLetter(input, requestId); // once more, the same key: a signature that landed is answered as before
    },
    onSuccess: (result) => {
      finish(result);
      sign.reset();
    },
    onError: async (error) => {
      const refused = letterRefusalOf(error);
      if (refused) {
        closeConfirm();
        // A new text needs a new agreement: the tick goes, the chosen date stays; the letter read again says which
        // version is asked for now, and the page offers the reload that brings it.
        if (refused === 'versionOutdated') setAgreed(false);
        if (refused !== 'alreadySigned') setRefusal(t(`errors.${refused}`));
        void queryClient.invalidateQueries({ queryKey: lettersKeys.letter(kind) });
        return;
      }
      if (!isLostReply(error)) {
        closeConfirm();
        setRefusal(serverMessage(error) ?? t('errors.failed'));
        return;
      }
      // Both replies lost: read the state again rather than guess.
      const fresh = await queryClient.fetchQuery({ ...letterQuery(kind), staleTime: 0 }).catch(() => null);
      if (fresh?.signature) finish(fresh);
      else setSheetNotice(t('errors.retry')); // the sheet and its key stay: trying again signs once
    },
  });

  const confirm = () => {
    if (!intent || inFlight.current) return;
    inFlight.current = true;
    setSheetNotice(undefined);
    sign.mutate(intent, { onSettled: () => void (inFlight.current = false) });
  };

  const title = t(`legal:titles.${TITLE_KEYS[kind]}`);
  const loaded = letter.data && document.data;
  const failed = letter.isError || document.isError;

  let body;
  if (loaded) {
    const data = letter.data;
    const doc = document.data;
    const signature = data.signature;
    const blocked = blockedReason({
      kind,
      verified: data.signer.verified,
      invitationOpen: data.guild?.invitationOpen === true,
      signed: signature !== null,
      upToDate: data.version === doc.version,
    });
    const shownStart = signature ? signature.termStart : termStart;
    const shownEnd = shownStart && startProblem === null ? termEnd(shownStart) : (signature?.termEnd ?? null);
    const signedDate = signature?.signedAt ? longDate(signature.signedAt) : '';
    const waiting = waitingReason({ kind, agreed, termStart, now });
    const waitingText =
      waiting === 'notAgreed'
        ? t('sign.waiting')
        : waiting
          ? t(`term.errors.${waiting}`, { max: dayText(range.max) })
          : '';

    const openConfirm = () => {
      if (waiting !== null) return;
      // The same key again if a signature of this letter is still unanswered (a reload after a lost reply).
      const requestId = sessionStore.get(signKey(kind)) ?? newRequestId();
      sessionStore.set(signKey(kind), requestId);
      setRefusal(undefined);
      setIntent({
        input: { kind, version: doc.version, ...(hasTerm(kind) ? { termStart } : {}) },
        requestId,
      });
    };

    const summary: SignSummary = {
      title: doc.title,
      version: doc.version,
      realName: data.signer.realName,
      idNumber: data.signer.idNumber,
      nickname: data.signer.nickname,
      accountId: data.signer.accountId,
      ...(data.guild ? { guildName: data.guild.name } : {}),
      ...(hasTerm(kind) ? { term: { start: dayText(termStart), end: dayText(shownEnd) } } : {}),
    };

    body = (
      <>
        {signature && <SignedBanner fresh={justSigned} date={signedDate} version={signature.version} />}
        {blocked === 'notVerified' && <LetterNotice kind="notVerified" />}
        {blocked === 'invitationWithdrawn' && <LetterNotice kind="invitationWithdrawn" />}
        {blocked === 'updated' && <LetterNotice kind="updated" onReload={reloadPage} />}
        {hasTerm(kind) && data.guild && (blocked === null || blocked === 'signed') && (
          <TermCard
            guildName={data.guild.name}
            termStart={shownStart ?? ''}
            startText={dayText(shownStart)}
            endText={dayText(shownEnd)}
            range={{ ...range, maxText: dayText(range.max) }}
            problem={signature ? null : startProblem}
            readOnly={signature !== null}
            onChange={(day) => setChosenStart(day)}
          />
        )}
        <LegalDocument
          doc={doc}
          hrefFor={documentHref}
          layout="letter"
          fields={{
            realName: data.signer.realName,
            idNumber: data.signer.idNumber,
            nickname: data.signer.nickname,
            accountId: data.signer.accountId,
            guildName: data.guild?.name ?? '',
            termStart: dayText(shownStart),
            termEnd: dayText(shownEnd),
            signedDate,
          }}
          signature={
            <SignatureBlock
              signer={data.signer.realName}
              date={signedDate}
              seal={
                signature?.signedAt
                  ? { day: dayOf(signature.signedAt).replaceAll('-', '.'), stamped: justSigned }
                  : undefined
              }
            />
          }
        />
        {blocked === null ? (
          <SignPanel
            documentTitle={doc.title}
            agreed={agreed}
            onAgreedChange={setAgreed}
            waiting={waiting}
            waitingText={waitingText}
            refusal={refusal}
            onSign={openConfirm}
          />
        ) : (
          <Tail />
        )}
        {intent && (
          <SignConfirmSheet
            summary={summary}
            submitting={sign.isPending}
            notice={sheetNotice}
            onSubmit={confirm}
            onClose={() => {
              if (!sign.isPending) closeConfirm();
            }}
          />
        )}
      </>
    );
  } else if (failed) {
    body = (
      <ErrorState
        message={serverMessage(letter.error)}
        onRetry={() => {
          if (letter.isError) void letter.refetch();
          if (document.isError) void document.refetch();
        }}
        retrying={letter.isFetching || document.isFetching}
      />
    );
  } else {
    body = (
      <div role="status" aria-busy="true" aria-label={t('loading')}>
        <Skeleton $height={560} $radius={16} />
      </div>
    );
  }

  return (
    <Scaffold title={title} onBack={back}>
      <Page>{body}</Page>
    </Scaffold>
  );
}
