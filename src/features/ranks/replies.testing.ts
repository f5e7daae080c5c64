import { createRankSimulator } from '../../../mocks/server/ranks';
import type { ReplyFuzzCase } from '../../platform/http/replyFuzz.testing';
import { parseBoard, parseGiftStarHistory, parseMyRank, parseRewards, rankKeys } from './api';
import { BOARD_PATHS, GIFT_STAR_HISTORY_PATH } from './boardPaths';

/** The boards' replies for the shared fuzz test: real ones from the seeded simulator, on the whole-server board. */
export function rankReplyCases(): ReplyFuzzCase[] {
  const simulator = createRankSimulator({ participants: 30 });
  const lighting = createRankSimulator({ participants: 30, now: () => Date.parse('2026-12-25T20:00:00+08:00') });
  const data = <T>(reply: { ok: true; data: T } | { ok: false }): T => {
    if (!reply.ok) throw new Error('the simulator refused');
    return reply.data;
  };
  const board = data(simulator.board('rich', 'daily'));
  const mine = data(simulator.mine('rich', 'daily'));
  const rewards = data(simulator.rewards('daily'));
  const path = '/h5/whole_rank';
  const parsedBoard = [rankKeys.board('rich', 'daily'), parseBoard('rich', 'daily', 'user', board)] as const;
  const parsedMine = [rankKeys.mine('rich', 'daily'), parseMyRank('user', mine)] as const;
  const parsedRewards = [rankKeys.rewards('daily'), parseRewards('daily', rewards)] as const;
  return [
    {
      name: 'rank board',
      sample: board,
      parse: (reply) => parseBoard('rich', 'daily', 'user', reply),
      page: { path, queryKey: parsedBoard[0], alongside: [parsedMine, parsedRewards] },
    },
    {
      name: 'my rank',
      sample: mine,
      parse: (reply) => parseMyRank('user', reply),
      page: { path, queryKey: parsedMine[0], alongside: [parsedBoard, parsedRewards] },
    },
    {
      name: 'rank rewards',
      sample: rewards,
      parse: (reply) => parseRewards('daily', reply),
      page: { path, queryKey: parsedRewards[0], alongside: [parsedBoard, parsedMine] },
    },
    {
      name: 'gift-star history',
      sample: data(simulator.giftStarHistory()),
      parse: parseGiftStarHistory,
      page: { path: GIFT_STAR_HISTORY_PATH, queryKey: rankKeys.giftStarHistory() },
    },
    {
      // The lighting board names the Christmas edition it counts (its year in the title).
      name: 'lighting board',
      sample: data(lighting.board('tree_lighting', 'christmas')),
      parse: (reply) => parseBoard('tree_lighting', 'christmas', 'user', reply),
      page: { path: BOARD_PATHS.billboard_tree, queryKey: rankKeys.board('tree_lighting', 'christmas') },
    },
  ];
}
