import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { px } from '../../../../ui/px';
import { type Task, taskProgress } from '../../model';
import { useTaskCopy } from './taskCopy';

export interface TaskProgressProps {
  task: Task;
  /** Its name, already translated: the bar's accessible name. */
  name: string;
  /** 'gold' (v4) or a thin accent bar (v3). */
  look?: 'gold' | 'plain';
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${px(6)};
`;

const Line = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${px(8)};
  color: var(--color-textMuted);
  font-size: ${px(12)};
  font-variant-numeric: tabular-nums;

  strong {
    color: #a3123a;
    font-size: ${px(13)};
    font-weight: 800;
  }
`;

const Counters = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${px(4)} ${px(10)};
  color: var(--color-text);
  font-weight: 600;
`;

const Track = styled.div<{ $look: 'gold' | 'plain' }>`
  position: relative;
  height: ${({ $look }) => px($look === 'gold' ? 10 : 6)};
  overflow: hidden;
  border-radius: ${px(5)};
  background: ${({ $look }) => ($look === 'gold' ? '#f8e6d6' : '#f1e3d8')};
  box-shadow: inset 0 ${px(1)} ${px(2)} rgba(120, 60, 30, 0.14);
`;

const Fill = styled.div<{ $look: 'gold' | 'plain' }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ $look }) =>
    $look === 'gold' ? 'linear-gradient(90deg, #ffcf4a 0%, #ff8a1f 60%, #f0453a 100%)' : 'var(--color-accentGradient)'};
  box-shadow: inset 0 ${px(1)} 0 rgba(255, 255, 255, 0.5);
  transition: width var(--motion-fade-in) ease-out;
`;

/** A task's counters against its goals ("640 / 1,000 points") and one bar of how far it is (`taskProgress`). */
export function TaskProgress({ task, name, look = 'gold' }: TaskProgressProps) {
  const { t } = useTranslation('anchorTasks');
  const copy = useTaskCopy();
  const counters = copy.counters(task);
  const percent = Math.round(taskProgress(task.kind, task.values) * 100);
  return (
    <Root>
      <Line>
        <Counters>
          {counters.map((counter) => (
            <span key={counter.key}>{counter.text}</span>
          ))}
        </Counters>
        <strong aria-hidden="true">{t('percent', { percent })}</strong>
      </Line>
      <Track
        $look={look}
        role="progressbar"
        aria-label={name}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={counters.map((counter) => counter.text).join(', ')}
      >
        <Fill $look={look} style={{ width: `${percent}%` }} />
      </Track>
    </Root>
  );
}
