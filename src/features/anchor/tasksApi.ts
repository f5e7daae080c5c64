import { queryOptions } from '@tanstack/react-query';
import { CHECK_IN_PATH, type CheckIn, parseCheckIn } from '../../platform/earnings/earnings';
import { apiGet, apiPost, type RequestOptions } from '../../platform/http/client';
import { writeOptions } from '../../platform/http/writeIntent';
import { instant, list, record, text, whole } from '../../platform/http/read';
import { ANCHOR_PATHS, anchorKeys, currencyOf } from './api';
import {
  isRewardState,
  isTaskKind,
  isTaskState,
  type Milestone,
  type Reward,
  TASK_KINDS,
  type Task,
  type TaskBoard,
} from './model';

function parseReward(data: unknown): Reward | null {
  const raw = record(data);
  const id = text(raw.reward_id, 64);
  if (!id) return null;
  return {
    id,
    kind: raw.kind === 'cash' ? 'cash' : 'coins',
    amount: whole(raw.amount),
    state: isRewardState(raw.state) ? raw.state : 'locked',
  };
}

export interface AnchorTasks {
  board: TaskBoard;
  checkIn: CheckIn;
}

export function parseTasks(data: unknown): AnchorTasks {
  const raw = record(data);
  const tasks: Task[] = [];
  for (const item of list(raw.tasks)) {
    const task = record(item);
    const id = text(task.task_id, 64);
    const reward = parseReward(task.reward);
    if (!id || !reward || !isTaskKind(task.kind) || tasks.some((known) => known.kind === task.kind)) continue;
    tasks.push({
      id,
      kind: task.kind,
      state: isTaskState(task.state) ? task.state : 'locked',
      values: list(task.values).map((value) => whole(value)),
      reward,
    });
  }
  const milestones: Milestone[] = [];
  for (const item of list(raw.milestones)) {
    const milestone = record(item);
    const reward = parseReward(milestone.reward);
    const needs = whole(milestone.tasks, 99);
    // One milestone per count of finished tasks, and none beyond the tasks there are: a reply listing thousands
    // would otherwise draw thousands of chests.
    const known = milestones.some((milestone) => milestone.tasks === needs);
    if (reward && needs > 0 && needs <= TASK_KINDS.length && !known) milestones.push({ tasks: needs, reward });
  }
  milestones.sort((a, b) => a.tasks - b.tasks);
  return {
    // The server's states as they are: the page words and draws them, it does not redo them.
    board: { endsAt: instant(raw.ends_at), tasks, milestones, currency: currencyOf(raw.currency) },
    checkIn: parseCheckIn(raw),
  };
}

export const tasksQuery = () =>
  queryOptions({
    queryKey: anchorKeys.tasks(),
    queryFn: async ({ signal }) => parseTasks(await apiGet<unknown>(ANCHOR_PATHS.tasks, {}, { signal })),
  });

/** Claim a reward: idempotent by `requestId` (a double tap or a check after no answer claims once). */
export const claimReward = async (
  rewardId: string,
  requestId: string,
  options: RequestOptions = writeOptions,
): Promise<AnchorTasks> =>
  parseTasks(await apiPost<unknown>(ANCHOR_PATHS.claim, { reward_id: rewardId, request_id: requestId }, options));

/**
 * Today's check-in: the wallet's sign-in (`platform/earnings`), once per UTC+8 day on the server. A write of its own
 * (issue 31): the one write timeout, and the key of its intent (`useWriteIntent`), so a check after no answer is
 * answered as the first time.
 */
export const checkInToday = async (requestId: string, options: RequestOptions = writeOptions): Promise<CheckIn> =>
  parseCheckIn(await apiPost<unknown>(CHECK_IN_PATH, { request_id: requestId }, options));
