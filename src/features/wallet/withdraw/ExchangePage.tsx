import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useWriteIntent } from '../../../platform/http/useWriteIntent';
import { formatNumber } from '../../../platform/i18n/numberFormat';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { Button } from '../../../ui/Button/Button';
import { GoldCoinIcon } from '../../../ui/icons/Coin';
import { Modal, ModalMessage } from '../../../ui/Modal/Modal';
import { px } from '../../../ui/px';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { TextField } from '../../../ui/TextField/TextField';
import { UnknownOutcome, WriteStatus } from '../../../ui/UnknownOutcome/UnknownOutcome';
import { type ExchangeInfo, type ExchangeResult, exchangeQuery, submitExchange, withdrawKeys } from '../withdrawApi';
import { coinsForExchange, readAmount } from '../withdrawal';
import { Card, Page, QueryScreen } from './parts';

const Title = styled.h2`
  margin: 0;
  font-size: ${px(16)};
`;

const Done = styled.p`
  margin: 0;
  color: #0d6b45;
  font-weight: 700;
  text-align: center;
`;

const Rate = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${px(8)};
  margin: 0;
  padding: ${px(12)};
  border-radius: ${px(12)};
  background: linear-gradient(90deg, #fff6dc, #ffe8b0);
  color: #5a3300;
  font-size: ${px(15)};
  font-weight: 800;
`;

const Preview = styled.p`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin: 0;
  color: var(--color-textMuted);
  font-size: ${px(14)};

  strong {
    display: inline-flex;
    align-items: center;
    gap: ${px(4)};
    color: var(--color-text);
    font-size: ${px(20)};
    font-variant-numeric: tabular-nums;
  }
`;

/** `/h5/exchange`: points (or diamonds, where the server says so) to coins at the server's rate, through a confirm. */
export default function ExchangePage() {
  const { t } = useTranslation('withdraw');
  const back = useBackOrClose();
  const info = useQuery(exchangeQuery());
  return (
    <Scaffold title={t('titles.exchange')} onBack={back}>
      <Page>
        <QueryScreen query={info} loadingHeight={280}>
          {(data) => <Exchange info={data} />}
        </QueryScreen>
      </Page>
    </Scaffold>
  );
}

function Exchange({ info }: { info: ExchangeInfo }) {
  const { t, i18n } = useTranslation('withdraw');
  const queryClient = useQueryClient();
  const n = (value: number) => formatNumber(i18n.language, value);
  const [input, setInput] = useState('');
  const [touched, setTouched] = useState(false);
  const [done, setDone] = useState<ExchangeResult | null>(null);
  const amount = readAmount(input, { balance: info.balance, min: info.min, max: info.max });
  const coinsFor = (units: number) => coinsForExchange(units, info.rate);
  const unit = t(`exchange.units.${info.from}`);
  // One exchange per intent (platform/http/useWriteIntent): the key is made when the confirm opens; a double tap sends
  // once; an exchange with no answer stays the one on the page — closing the confirm and exchanging again, or a
  // reload, comes back to it and its check (the same key), never a second exchange.
  const exchange = useWriteIntent<{ amount: number }, ExchangeResult>({
    scope: 'withdraw:exchange',
    send: ({ amount }, key, options) => submitExchange(amount, key, options),
    restore: (raw) => {
      const units = (raw as { amount?: unknown } | null)?.amount;
      return typeof units === 'number' && Number.isSafeInteger(units) && units > 0 ? { amount: units } : null;
    },
    onDone: (result) => {
      setDone(result);
      setInput('');
      setTouched(false);
      void queryClient.invalidateQueries({ queryKey: exchangeQuery().queryKey });
      void queryClient.invalidateQueries({ queryKey: withdrawKeys.summary() });
    },
    // The server's words say why (the hook's refusal, in the confirm); the balance it refused against is read again.
    onRefused: () => void queryClient.invalidateQueries({ queryKey: exchangeQuery().queryKey }),
  });
  const pending = exchange.intent;
  return (
    <>
      <Card aria-labelledby="exchange-title">
        <Title id="exchange-title">{t('exchange.balance', { amount: n(info.balance), unit })}</Title>
        <Rate>
          {t('exchange.rate', { from: n(info.rate.from), unit, coins: n(info.rate.coins) })}
          <GoldCoinIcon size={18} />
        </Rate>
        <TextField
          label={t('exchange.label', { unit })}
          value={input}
          onChange={(value) => {
            setInput(value);
            setDone(null);
          }}
          onBlur={() => setTouched(true)}
          inputMode="numeric"
          placeholder={t('exchange.placeholder', { min: n(info.min), max: n(info.max) })}
          error={
            touched && 'problem' in amount
              ? t(`exchange.problems.${amount.problem}`, {
                  min: n(info.min),
                  max: n(info.max),
                  balance: n(info.balance),
                })
              : undefined
          }
          clearable
        />
        <Preview>
          {t('exchange.preview')}
          <strong>
            <GoldCoinIcon size={18} />
            {n('points' in amount ? coinsFor(amount.points) : 0)}
          </strong>
        </Preview>
        <Button
          block
          size="large"
          onClick={() => {
            // While an exchange's outcome is unknown, its confirm (with its check) comes back instead of a new one.
            if (exchange.unknown && pending) exchange.open(pending.params);
            else {
              setTouched(true);
              if ('points' in amount) exchange.open({ amount: amount.points });
            }
          }}
        >
          {t('exchange.action')}
        </Button>
        {done && <Done role="status">{t('exchange.done', { coins: n(done.coinsAdded), total: n(done.coins) })}</Done>}
      </Card>
      {/* An exchange with no answer (closed, or found after a reload): said on the page until it is checked. */}
      {exchange.unknown && !pending?.open && <UnknownOutcome checking={exchange.busy} onCheck={exchange.submit} />}
      <Modal
        open={pending?.open === true}
        title={t('exchange.confirmTitle')}
        onClose={exchange.close}
        actions={
          exchange.unknown ? undefined : (
            <>
              <Button variant="secondary" onClick={exchange.close}>
                {t('exchange.cancel')}
              </Button>
              <Button loading={exchange.busy} onClick={exchange.submit}>
                {t('exchange.confirm')}
              </Button>
            </>
          )
        }
      >
        {pending && (
          <ModalMessage>
            {t('exchange.confirmBody', {
              amount: n(pending.params.amount),
              unit,
              coins: n(coinsFor(pending.params.amount)),
            })}
          </ModalMessage>
        )}
        <WriteStatus write={exchange} />
      </Modal>
    </>
  );
}
