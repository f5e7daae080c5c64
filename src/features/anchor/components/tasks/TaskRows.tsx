import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { px } from '../../../../ui/px';
import type { Milestone, Reward, TaskState } from '../../model';
import { RewardAction } from './RewardAction';
import { RewardChip } from './RewardChip';
import type { TaskListProps } from './TaskTimeline';
import { TaskIcon } from './TaskArt';
import { taskLook, useTaskCopy } from './taskCopy';
import { TaskProgress } from './TaskProgress';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${px(8)};
  padding: ${px(14)} 0;

  & + & {
    border-top: ${px(1)} solid var(--color-line);
  }
  &:first-child {
    padding-top: 0;
  }
  &:last-child {
    padding-bottom: 0;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${px(10)};
`;

const Name = styled.h3`
  flex: 1;
  min-width: 0;
  margin: 0;
  color: var(--color-text);
  font-size: ${px(15)};
  font-weight: 700;
  line-height: 1.35;
`;

const State = styled.span<{ $state: TaskState }>`
  flex: none;
  font-size: ${px(12)};
  font-weight: 700;
  ${({ $state }) =>
    $state === 'finished'
      ? css`
          color: #0e6b43;
        `
      : $state === 'current'
        ? css`
            color: var(--color-accentStrong);
          `
        : css`
            color: var(--color-textMuted);
          `}
`;

const How = styled.p`
  margin: 0;
  color: var(--color-textMuted);
  font-size: ${px(12)};
  line-height: 1.5;
`;

const Foot = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${px(8)};
`;

/** v3: the four tasks as a plain list — name, state, what it asks, progress, reward and the claim. */
export function TaskRows({ tasks, currency, ended, claimingId, onClaim, rewardText }: TaskListProps) {
  const { t } = useTranslation('anchorTasks');
  const copy = useTaskCopy();
  const ids = useId();
  return (
    <List aria-label={t('tasks.title')}>
      {tasks.map((task, index) => {
        const name = copy.name(task.kind);
        const reward = rewardText(task.reward, currency);
        const previous = tasks[index - 1];
        const { shown, tag } = taskLook(task.state, ended);
        return (
          <Row key={task.id} aria-labelledby={`${ids}-${index}`}>
            <Head>
              <TaskIcon kind={task.kind} muted={shown === 'locked'} size={30} />
              <Name id={`${ids}-${index}`}>{`${index + 1}. ${name}`}</Name>
              <State $state={shown}>{t(`state.${tag}`)}</State>
            </Head>
            <How>
              {task.state === 'locked' && previous ? copy.lockedHint(previous.kind, ended) : copy.how(task.kind)}
            </How>
            {task.state !== 'locked' && <TaskProgress task={task} name={name} look="plain" />}
            <Foot>
              <RewardChip reward={task.reward} text={reward} size={20} />
              <RewardAction
                look="plain"
                state={task.reward.state}
                what={t('reward.of', { task: name, reward })}
                claiming={claimingId === task.reward.id}
                onClaim={() => onClaim(task.reward.id)}
                ended={ended}
              />
            </Foot>
          </Row>
        );
      })}
    </List>
  );
}

export interface MilestoneRowsProps {
  milestones: Milestone[];
  currency: string;
  ended: boolean;
  claimingId: string | null;
  onClaim: (rewardId: string) => void;
  rewardText: (reward: Reward, currency: string) => string;
}

/** v3: the cash milestones as rows ("3 tasks finished — CN¥30 — Claim"). */
export function MilestoneRows({ milestones, currency, ended, claimingId, onClaim, rewardText }: MilestoneRowsProps) {
  const { t } = useTranslation('anchorTasks');
  return (
    <List aria-label={t('milestones.title')}>
      {milestones.map((milestone) => {
        const reward = rewardText(milestone.reward, currency);
        const need = t('milestones.need', { count: milestone.tasks });
        return (
          <Row key={milestone.reward.id}>
            <Foot>
              <div>
                <Name as="p">{need}</Name>
                <RewardChip reward={milestone.reward} text={reward} size={20} />
              </div>
              <RewardAction
                look="plain"
                state={milestone.reward.state}
                what={t('reward.of', { task: need, reward })}
                claiming={claimingId === milestone.reward.id}
                onClaim={() => onClaim(milestone.reward.id)}
                ended={ended}
              />
            </Foot>
          </Row>
        );
      })}
    </List>
  );
}
