/**
 * The new-anchor tasks' rules (issue 20; docs/areas/anchor.md): pure, unit-tested, the one source for the task pages,
 * the rules text and the mock server. The area's other rules are beside it by topic (`points.ts`, `rating.ts`,
 * `qa.ts`, `verification.ts`), so a page downloads the rules it uses. Every number of spec §9 lives in these files;
 * the pages and the guide's calculator call them instead of repeating a number.
 */
import { STREAK_DAYS } from '../../platform/earnings/earnings';

// ── New-anchor tasks (spec §4, §9) ──────────────────────────────────────────────────────────────────────────

/** The four new-anchor tasks, in the order they unlock. */
export const TASK_KINDS = ['check_in', 'replies', 'receptions', 'relatives'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];
export const isTaskKind = (value: unknown): value is TaskKind => TASK_KINDS.includes(value as TaskKind);

export const TASK_STATES = ['locked', 'current', 'finished'] as const;
export type TaskState = (typeof TASK_STATES)[number];
export const isTaskState = (value: unknown): value is TaskState => TASK_STATES.includes(value as TaskState);

/** A reward is locked until its task (or milestone) is finished, then claimable, then received. */
export const REWARD_STATES = ['locked', 'claimable', 'received'] as const;
export type RewardState = (typeof REWARD_STATES)[number];
export const isRewardState = (value: unknown): value is RewardState => REWARD_STATES.includes(value as RewardState);

/** Points from replies the replies task needs. */
export const REPLY_POINTS_GOAL = 1_000;
/** Private-house receptions must be more than this many… */
export const RECEPTIONS_MORE_THAN = 10;
/** …and a call counts as one only when it lasts longer than this (seconds). */
export const RECEPTION_CALL_OVER_S = 120;
/** Relatives and CPs the last task needs. */
export const RELATIVES_GOAL = 3;
export const CP_GOAL = 1;
/** Cash milestones: 30 yuan once 3 tasks are finished, 100 yuan once all 4 are (in fen; the server sends its own). */
export const CASH_MILESTONES = [
  { tasks: 3, cash: 3_000 },
  { tasks: 4, cash: 10_000 },
] as const;

/** What each counter of a task must reach: `values[i] >= goals[i]` for every counter finishes it. */
export const TASK_GOALS: Record<TaskKind, readonly number[]> = {
  check_in: [STREAK_DAYS],
  replies: [REPLY_POINTS_GOAL],
  receptions: [RECEPTIONS_MORE_THAN + 1],
  relatives: [RELATIVES_GOAL, CP_GOAL],
};

/** Whether one call counts as a private-house reception. */
export const countsAsReception = (callSeconds: number): boolean => callSeconds > RECEPTION_CALL_OVER_S;

/** Whether a task's counters reach its goals. */
export const reachesGoals = (kind: TaskKind, values: readonly number[]): boolean =>
  TASK_GOALS[kind].every((goal, index) => (values[index] ?? 0) >= goal);

/** How far a task is, 0…1: the mean of its counters' shares, each capped at its goal. */
export function taskProgress(kind: TaskKind, values: readonly number[]): number {
  const goals = TASK_GOALS[kind];
  const shares = goals.map((goal, index) => Math.min(1, Math.max(0, values[index] ?? 0) / goal));
  return shares.reduce((total, share) => total + share, 0) / goals.length;
}

export interface Reward {
  id: string;
  kind: 'coins' | 'cash';
  amount: number;
  state: RewardState;
}

export interface Task {
  id: string;
  kind: TaskKind;
  state: TaskState;
  values: number[];
  reward: Reward;
}

export interface Milestone {
  tasks: number;
  reward: Reward;
}

export interface TaskBoard {
  endsAt: number | null;
  tasks: Task[];
  milestones: Milestone[];
  currency: string;
}

/*
 * The board is shown as the server sends it (issue 31): each task's state and each reward's state are the server's.
 * The page does not work out states of its own from the order of the tasks — a reward the server marks claimable
 * (say, after a streak broke and the first task is under way again) is claimable on the page, and claiming it is the
 * server's to accept or refuse.
 */

/** Finished tasks on a board. */
export const finishedTasks = (board: TaskBoard): number =>
  board.tasks.filter((task) => task.state === 'finished').length;

/** Every reward on a board, tasks first. */
export const rewardsOf = (board: TaskBoard): Reward[] => [
  ...board.tasks.map((task) => task.reward),
  ...board.milestones.map((milestone) => milestone.reward),
];

/** The board as it looks once `rewardId` is received: the optimistic update of a claim (rolled back on failure). */
export function withRewardReceived(board: TaskBoard, rewardId: string): TaskBoard {
  const receive = (reward: Reward): Reward =>
    reward.id === rewardId && reward.state === 'claimable' ? { ...reward, state: 'received' } : reward;
  return {
    ...board,
    tasks: board.tasks.map((task) => ({ ...task, reward: receive(task.reward) })),
    milestones: board.milestones.map((milestone) => ({ ...milestone, reward: receive(milestone.reward) })),
  };
}

/**
 * CP formation (spec §4): both sides give a confession gift worth 999 gold coins and exchange about 10 messages
 * (the app's tip says 5 rounds: one message each way is a round, so both readings agree).
 */
export const CP_FORMATION = { giftGold: 999, messages: 10, rounds: 5 } as const;
