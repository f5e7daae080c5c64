import { expect, waitFor, within } from 'storybook/test';
import type { AnchorProfileSetup } from '../../../mocks/server/anchor';
import type { TaskKind } from '../../../src/features/anchor/model';
import { STREAK_DAYS } from '../../../src/platform/earnings/earnings';
import { i18n } from '../../../src/platform/i18n/i18n';
import { formatPrice } from '../../../src/platform/i18n/money';
import { anchorText, type AnchorStorySetup, storyServer } from './anchorStoryKit';

/** What the new-anchor task stories of both layouts (v4 and v3) share: seeds, names and checks. */

export const TOKEN = 'story-token';
export const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
export const tt = (key: string, options?: Record<string, unknown>) => anchorText('anchorTasks', key, options);

/** The simulator's coins for each task (mocks/server/anchor.ts) and the milestones' cash in CNY fen. */
const COINS: Record<TaskKind, number> = { check_in: 100, replies: 200, receptions: 300, relatives: 500 };
const CASH: Record<number, number> = { 3: 3_000, 4: 10_000 };

const TASK_NAME_OPTIONS: Record<TaskKind, Record<string, unknown>> = {
  check_in: { days: STREAK_DAYS },
  replies: { points: '1,000' },
  receptions: { count: 10 },
  relatives: { relatives: 3, cp: 1 },
};

export const taskName = (kind: TaskKind) => tt(`tasks.${kind}.name`, TASK_NAME_OPTIONS[kind]);
const coinsOf = (kind: TaskKind) => tt('reward.coins', { count: COINS[kind], amount: String(COINS[kind]) });
const cashOf = (tasks: number) => tt('reward.cash', { amount: formatPrice(i18n.language, CASH[tasks]!, 'CNY') });

/** The claim button's name of a task's reward, or of the milestone that needs `tasks` finished tasks. */
export const claimName = (target: TaskKind | 3 | 4) =>
  tt('reward.claimFor', {
    what:
      typeof target === 'number'
        ? tt('reward.of', { task: tt('milestones.need', { count: target }), reward: cashOf(target) })
        : tt('reward.of', { task: taskName(target), reward: coinsOf(target) }),
  });

export const findClaim = (canvasElement: HTMLElement, target: TaskKind | 3 | 4) =>
  page(canvasElement).findByRole('button', { name: claimName(target) });

/** Every claim button on the page. */
export const claimButtons = (canvasElement: HTMLElement) =>
  page(canvasElement).queryAllByRole('button', { name: new RegExp(`^${tt('reward.claim')}`) });

/** The task's item in the task list (its heading names it). */
export const taskItem = async (canvasElement: HTMLElement, kind: TaskKind) => {
  const list = await page(canvasElement).findByRole('list', { name: tt('tasks.title') });
  const heading = within(list).getByRole('heading', { name: new RegExp(taskName(kind)) });
  return heading.closest('li') as HTMLElement;
};

/** The states a task's item shows: its state tag. */
export const expectTaskState = async (canvasElement: HTMLElement, kind: TaskKind, state: string) =>
  waitFor(async () => expect(await taskItem(canvasElement, kind)).toHaveTextContent(tt(`state.${state}`)));

export const ledger = () => storyServer!.ledgerOf(TOKEN);

// ── Seeds (the simulator derives the tasks' states from these counters) ─────────────────────────────────────

const ALL_MET: Partial<AnchorProfileSetup> = {
  checkInDone: true,
  replies: 1_000,
  receptions: 11,
  relatives: [3, 1],
};

export const SEEDS = {
  /** Day 3: the check-in is the current task, the others are locked. */
  firstTaskCurrent: { streak: { streak: 3, signedToday: true } },
  /** Seven days signed: the check-in task is finished and its coins are claimable; the replies task is current. */
  checkInClaimable: { streak: { streak: 7, signedToday: true } },
  checkInReceived: { anchor: { received: ['check_in'] }, streak: { streak: 7, signedToday: true } },
  /** Check-in received, the replies reward claimable, the receptions current (4 of 11), the relatives locked. */
  midway: {
    anchor: { replies: 1_000, received: ['check_in'] },
    streak: { streak: 7, signedToday: false },
  },
  /** Three tasks finished and received: the 30-yuan chest is claimable, the last task is current. */
  threeFinished: {
    anchor: { checkInDone: true, replies: 1_000, receptions: 11, received: ['check_in', 'replies', 'receptions'] },
    streak: { streak: 2, signedToday: true },
  },
  /** Every task finished, nothing claimed: four coin rewards and both cash milestones claimable. */
  allClaimable: { anchor: ALL_MET, streak: { streak: 9, signedToday: true } },
  allReceived: {
    anchor: {
      ...ALL_MET,
      received: ['check_in', 'replies', 'receptions', 'relatives', 'milestone3', 'milestone4'],
    },
    streak: { streak: 9, signedToday: true },
  },
  /** The period ended an hour ago with the check-in received and the replies reward still to claim. */
  ended: {
    anchor: { periodLeftMs: -3_600_000, replies: 1_000, received: ['check_in'] },
    streak: { streak: 7, signedToday: false },
  },
} satisfies Record<string, AnchorStorySetup>;
