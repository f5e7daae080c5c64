import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { STREAK_DAYS } from '../../../../platform/earnings/earnings';
import { Button } from '../../../../ui/Button/Button';
import { px } from '../../../../ui/px';
import { WriteStatus, type WriteStatusProps } from '../../../../ui/UnknownOutcome/UnknownOutcome';
import { CheckInCoin, type CheckInCoinState, EnvelopeArt } from './TaskArt';

export interface CheckInCardProps {
  /** The server's streak (the wallet's sign-in: one streak for the task and for withdrawals). */
  streak: number;
  signedToday: boolean;
  signing: boolean;
  onSignIn: () => void;
  /** Today's sign-in when its outcome is not plain: no answer (its check instead of the button) or refused (why). */
  write?: WriteStatusProps['write'];
  /** 'coins': gold coins and a red envelope on day seven (v4); 'plain': numbered discs (v3). */
  look?: 'coins' | 'plain';
}

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(${STREAK_DAYS}, 1fr);
  gap: ${px(4)};
  align-items: end;
`;

const Day = styled.span<{ $today: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(4)};
  padding: ${px(6)} 0 ${px(6)};
  border-radius: ${px(12)};
  color: var(--color-textMuted);
  font-size: ${px(11)};
  font-weight: 600;
  white-space: nowrap;
  ${({ $today }) =>
    $today &&
    css`
      background: linear-gradient(180deg, #fff3d6 0%, #ffe4ad 100%);
      box-shadow: inset 0 0 0 ${px(1.5)} #f3b940;
      color: #7a3b00;
      font-weight: 800;
    `}
`;

const Disc = styled.span<{ $done: boolean; $today: boolean }>`
  display: grid;
  place-items: center;
  width: ${px(34)};
  height: ${px(34)};
  border-radius: 50%;
  font-size: ${px(14)};
  font-weight: 800;
  ${({ $done, $today }) =>
    $done
      ? css`
          background: var(--color-accentStrong);
          color: var(--color-onAccent);
        `
      : css`
          background: #f6eee8;
          color: #6e625b;
          box-shadow: inset 0 0 0 ${px($today ? 2 : 1)} ${$today ? 'var(--color-accentStrong)' : '#e5d6cb'};
        `}
`;

const Note = styled.p`
  margin: 0;
  color: var(--color-textMuted);
  font-size: ${px(12)};
  line-height: 1.5;
  text-align: center;
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(12)};
`;

/** Which of the seven days is which: signed, today (signed or still to sign), later. */
function dayStates(streak: number, signedToday: boolean): { state: CheckInCoinState; today: boolean }[] {
  const done = Math.min(STREAK_DAYS, Math.max(0, streak));
  const todayIndex = signedToday ? done - 1 : done < STREAK_DAYS ? done : -1;
  return Array.from({ length: STREAK_DAYS }, (_, index) => ({
    state: index < done ? 'done' : index === todayIndex ? 'today' : 'later',
    today: index === todayIndex,
  }));
}

/** The seven days of the sign-in streak and today's sign-in (the same call and streak as the withdrawal page). */
export function CheckInCard({ streak, signedToday, signing, onSignIn, write, look = 'coins' }: CheckInCardProps) {
  const { t } = useTranslation('anchorTasks');
  const done = Math.min(STREAK_DAYS, Math.max(0, streak));
  const days = dayStates(streak, signedToday);
  return (
    <Column>
      <Row role="img" aria-label={t('checkIn.label', { count: done, days: STREAK_DAYS })}>
        {days.map(({ state, today }, index) => (
          <Day key={index} $today={today && look === 'coins'}>
            {look === 'coins' ? (
              index === STREAK_DAYS - 1 ? (
                <EnvelopeArt done={state === 'done'} size={40} />
              ) : (
                <CheckInCoin state={state} size={34} />
              )
            ) : (
              <Disc $done={state === 'done'} $today={today}>
                {state === 'done' ? '✓' : index + 1}
              </Disc>
            )}
            {today ? t('checkIn.today') : t('checkIn.day', { day: index + 1 })}
          </Day>
        ))}
      </Row>
      {signedToday ? (
        <Button block variant="secondary" disabled>
          {t('checkIn.signedToday')}
        </Button>
      ) : (
        <>
          {/* While a sign-in's outcome is unknown, its check is the only way on (it never signs in twice). */}
          {!write?.unknown && (
            <Button block loading={signing} onClick={onSignIn}>
              {t('checkIn.signIn')}
            </Button>
          )}
          {write && <WriteStatus write={write} />}
        </>
      )}
      <Note>{t('checkIn.shared', { days: STREAK_DAYS })}</Note>
    </Column>
  );
}
