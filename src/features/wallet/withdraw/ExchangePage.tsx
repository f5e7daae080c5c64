import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { newRequestId } from '../../../platform/http/requestId';
import { formatNumber } from '../../../platform/i18n/numberFormat';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { Button } from '../../../ui/Button/Button';
import { GoldCoinIcon } from '../../../ui/icons/Coin';
import { Modal, ModalMessage } from '../../../ui/Modal/Modal';
import { px } from '../../../ui/px';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { TextField } from '../../../ui/TextField/TextField';
import { showToast } from '../../../ui/Toast/toast';
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
  // The confirm's idempotency key is made when it opens; a retry after a lost reply reuses it.
  const [pending, setPending] = useState<{ amount: number; requestId: string } | null>(null);
  const [done, setDone] = useState<ExchangeResult | null>(null);
  const inFlight = useRef(false);
  const amount = readAmount(input, { balance: info.balance, min: info.min, max: info.max });
  const coinsFor = (units: number) => coinsForExchange(units, info.rate);
  const unit = t(`exchange.units.${info.from}`);
  const exchange = useMutation({
    mutationFn: (intent: { amount: number; requestId: string }) => submitExchange(intent.amount, intent.requestId),
    onSuccess: (result) => {
      setPending(null);
      setDone(result);
      setInput('');
      setTouched(false);
      void queryClient.invalidateQueries({ queryKey: exchangeQuery().queryKey });
      void queryClient.invalidateQueries({ queryKey: withdrawKeys.summary() });
    },
    onError: () => showToast(t('errors.retry')),
  });
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
            setTouched(true);
            if ('points' in amount) setPending({ amount: amount.points, requestId: newRequestId() });
          }}
        >
          {t('exchange.action')}
        </Button>
        {done && <Done role="status">{t('exchange.done', { coins: n(done.coinsAdded), total: n(done.coins) })}</Done>}
      </Card>
      <Modal
        open={pending !== null}
        title={t('exchange.confirmTitle')}
        onClose={() => setPending(null)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setPending(null)}>
              {t('exchange.cancel')}
            </Button>
            <Button
              loading={exchange.isPending}
              onClick={() => {
                if (!pending || inFlight.current) return;
                inFlight.current = true;
                exchange.mutate(pending, { onSettled: () => void (inFlight.current = false) });
              }}
            >
              {t('exchange.confirm')}
            </Button>
          </>
        }
      >
        {pending && (
          <ModalMessage>
            {t('exchange.confirmBody', { amount: n(pending.amount), unit, coins: n(coinsFor(pending.amount)) })}
          </ModalMessage>
        )}
      </Modal>
    </>
  );
}
