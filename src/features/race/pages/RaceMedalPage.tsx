import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RACE_PAGES_STRINGS } from '../strings';
import styled from 'styled-components';
import { useAppNow } from '../../../platform/clock/useAppNow';
import { serverMessage } from '../../../platform/http/errors';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { ErrorState } from '../../../ui/ErrorState/ErrorState';
import { px } from '../../../ui/px';
import { RuleList } from '../../../ui/RuleList/RuleList';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { Section } from '../../../ui/Section/Section';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { isMinorRefusal, raceMedalQuery } from '../api';
import { MedalProgressCard } from '../components/MedalProgressCard';
import { MinorBanned } from '../components/MinorBanned';
import { buildMedalRules } from '../raceRules';
import { raceThemes } from '../theme';

const Body = styled.div`
  padding: ${px(16)} ${px(12)} 0;
`;

/* The rules' side margins of every rules page (RaceRulesPage, RankRulesPage): 12 units. */
const HowTo = styled(Section)`
  padding-left: ${px(12)};
  padding-right: ${px(12)};
`;

/** Days left only change once a day: the clock is re-read every minute (and whenever it is set). */
const CLOCK_TICK_MS = 60_000;

/** `/h5/race/medal`: the gold racer medal, my fragments towards its next day and how fragments are earned. */
export default function RaceMedalPage() {
  const { t, i18n } = useTranslation(RACE_PAGES_STRINGS, { nsMode: 'fallback' });
  const back = useBackOrClose();
  const now = useAppNow(CLOCK_TICK_MS);
  const medal = useQuery(raceMedalQuery());
  const language = i18n.resolvedLanguage ?? i18n.language;

  return (
    <Scaffold title={t('titles.medal')} onBack={back} theme={raceThemes.classic}>
      {medal.isPending ? (
        <Body role="status" aria-busy="true" aria-label={t('medal.loading')}>
          <Skeleton $height={168} $radius={16} />
        </Body>
      ) : medal.isError ? (
        isMinorRefusal(medal.error) ? (
          <MinorBanned />
        ) : (
          <ErrorState
            message={serverMessage(medal.error)}
            onRetry={() => void medal.refetch()}
            retrying={medal.isFetching}
          />
        )
      ) : (
        <>
          <Body>
            <MedalProgressCard expiresAt={medal.data.expires_at} fragments={medal.data.fragments} now={now} />
          </Body>
          <HowTo title={t('medal.howTitle')}>
            <RuleList rules={buildMedalRules({ t, language })} />
          </HowTo>
        </>
      )}
    </Scaffold>
  );
}

export { RaceMedalPage };
