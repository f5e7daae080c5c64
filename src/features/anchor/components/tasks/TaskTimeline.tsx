import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { px } from '../../../../ui/px';
import type { Reward, Task, TaskState } from '../../model';
import { RewardAction } from './RewardAction';
import { LockGlyph, TaskIcon, TickGlyph } from './TaskArt';
import { taskLook, useTaskCopy } from './taskCopy';
import { TaskProgress } from './TaskProgress';
import { RewardChip } from './RewardChip';

export interface TaskListProps {
  tasks: Task[];
  currency: string;
  ended: boolean;
  claimingId: string | null;
  onClaim: (rewardId: string) => void;
  rewardText: (reward: Reward, currency: string) => string;
}

const List = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li<{ $state: TaskState; $last: boolean }>`
  position: relative;
  display: grid;
  grid-template-columns: ${px(30)} 1fr;
  gap: ${px(10)};
  padding-bottom: ${({ $last }) => ($last ? 0 : px(14))};

  /* The line down to the next step: gold where the way is done. */
  &::before {
    content: '';
    display: ${({ $last }) => ($last ? 'none' : 'block')};
    position: absolute;
    top: ${px(30)};
    bottom: 0;
    left: ${px(14)};
    width: ${px(2)};
    border-radius: ${px(1)};
    background: ${({ $state }) =>
      $state === 'finished'
        ? 'linear-gradient(180deg, #f6b93b, #f0701e)'
        : 'repeating-linear-gradient(180deg, #e8d5c7 0 4px, transparent 4px 8px)'};
  }
`;

const Node = styled.span<{ $state: TaskState }>`
  position: relative;
  z-index: 1;
  display: grid;
  place-items: center;
  width: ${px(30)};
  height: ${px(30)};
  margin-top: ${px(14)};
  border-radius: 50%;
  font-size: ${px(14)};
  font-weight: 900;
  ${({ $state }) =>
    $state === 'finished'
      ? css`
          background: linear-gradient(180deg, #ffd046, #f08a12);
          color: #6b2300;
          box-shadow: 0 ${px(2)} ${px(6)} rgba(240, 138, 18, 0.4);
        `
      : $state === 'current'
        ? css`
            background: linear-gradient(180deg, #e8364f, #a3123a);
            color: #fff;
            box-shadow: 0 0 0 ${px(4)} rgba(232, 54, 79, 0.18);
          `
        : css`
            background: #efe5de;
            color: #6e625b;
          `}
`;

const Card = styled.article<{ $state: TaskState }>`
  display: flex;
  flex-direction: column;
  gap: ${px(10)};
  min-width: 0;
  padding: ${px(14)};
  border-radius: ${px(16)};
  background: var(--color-surface);
  ${({ $state }) =>
    $state === 'current'
      ? css`
          background: linear-gradient(180deg, #fff8ec 0%, #ffffff 60%);
          box-shadow: inset 0 0 0 ${px(1.5)} #f6b93b, 0 ${px(6)} ${px(18)} rgba(240, 112, 30, 0.16);
        `
      : $state === 'finished'
        ? css`
            box-shadow: 0 ${px(2)} ${px(10)} rgba(120, 60, 30, 0.08);
          `
        : css`
            background: #fbf7f4;
            box-shadow: inset 0 0 0 ${px(1)} #efe3da;
          `}
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${px(10)};
`;

const Titles = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${px(2)};
  min-width: 0;

  span {
    color: var(--color-textMuted);
    font-size: ${px(11)};
    font-weight: 700;
    letter-spacing: 0.06em;
  }

  h3 {
    margin: 0;
    color: var(--color-text);
    font-size: ${px(16)};
    font-weight: 800;
    line-height: 1.3;
  }
`;

const StateTag = styled.span<{ $state: TaskState }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${px(3)};
  align-self: flex-start;
  padding: ${px(3)} ${px(8)};
  border-radius: ${px(10)};
  font-size: ${px(11)};
  font-weight: 800;
  white-space: nowrap;
  ${({ $state }) =>
    $state === 'finished'
      ? css`
          background: #e3f6ec;
          color: #0e6b43;
        `
      : $state === 'current'
        ? css`
            background: #ffe8ec;
            color: #a3123a;
          `
        : css`
            background: #efe5de;
            color: #5f534c;
          `}
`;

const How = styled.p`
  margin: 0;
  color: var(--color-textMuted);
  font-size: ${px(13)};
  line-height: 1.55;
`;

const Hint = styled.p`
  display: flex;
  align-items: center;
  gap: ${px(4)};
  margin: 0;
  color: #6e625b;
  font-size: ${px(12)};
  font-weight: 600;
`;

const Foot = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${px(8)};
  padding-top: ${px(10)};
  border-top: ${px(1)} dashed #efdccf;
`;

/** v4: the four tasks as steps down a line — each with what it asks, its progress, its reward and the claim. */
export function TaskTimeline({ tasks, currency, ended, claimingId, onClaim, rewardText }: TaskListProps) {
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
          <Step
            key={task.id}
            $state={shown}
            $last={index === tasks.length - 1}
            aria-current={shown === 'current' ? 'step' : undefined}
          >
            <Node $state={shown} aria-hidden="true">
              {task.state === 'finished' ? (
                <TickGlyph size={15} />
              ) : task.state === 'locked' ? (
                <LockGlyph size={13} />
              ) : (
                index + 1
              )}
            </Node>
            <Card $state={shown} aria-labelledby={`${ids}-${index}`}>
              <Head>
                <TaskIcon kind={task.kind} muted={shown === 'locked'} size={40} />
                <Titles>
                  <span>{t('tasks.step', { step: index + 1 })}</span>
                  <h3 id={`${ids}-${index}`}>{name}</h3>
                </Titles>
                <StateTag $state={shown}>{t(`state.${tag}`)}</StateTag>
              </Head>
              <How>{copy.how(task.kind)}</How>
              {task.state === 'locked' && previous ? (
                <Hint>
                  <LockGlyph size={12} />
                  {copy.lockedHint(previous.kind, ended)}
                </Hint>
              ) : (
                <TaskProgress task={task} name={name} />
              )}
              <Foot>
                <RewardChip reward={task.reward} text={reward} />
                <RewardAction
                  state={task.reward.state}
                  what={t('reward.of', { task: name, reward })}
                  claiming={claimingId === task.reward.id}
                  onClaim={() => onClaim(task.reward.id)}
                  ended={ended}
                />
              </Foot>
            </Card>
          </Step>
        );
      })}
    </List>
  );
}
