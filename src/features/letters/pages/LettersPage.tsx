import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { shortDateTimeFormat } from '../../../platform/i18n/dateFormat';
import { useWriteIntent } from '../../../platform/http/useWriteIntent';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { Badge } from '../../../ui/Badge/Badge';
import { Button } from '../../../ui/Button/Button';
import { px } from '../../../ui/px';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { TitleBarLink } from '../../../ui/Scaffold/TitleBarLink';
import { UnknownOutcome } from '../../../ui/UnknownOutcome/UnknownOutcome';
import {
  letterKeys,
  letterRefusal,
  lettersStateQuery,
  receiveLetter,
  type Letter,
  type LettersState,
  type ReceivedReply,
} from '../api';
import { LetterPaper } from '../components/LetterPaper';
import { LettersQuery, Note, Stage } from '../components/LettersParts';
import { SeaScene } from '../components/SeaScene';
import { LETTER_WRITE_PATH, LETTERS_MAILBOX_PATH, letterPath } from '../paths';
import { lettersTheme } from '../theme';

const Caption = styled.div`
  position: absolute;
  inset: auto 0 0 0;
  padding: ${px(14)} ${px(16)};
  color: #fff;
  h2 {
    margin: 0;
    font-size: ${px(22)};
    font-weight: 900;
    letter-spacing: 0.04em;
    text-shadow: 0 ${px(2)} ${px(8)} rgba(10, 20, 60, 0.6);
  }
  p {
    margin: ${px(2)} 0 0;
    color: #fff1dc;
    font-size: ${px(13)};
    text-shadow: 0 ${px(1)} ${px(4)} rgba(10, 20, 60, 0.7);
  }
`;

const Quotas = styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${px(10)};
  margin: 0;
  div {
    padding: ${px(10)} ${px(12)};
    border-radius: ${px(14)};
    background: #1b2c58;
    box-shadow: inset 0 0 0 ${px(1)} rgba(255, 201, 139, 0.25);
  }
  dt {
    color: var(--color-textMuted);
    font-size: ${px(12)};
  }
  dd {
    margin: ${px(2)} 0 0;
    color: #ffe1b8;
    font-size: ${px(18)};
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${px(10)};
`;

const Refusal = styled.p`
  margin: 0;
  padding: ${px(10)} ${px(12)};
  border-radius: ${px(12)};
  background: rgba(255, 106, 136, 0.16);
  color: #ffe1e6;
  font-size: ${px(13)};
  text-align: center;
`;

const Ways = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${px(8)};
  margin: 0;
  padding: ${px(14)} ${px(16)};
  border-radius: ${px(16)};
  background: #14244b;
  list-style: none;
  li {
    display: flex;
    gap: ${px(8)};
    color: var(--color-textMuted);
    font-size: ${px(13)};
    line-height: 1.55;
  }
  /* A small gold diamond for each point (drawn: the fonts have no star glyph). */
  li::before {
    content: '';
    flex: none;
    width: ${px(6)};
    height: ${px(6)};
    margin-top: ${px(7)};
    background: #ffc98b;
    transform: rotate(45deg);
  }
`;

const MailboxLink = styled(TitleBarLink)`
  display: inline-flex;
  align-items: center;
  gap: ${px(4)};
  /* The unread count as a coral seal with white figures (the theme's light accent would carry them at 1.25:1). */
  --color-accentStrong: #d62c55;
  --color-onAccent: #ffffff;
`;

/** Nothing to receive with: the request carries only its key. */
type Receive = Record<string, never>;

function ReadyLetters({ state }: { state: LettersState }) {
  const { t, i18n } = useTranslation('anonLetters');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const time = shortDateTimeFormat(i18n.language);
  const [received, setReceived] = useState<Letter | null>(null);
  // Fishing a letter uses a quota: one letter per tap, kept with its key across a lost reply or a reload.
  const receive = useWriteIntent<Receive, ReceivedReply>({
    scope: 'letters:receive',
    send: (_nothing, key, options) => receiveLetter(key, options),
    restore: (raw) => (typeof raw === 'object' && raw !== null ? {} : null),
    onDone: (reply) => {
      setReceived(reply.letter);
      queryClient.setQueryData(letterKeys.state(), reply.state);
      void queryClient.invalidateQueries({ queryKey: letterKeys.mailbox('received') });
    },
    onRefused: (error) => {
      const refusal = letterRefusal(error);
      return refusal === 'seaEmpty' || refusal === 'receiveQuotaUsed' ? t(`refusal.${refusal}`) : undefined;
    },
  });
  const { quota } = state;

  return (
    <>
      <SeaScene>
        <Caption>
          <h2>{t('home.heading')}</h2>
          <p>{t('home.tagline')}</p>
        </Caption>
      </SeaScene>
      <Quotas>
        <div>
          <dt>{t('home.sendLeft')}</dt>
          <dd>{t('home.leftOf', { left: quota.send_left, limit: quota.send_limit })}</dd>
        </div>
        <div>
          <dt>{t('home.receiveLeft')}</dt>
          <dd>{t('home.leftOf', { left: quota.receive_left, limit: quota.receive_limit })}</dd>
        </div>
      </Quotas>
      <Actions>
        <Button variant="secondary" onClick={() => void navigate(LETTER_WRITE_PATH)}>
          {t('home.write')}
        </Button>
        <Button
          loading={receive.busy}
          disabled={receive.unknown || quota.receive_left === 0}
          onClick={() => {
            setReceived(null);
            receive.run({});
          }}
        >
          {t('home.receive')}
        </Button>
      </Actions>
      {quota.receive_left === 0 && !received && <Note>{t('refusal.receiveQuotaUsed')}</Note>}
      {receive.refusal && <Refusal role="alert">{receive.refusal}</Refusal>}
      {receive.unknown && <UnknownOutcome checking={receive.busy} onCheck={receive.submit} />}
      {received && (
        <section aria-label={t('home.fished')}>
          <LetterPaper heading={t('letter.fromStranger')} text={received.text} time={time(received.sent_at)}>
            <Button size="small" onClick={() => void navigate(letterPath(received.letter_id))}>
              {t('home.reply')}
            </Button>
          </LetterPaper>
        </section>
      )}
      <Ways aria-label={t('home.waysLabel')}>
        <li>{t('home.ways.anonymous')}</li>
        <li>{t('home.ways.screened')}</li>
        <li>{t('home.ways.limits')}</li>
      </Ways>
    </>
  );
}

/** `/h5/letters`: the sea of anonymous letters — write one to a stranger, fish one out, the mailbox a tap away. */
export default function LettersPage() {
  const { t } = useTranslation('anonLetters');
  const back = useBackOrClose();
  const state = useQuery(lettersStateQuery());
  const unread = state.data?.unread_replies ?? 0;
  return (
    <Scaffold
      theme={lettersTheme}
      title={t('titles.home')}
      onBack={back}
      rightAction={
        <MailboxLink to={LETTERS_MAILBOX_PATH}>
          {t('links.mailbox')}
          {unread > 0 && <Badge count={unread} />}
        </MailboxLink>
      }
    >
      <Stage>
        <LettersQuery query={state} loadingHeight={320}>
          {(data) => <ReadyLetters state={data} />}
        </LettersQuery>
      </Stage>
    </Scaffold>
  );
}
