import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { STREAK_DAYS } from '../../../platform/earnings/earnings';
import { formatPrice } from '../../../platform/i18n/money';
import { useBackOrClose } from '../../../platform/navigation/backOrClose';
import { Countdown } from '../../../ui/Countdown/Countdown';
import { px } from '../../../ui/px';
import { Scaffold } from '../../../ui/Scaffold/Scaffold';
import type { AnchorTasks } from '../tasksApi';
import { BoardScreen } from '../components/tasks/BoardScreen';
import { CheckInCard } from '../components/tasks/CheckInCard';
import { Panel } from '../components/tasks/Panel';
import { TaskRules } from '../components/tasks/TaskRules';
import { MilestoneRows, TaskRows } from '../components/tasks/TaskRows';
import { finishedTasks } from '../model';
import { type TaskBoardState, useTaskBoard } from '../useTaskBoard';

const Cards = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(10)};
  padding: ${px(12)} ${px(12)} ${px(24)};

  /* Korean breaks between words, never inside one (a long one still wraps rather than overflow). */
  &:lang(ko) {
    word-break: keep-all;
    overflow-wrap: break-word;
  }
`;

const Period = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(8)};

  p {
    margin: 0;
    color: var(--color-textMuted);
    font-size: ${px(13)};
    line-height: 1.5;
  }

  strong {
    color: var(--color-accentStrong);
    font-size: ${px(15)};
  }
`;

/**
 * `/h5/new_anchor_v3` (the previous version, for app versions that still link to it): the same board, rules and
 * actions as v4 as a plain list — the period and its countdown, the check-in, the tasks, the cash rewards — without
 * the festive hero and the treasure bar.
 */
export default function NewAnchorV3Page() {
  const { t } = useTranslation(['anchorTasks', 'anchor']);
  const back = useBackOrClose();
  const board = useTaskBoard();
  return (
    <Scaffold title={t('anchor:titles.newAnchorV3')} onBack={back}>
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
  const claims = {
    currency,
    ended: board.ended,
    claimingId: board.claimingId,
    onClaim: board.claim,
    rewardText: board.rewardText,
  };
  return (
    <Cards>
      <Panel look="plain" title={t('period.title')} aside={t('hero.done', { done: finished, total: tasks.length })}>
        <Period>
          {board.ended ? (
            <p role="status">
              <strong>{t('period.ended')}</strong>
              <br />
              {t('period.endedNote')}
            </p>
          ) : endsAt !== null ? (
            <Countdown target={endsAt} label={t('period.left')} onFinish={board.onPeriodEnd} />
          ) : null}
        </Period>
      </Panel>
      {!board.ended && (
        <Panel
          look="plain"
          title={t('checkIn.title', { days: STREAK_DAYS })}
          aside={t('checkIn.count', { count: Math.min(data.checkIn.streak, STREAK_DAYS), days: STREAK_DAYS })}
        >
          <CheckInCard
            look="plain"
            streak={data.checkIn.streak}
            signedToday={data.checkIn.signedToday}
            signing={board.checkingIn}
            onSignIn={board.checkIn}
            write={board.checkInWrite}
          />
        </Panel>
      )}
      <Panel look="plain" title={t('tasks.title')}>
        <TaskRows tasks={tasks} {...claims} />
      </Panel>
      {milestones.length > 0 && (
        <Panel look="plain" title={t('milestones.title')}>
          <MilestoneRows milestones={milestones} {...claims} />
        </Panel>
      )}
      <Panel look="plain" title={t('rules.title')}>
        <TaskRules milestones={milestones} cash={cash} />
      </Panel>
    </Cards>
  );
}
