import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { serverMessage } from '../../../platform/http/errors';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { Card } from '../../../ui/Card/Card';
import { EmptyState } from '../../../ui/EmptyState/EmptyState';
import { ErrorState } from '../../../ui/ErrorState/ErrorState';
import { LazyImage } from '../../../ui/LazyImage/LazyImage';
import { px } from '../../../ui/px';
import { RankRow } from '../../../ui/RankRow/RankRow';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { giftStarHistoryQuery } from '../api';
import { BoardValue } from '../components/BoardValue';
import { SkinScope } from '../components/boardSkins';
import { toBoardRow } from '../components/boardRows';
import { openRow } from '../openRow';
import { isDateTime } from '../../../platform/i18n/dateFormat';
import { focusRing } from '../../../ui/interaction';
import { UTC8_OFFSET_MS } from '../../../platform/clock/clock';

const Root = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${px(12)};
  padding: 0 0 ${px(24)};
  background: var(--color-canvas);
`;

const Weeks = styled.div`
  display: flex;
  gap: ${px(8)};
  padding: ${px(12)};
  overflow-x: auto;
  background: var(--board-hero);
  scrollbar-width: none;
`;

const Week = styled.button<{ $on: boolean }>`
  flex: none;
  height: ${px(30)};
  padding: 0 ${px(12)};
  border: ${px(1)} solid rgba(255, 255, 255, 0.6);
  border-radius: ${px(999)};
  background: ${({ $on }) => ($on ? '#fff' : 'rgba(255, 255, 255, 0.12)')};
  color: ${({ $on }) => ($on ? 'var(--color-accentStrong)' : '#fff')};
  font: inherit;
  font-size: ${px(13)};
  font-weight: 700;
  cursor: pointer;
  &:focus-visible {
    ${focusRing(0)}
  }
`;

const Stars = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(12)};
  padding: 0 ${px(12)};
`;

const GiftHead = styled.h2`
  display: flex;
  align-items: center;
  gap: ${px(10)};
  margin: 0 0 ${px(4)};
  padding: ${px(4)} ${px(6)} 0;
  font-size: ${px(16)};
  font-weight: 700;
`;

const GiftIcon = styled(LazyImage)`
  width: ${px(36)};
`;

const Rows = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Loading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(12)};
  padding: ${px(12)};
`;

/** "23 Dec – 29 Dec" for the UTC+8 week starting at `start`. */
function weekLabel(start: number, language: string): string {
  const format = new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const from = start + UTC8_OFFSET_MS;
  const to = from + 6 * 86_400_000;
  return isDateTime(from) && isDateTime(to) ? format.formatRange(from, to) : '';
}

const weekFromQuery = (search: string): number | undefined => {
  const week = Number(new URLSearchParams(search).get('week'));
  return Number.isInteger(week) && week > 0 ? week : undefined;
};

/** `/h5/weeklyGiftHistoryRank`: each past week's gift stars and their top three. */
export default function GiftStarHistoryPage() {
  const { t, i18n } = useTranslation('ranks');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const back = useBackOrClose();
  const navigate = useNavigate();
  const location = useLocation();
  const history = useQuery(giftStarHistoryQuery(weekFromQuery(location.search)));

  let body;
  if (history.isPending) {
    body = (
      <Loading role="status" aria-busy="true" aria-label={t('board.loading')}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} $height={230} $radius={16} />
        ))}
      </Loading>
    );
  } else if (history.isError) {
    body = (
      <ErrorState
        message={serverMessage(history.error)}
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
      />
    );
  } else {
    const { week, weeks, stars } = history.data;
    body = (
      <>
        {weeks.length > 0 && (
          <Weeks role="group" aria-label={t('rankPages:history.weeksLabel')}>
            {weeks.map((start) => (
              <Week
                key={start}
                type="button"
                $on={start === week}
                aria-pressed={start === week}
                onClick={() => void navigate({ search: `?week=${start}` }, { replace: true })}
              >
                {weekLabel(start, language)}
              </Week>
            ))}
          </Weeks>
        )}
        {stars.length === 0 ? (
          <EmptyState kind="noRecords" message={t('rankPages:history.empty')} />
        ) : (
          <Stars>
            {stars.map(({ gift, entries }) => (
              <Card key={gift.id}>
                <GiftHead>
                  <GiftIcon src={gift.icon} alt="" ratio={1} fit="contain" />
                  {t(`gifts.${gift.id}`, { defaultValue: gift.name })}
                </GiftHead>
                {entries.length === 0 ? (
                  <EmptyState message={t('rankPages:history.noWinner')} compact />
                ) : (
                  <Rows>
                    {entries.map((wire) => {
                      const row = toBoardRow(wire, t);
                      return (
                        <li key={wire.id}>
                          <RankRow
                            entry={row.entry}
                            value={<BoardValue value={row.value} unit={t('units.gift_star')} />}
                            onSelect={() => openRow(row, t('notInApp'))}
                          />
                        </li>
                      );
                    })}
                  </Rows>
                )}
              </Card>
            ))}
          </Stars>
        )}
      </>
    );
  }

  return (
    <SkinScope $skin="star">
      <Scaffold title={t('titles.gift_star_history')} onBack={back}>
        <Root>{body}</Root>
      </Scaffold>
    </SkinScope>
  );
}
