import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useWriteIntent } from '../../../platform/http/useWriteIntent';
import { formatNumber } from '../../../platform/i18n/numberFormat';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { Button } from '../../../ui/Button/Button';
import { px } from '../../../ui/px';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { TitleBarLink } from '../../../ui/Scaffold/TitleBarLink';
import { TextField } from '../../../ui/TextField/TextField';
import { showToast } from '../../../ui/Toast/toast';
import { WriteStatus } from '../../../ui/UnknownOutcome/UnknownOutcome';
import { StoreSection } from '../components/StoreSection';
import { formatPrice } from '../../../platform/i18n/money';
import { CREDIT_TRANSACTION_PATH } from '../paths';
import { signIn, summaryQuery, type WithdrawSummary, withdrawKeys } from '../withdrawApi';
import { cashForPoints, signInDaysLeft, STREAK_DAYS } from '../../../platform/earnings/earnings';
import { quickAmounts, readAmount } from '../withdrawal';
import { StreakRow } from './StreakRow';
import { QueryScreen } from './parts';
import { useWebVariant } from './webVariant';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(14)};
  padding: ${px(12)} ${px(12)} ${px(24)};
`;

const Hero = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${px(4)};
  padding: ${px(18)};
  border-radius: ${px(18)};
  background:
    radial-gradient(120% 90% at 100% 0%, rgba(255, 211, 107, 0.45) 0%, transparent 60%),
    linear-gradient(135deg, #3a1d6e 0%, #6b2fb3 60%, #a04fd1 100%);
  color: #fff;

  p {
    margin: 0;
    font-size: ${px(13)};
    opacity: 0.85;
  }

  strong {
    font-size: ${px(34)};
    font-weight: 900;
    font-variant-numeric: tabular-nums;
    color: #ffe08a;
  }
`;

const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(12)};
  padding: ${px(14)};
  border-radius: ${px(16)};
  background: var(--color-surface);
  box-shadow: 0 ${px(2)} ${px(10)} rgba(80, 40, 20, 0.06);
`;

const Gate = styled.p<{ $open: boolean }>`
  margin: 0;
  padding: ${px(10)} ${px(12)};
  border-radius: ${px(10)};
  background: ${({ $open }) => ($open ? '#e6f8ef' : '#fff4e0')};
  color: ${({ $open }) => ($open ? '#0d6b45' : '#8a4b00')};
  font-size: ${px(13)};
  font-weight: 600;
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${px(8)};
`;

const Chip = styled.button<{ $on: boolean }>`
  min-height: ${px(36)};
  padding: 0 ${px(14)};
  border: ${px(1.5)} solid ${({ $on }) => ($on ? 'var(--color-accentStrong)' : 'var(--color-line)')};
  border-radius: ${px(18)};
  background: ${({ $on }) => ($on ? '#fff0f3' : 'var(--color-surface)')};
  color: var(--color-text);
  font-size: ${px(14)};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
`;

const Line = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0;
  color: var(--color-textMuted);
  font-size: ${px(14)};

  strong {
    color: var(--color-text);
  }
`;

/** `/h5/withdraw`: my points and their cash value, the 7-day sign-in gate, the amount and the bound account. */
export default function WithdrawPage() {
  const { t } = useTranslation('withdraw');
  const back = useBackOrClose();
  const summary = useQuery(summaryQuery());
  return (
    <Scaffold
      title={t('titles.withdraw')}
      onBack={back}
      rightAction={<TitleBarLink to={CREDIT_TRANSACTION_PATH}>{t('history')}</TitleBarLink>}
    >
      <Page>
        <QueryScreen query={summary} loadingHeight={320}>
          {(data) => <Ready summary={data} />}
        </QueryScreen>
      </Page>
    </Scaffold>
  );
}

function Ready({ summary }: { summary: WithdrawSummary }) {
  const { t, i18n } = useTranslation('withdraw');
  const navigate = useNavigate();
  const { confirmPath, accountPath } = useWebVariant();
  const queryClient = useQueryClient();
  const [input, setInput] = useState('');
  const [touched, setTouched] = useState(false);
  const n = (value: number) => formatNumber(i18n.language, value);
  const money = (minor: number) => formatPrice(i18n.language, minor, summary.currency);
  const limits = { balance: summary.points, min: summary.min, max: summary.max };
  const amount = readAmount(input, limits);
  // Today's sign-in, a one-tap write (platform/http/useWriteIntent): once per tap however often it is tapped, and a
  // reply that never comes ends as "no answer yet" with its check. Nothing is kept across a reload: the summary the
  // page reads then says whether today is signed.
  const sign = useWriteIntent<null, WithdrawSummary>({
    scope: 'withdraw:signIn',
    send: (_nothing, key, options) => signIn(key, options),
    onDone: (next) => {
      queryClient.setQueryData(withdrawKeys.summary(), next);
      showToast(t('streak.signed', { count: Math.min(next.streak, STREAK_DAYS), days: STREAK_DAYS }));
    },
  });
  const left = signInDaysLeft(summary.streak);
  const problem = 'problem' in amount ? amount.problem : null;
  const next = () => {
    setTouched(true);
    if (!summary.account) void navigate(accountPath);
    else if ('points' in amount && summary.withdrawable) void navigate(`${confirmPath}?points=${amount.points}`);
  };
  return (
    <>
      <Hero aria-labelledby="withdraw-balance">
        <p id="withdraw-balance">{t('balance')}</p>
        <strong>{n(summary.points)}</strong>
        <p>{t('worth', { amount: money(cashForPoints(summary.points, summary.rate)) })}</p>
        {/* The account's market's rate, as the server says it: 50 points = CN¥1, or NT$4 in the Taiwan variant. */}
        <p data-rate>{t('rateLine', { points: n(summary.rate.points), amount: money(summary.rate.cash) })}</p>
      </Hero>

      <StoreSection
        title={t('streak.title')}
        aside={t('streak.count', { count: Math.min(summary.streak, STREAK_DAYS), days: STREAK_DAYS })}
      >
        <Card>
          <StreakRow streak={summary.streak} />
          {summary.signedToday ? (
            <Button variant="secondary" disabled>
              {t('streak.signedToday')}
            </Button>
          ) : (
            <>
              {!sign.unknown && (
                <Button loading={sign.busy} onClick={() => sign.run(null)}>
                  {t('streak.signIn')}
                </Button>
              )}
              <WriteStatus write={sign} />
            </>
          )}
          <Gate $open={summary.withdrawable} role="status">
            {summary.withdrawable ? t('gate.open') : t('gate.closed', { count: left, days: STREAK_DAYS })}
          </Gate>
        </Card>
      </StoreSection>

      <StoreSection title={t('amount.title')} aside={t('amount.limits', { min: n(summary.min), max: n(summary.max) })}>
        <Card>
          <TextField
            label={t('amount.label')}
            value={input}
            onChange={setInput}
            onBlur={() => setTouched(true)}
            inputMode="numeric"
            placeholder={t('amount.placeholder')}
            error={
              touched && problem
                ? t(`amount.problems.${problem}`, {
                    min: n(summary.min),
                    max: n(summary.max),
                    balance: n(summary.points),
                  })
                : undefined
            }
            clearable
          />
          <Chips role="group" aria-label={t('amount.quick')}>
            {quickAmounts(limits).map((points) => (
              <Chip
                key={points}
                type="button"
                $on={'points' in amount && amount.points === points}
                onClick={() => setInput(String(points))}
              >
                {n(points)}
              </Chip>
            ))}
          </Chips>
          <Line>
            {t('amount.cash')}
            <strong>{money('points' in amount ? cashForPoints(amount.points, summary.rate) : 0)}</strong>
          </Line>
          <Line>
            {t('account.label')}
            <strong>{summary.account ?? t('account.none')}</strong>
          </Line>
          {summary.guild && <Gate $open>{t('guild')}</Gate>}
        </Card>
      </StoreSection>

      <Button block size="large" disabled={!summary.withdrawable} onClick={next}>
        {summary.withdrawable
          ? summary.account
            ? t('next')
            : t('account.bindFirst')
          : t('gate.button', { count: left })}
      </Button>
    </>
  );
}
