import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { STREAK_DAYS } from '../../../platform/earnings/earnings';
import { formatPrice } from '../../../platform/i18n/money';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { px } from '../../../ui/px';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import type { AnchorTasks } from '../tasksApi';
import { BoardScreen } from '../components/tasks/BoardScreen';
import { CheckInCard } from '../components/tasks/CheckInCard';
import { MilestoneBar } from '../components/tasks/MilestoneBar';
import { Panel } from '../components/tasks/Panel';
import { PeriodHero } from '../components/tasks/PeriodHero';
import { TaskRules } from '../components/tasks/TaskRules';
import { TaskTimeline } from '../components/tasks/TaskTimeline';
import { finishedTasks } from '../model';
import { type TaskBoardState, useTaskBoard } from '../useTaskBoard';

/* The hero's red runs on behind the first cards and warms into the page's cream. */
const Stage = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  background: linear-gradient(180deg, #d8362f 0, #ee7b52 ${px(70)}, #fbd9c2 ${px(220)}, #fff3ea ${px(420)});

  /* Korean breaks between words, never inside one (a long one still wraps rather than overflow). */
  &:lang(ko) {
    word-break: keep-all;
    overflow-wrap: break-word;
  }
`;

const Cards = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(14)};
  padding: ${px(4)} ${px(12)} ${px(24)};
`;

/**
 * `/h5/new_anchor_v4` (the current version): a festive hero with what the tasks pay and the period's countdown,
 * the seven check-in coins, the cash milestones as a treasure bar and the four tasks as steps with their rewards.
 */
export default function NewAnchorV4Page() {
  const { t } = useTranslation(['anchorTasks', 'anchor']);
  const back = useBackOrClose();
  const board = useTaskBoard();
  return (
    <Scaffold title={t('anchor:titles.newAnchorV4')} onBack={back}>
      <BoardScreen query={board.tasks} claim={board.claimWrite}>
        {(data) => <Board data={data} board={board} />}
      </BoardScreen>
    </Scaffold>
  );
}

function Board({ data, board }: { data: AnchorTasks; board: TaskBoardState }) {
  const { t, i18n } = useTranslation('anchorTasks');
  const { tasks, milestones, currency, endsAt } = data.board;
  const finished = finishedTasks(data.board);
  const cash = (amount: number) => formatPrice(i18n.language, amount, currency);
  const cashTotal = milestones
    .filter((milestone) => milestone.reward.kind === 'cash')
    .reduce((total, milestone) => total + milestone.reward.amount, 0);
  const claims = {
    currency,
    ended: board.ended,
    claimingId: board.claimingId,
    onClaim: board.claim,
    rewardText: board.rewardText,
  };
  return (
    <Stage>
      <PeriodHero
        endsAt={endsAt}
        ended={board.ended}
        onPeriodEnd={board.onPeriodEnd}
        cashTotal={cashTotal > 0 ? cash(cashTotal) : ''}
      />
      <Cards>
        {!board.ended && (
          <Panel
            title={t('checkIn.title', { days: STREAK_DAYS })}
            aside={t('checkIn.count', { count: Math.min(data.checkIn.streak, STREAK_DAYS), days: STREAK_DAYS })}
          >
            <CheckInCard
              streak={data.checkIn.streak}
              signedToday={data.checkIn.signedToday}
              signing={board.checkingIn}
              onSignIn={board.checkIn}
              write={board.checkInWrite}
            />
          </Panel>
        )}
        {milestones.length > 0 && (
          <Panel title={t('milestones.title')} aside={t('hero.done', { done: finished, total: tasks.length })}>
            <MilestoneBar milestones={milestones} finished={finished} total={tasks.length} cash={cash} {...claims} />
          </Panel>
        )}
        <Panel title={t('tasks.title')}>
          <TaskTimeline tasks={tasks} {...claims} />
        </Panel>
        <Panel title={t('rules.title')}>
          <TaskRules milestones={milestones} cash={cash} />
        </Panel>
      </Cards>
    </Stage>
  );
}
