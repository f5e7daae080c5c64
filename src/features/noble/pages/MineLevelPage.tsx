import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { serverMessage } from '../../../platform/http/errors';
import { formatNumber } from '../../../platform/i18n/numberFormat';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { ErrorState } from '../../../ui/ErrorState/ErrorState';
import { GoldCoinIcon, SilverCoinIcon } from '../../../ui/icons/Coin';
import { IosFooter } from '../../../ui/IosFooter/IosFooter';
import { LEVEL_BAND_LOOKS, LevelBadge } from '../../../ui/LevelBadge/LevelBadge';
import { EXPERIENCE_PER_GOLD, EXPERIENCE_PER_TEN_SILVER } from '../../../ui/LevelBadge/experience';
import { LEVEL_MAX, LEVELS_PER_BAND, type LevelBandNumber, levelBand } from '../../../ui/LevelBadge/levelBand';
import { px } from '../../../ui/px';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { levelQuery, type MyLevel } from '../api';
import { GlowBar, Loading, NobleStage, Panel, PanelTitle } from '../components/NobleStage';
import { nobleTheme } from '../theme';

const BANDS = Array.from({ length: LEVEL_MAX / LEVELS_PER_BAND }, (_, index) => (index + 1) as LevelBandNumber);

const Hero = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${px(10)};
  padding: ${px(20)} 0 ${px(6)};
`;

const Emblem = styled.div<{ $background: string; $border: string }>`
  display: grid;
  place-items: center;
  width: ${px(124)};
  height: ${px(124)};
  border: ${px(4)} solid ${({ $border }) => $border};
  border-radius: 50%;
  background: ${({ $background }) => $background};
  box-shadow:
    0 0 0 ${px(6)} rgba(255, 255, 255, 0.06),
    0 ${px(10)} ${px(30)} rgba(0, 0, 0, 0.45);
  color: #fff;
  text-align: center;

  span {
    display: block;
    font-size: ${px(14)};
    font-weight: 700;
    opacity: 0.9;
  }

  strong {
    display: block;
    font-size: ${px(44)};
    font-weight: 900;
    line-height: 1;
    font-variant-numeric: tabular-nums;
  }
`;

const Numbers = styled.p`
  display: flex;
  justify-content: space-between;
  width: 86%;
  margin: 0;
  color: var(--color-textMuted);
  font-size: ${px(12)};
  font-variant-numeric: tabular-nums;
`;

const ToNext = styled.p`
  margin: 0;
  color: #ffe3a3;
  font-size: ${px(14)};
  font-weight: 700;
`;

const Ways = styled.ul`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${px(10)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${px(6)};
    padding: ${px(14)} ${px(8)};
    border-radius: ${px(14)};
    background: rgba(255, 255, 255, 0.06);
    color: #fff;
    font-size: ${px(13)};
    text-align: center;
  }

  strong {
    color: #5ee6a8;
    font-size: ${px(18)};
  }
`;

const Bands = styled.ol`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${px(8)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Band = styled.li<{ $on: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${px(8)};
  min-height: ${px(44)};
  padding: 0 ${px(12)};
  border-radius: ${px(12)};
  background: ${({ $on }) => ($on ? 'rgba(246, 196, 83, 0.16)' : 'rgba(255, 255, 255, 0.05)')};
  box-shadow: ${({ $on }) => ($on ? `inset 0 0 0 ${px(1.5)} #f6c453` : 'none')};
  color: #fff;
  font-size: ${px(13)};
  font-variant-numeric: tabular-nums;
`;

function LevelHero({ level }: { level: MyLevel }) {
  const { t, i18n } = useTranslation('noble');
  const n = (value: number) => formatNumber(i18n.language, value);
  const look = LEVEL_BAND_LOOKS[levelBand(level.level).band];
  const span = level.nextLevelAt === null ? 1 : level.nextLevelAt - level.levelStart;
  const share = level.nextLevelAt === null ? 1 : (level.experience - level.levelStart) / span;
  return (
    <Hero aria-labelledby="level-now">
      <Emblem $background={look.background} $border={look.border} id="level-now">
        <div>
          <span>{t('level.label')}</span>
          <strong>{level.level}</strong>
        </div>
      </Emblem>
      <LevelBadge level={level.level} />
      <GlowBar
        share={share}
        label={t('level.progress')}
        fill={level.nextLevelAt === null ? undefined : look.background}
      />
      <Numbers>
        <span>{t('level.experience', { amount: n(level.experience) })}</span>
        {level.nextLevelAt !== null && <span>{n(level.nextLevelAt)}</span>}
      </Numbers>
      <ToNext>
        {level.nextLevelAt === null
          ? t('level.max')
          : t('level.toNext', { level: level.level + 1, amount: n(level.nextLevelAt - level.experience) })}
      </ToNext>
    </Hero>
  );
}

/** `/h5/mine_level`: my user level (1–100 in ten bands), experience to the next level, how experience is earned, and the bands' badges. */
export default function MineLevelPage() {
  const { t, i18n } = useTranslation('noble');
  const back = useBackOrClose();
  const level = useQuery(levelQuery());
  const n = (value: number) => formatNumber(i18n.language, value);
  const myBand = level.data ? levelBand(level.data.level).band : null;
  return (
    <Scaffold title={t('titles.level')} onBack={back} theme={nobleTheme}>
      <NobleStage>
        {level.data ? (
          <LevelHero level={level.data} />
        ) : level.isError ? (
          <ErrorState
            message={serverMessage(level.error)}
            onRetry={() => void level.refetch()}
            retrying={level.isFetching}
          />
        ) : (
          <Loading aria-label={t('loading')}>
            <Skeleton $height={260} $radius={16} />
          </Loading>
        )}
        <Panel aria-labelledby="level-how">
          <PanelTitle id="level-how">{t('level.how')}</PanelTitle>
          <Ways>
            <li>
              <GoldCoinIcon size={32} />
              {t('level.perGold', { gold: n(1) })}
              <strong>+{n(EXPERIENCE_PER_GOLD)}</strong>
            </li>
            <li>
              <SilverCoinIcon size={32} />
              {t('level.perSilver', { silver: n(10) })}
              <strong>+{n(EXPERIENCE_PER_TEN_SILVER)}</strong>
            </li>
          </Ways>
        </Panel>
        <Panel aria-labelledby="level-bands">
          <PanelTitle id="level-bands">{t('level.bands')}</PanelTitle>
          <Bands>
            {BANDS.map((band) => {
              const min = (band - 1) * LEVELS_PER_BAND + 1;
              return (
                <Band key={band} $on={band === myBand} aria-current={band === myBand ? 'true' : undefined}>
                  <LevelBadge level={min} />
                  {t('level.range', { min, max: band * LEVELS_PER_BAND })}
                </Band>
              );
            })}
          </Bands>
        </Panel>
        <IosFooter />
      </NobleStage>
    </Scaffold>
  );
}
