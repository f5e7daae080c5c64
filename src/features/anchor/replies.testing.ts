import { createAnchorSimulator } from '../../../mocks/server/anchor';
import { createWithdrawSimulator } from '../../../mocks/server/withdraw';
import type { ReplyFuzzCase } from '../../platform/http/replyFuzz.testing';
import { anchorKeys } from './api';
import { parsePoints, parseProfile } from './profileApi';
import { parseQa } from './qaApi';
import { parseTasks } from './tasksApi';
import { parseVerification } from './verificationApi';
import {
  ANCHOR_RATING_PATH,
  AUTH_PATH,
  CHAT_TASK_GUIDE_PATH,
  NEW_ANCHOR_V3_PATH,
  NEW_ANCHOR_V4_PATH,
  NEW_QUESTION_PATH,
  QUESTION_PATH,
} from './paths';

/** The anchor replies for the shared fuzz test: real ones from the seeded simulator. */
export function anchorReplyCases(): ReplyFuzzCase[] {
  const now = () => Date.parse('2026-11-20T20:00:00+08:00');
  const simulator = createAnchorSimulator({
    now,
    withdraw: createWithdrawSimulator({ now, anchor: { streak: 7, signedToday: true } }),
    anchor: { replies: 1_200, receptions: 12, received: ['check_in'], verification: 'failed' },
  });
  const token = 'fuzz';
  const data = <T>(reply: { ok: true; data: T } | { ok: false }): T => {
    if (!reply.ok) throw new Error('the simulator refused');
    return reply.data;
  };
  const tasks = data(simulator.tasks(token));
  const profile = data(simulator.profile(token));
  return [
    {
      name: 'anchor tasks (v4)',
      sample: tasks,
      parse: parseTasks,
      page: { path: NEW_ANCHOR_V4_PATH, queryKey: anchorKeys.tasks() },
    },
    {
      name: 'anchor tasks (v3)',
      sample: tasks,
      parse: parseTasks,
      page: { path: NEW_ANCHOR_V3_PATH, queryKey: anchorKeys.tasks() },
    },
    {
      name: 'anchor profile (rating)',
      sample: profile,
      parse: parseProfile,
      page: { path: ANCHOR_RATING_PATH, queryKey: anchorKeys.profile() },
    },
    {
      name: 'anchor profile (points guide)',
      sample: profile,
      parse: parseProfile,
      page: { path: CHAT_TASK_GUIDE_PATH, queryKey: anchorKeys.profile() },
    },
    {
      name: 'anchor points',
      sample: data(simulator.points(token)),
      parse: parsePoints,
      page: { path: CHAT_TASK_GUIDE_PATH, queryKey: anchorKeys.points() },
    },
    {
      name: 'anchor Q&A',
      sample: data(simulator.qa('anchor', 'en')),
      parse: parseQa,
      page: { path: QUESTION_PATH, queryKey: anchorKeys.qa('anchor', 'en') },
    },
    {
      name: 'new-anchor Q&A',
      sample: data(simulator.qa('new_anchor', 'en')),
      parse: parseQa,
      page: { path: NEW_QUESTION_PATH, queryKey: anchorKeys.qa('new_anchor', 'en') },
    },
    {
      name: 'real-name verification',
      sample: data(simulator.verification(token)),
      parse: parseVerification,
      page: { path: AUTH_PATH, queryKey: anchorKeys.verification() },
    },
  ];
}
