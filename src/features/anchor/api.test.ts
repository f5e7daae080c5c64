import { describe, expect, it } from 'vitest';
import { parseProfile } from './profileApi';
import { parseQa } from './qaApi';
import { parseTasks } from './tasksApi';
import { parseVerification } from './verificationApi';

const reward = (id: string, state = 'claimable') => ({ reward_id: id, kind: 'coins', amount: 100, state });

describe('anchor replies, read defensively', () => {
  it('tasks: unknown kinds and repeats left out, milestones one per count and none beyond the tasks there are', () => {
    const { board, checkIn } = parseTasks({
      ends_at: Date.parse('2026-12-01T00:00:00+08:00'),
      tasks: [
        { task_id: 't1', kind: 'check_in', state: 'finished', values: [7], reward: reward('check_in') },
        { task_id: 't2', kind: 'dance', state: 'current', values: [1], reward: reward('dance') },
        { task_id: 't3', kind: 'check_in', state: 'finished', values: [7], reward: reward('again') },
        { task_id: 't4', kind: 'replies', state: 'finished', values: [1_000], reward: reward('replies') },
      ],
      milestones: [
        ...Array.from({ length: 500 }, (_, index) => ({ tasks: 3, reward: reward(`m${index}`) })),
        { tasks: 4, reward: reward('m4') },
        { tasks: 99, reward: reward('m99') },
        { tasks: 0, reward: reward('m0') },
      ],
      currency: 'cny',
      streak: 7,
      signed_today: true,
      withdrawable: true,
    });
    expect(board.tasks.map((task) => task.kind)).toEqual(['check_in', 'replies']);
    expect(board.milestones.map((milestone) => [milestone.tasks, milestone.reward.id])).toEqual([
      [3, 'm0'],
      [4, 'm4'],
    ]);
    // The milestones' states are the server's (claimable, as it said), not worked out from the tasks.
    expect(board.milestones.map((milestone) => milestone.reward.state)).toEqual(['claimable', 'claimable']);
    expect(board.currency).toBe('CNY'); // not a currency code: the market's default
    expect(checkIn).toEqual({ streak: 7, signedToday: true, withdrawable: true });
  });

  it("tasks: the server's states as they are — a reward it marks claimable is claimable after an unfinished task", () => {
    // The streak broke: the check-in task is under way again, but the replies task was finished and its reward, and
    // the 3-task milestone, are the member's to claim (the server says so).
    const { board } = parseTasks({
      ends_at: Date.parse('2026-12-01T00:00:00+08:00'),
      tasks: [
        { task_id: 't1', kind: 'check_in', state: 'current', values: [2], reward: reward('check_in', 'received') },
        { task_id: 't2', kind: 'replies', state: 'finished', values: [1_000], reward: reward('replies') },
        { task_id: 't3', kind: 'receptions', state: 'finished', values: [11], reward: reward('receptions') },
        { task_id: 't4', kind: 'relatives', state: 'locked', values: [0, 0], reward: reward('relatives', 'locked') },
      ],
      milestones: [{ tasks: 3, reward: reward('milestone3') }],
      currency: 'CNY',
    });
    expect(board.tasks.map((task) => [task.kind, task.state, task.reward.state])).toEqual([
      ['check_in', 'current', 'received'],
      ['replies', 'finished', 'claimable'],
      ['receptions', 'finished', 'claimable'],
      ['relatives', 'locked', 'locked'],
    ]);
    expect(board.milestones[0]!.reward.state).toBe('claimable');
    // A state the page does not know is locked (nothing to claim).
    const odd = parseTasks({
      tasks: [{ task_id: 't1', kind: 'check_in', state: 'glowing', values: [0], reward: reward('x', 'maybe') }],
    });
    expect(odd.board.tasks.map((task) => [task.state, task.reward.state])).toEqual([['locked', 'locked']]);
  });

  it('profile: the quality pool is grade A’s alone, grades top first, an unknown grade is the lowest', () => {
    const profile = parseProfile({
      grade: 'S',
      grades: [
        { grade: 'C', chat_recommendations: true, chats_per_day: 15, quality_pool: true },
        { grade: 'A', chat_recommendations: true, chats_per_day: 60, quality_pool: true },
        { grade: 'Z' },
      ],
      market: 'TW',
      rate: { points: 50, cash: 400 },
    });
    expect(profile.grade).toBe('D');
    expect(profile.grades.map((row) => [row.grade, row.qualityPool])).toEqual([
      ['A', true],
      ['C', false],
    ]);
    expect(profile.currency).toBe('TWD');
  });

  it('Q&A: items without an id, a question or an answer are left out, and then their empty sections', () => {
    expect(
      parseQa({
        sections: [
          { section_id: 's1', title: 'A', items: [{ item_id: 'q1', question: 'Q', answer: 'A', link: 'elsewhere' }] },
          { section_id: 's2', title: 'B', items: [{ item_id: '', question: 'Q', answer: 'A' }] },
        ],
      }),
    ).toEqual([{ id: 's1', title: 'A', items: [{ id: 'q1', question: 'Q', answer: 'A', link: null }] }]);
  });

  it('verification: a name or number that does not look masked is never shown', () => {
    const reply = parseVerification({ state: 'pending', name: '王小明', id_number: '11010519491231002X' });
    expect(reply).toMatchObject({ state: 'pending', name: '', idNumber: '' });
    expect(parseVerification({ state: 'odd' }).state).toBe('none');
  });
});
