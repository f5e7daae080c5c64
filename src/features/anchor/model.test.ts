import { describe, expect, it } from 'vitest';
import {
  CASH_MILESTONES,
  countsAsReception,
  CP_GOAL,
  reachesGoals,
  RECEPTIONS_MORE_THAN,
  RELATIVES_GOAL,
  REPLY_POINTS_GOAL,
  type Reward,
  type Task,
  type TaskBoard,
  TASK_GOALS,
  taskProgress,
  withRewardReceived,
} from './model';
import {
  audioChatPoints,
  estimateEarnings,
  memberBonus,
  newUserCallActivity,
  POINTS,
  replyPoints,
  videoChatPoints,
} from './points';
import { searchQa } from './qa';
import { gradeAbove, newUserTraffic, opensQualityPool } from './rating';
import { checkRealName, maskName } from './verification';

const reward = (id: string, state: Reward['state'] = 'locked'): Reward => ({ id, kind: 'coins', amount: 100, state });
const task = (kind: Task['kind'], state: Task['state'], rewardState: Reward['state'] = 'locked'): Task => ({
  id: `task-${kind}`,
  kind,
  state,
  values: [],
  reward: reward(kind, rewardState),
});
const board = (
  tasks: Task[],
  milestones = CASH_MILESTONES.map((m) => ({ tasks: m.tasks, reward: reward(`m${m.tasks}`) })),
): TaskBoard => ({
  endsAt: null,
  tasks,
  milestones,
  currency: 'CNY',
});

describe('the new-anchor tasks (spec §9)', () => {
  it('has the spec’s numbers: 7 check-ins, 1000 reply points, more than 10 receptions, 3 relatives and 1 CP', () => {
    expect(TASK_GOALS.check_in).toEqual([7]);
    expect(REPLY_POINTS_GOAL).toBe(1_000);
    expect(RECEPTIONS_MORE_THAN).toBe(10);
    expect([RELATIVES_GOAL, CP_GOAL]).toEqual([3, 1]);
    expect(CASH_MILESTONES).toEqual([
      { tasks: 3, cash: 3_000 },
      { tasks: 4, cash: 10_000 },
    ]);
  });

  it('finishes a task at its goals: 10 receptions are not "more than 10"; a call of 120 s is not one', () => {
    expect(reachesGoals('check_in', [6])).toBe(false);
    expect(reachesGoals('check_in', [7])).toBe(true);
    expect(reachesGoals('replies', [999])).toBe(false);
    expect(reachesGoals('replies', [1_000])).toBe(true);
    expect(reachesGoals('receptions', [10])).toBe(false);
    expect(reachesGoals('receptions', [11])).toBe(true);
    expect(reachesGoals('relatives', [3, 0])).toBe(false);
    expect(reachesGoals('relatives', [5, 1])).toBe(true);
    expect(reachesGoals('relatives', [3])).toBe(false); // a missing counter is 0
    expect(countsAsReception(120)).toBe(false);
    expect(countsAsReception(121)).toBe(true);
  });

  it('progress is the mean of each counter’s share, capped at its goal', () => {
    expect(taskProgress('replies', [250])).toBe(0.25);
    expect(taskProgress('replies', [5_000])).toBe(1);
    expect(taskProgress('relatives', [3, 0])).toBe(0.5);
    expect(taskProgress('relatives', [9, 0])).toBe(0.5);
    expect(taskProgress('check_in', [-3])).toBe(0);
  });

  it('a claim shows as received at once (optimistic) and only for a claimable reward', () => {
    const before = board([task('check_in', 'finished', 'claimable'), task('replies', 'current')]);
    const after = withRewardReceived(before, 'check_in');
    expect(after.tasks[0]!.reward.state).toBe('received');
    expect(before.tasks[0]!.reward.state).toBe('claimable'); // the rollback is the board before
    expect(withRewardReceived(before, 'replies').tasks[1]!.reward.state).toBe('locked');
  });
});

describe('points (spec §9)', () => {
  it('a reply to a non-member new user within 3 minutes gives 2 points; later, or to a member, none', () => {
    expect(replyPoints({ afterSeconds: 0, toMember: false })).toBe(2);
    expect(replyPoints({ afterSeconds: 180, toMember: false })).toBe(2);
    expect(replyPoints({ afterSeconds: 181, toMember: false })).toBe(0);
    expect(replyPoints({ afterSeconds: 30, toMember: true })).toBe(0);
  });

  it('member bonuses are 100 weekly and 225 monthly; a new-user call over 2 minutes gives 50 activity points', () => {
    expect(memberBonus('weekly')).toBe(100);
    expect(memberBonus('monthly')).toBe(225);
    expect(newUserCallActivity(120)).toBe(0);
    expect(newUserCallActivity(121)).toBe(POINTS.newUserCallActivity);
    expect(POINTS.newUserCallActivity).toBe(50);
  });

  it('video chat is 50 points and audio 10 per whole paid minute', () => {
    expect(videoChatPoints(60)).toBe(50);
    expect(videoChatPoints(119)).toBe(50);
    expect(videoChatPoints(30 * 60)).toBe(1_500);
    expect(audioChatPoints(59)).toBe(0);
    expect(audioChatPoints(10 * 60)).toBe(100);
    expect(videoChatPoints(-60)).toBe(0);
  });

  it('the calculator: 30 min of video a day for a week is 10,500 points, ¥210 or NT$840', () => {
    const plan = { videoMinutesPerDay: 30, audioMinutesPerDay: 0, newUserRepliesPerDay: 0, days: 7 };
    expect(estimateEarnings(plan, { points: 50, cash: 100 })).toEqual({
      video: 10_500,
      audio: 0,
      replies: 0,
      points: 10_500,
      cash: 21_000,
    });
    expect(estimateEarnings(plan, { points: 50, cash: 400 }).cash).toBe(84_000);
  });

  it('the calculator adds audio and replies with the same functions, and clamps what cannot be', () => {
    const estimate = estimateEarnings(
      { videoMinutesPerDay: 10, audioMinutesPerDay: 20, newUserRepliesPerDay: 15, days: 2 },
      { points: 50, cash: 100 },
    );
    expect(estimate).toEqual({ video: 1_000, audio: 400, replies: 60, points: 1_460, cash: 2_920 });
    const wild = estimateEarnings(
      { videoMinutesPerDay: 99_999, audioMinutesPerDay: -5, newUserRepliesPerDay: Number.NaN, days: 400 },
      { points: 50, cash: 100 },
    );
    expect(wild).toEqual({
      video: 1_440 * 50 * 31,
      audio: 0,
      replies: 0,
      points: 1_440 * 50 * 31,
      cash: 1_440 * 100 * 31,
    });
  });
});

describe('grades and traffic (spec §6)', () => {
  it('only grade A opens the quality user pool; the grade above D is C, nothing is above A', () => {
    expect(opensQualityPool('A')).toBe(true);
    expect(['B', 'C', 'D'].map((grade) => opensQualityPool(grade as 'B'))).toEqual([false, false, false]);
    expect(gradeAbove('D')).toBe('C');
    expect(gradeAbove('A')).toBeNull();
  });

  it('announced CP anchors get no new-user traffic; everyone else does', () => {
    expect(newUserTraffic({ announcedCp: true })).toEqual({ gets: false, reason: 'announcedCp' });
    expect(newUserTraffic({ announcedCp: false })).toEqual({ gets: true, reason: 'eligible' });
  });
});

describe('questions and answers', () => {
  const sections = [
    {
      id: 's1',
      title: '提現',
      items: [
        { id: 'q1', question: '如何提現？', answer: '連續簽到7天後即可提現。', link: 'withdraw' as const },
        { id: 'q2', question: 'How long does a withdrawal take?', answer: 'Usually two days.', link: null },
      ],
    },
    { id: 's2', title: '評級', items: [{ id: 'q3', question: '評級多久更新？', answer: '每週一次。', link: null }] },
  ];

  it('keeps every item for an empty query, and only matching items (question or answer) otherwise', () => {
    expect(searchQa(sections, '  ')).toEqual(sections);
    expect(searchQa(sections, '提現').map((s) => s.items.map((i) => i.id))).toEqual([['q1']]);
    expect(searchQa(sections, '每週').map((s) => s.id)).toEqual(['s2']);
  });

  it('matches case-, width- and space-insensitively, every word', () => {
    expect(searchQa(sections, 'ＷＩＴＨＤＲＡＷＡＬ').flatMap((s) => s.items.map((i) => i.id))).toEqual(['q2']);
    expect(searchQa(sections, 'two days').flatMap((s) => s.items.map((i) => i.id))).toEqual(['q2']);
    expect(searchQa(sections, '簽到 7天').flatMap((s) => s.items.map((i) => i.id))).toEqual(['q1']);
    expect(searchQa(sections, 'two weeks')).toEqual([]);
  });
});

describe('real names', () => {
  it('accepts CJK and Latin names with a middle dot; refuses empty, one letter, digits and symbols', () => {
    expect(checkRealName('  王小明 ')).toEqual({ name: '王小明' });
    expect(checkRealName('阿依古麗·買買提')).toEqual({ name: '阿依古麗·買買提' });
    expect(checkRealName('Chen  Mei Ling')).toEqual({ name: 'Chen Mei Ling' });
    expect(checkRealName('   ')).toEqual({ problem: 'empty' });
    expect(checkRealName('王')).toEqual({ problem: 'format' });
    expect(checkRealName('王小明1')).toEqual({ problem: 'format' });
    expect(checkRealName('<script>')).toEqual({ problem: 'format' });
    expect(checkRealName('·王小明')).toEqual({ problem: 'format' });
    expect(checkRealName('王'.repeat(31))).toEqual({ problem: 'format' });
  });

  it('is shown masked: first and last character', () => {
    expect(maskName('王小明')).toBe('王*明');
    expect(maskName('陳明')).toBe('陳*');
    expect(maskName('阿依古麗')).toBe('阿**麗');
  });
});
