import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useAppNow } from '../../../platform/clock/useAppNow';
import { shortDateTimeFormat } from '../../../platform/i18n/dateFormat';
import { useWriteIntent } from '../../../platform/http/useWriteIntent';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { Button } from '../../../ui/Button/Button';
import { Modal, ModalMessage } from '../../../ui/Modal/Modal';
import { px } from '../../../ui/px';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { lightSurface } from '../../../ui/surfaces';
import { TextArea } from '../../../ui/TextArea/TextArea';
import { UnknownOutcome, WriteStatus } from '../../../ui/UnknownOutcome/UnknownOutcome';
import {
  letterKeys,
  letterRefusal,
  lettersStateQuery,
  sendLetter,
  type Letter,
  type LettersState,
  type SentReply,
} from '../api';
import { keepDraft, readDraft } from '../letterDraft';
import { LetterPaper } from '../components/LetterPaper';
import { LettersQuery, Note, Stage } from '../components/LettersParts';
import { LetterStatusTag } from '../components/LetterStatusTag';
import { LETTER_MAX_CHARACTERS, letterWords, secondsUntil, sendBlock, textProblem } from '../model';
import { LETTERS_MAILBOX_PATH } from '../paths';
import { lettersTheme } from '../theme';

/** The writing desk: cream paper for the field, on the night sea. */
const Desk = styled.div`
  ${lightSurface}
  padding: ${px(14)};
  border-radius: ${px(18)};
  background: linear-gradient(180deg, #fffaf0 0%, #fff1dc 100%);
  box-shadow: 0 ${px(10)} ${px(24)} rgba(0, 0, 0, 0.35);
  --color-surface: #fffdf8;
`;

const Sent = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${px(12)};
  h2 {
    margin: ${px(6)} 0 0;
    color: #ffe1b8;
    font-size: ${px(20)};
    text-align: center;
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${px(10)};
`;

interface Send {
  text: string;
}
const restoreSend = (raw: unknown): Send | null => {
  const text = typeof raw === 'object' && raw !== null ? (raw as Send).text : null;
  return typeof text === 'string' && !textProblem(text) ? { text } : null;
};

function Writing({ state }: { state: LettersState }) {
  const { t, i18n } = useTranslation('anonLetters');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(readDraft);
  const [sent, setSent] = useState<Letter | null>(null);
  const [tried, setTried] = useState(false);
  const now = useAppNow(1000);
  const time = shortDateTimeFormat(i18n.language);

  const send = useWriteIntent<Send, SentReply>({
    scope: 'letters:send',
    send: ({ text }, key, options) => sendLetter(text, key, options),
    restore: restoreSend,
    onDone: (reply) => {
      keepDraft('');
      setDraft('');
      setTried(false);
      setSent(reply.letter);
      queryClient.setQueryData(letterKeys.state(), reply.state);
      void queryClient.invalidateQueries({ queryKey: letterKeys.mailbox('sent') });
    },
    onRefused: (error) => {
      const refusal = letterRefusal(error);
      return refusal === 'sendQuotaUsed' || refusal === 'tooFast' || refusal === 'invalidText'
        ? t(`refusal.${refusal}`)
        : undefined;
    },
  });

  if (sent)
    return (
      <Sent aria-live="polite">
        <h2>{t('write.sentHeading')}</h2>
        <LetterPaper
          heading={t('letter.mine')}
          text={sent.text}
          time={time(sent.sent_at)}
          tag={<LetterStatusTag status={sent.status} />}
        />
        <Note>{t('write.sentBody')}</Note>
        <Row>
          <Button variant="secondary" onClick={() => void navigate(`${LETTERS_MAILBOX_PATH}?box=sent`)}>
            {t('write.toMailbox')}
          </Button>
          <Button onClick={() => setSent(null)}>{t('write.another')}</Button>
        </Row>
      </Sent>
    );

  const problem = textProblem(draft);
  const block = sendBlock(state.quota, state.next_send_at, now);
  const wait = secondsUntil(state.next_send_at, now);
  const error = tried && problem ? t(`write.problem.${problem}`) : undefined;

  return (
    <>
      <Desk>
        <TextArea
          label={t('write.label')}
          limit={LETTER_MAX_CHARACTERS}
          rows={9}
          value={draft}
          placeholder={t('write.placeholder')}
          helper={t('write.helper')}
          error={error}
          onChange={(text) => {
            setDraft(text);
            keepDraft(text);
          }}
        />
      </Desk>
      {send.unknown && !send.intent?.open && <UnknownOutcome checking={send.busy} onCheck={send.submit} />}
      <Note role="status">
        {block === 'quota'
          ? t('refusal.sendQuotaUsed')
          : block === 'tooFast'
            ? t('write.wait', { count: wait })
            : t('write.left', { count: state.quota.send_left })}
      </Note>
      <Button
        block
        disabled={block !== null && !send.unknown}
        onClick={() => {
          setTried(true);
          if (send.unknown || !problem) send.open({ text: letterWords(draft) });
        }}
      >
        {t('write.send')}
      </Button>
      <Modal
        open={send.intent?.open === true}
        title={t('write.confirmTitle')}
        onClose={send.close}
        actions={
          send.unknown ? undefined : (
            <>
              <Button variant="secondary" onClick={send.close}>
                {t('write.cancel')}
              </Button>
              <Button loading={send.busy} onClick={send.submit}>
                {t('write.confirm')}
              </Button>
            </>
          )
        }
      >
        <ModalMessage>{t('write.confirmBody')}</ModalMessage>
        <WriteStatus write={send} />
      </Modal>
    </>
  );
}

/** `/h5/letters/write`: a letter to a random stranger — under 500 characters, screened, sent once per confirm. */
export default function LetterWritePage() {
  const { t } = useTranslation('anonLetters');
  const back = useBackOrClose();
  const state = useQuery(lettersStateQuery());
  return (
    <Scaffold theme={lettersTheme} title={t('titles.write')} onBack={back}>
      <Stage>
        <LettersQuery query={state} loadingHeight={300}>
          {(data) => <Writing state={data} />}
        </LettersQuery>
      </Stage>
    </Scaffold>
  );
}
