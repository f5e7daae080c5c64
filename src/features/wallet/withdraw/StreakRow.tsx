import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { px } from '../../../ui/px';
import { STREAK_DAYS } from '../../../platform/earnings/earnings';

const Row = styled.ol`
  display: grid;
  grid-template-columns: repeat(${STREAK_DAYS}, 1fr);
  gap: ${px(6)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Day = styled.li<{ $done: boolean; $last: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(4)};
  color: var(--color-textMuted);
  font-size: ${px(11)};

  span {
    display: grid;
    place-items: center;
    width: ${px(36)};
    height: ${px(36)};
    border-radius: 50%;
    background: ${({ $done, $last }) =>
      $done
        ? ($last ? 'linear-gradient(180deg, #ffd36b, #e08a00)' : 'linear-gradient(180deg, #5ee6a8, #14a06a)')
        : '#f1e9e3'};
    box-shadow: ${({ $done }) => ($done ? `0 ${px(3)} ${px(8)} rgba(20, 160, 106, 0.3)` : `inset 0 0 0 ${px(1.5)} #e2d6cd`)};
    color: ${({ $done }) => ($done ? '#fff' : '#6e625b')};
    font-size: ${px(15)};
    font-weight: 900;
  }
`;

/** The seven days of the sign-in streak: a check for each day signed, the seventh in gold (cash unlocks). */
export function StreakRow({ streak }: { streak: number }) {
  const { t } = useTranslation('withdraw');
  const done = Math.min(STREAK_DAYS, streak);
  return (
    <Row aria-label={t('streak.label', { count: done, days: STREAK_DAYS })}>
      {Array.from({ length: STREAK_DAYS }, (_, index) => (
        <Day key={index} $done={index < done} $last={index === STREAK_DAYS - 1} aria-hidden="true">
          <span>{index < done ? '✓' : index + 1}</span>
          {t('streak.day', { day: index + 1 })}
        </Day>
      ))}
    </Row>
  );
}
