import { useTranslation } from 'react-i18next';
import { STREAK_DAYS } from '../../../../platform/earnings/earnings';
import { formatNumber } from '../../../../platform/i18n/numberFormat';
import {
  CP_GOAL,
  RECEPTION_CALL_OVER_S,
  RECEPTIONS_MORE_THAN,
  RELATIVES_GOAL,
  REPLY_POINTS_GOAL,
  type Task,
  TASK_GOALS,
  type TaskKind,
  type TaskState,
} from '../../model';
import { POINTS } from '../../points';

/** One counter of a task as shown: "640 / 1,000 points". */
export interface CounterText {
  key: string;
  text: string;
}

/**
 * How a task is drawn and tagged, in both layouts: once the period is over, the task under way was not finished and
 * is drawn like a locked one, and every unfinished task is tagged "missed".
 */
export function taskLook(state: TaskState, ended: boolean): { shown: TaskState; tag: TaskState | 'missed' } {
  return {
    shown: ended && state === 'current' ? 'locked' : state,
    tag: ended && state !== 'finished' ? 'missed' : state,
  };
}

/**
 * What the task pages say about a task, with every number from the rules (model.ts): its name, what it asks, and
 * its counters against their goals.
 */
export function useTaskCopy() {
  const { t, i18n } = useTranslation('anchorTasks');
  const n = (value: number) => formatNumber(i18n.language, value);
  const numbers: Record<TaskKind, Record<string, string | number>> = {
    check_in: { days: STREAK_DAYS },
    replies: {
      points: n(REPLY_POINTS_GOAL),
      each: POINTS.newUserReply,
      minutes: POINTS.newUserReplyWithinS / 60,
    },
    receptions: { count: RECEPTIONS_MORE_THAN, seconds: RECEPTION_CALL_OVER_S },
    relatives: { relatives: RELATIVES_GOAL, cp: CP_GOAL },
  };
  return {
    name: (kind: TaskKind) => t(`tasks.${kind}.name`, numbers[kind]),
    how: (kind: TaskKind) => t(`tasks.${kind}.how`, numbers[kind]),
    /** Why a locked task is locked: the task before it, or the period's end. */
    lockedHint: (previous: TaskKind, ended: boolean) =>
      ended
        ? t('tasks.endedLocked')
        : t('tasks.lockedHint', { previous: t(`tasks.${previous}.name`, numbers[previous]) }),
    counters: (task: Task): CounterText[] =>
      TASK_GOALS[task.kind].map((goal, index) => {
        const key = task.kind === 'relatives' && index === 1 ? 'cp' : task.kind;
        const value = Math.min(task.values[index] ?? 0, 9_999_999);
        return { key, text: t(`counters.${key}`, { value: n(value), goal: n(goal) }) };
      }),
  };
}
