import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { appNow } from '../../../platform/clock/clock';
import { useAppNow } from '../../../platform/clock/useAppNow';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { ErrorState } from '../../../ui/ErrorState/ErrorState';
import { Link } from '../../../ui/Link/Link';
import { focusRing, tapArea } from '../../../ui/interaction';
import { px } from '../../../ui/px';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import { TitleBarLink } from '../../../ui/Scaffold/TitleBarLink';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import { darkSurface } from '../../../ui/surfaces';
import { festivalQuery, type FestivalState } from '../api';
import type { FestivalDefinition } from '../definition';
import { type FestivalPhase, festivalPhase, nextChange } from '../model';
import { BoardSection } from './BoardSection';
import { FestivalHero } from './FestivalHero';
import { GiftsSection } from './GiftsSection';
import { MyStandingBar } from './MyStandingBar';
import { RewardsSection } from './RewardsSection';
import { TasksSection } from './TasksSection';

// The rules' words and list come when the sheet opens, not with the page; the claim (and the write it makes) once the
// results are out.
const RulesSheet = lazy(() => import('./RulesSheet').then((module) => ({ default: module.RulesSheet })));
// Past its keep time, the activity-ended page's content (rarely seen: not in the page's first visit).
const ActivityEnded = lazy(() =>
  import('../../../ui/ActivityEnded/ActivityEnded').then((module) => ({ default: module.ActivityEnded })),
);
const LazyClaimCard = lazy(() => import('./ClaimCard').then((module) => ({ default: module.ClaimCard })));

/** My claim, loaded when the results are out. */
export function ClaimCard(props: { festival: FestivalDefinition; state: FestivalState }) {
  return (
    <Suspense fallback={<Skeleton $height={200} $radius={20} />}>
      <LazyClaimCard {...props} />
    </Suspense>
  );
}

export const Stage = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${px(26)};
  padding: 0 ${px(12)} ${px(24)};
  background:
    radial-gradient(140% 30% at 50% 100%, rgba(255, 255, 255, 0.08) 0%, transparent 70%),
    var(--color-canvas);
  ${darkSurface}
  --focus-ring: var(--color-accentStrong);
  /* Errors read on the night panels (a field at its limit, a refusal). */
  --color-danger: #ff9a9a;
  /* The podium lit on the night panel, not the light boards' cream. */
  --color-podiumGlow: rgba(255, 226, 154, 0.42);
  --color-podiumFrom: rgba(255, 255, 255, 0.16);
  --color-podiumTo: rgba(255, 255, 255, 0.03);
`;

const RulesButton = styled.button`
  ${tapArea(28)}
  padding: ${px(4)} 0;
  border: 0;
  background: none;
  color: var(--theme-barAccent);
  font: inherit;
  font-size: ${px(14)};
  font-weight: 600;
  cursor: pointer;
  &:focus-visible {
    ${focusRing(2)}
  }
`;

const More = styled.nav`
  display: flex;
  gap: ${px(10)};
`;

const MoreLink = styled(Link)`
  ${tapArea(48)}
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: center;
  gap: ${px(6)};
  padding: ${px(12)};
  border-radius: ${px(16)};
  background: var(--color-accentGradient);
  box-shadow: 0 ${px(6)} ${px(16)} rgba(0, 0, 0, 0.3), inset 0 ${px(1)} 0 rgba(255, 255, 255, 0.4);
  color: #fff;
  font-size: ${px(15)};
  font-weight: 800;
  text-decoration: none;
  text-shadow: 0 ${px(1)} ${px(2)} rgba(0, 0, 0, 0.3);
  &::after {
    content: '›';
    font-size: ${px(20)};
    line-height: 1;
  }
  &:focus-visible {
    ${focusRing(2)}
  }
`;

const Settling = styled.p`
  margin: 0;
  padding: ${px(14)} ${px(16)};
  border-radius: ${px(18)};
  background: rgba(0, 0, 0, 0.28);
  box-shadow: inset 0 0 0 ${px(1)} rgba(255, 255, 255, 0.16);
  color: var(--color-text);
  font-size: ${px(14)};
  line-height: 1.55;
  text-align: center;
`;

/** The festival's state and where it is now: the phase re-read whenever the app clock crosses a boundary. */
export function useFestival(festival: FestivalDefinition) {
  // A board with tabs (the mini-games'): the tab picked, its board kept on screen until the next one arrives.
  const [tab, setTab] = useState<string | null>(null);
  const query = useQuery({
    ...festivalQuery(festival.festival, tab),
    placeholderData: keepPreviousData,
    // A reply made just before a boundary on the server's clock (the countdown reached it a moment early) shows the
    // phase before: asked again each second until the server's reply is of the phase the page is in.
    refetchInterval: ({ state }) => {
      const data = state.data;
      const at = data?.server_now;
      return data && at != null && festivalPhase(data.window, at) !== festivalPhase(data.window, appNow())
        ? 1_000
        : false;
    },
  });
  const window = query.data?.window ?? null;
  const now = useAppNow(1000, (at) => (window ? festivalPhase(window, at) : null));
  const phase: FestivalPhase | null = window ? festivalPhase(window, now) : null;
  return { query, phase, target: window ? nextChange(window, now) : null, setTab };
}

export type FestivalStatus = ReturnType<typeof useFestival>;

/** A festival sub-page's frame: its themed scaffold, hero and states (loading, failed, gone). */
export function FestivalFrame({
  festival,
  title,
  subtitle,
  rightAction,
  footer,
  status,
  children,
}: {
  festival: FestivalDefinition;
  /** The page's `useFestival`: its state and phase (the page reads them too, for its footer and sections). */
  status: FestivalStatus;
  title: string;
  subtitle?: string;
  rightAction?: ReactNode;
  footer?: ReactNode;
  children: (state: FestivalState, phase: FestivalPhase) => ReactNode;
}) {
  const { t } = useTranslation('festivals');
  const back = useBackOrClose();
  const { query, phase, target } = status;
  const state = query.data;
  return (
    <Scaffold
      theme={festival.theme}
      title={title}
      onBack={back}
      rightAction={rightAction}
      footer={footer}
      iosFooter={!footer}
    >
      <Stage data-phase={phase ?? 'loading'}>
        {phase === 'gone' ? (
          <Suspense fallback={null}>
            <ActivityEnded onLeave={back} />
          </Suspense>
        ) : (
          <>
            <FestivalHero
              festival={festival}
              window={state?.window ?? null}
              phase={phase}
              target={target}
              subtitle={subtitle}
              onPhaseEnd={() => void query.refetch()}
            />
            {state && phase ? (
              children(state, phase)
            ) : query.isError ? (
              <ErrorState message={t('failed')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
            ) : (
              <>
                <Skeleton $height={180} $radius={20} aria-label={t('loading')} />
                <Skeleton $height={240} $radius={20} />
              </>
            )}
          </>
        )}
      </Stage>
    </Scaffold>
  );
}

/**
 * A festival's page, as every festival has it (docs/areas/festivals.md): the hero with the countdown, then its sections
 * in its definition's order — its own mechanic, the gifts, the tasks, the board, the rewards — and in the ended phase
 * the claim on top; my standing pinned under the page; the rules on their page or in a sheet.
 */
export function FestivalScreen({ festival }: { festival: FestivalDefinition }) {
  const { t } = useTranslation('festivals');
  const { t: own } = useTranslation(festival.ns);
  const [rulesOpen, setRulesOpen] = useState(false);
  const status = useFestival(festival);
  const { phase } = status;
  const state = status.query.data;
  const showsBoard = festival.sections.includes('board');
  return (
    <FestivalFrame
      festival={festival}
      status={status}
      title={own('title')}
      rightAction={
        festival.rulesPath ? (
          <TitleBarLink to={festival.rulesPath}>{t('rulesLink')}</TitleBarLink>
        ) : (
          <RulesButton type="button" onClick={() => setRulesOpen(true)}>
            {t('rulesLink')}
          </RulesButton>
        )
      }
      footer={
        showsBoard && state?.me && phase && phase !== 'before' && phase !== 'gone' ? (
          <MyStandingBar me={state.me} phase={phase} />
        ) : undefined
      }
    >
      {(data, now) => (
        <>
          {now === 'settling' && <Settling role="status">{t('settling')}</Settling>}
          {now === 'ended' && showsBoard && <ClaimCard festival={festival} state={data} />}
          {festival.sections.map((section) => {
            switch (section) {
              case 'stage':
                return festival.Stage ? (
                  <festival.Stage key={section} festival={festival} state={data} phase={now} live={now === 'live'} />
                ) : null;
              case 'gifts':
                return data.gifts.length > 0 ? (
                  <GiftsSection key={section} festival={festival} gifts={data.gifts} />
                ) : null;
              case 'tasks':
                return data.tasks.length > 0 ? (
                  <TasksSection key={section} tasks={data.tasks} live={now === 'live'} />
                ) : null;
              case 'board':
                return (
                  <BoardSection
                    festival={festival}
                    key={section}
                    board={data.board}
                    kind={festival.board}
                    phase={now}
                    tabs={data.tabs}
                    tab={data.tab}
                    onTab={status.setTab}
                  />
                );
              case 'rewards':
                return data.tiers.length > 0 ? <RewardsSection key={section} tiers={data.tiers} /> : null;
            }
          })}
          {(festival.rewardsPath || festival.publicityPath) && (
            <More aria-label={t('more')}>
              {festival.rewardsPath && <MoreLink to={festival.rewardsPath}>{t('links.rewards')}</MoreLink>}
              {festival.publicityPath && <MoreLink to={festival.publicityPath}>{t('links.publicity')}</MoreLink>}
            </More>
          )}
          {rulesOpen && (
            <Suspense fallback={null}>
              <RulesSheet open onClose={() => setRulesOpen(false)} festival={festival} state={data} />
            </Suspense>
          )}
        </>
      )}
    </FestivalFrame>
  );
}
