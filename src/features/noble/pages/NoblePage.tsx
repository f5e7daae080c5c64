import { startTransition, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../ui/Link/Link';
import styled from 'styled-components';
import { serverMessage } from '../../../platform/http/errors';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { storage } from '../../../platform/storage/safeStorage';
import { ErrorState } from '../../../ui/ErrorState/ErrorState';
import { focusRing } from '../../../ui/interaction';
import { IosFooter } from '../../../ui/IosFooter/IosFooter';
import { lazyComponent } from '../../../ui/lazyComponent';
import { px } from '../../../ui/px';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { TitleBarLink } from '../../../ui/Scaffold/TitleBarLink';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { BuyTiers } from '../components/BuyTiers';
import { NobleHero } from '../components/NobleHero';
import { Loading, NobleStage } from '../components/NobleStage';
import { PrivilegeCompare } from '../components/PrivilegeCompare';
import { ProjectionCard } from '../components/ProjectionCard';
import { CYCLE_DAYS, DAY_MS, tierProgress } from '../model';
import { MINE_LEVEL_PATH, NOBLE_GROWTH_PATH, NOBLE_INTRODUCE_PATH } from '../paths';
import { useNobleCenter } from '../useNobleCenter';
import { nobleTheme } from '../theme';

/** A change of tier is announced for the first three days of the cycle it started. */
const BANNER_DAYS = 3;

/** The reveal's code (rays, sparkles, the full-screen stage) comes only with an upgrade or renewal to reveal. */
const Celebration = lazyComponent(async () => (await import('../components/UpgradeCelebration')).UpgradeCelebration);

/** Loads the reveal's code now (stories do, so a purchase's reveal is on screen in the frame the purchase lands). */
export const preloadReveal = (): Promise<unknown> => Celebration.preload();

/** The upgrade last celebrated (`<tier>@<moment>`): each upgrade is celebrated once, not at every visit. */
export const CELEBRATED_KEY = 'noble:celebrated';

const Banner = styled.p`
  margin: ${px(4)} 0 0;
  padding: ${px(10)} ${px(14)};
  border-radius: ${px(12)};
  background: linear-gradient(90deg, rgba(246, 196, 83, 0.28), rgba(255, 92, 147, 0.22));
  box-shadow: inset 0 0 0 ${px(1)} rgba(246, 196, 83, 0.55);
  color: #fff;
  font-size: ${px(14)};
  font-weight: 700;
  text-align: center;
`;

const Links = styled.nav`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${px(8)};
`;

const Tile = styled(Link)`

  &:focus-visible {
    ${focusRing()}
  }
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${px(48)};
  padding: ${px(8)};
  border-radius: ${px(12)};
  background: rgba(255, 255, 255, 0.08);
  box-shadow: inset 0 0 0 ${px(1)} rgba(246, 196, 83, 0.3);
  color: #ffe3a3;
  font-size: ${px(13)};
  font-weight: 700;
  text-align: center;
  text-decoration: none;
`;

/** `/h5/noble`: my tier, growth and cycle, what keeps or moves it, buy or renew, and my privileges next to the next tier's. */
export default function NoblePage() {
  const { t } = useTranslation('noble');
  const back = useBackOrClose();
  const center = useNobleCenter();
  const { tiers, mine, projection, now } = center;
  const failed = tiers.isError ? tiers : mine.isError ? mine : null;
  // The first screen (hero and outlook) renders first; the offers and the comparison below it in a transition that
  // yields to the browser, so a mid-range phone shows the page without one long task.
  const [below, setBelow] = useState(false);
  const ready = Boolean(tiers.data && mine.data);
  useEffect(() => {
    if (ready) startTransition(() => setBelow(true));
  }, [ready]);
  const change = mine.data?.lastChange;
  const announce =
    change && change.tier && change.kind !== 'drop' && now - change.at < BANNER_DAYS * DAY_MS && now >= change.at;
  // An upgrade (earned or bought) and a renewal are revealed once each: the same full-screen badge reveal.
  const upgrade =
    announce && change.tier && (change.kind === 'upgrade' || change.kind === 'renew')
      ? { tier: change.tier, kind: change.kind, mark: `${change.tier}@${change.at}` }
      : null;
  const [celebrated, setCelebrated] = useState(() => storage.get(CELEBRATED_KEY));
  // Closed on this visit: it stays mounted, so the modal leaves with its animation.
  const [closedHere, setClosedHere] = useState(false);
  const endCelebration = () => {
    if (!upgrade) return;
    storage.set(CELEBRATED_KEY, upgrade.mark);
    setCelebrated(upgrade.mark);
    setClosedHere(true);
  };
  return (
    <Scaffold
      theme={nobleTheme}
      title={t('titles.main')}
      onBack={back}
      rightAction={<TitleBarLink to={NOBLE_INTRODUCE_PATH}>{t('links.rules')}</TitleBarLink>}
    >
      <NobleStage>
        {tiers.data && mine.data && projection ? (
          <>
            {announce && change.tier && (
              <Banner role="status">
                {t(change.kind === 'upgrade' ? 'banner.upgrade' : 'banner.renew', {
                  tier: t(`tiers.${change.tier}`),
                  days: CYCLE_DAYS,
                })}
              </Banner>
            )}
            {/* The server's standing as it is: its tier beside its growth (the page never settles a cycle itself). */}
            <NobleHero
              tier={mine.data.standing.tier}
              growth={mine.data.standing.growth}
              progress={tierProgress(tiers.data, mine.data.standing.growth, mine.data.standing.tier)}
              projection={projection}
              onCycleEnd={() => void mine.refetch()}
            />
            <ProjectionCard projection={projection} />
            {below && <BuyTiers center={center} table={tiers.data} tier={projection.tier} coins={mine.data.coins} />}
            {below && (
              <PrivilegeCompare
                table={tiers.data}
                tier={projection.tier ?? projection.next?.tier ?? null}
                next={projection.tier ? (projection.next?.tier ?? null) : null}
              />
            )}
            <Links aria-label={t('links.label')}>
              <Tile to={NOBLE_INTRODUCE_PATH}>{t('links.introduce')}</Tile>
              <Tile to={NOBLE_GROWTH_PATH}>{t('links.growth')}</Tile>
              <Tile to={MINE_LEVEL_PATH}>{t('links.level')}</Tile>
            </Links>
          </>
        ) : failed ? (
          <ErrorState
            message={serverMessage(failed.error)}
            onRetry={() => void failed.refetch()}
            retrying={failed.isFetching}
          />
        ) : (
          <Loading aria-label={t('loading')}>
            <Skeleton $height={300} $radius={16} />
            <Skeleton $height={120} $radius={16} />
            <Skeleton $height={180} $radius={16} />
          </Loading>
        )}
        <IosFooter />
      </NobleStage>
      {upgrade && (celebrated !== upgrade.mark || closedHere) && (
        <Suspense fallback={null}>
          <Celebration.Component
            tier={upgrade.tier}
            kind={upgrade.kind}
            open={celebrated !== upgrade.mark}
            onClose={endCelebration}
          />
        </Suspense>
      )}
    </Scaffold>
  );
}
