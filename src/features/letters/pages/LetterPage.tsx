import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { shortDateTimeFormat } from '../../../platform/i18n/dateFormat';
import { useWriteIntent } from '../../../platform/http/useWriteIntent';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { BottomSheet } from '../../../ui/BottomSheet/BottomSheet';
import { Button } from '../../../ui/Button/Button';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { Modal, ModalMessage } from '../../../ui/Modal/Modal';
import { px } from '../../../ui/px';
import { RadioGroup } from '../../../ui/RadioGroup/RadioGroup';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { lightSurface } from '../../../ui/surfaces';
import { TextArea } from '../../../ui/TextArea/TextArea';
import { UnknownOutcome, WriteStatus } from '../../../ui/UnknownOutcome/UnknownOutcome';
import {
  blockLetter,
  letterKeys,
  letterRefusal,
  replyToLetter,
  reportLetter,
  threadQuery,
  type LetterThread,
} from '../api';
import { keepDraft } from '../letterDraft';
import { LetterPaper } from '../components/LetterPaper';
import { LettersQuery, Note, Stage } from '../components/LettersParts';
import { LetterStatusTag } from '../components/LetterStatusTag';
import { ReplyList } from '../components/ReplyList';
import {
  canReply,
  hasOtherSide,
  isLetterId,
  letterWords,
  REPLY_MAX_CHARACTERS,
  REPORT_REASONS,
  textProblem,
  type ReportReason,
} from '../model';
import { LETTER_WRITE_PATH } from '../paths';
import { lettersTheme } from '../theme';

const Composer = styled.div`
  ${lightSurface}
  display: flex;
  flex-direction: column;
  gap: ${px(10)};
  padding: ${px(12)};
  border-radius: ${px(18)};
  background: linear-gradient(180deg, #fffaf0 0%, #fff1dc 100%);
  --color-surface: #fffdf8;
`;

const Rejected = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(10)};
  padding: ${px(12)} ${px(14)};
  border-radius: ${px(14)};
  background: rgba(255, 106, 136, 0.14);
  color: #ffe1e6;
  font-size: ${px(13)};
  line-height: 1.6;
  p {
    margin: 0;
  }
`;

const Safety = styled.div`
  display: flex;
  justify-content: center;
  gap: ${px(24)};
  button {
    min-height: ${px(44)};
    padding: 0 ${px(8)};
    border: 0;
    background: none;
    color: var(--color-textMuted);
    font: inherit;
    font-size: ${px(13)};
    text-decoration: underline;
    text-underline-offset: ${px(3)};
    cursor: pointer;
  }
`;

interface Reply {
  text: string;
}

function Conversation({ thread }: { thread: LetterThread }) {
  const { t, i18n } = useTranslation('anonLetters');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const time = shortDateTimeFormat(i18n.language);
  const { letter } = thread;
  const [words, setWords] = useState('');
  const [tried, setTried] = useState(false);
  const [reason, setReason] = useState<ReportReason>('harassment');
  const settle = (next: LetterThread) => {
    queryClient.setQueryData(letterKeys.thread(letter.letter_id), next);
    void queryClient.invalidateQueries({
      queryKey: letterKeys.all(),
      predicate: (query) => query.queryKey[1] !== 'thread',
    });
  };
  const refusal = (error: unknown) => {
    const known = letterRefusal(error);
    return known === 'closed' || known === 'invalidText' ? t(`refusal.${known}`) : undefined;
  };

  // A reply is one tap (a conversation, not a purchase): its key is made at the tap and kept while its outcome is unknown.
  const reply = useWriteIntent<Reply, LetterThread>({
    scope: `letters:reply:${letter.letter_id}`,
    send: ({ text }, key, options) => replyToLetter(letter.letter_id, text, key, options),
    onDone: (next) => {
      setWords('');
      setTried(false);
      settle(next);
    },
    onRefused: refusal,
  });
  const report = useWriteIntent<{ reason: ReportReason }, LetterThread>({
    scope: 'letters:report',
    send: (params, key, options) => reportLetter(letter.letter_id, params.reason, key, options),
    onDone: (next) => {
      report.close();
      settle(next);
    },
    onRefused: refusal,
  });
  const block = useWriteIntent<Record<string, never>, LetterThread>({
    scope: 'letters:block',
    send: (_nothing, key, options) => blockLetter(letter.letter_id, key, options),
    onDone: (next) => {
      block.close();
      settle(next);
    },
    onRefused: refusal,
  });

  const otherSide = hasOtherSide(thread);
  const problem = textProblem(words, REPLY_MAX_CHARACTERS);

  return (
    <>
      <LetterPaper
        heading={letter.mine ? t('letter.mine') : t('letter.fromStranger')}
        text={letter.text}
        time={time(letter.sent_at)}
        tag={letter.mine ? <LetterStatusTag status={letter.status} /> : undefined}
      />
      {letter.mine && letter.status === 'reviewing' && <Note>{t('letter.reviewing')}</Note>}
      {letter.mine && letter.status === 'rejected' && (
        <Rejected role="note">
          <p>{t('letter.rejected', { reason: t(`rejectReason.${letter.reject_reason ?? 'other'}`) })}</p>
          <Button
            size="small"
            variant="secondary"
            onClick={() => {
              keepDraft(letter.text);
              void navigate(LETTER_WRITE_PATH);
            }}
          >
            {t('letter.rewrite')}
          </Button>
        </Rejected>
      )}
      {thread.replies.length > 0 && <ReplyList replies={thread.replies} />}
      {letter.mine && letter.status === 'delivered' && !otherSide && <Note>{t('letter.waiting')}</Note>}
      {thread.closed && (
        <Note role="status">
          {thread.closed === 'reported'
            ? t('letter.closedReported', { reason: t(`reportReason.${thread.report_reason ?? 'other'}`) })
            : t('letter.closedBlocked')}
        </Note>
      )}
      {reply.unknown && <UnknownOutcome checking={reply.busy} onCheck={reply.submit} />}
      {canReply(thread) && !reply.unknown && (
        <Composer>
          <TextArea
            label={t('letter.replyLabel')}
            limit={REPLY_MAX_CHARACTERS}
            rows={4}
            value={words}
            placeholder={t('letter.replyPlaceholder')}
            error={tried && problem ? t(`write.problem.${problem}`) : (reply.refusal ?? undefined)}
            onChange={setWords}
          />
          <Button
            loading={reply.busy}
            onClick={() => {
              setTried(true);
              if (!problem) reply.run({ text: letterWords(words) });
            }}
          >
            {t('letter.send')}
          </Button>
        </Composer>
      )}
      {otherSide && !thread.closed && (
        <Safety>
          <button type="button" onClick={() => report.open({ reason })}>
            {t('report.action')}
          </button>
          <button type="button" onClick={() => block.open({})}>
            {t('block.action')}
          </button>
        </Safety>
      )}

      <BottomSheet
        open={report.intent?.open === true}
        title={t('report.title')}
        onClose={report.close}
        footer={
          report.unknown ? undefined : (
            <Button block loading={report.busy} onClick={report.submit}>
              {t('report.confirm')}
            </Button>
          )
        }
      >
        <RadioGroup
          label={t('report.reasonLabel')}
          value={report.intent?.params.reason ?? reason}
          options={REPORT_REASONS.map((value) => ({ value, label: t(`reportReason.${value}`) }))}
          onChange={(value) => {
            const next = value as ReportReason;
            setReason(next);
            // The reason is part of what is sent: a changed reason before sending is a new intent (nothing went yet).
            if (report.intent?.phase === 'confirming') report.open({ reason: next });
          }}
          disabled={report.busy || report.unknown}
        />
        <Note>{t('report.body')}</Note>
        <WriteStatus write={report} />
      </BottomSheet>

      <Modal
        open={block.intent?.open === true}
        title={t('block.title')}
        onClose={block.close}
        actions={
          block.unknown ? undefined : (
            <>
              <Button variant="secondary" onClick={block.close}>
                {t('block.cancel')}
              </Button>
              <Button loading={block.busy} onClick={block.submit}>
                {t('block.confirm')}
              </Button>
            </>
          )
        }
      >
        <ModalMessage>{t('block.body')}</ModalMessage>
        <WriteStatus write={block} />
      </Modal>
    </>
  );
}

/** `/h5/letters/letter?id=`: one letter, its conversation, a reply, and report or block — never who is on the other side. */
export default function LetterPage() {
  const { t } = useTranslation('anonLetters');
  const back = useBackOrClose();
  const [params] = useSearchParams();
  // An address is outside input: an id that is no letter's reads as a letter not found.
  const raw = params.get('id') ?? '';
  const id = isLetterId(raw) ? raw : '';
  const thread = useQuery({ ...threadQuery(id), enabled: id !== '' });
  const missing = id === '' || (thread.isError && letterRefusal(thread.error) === 'unknownLetter');
  return (
    <Scaffold theme={lettersTheme} title={t('titles.letter')} onBack={back}>
      <Stage>
        {missing ? (
          <EmptyState kind="notFound" message={t('letter.notFound')} />
        ) : (
          <LettersQuery query={thread} loadingHeight={260}>
            {(data) => <Conversation thread={data} />}
          </LettersQuery>
        )}
      </Stage>
    </Scaffold>
  );
}
