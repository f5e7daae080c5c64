import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { px } from '../../../ui/px';
import type { FestivalTask } from '../contract';
import { taskDone, taskShare } from '../model';
import { Panel } from './Panel';
import { useRewardText } from './useRewardText';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${px(10)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: ${px(4)} ${px(10)};
  padding: ${px(10)} ${px(12)};
  border-radius: ${px(14)};
  background: rgba(255, 255, 255, 0.06);
  & p {
    margin: 0;
    font-size: ${px(14)};
    font-weight: 700;
  }
  & small {
    color: var(--color-textMuted);
    font-size: ${px(12)};
  }
`;

const Meter = styled.span<{ $share: number }>`
  grid-column: 1 / -1;
  position: relative;
  height: ${px(6)};
  overflow: hidden;
  border-radius: ${px(3)};
  background: rgba(255, 255, 255, 0.12);
  &::after {
    position: absolute;
    inset: 0;
    border-radius: inherit;
    background: var(--color-accentGradient);
    content: '';
    transform: scaleX(${({ $share }) => $share});
    transform-origin: left;
  }
`;

const Status = styled.span<{ $done: boolean }>`
  padding: ${px(4)} ${px(10)};
  border-radius: ${px(999)};
  background: ${({ $done }) => ($done ? 'rgba(125, 255, 176, 0.16)' : 'rgba(255, 255, 255, 0.08)')};
  color: ${({ $done }) => ($done ? '#7DFFB0' : 'var(--color-text)')};
  font-size: ${px(12)};
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** The festival's tasks with my progress (the server counts it); their rewards are sent when a task is done. */
export function TasksSection({ tasks, live }: { tasks: readonly FestivalTask[]; live: boolean }) {
  const { t } = useTranslation('festivals');
  const reward = useRewardText().text;
  return (
    <Panel title={t('sections.tasks')}>
      <List>
        {tasks.map((task) => {
          const done = taskDone(task);
          return (
            <Row key={task.task_id}>
              <div>
                <p>
                  {t(`tasks.kinds.${task.kind}`, {
                    count: task.target,
                    defaultValue: t('tasks.kinds.other', { count: task.target }),
                  })}
                </p>
                <small>{t('tasks.reward', { reward: reward(task.reward) })}</small>
              </div>
              <Status $done={done}>
                {done ? t('tasks.done') : live ? `${task.progress}/${task.target}` : t('tasks.locked')}
              </Status>
              <Meter $share={taskShare(task)} aria-hidden="true" />
            </Row>
          );
        })}
      </List>
    </Panel>
  );
}
