import { useTranslation } from 'react-i18next';
import { Link } from '../../../ui/Link/Link';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { HorsepowerMeter } from '../components/HorsepowerMeter';
import { RaceGameStatus } from '../components/RaceGameStatus';
import { TitleBarLink } from '../../../ui/Scaffold/TitleBarLink';
import { RaceStage, StageLinks, StageSection } from '../components/RaceStage';
import { WinnerStrip } from '../components/WinnerStrip';
import type { RaceGame } from '../model';
import { useRaceGame } from '../useRaceGame';
import { RaceBoard } from './RaceBoard';
import { raceThemes } from '../theme';

export interface RacePageProps {
  /** The speed car game, the golden speed car (the same race in gold, with its own prize) or the horsepower battle (two sides). */
  game?: RaceGame;
}

/** `/h5/race`, `/h5/race/golden` and `/h5/race/horsepower`: the track, what to refuel, my gasoline, the result. */
export function RacePage({ game = 'classic' }: RacePageProps) {
  const { t } = useTranslation('race');
  const back = useBackOrClose();
  const race = useRaceGame(game);
  const { round } = race;
  const query = `?game=${game}`;

  return (
    <Scaffold
      title={t(`titles.${game}`)}
      onBack={back}
      iosFooter
      theme={raceThemes[game]}
      rightAction={<TitleBarLink to={`/h5/race/rules${query}`}>{t('links.rules')}</TitleBarLink>}
    >
      <RaceStage $game={game}>
        <RaceGameStatus game={race} />
        <RaceBoard
          game={game}
          race={race}
          afterTrack={
            <>
              {game === 'horsepower' && round && (
                <StageSection>
                  <HorsepowerMeter entries={round.entries} />
                </StageSection>
              )}
              {round && <WinnerStrip winners={round.recent_winners} />}
            </>
          }
          afterGrid={
            <StageLinks aria-label={t('links.label')}>
              <Link to={`/h5/race/history${query}`}>{t('links.history')}</Link>
              <Link to="/h5/race/medal">{t('links.medal')}</Link>
            </StageLinks>
          }
        />
      </RaceStage>
    </Scaffold>
  );
}

export default RacePage;

export function GoldenRacePage() {
  return <RacePage game="golden" />;
}

export function HorsepowerBattlePage() {
  return <RacePage game="horsepower" />;
}
