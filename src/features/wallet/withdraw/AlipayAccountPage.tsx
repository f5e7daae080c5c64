import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useWriteIntent } from '../../../platform/http/useWriteIntent';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { showAlert, showConfirm } from '../../../ui/AlertDialog/dialogs';
import { Button } from '../../../ui/Button/Button';
import { px } from '../../../ui/px';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { TextField } from '../../../ui/TextField/TextField';
import { showToast } from '../../../ui/Toast/toast';
import { WriteStatus } from '../../../ui/UnknownOutcome/UnknownOutcome';
import {
  bindAccount,
  summaryQuery,
  unbindAccount,
  type WithdrawSummary,
  withdrawKeys,
  withdrawRefusalOf,
} from '../withdrawApi';
import { isAlipayAccount } from '../withdrawal';
import { Card, Page, QueryScreen } from './parts';

const Bound = styled.p`
  display: flex;
  align-items: center;
  gap: ${px(12)};
  margin: 0;

  strong {
    display: block;
    font-size: ${px(18)};
    font-variant-numeric: tabular-nums;
  }

  small {
    color: var(--color-textMuted);
    font-size: ${px(12)};
  }
`;

/* Alipay's blue tile with its character, drawn (no logo file). */
const Mark = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: ${px(44)};
  height: ${px(44)};
  border-radius: ${px(12)};
  background: linear-gradient(135deg, #1677ff, #0e5ad6);
  color: #fff;
  font-size: ${px(20)};
  font-weight: 900;
`;

const Note = styled.p`
  margin: 0;
  color: var(--color-textMuted);
  font-size: ${px(12)};
  line-height: 1.6;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${px(16)};
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${px(10)};
`;

/** `/h5/alipay/account`: my Alipay account for withdrawals — bind, change, unbind (confirmed); shown masked once bound. */
export default function AlipayAccountPage() {
  const { t } = useTranslation('withdraw');
  const back = useBackOrClose();
  const summary = useQuery(summaryQuery());
  return (
    <Scaffold title={t('titles.account')} onBack={back}>
      <Page>
        <QueryScreen query={summary} loadingHeight={200}>
          {(data) => <Account summary={data} />}
        </QueryScreen>
      </Page>
    </Scaffold>
  );
}

function Account({ summary }: { summary: WithdrawSummary }) {
  const { t } = useTranslation('withdraw');
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(summary.account === null);
  const [input, setInput] = useState('');
  const [touched, setTouched] = useState(false);
  // The same forgiving read as amounts: full-width characters and stray spaces are not the member's fault.
  const account = input.normalize('NFKC').replace(/\s+/g, '');
  const problem = !account ? 'empty' : isAlipayAccount(account) ? null : 'format';
  const saved = (next: WithdrawSummary, message: string) => {
    queryClient.setQueryData(withdrawKeys.summary(), next);
    setEditing(next.account === null);
    setInput('');
    setTouched(false);
    showToast(message);
  };
  // Linking and unlinking are writes on the shared mechanism (platform/http/useWriteIntent): once per tap however often
  // it is tapped; a reply that never comes ends as "no answer yet" with its check (the same key). The account is
  // personal data: nothing is kept on the phone, and after a reload the page shows what the server has.
  const bind = useWriteIntent<{ account: string }, WithdrawSummary>({
    scope: 'withdraw:bind',
    send: (params, key, options) => bindAccount(params.account, key, options),
    onDone: (next) => saved(next, t('accountPage.bound')),
    onRefused: (error) => {
      if (withdrawRefusalOf(error) !== 'badAccount') return false; // the server's words, under the button
      void showAlert({ message: t('accountPage.problems.format'), buttonText: t('errors.ok') });
      return true;
    },
  });
  const unbind = useWriteIntent<null, WithdrawSummary>({
    scope: 'withdraw:unbind',
    send: (_nothing, key, options) => unbindAccount(key, options),
    onDone: (next) => saved(next, t('accountPage.unbound')),
  });
  // A link with no answer keeps its account on screen (memory only) until its check says.
  const linking = bind.unknown ? (bind.intent?.params.account ?? null) : null;
  return (
    <Card aria-labelledby="alipay-title">
      <Title id="alipay-title">{t('accountPage.title')}</Title>
      {summary.account && (
        <Bound>
          <Mark aria-hidden="true">支</Mark>
          <span>
            <strong>{summary.account}</strong>
            <small>{t('accountPage.boundHint')}</small>
          </span>
        </Bound>
      )}
      {editing ? (
        <>
          <TextField
            label={summary.account ? t('accountPage.newLabel') : t('accountPage.label')}
            value={linking ?? input}
            disabled={linking !== null}
            onChange={setInput}
            onBlur={() => setTouched(true)}
            type="email"
            inputMode="email"
            autoComplete="off"
            placeholder={t('accountPage.placeholder')}
            error={touched && problem ? t(`accountPage.problems.${problem}`) : undefined}
            clearable
          />
          <Note>{t('accountPage.note')}</Note>
          {linking === null && (
            <Button
              block
              loading={bind.busy}
              onClick={() => {
                setTouched(true);
                if (!problem) bind.run({ account });
              }}
            >
              {summary.account ? t('accountPage.change') : t('accountPage.bind')}
            </Button>
          )}
          <WriteStatus write={bind} />
        </>
      ) : (
        <>
          {!unbind.unknown && (
            <Actions>
              <Button variant="secondary" onClick={() => setEditing(true)}>
                {t('accountPage.change')}
              </Button>
              <Button
                variant="danger"
                loading={unbind.busy}
                onClick={() =>
                  void showConfirm({
                    message: t('accountPage.unbindConfirm'),
                    confirmText: t('accountPage.unbind'),
                    cancelText: t('accountPage.keep'),
                  }).then((sure) => sure && unbind.run(null))
                }
              >
                {t('accountPage.unbind')}
              </Button>
            </Actions>
          )}
          <WriteStatus write={unbind} />
        </>
      )}
    </Card>
  );
}
