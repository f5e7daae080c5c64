import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { serverMessage } from '../../../platform/http/errors';
import { isSignedOutError } from '../../../platform/session/signedOut';
import { useWriteIntent, type WriteIntentControl } from '../../../platform/http/useWriteIntent';
import { dateFormat } from '../../../platform/i18n/dateFormat';
import { formatNumber } from '../../../platform/i18n/numberFormat';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { showAlert } from '../../../ui/AlertDialog/dialogs';
import { Button } from '../../../ui/Button/Button';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { ErrorState } from '../../../ui/ErrorState/ErrorState';
import { px } from '../../../ui/px';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { WriteStatus } from '../../../ui/UnknownOutcome/UnknownOutcome';
import { formatPrice } from '../../../platform/i18n/money';
import { quoteQuery, submitWithdrawal, summaryQuery, type Withdrawal, withdrawRefusalOf } from '../withdrawApi';
import { WITHDRAWAL_STATES } from '../withdrawal';
import { Card as SharedCard, Page } from './parts';
import { SignInPrompt, useWebVariant } from './webVariant';
import { WITHDRAW_PATH, WITHDRAW_WEB_PATH } from '../paths';

const Card = styled(SharedCard)`
  gap: ${px(12)};
`;

const Big = styled.p`
  margin: 0;
  text-align: center;

  span {
    display: block;
    color: var(--color-textMuted);
    font-size: ${px(13)};
  }

  strong {
    color: var(--color-accentStrong);
    font-size: ${px(34)};
    font-weight: 900;
    font-variant-numeric: tabular-nums;
  }
`;

const Rows = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${px(10)} ${px(12)};
  margin: 0;
  font-size: ${px(14)};

  dt {
    color: var(--color-textMuted);
  }

  dd {
    margin: 0;
    color: var(--color-text);
    font-weight: 700;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: ${px(14)} ${px(14)} ${px(4)};
  border-radius: ${px(14)};
  background: var(--color-canvas);
  list-style: none;
`;

type StepState = 'done' | 'now' | 'later' | 'rejected';

/** Each state's colour: done green, the current one amber, a rejection red, what is to come grey. */
const STEP_COLOUR: Record<StepState, string> = {
  done: '#14a06a',
  now: '#e08a00',
  rejected: '#c8283a',
  later: '#d9ccc2',
};

/** The result's emblem: a tick (paid), a cross (rejected) or a clock (on its way). */
const Emblem = styled.div<{ $state: 'paid' | 'rejected' | 'pending' }>`
  position: relative;
  display: grid;
  place-items: center;
  width: ${px(68)};
  height: ${px(68)};
  margin: ${px(4)} auto 0;
  border-radius: 50%;
  background: ${({ $state }) =>
    $state === 'paid'
      ? 'linear-gradient(160deg, #3fd08e, #0f8a57)'
      : $state === 'rejected'
        ? 'linear-gradient(160deg, #ff7a7a, #c8283a)'
        : 'linear-gradient(160deg, #ffc94d, #e08a00)'};
  box-shadow:
    0 0 0 ${px(8)} ${({ $state }) =>
      $state === 'paid'
        ? 'rgba(20, 160, 106, 0.14)'
        : $state === 'rejected'
          ? 'rgba(200, 40, 58, 0.12)'
          : 'rgba(224, 138, 0, 0.14)'},
    0 ${px(8)} ${px(18)} rgba(80, 40, 20, 0.16);
  color: #ffffff;

  svg {
    width: ${px(34)};
    height: ${px(34)};
  }
`;

function ResultEmblem({ state }: { state: Withdrawal['state'] }) {
  const kind = state === 'paid' ? 'paid' : state === 'rejected' ? 'rejected' : 'pending';
  return (
    <Emblem $state={kind} aria-hidden="true">
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {kind === 'paid' ? (
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        ) : kind === 'rejected' ? (
          <path d="M7 7l10 10M17 7L7 17" />
        ) : (
          <>
            <circle cx="12" cy="12" r="8" strokeWidth="2.2" />
            <path d="M12 7.5V12l3 2" />
          </>
        )}
      </svg>
    </Emblem>
  );
}

const Reason = styled.p`
  margin: 0;
  padding: ${px(10)} ${px(12)};
  border-radius: ${px(10)};
  background: #fdecec;
  color: #a11d2d;
  font-size: ${px(13)};
`;

/* A timeline: a dot per state, joined by a line that is green where the withdrawal has been. */
const Step = styled.li<{ $state: StepState }>`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${px(12)};
  min-height: ${px(40)};
  color: ${({ $state }) => ($state === 'later' ? 'var(--color-textMuted)' : 'var(--color-text)')};
  font-size: ${px(14)};
  line-height: ${px(20)};
  font-weight: ${({ $state }) => ($state === 'now' || $state === 'rejected' ? 800 : 600)};

  &::before {
    content: '';
    flex: none;
    box-sizing: border-box;
    width: ${px(20)};
    height: ${px(20)};
    border-radius: 50%;
    background: ${({ $state }) => ($state === 'later' ? '#ffffff' : STEP_COLOUR[$state])};
    box-shadow: ${({ $state }) =>
      $state === 'later'
        ? `inset 0 0 0 ${px(2)} ${STEP_COLOUR.later}`
        : $state === 'now'
          ? `0 0 0 ${px(5)} rgba(224, 138, 0, 0.18)`
          : 'none'};
  }

  /* The line down to the next state. */
  &:not(:last-child)::after {
    content: '';
    position: absolute;
    top: ${px(22)};
    bottom: ${px(2)};
    left: ${px(9)};
    width: ${px(2)};
    border-radius: ${px(1)};
    background: ${({ $state }) => ($state === 'done' ? STEP_COLOUR.done : STEP_COLOUR.later)};
  }
`;

interface Asked {
  points: number;
}

/** What storage kept of a withdrawal whose answer never came (outside input): a whole, positive amount of points. */
const restoreAsked = (raw: unknown): Asked | null => {
  const points = (raw as Partial<Asked> | null)?.points;
  return typeof points === 'number' && Number.isSafeInteger(points) && points > 0 ? { points } : null;
};

/**
 * `/h5/withdraw/confirm?points=N`: the amount, fee, arrival and account re-read from the server, then one withdrawal.
 * The submit is a write on the shared mechanism (platform/http/useWriteIntent): its key is made at the tap; a double
 * tap sends once; a reply that never comes (the write timeout) is said, kept across a reload (the amount only) and
 * checked with the same key, so it withdraws once; a refusal says why and leaves Confirm usable.
 */
export default function WithdrawConfirmPage() {
  const { t } = useTranslation('withdraw');
  const back = useBackOrClose();
  const [params] = useSearchParams();
  const [done, setDone] = useState<Withdrawal | null>(null);
  const submit = useWriteIntent<Asked, Withdrawal>({
    scope: 'withdraw:submit',
    send: ({ points }, key, options) => submitWithdrawal(points, key, options),
    restore: restoreAsked,
    onDone: (withdrawal) => setDone(withdrawal),
    onRefused: (error) => {
      const refusal = withdrawRefusalOf(error);
      if (refusal) void showAlert({ message: t(`errors.${refusal}`), buttonText: t('errors.ok') });
      return refusal !== null; // any other refusal: the server's words under the button (WriteStatus)
    },
  });
  const asked = /^\d{1,12}$/.test(params.get('points') ?? '') ? Number(params.get('points')) : 0;
  // A withdrawal whose answer never came (here, or found after a reload) is the one on this page until it is checked.
  const points = submit.unknown && submit.intent ? submit.intent.params.points : asked;
  const quote = useQuery({ ...quoteQuery(points), enabled: points > 0 });
  const summary = useQuery(summaryQuery());
  const failed = points <= 0 ? null : quote.isError ? quote : summary.isError ? summary : null;
  return (
    <Scaffold title={t('titles.confirm')} onBack={back}>
      <Page>
        {points <= 0 ? (
          <NoAmount />
        ) : quote.data && summary.data ? (
          <Confirm
            points={points}
            account={summary.data.account ?? ''}
            guild={summary.data.guild}
            quote={quote.data}
            submit={submit}
            done={done}
          />
        ) : failed && isSignedOutError(failed.error) ? (
          <SignInPrompt />
        ) : failed ? (
          <ErrorState
            message={serverMessage(failed.error)}
            onRetry={() => void failed.refetch()}
            retrying={failed.isFetching}
          />
        ) : (
          <div role="status" aria-busy="true" aria-label={t('loading')}>
            <Skeleton $height={300} $radius={18} />
          </div>
        )}
      </Page>
    </Scaffold>
  );
}

const NoAmountBox = styled.div`
  display: grid;
  justify-items: center;
  gap: ${px(8)};
`;

/**
 * No amount in the address, or one that is not a whole number of points: nothing to confirm. Not a dead end: the way
 * on is the withdrawal page, where the amount is entered (replacing this address, so back does not return here).
 */
function NoAmount() {
  const { t } = useTranslation('withdraw');
  const navigate = useNavigate();
  const { web } = useWebVariant();
  return (
    <NoAmountBox>
      <EmptyState message={t('errors.noAmount')} />
      <Button onClick={() => void navigate(web ? WITHDRAW_WEB_PATH : WITHDRAW_PATH, { replace: true })}>
        {t('errors.toWithdraw')}
      </Button>
    </NoAmountBox>
  );
}

function Confirm({
  points,
  account,
  guild,
  quote,
  submit,
  done,
}: {
  points: number;
  account: string;
  guild: boolean;
  quote: { cash: number; fee: number; currency: string; arrivalAt: number | null };
  submit: WriteIntentControl<Asked>;
  done: Withdrawal | null;
}) {
  const { t, i18n } = useTranslation('withdraw');
  const back = useBackOrClose();
  const n = (value: number) => formatNumber(i18n.language, value);
  const money = (minor: number) => formatPrice(i18n.language, minor, quote.currency);
  const day = dateFormat(i18n.language, { month: 'long', day: 'numeric' });
  if (done) {
    // The way a withdrawal goes: the guild's approval only for a guild's anchor; a rejection ends it.
    const path = WITHDRAWAL_STATES.filter(
      (state) => (state !== 'guild_approving' || done.state === 'guild_approving' || guild) && state !== 'rejected',
    );
    const steps = done.state === 'rejected' ? [...path.slice(0, path.indexOf('paying')), 'rejected' as const] : path;
    const now = steps.indexOf(done.state);
    return (
      <Card aria-labelledby="withdraw-done" data-state={done.state}>
        <ResultEmblem state={done.state} />
        <Big>
          <span id="withdraw-done">{t(`states.${done.state}`)}</span>
          <strong>{money(done.cash)}</strong>
        </Big>
        <Steps aria-label={t('progress')}>
          {steps.map((state, index) => (
            <Step
              key={state}
              $state={
                index < now
                  ? 'done'
                  : index === now
                    ? state === 'rejected'
                      ? 'rejected'
                      : state === 'paid'
                        ? 'done'
                        : 'now'
                    : 'later'
              }
              aria-current={index === now ? 'step' : undefined}
            >
              {t(`states.${state}`)}
            </Step>
          ))}
        </Steps>
        {done.state === 'rejected' ? (
          <Reason>{done.reason ? t('rejectedBecause', { reason: done.reason }) : t('rejectedNoReason')}</Reason>
        ) : (
          done.state !== 'paid' && done.arrivalAt && <p>{t('arrival', { date: day(done.arrivalAt) })}</p>
        )}
        <Button block onClick={back}>
          {t('done')}
        </Button>
      </Card>
    );
  }
  return (
    <Card aria-labelledby="withdraw-amount">
      <Big>
        <span id="withdraw-amount">{t('receive')}</span>
        <strong>{money(quote.cash)}</strong>
      </Big>
      <Rows>
        <dt>{t('rows.points')}</dt>
        <dd>{n(points)}</dd>
        <dt>{t('rows.fee')}</dt>
        <dd>{money(quote.fee)}</dd>
        <dt>{t('rows.arrival')}</dt>
        <dd>{quote.arrivalAt ? day(quote.arrivalAt) : '—'}</dd>
        <dt>{t('rows.account')}</dt>
        <dd>{account}</dd>
      </Rows>
      {/* No answer yet: its check is the only way on (the same key: it never withdraws twice). */}
      {!submit.unknown && (
        <Button block size="large" loading={submit.busy} onClick={() => submit.run({ points })}>
          {t('confirm')}
        </Button>
      )}
      <WriteStatus write={submit} />
    </Card>
  );
}
