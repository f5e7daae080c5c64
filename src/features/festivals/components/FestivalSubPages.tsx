import { useTranslation } from 'react-i18next';
import { useMemo } from 'react';
import { dateFormat } from '../../../platform/i18n/dateFormat';
import { RuleList } from '../../../ui/RuleList/RuleList';
import { Skeleton } from '../../../ui/Skeleton/Skeleton';
import type { FestivalDefinition } from '../definition';
import { BoardSection } from './BoardSection';
import { ClaimCard, FestivalFrame, useFestival } from './FestivalScreen';
import { Panel, PanelNote } from './Panel';
import { RewardsSection } from './RewardsSection';
import { useRulesLines } from './useRulesLines';

function RulesPanel({ festival, state }: { festival: FestivalDefinition; state: Parameters<typeof useRulesLines>[1] }) {
  const { t } = useTranslation('festivals');
  const rules = useRulesLines(festival, state);
  return (
    <Panel title={t('rulesLink')}>
      {rules.ready ? <RuleList rules={rules.lines} /> : <Skeleton $height={240} $radius={12} />}
    </Panel>
  );
}

/** A festival's rules page (`may_day/rules`, `520/rules`, a campaign's `-rule`): its rules, then its rewards. */
export function FestivalRulesScreen({ festival }: { festival: FestivalDefinition }) {
  const { t } = useTranslation('festivals');
  const { t: own } = useTranslation(festival.ns);
  const status = useFestival(festival);
  return (
    <FestivalFrame
      festival={festival}
      status={status}
      title={t('pages.rules', { name: own('title') })}
      subtitle={t('pages.rulesSubtitle')}
    >
      {(state) => (
        <>
          <RulesPanel festival={festival} state={state} />
          {state.tiers.length > 0 && <RewardsSection tiers={state.tiers} />}
        </>
      )}
    </FestivalFrame>
  );
}

/** A festival's rewards page (`goddess_reward`, the Qixi campaign's `-rule-2`): the tiers, and my claim once the results are out. */
export function FestivalRewardsScreen({ festival }: { festival: FestivalDefinition }) {
  const { t } = useTranslation('festivals');
  const { t: own } = useTranslation(festival.ns);
  const status = useFestival(festival);
  return (
    <FestivalFrame
      festival={festival}
      status={status}
      title={t('pages.rewards', { name: own('title') })}
      subtitle={t('pages.rewardsSubtitle')}
    >
      {(state, phase) => (
        <>
          {phase === 'ended' && <ClaimCard festival={festival} state={state} />}
          {state.tiers.length > 0 ? <RewardsSection tiers={state.tiers} /> : <PanelNote>{t('rewards.none')}</PanelNote>}
          <PanelNote>{t('rewards.when')}</PanelNote>
        </>
      )}
    </FestivalFrame>
  );
}

/** A campaign's publicity page (the Qixi campaign's): the winners once the results are out; before, when they will be. */
export function FestivalPublicityScreen({ festival }: { festival: FestivalDefinition }) {
  const { t, i18n } = useTranslation('festivals');
  const { t: own } = useTranslation(festival.ns);
  const when = useMemo(
    () =>
      dateFormat(i18n.language, {
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
    [i18n.language],
  );
  const status = useFestival(festival);
  return (
    <FestivalFrame
      festival={festival}
      status={status}
      title={t('pages.publicity', { name: own('title') })}
      subtitle={t('pages.publicitySubtitle')}
    >
      {(state, phase) =>
        phase === 'ended' ? (
          <BoardSection festival={festival} board={state.board} kind={festival.board} phase={phase} />
        ) : (
          <Panel title={t('pages.publicitySubtitle')}>
            <PanelNote>
              {state.window.results_at !== null
                ? t('publicity.when', { time: when(state.window.results_at) })
                : t('publicity.later')}
            </PanelNote>
          </Panel>
        )
      }
    </FestivalFrame>
  );
}
