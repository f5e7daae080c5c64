import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAppNow } from '../../../../platform/clock/useAppNow';
import { serverMessage } from '../../../../platform/http/errors';
import { useWriteIntent } from '../../../../platform/http/useWriteIntent';
import { dateFormat } from '../../../../platform/i18n/dateFormat';
import { useBackOrClose } from '../../../../platform/navigation/backOrClose';
import { reloadPage } from '../../../../platform/navigation/reloadPage';
import { ErrorState } from '../../../../ui/ErrorState/ErrorState';
import { px } from '../../../../ui/px';
import { Scaffold } from '../../../../ui/Scaffold/Scaffold';
import { Skeleton } from '../../../../ui/Skeleton/Skeleton';
import { UnknownOutcome } from '../../../../ui/UnknownOutcome/UnknownOutcome';
import { documentHref } from '../../documentHref';
import { legalDocumentQuery } from '../../legalDocument';
import {
  blockedReason,
  dayOf,
  dayStart,
  hasTerm,
  isDay,
  LETTER_DOCUMENT,
  type LetterKind,
  startDateProblem,
  startDateRange,
  termEnd,
  waitingReason,
} from '../../letters';
import { type Letter, letterQuery, letterRefusalOf, lettersKeys, type SignInput, signLetter } from '../../lettersApi';
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
 * Where a signature whose outcome is unknown is kept for the visit (the write mechanism's storage of the scope
 * `letters:sign:<kind>`): its key and what it signs — the letter, its version, the term's start; never a name or a
 * number. It goes once the server has answered for good (signed, or refused).
 */
export const signKey = (kind: LetterKind) => `write:letters:sign:${kind}`;

/** What storage holds for a signature of `kind`, checked (outside input). */
const restoreSign =
  (kind: LetterKind) =>
  (raw: unknown): SignInput | null => {
    const input = (raw ?? {}) as { kind?: unknown; version?: unknown; termStart?: unknown };
    if (input.kind !== kind || typeof input.version !== 'string' || input.version.length > 32) return null;
    if (input.termStart === undefined) return { kind, version: input.version };
    return typeof input.termStart === 'string' && input.termStart.length === 10 && isDay(input.termStart)
      ? { kind, version: input.version, termStart: input.termStart }
      : null;
  };

/**
 * The page of a letter that needs agreement (`/h5/anchor_union_agreement`, `/h5/promise_page`, `/h5/promise`,
 * `/h5/edit_agreement`): the letter filled with the signer's real name, masked ID number, nickname and account id
 * (and the guild and term), the agreement tick (unticked), the sign button that says why it waits, a confirm sheet
 * on the one mechanism of every irreversible write (platform/http/useWriteIntent: the key made when it opens, one
 * send for a double tap, a reply that never comes said with its check — the same key — and kept for the visit), and
 * the signed state with its seal. The four routes differ only in `kind`.
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
  const [refusal, setRefusal] = useState<string | undefined>();
  const [justSigned, setJustSigned] = useState(false);

  const longDate = dateFormat(i18n.language, { year: 'numeric', month: 'long', day: 'numeric' });
  const dayText = (day: string | null) => {
    const start = day === null ? null : dayStart(day);
    return start === null ? '' : longDate(start);
  };

  const range = startDateRange(now);
  const termStart = chosenStart ?? range.min;
  const startProblem = hasTerm(kind) ? startDateProblem(termStart, now) : null;

  const sign = useWriteIntent<SignInput, Letter>({
    scope: `letters:sign:${kind}`,
    send: (input, key, options) => signLetter(input, key, options),
    restore: restoreSign(kind),
    onDone: (result) => {
      setJustSigned(true);
      setRefusal(undefined);
      queryClient.setQueryData(lettersKeys.letter(kind), result);
    },
    onRefused: (error) => {
      const refused = letterRefusalOf(error);
      if (!refused) return false; // any other refusal: the server's words in the sheet, which stays usable
      sign.close();
      // A new text needs a new agreement: the tick goes, the chosen date stays; the letter read again says which
      // version is asked for now, and the page offers the reload that brings it.
      if (refused === 'versionOutdated') setAgreed(false);
      if (refused !== 'alreadySigned') setRefusal(t(`errors.${refused}`));
      void queryClient.invalidateQueries({ queryKey: lettersKeys.letter(kind) });
      return true;
    },
  });

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
      setRefusal(undefined);
      // A signature of this letter still unanswered comes back instead (the same key): never a second one.
      sign.open({ kind, version: doc.version, ...(hasTerm(kind) ? { termStart } : {}) });
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
        {/* A signature with no answer (its sheet closed, or found after a reload): said here until it is checked. */}
        {sign.unknown && !sign.intent?.open && <UnknownOutcome checking={sign.busy} onCheck={sign.submit} />}
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
        {sign.intent?.open && <SignConfirmSheet summary={summary} write={sign} onClose={sign.close} />}
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
