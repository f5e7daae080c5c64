import { createLotterySimulator } from '../../../mocks/server/lottery';
import type { ReplyFuzzCase } from '../../platform/http/replyFuzz.testing';
import { lotteryKeys, parseOdds, parseState } from './api';
import { parseShelf } from './shelfApi';
import { GAMES } from './games';
import { BLIND_BOX_HOUSE_PATH, FOOL_DAY_LOTTERY_PATH } from './paths';

/** The lottery replies for the shared fuzz test: real ones from the seeded simulator. */
export function lotteryReplyCases(): ReplyFuzzCase[] {
  const data = <T>(reply: { ok: true; data: T } | { ok: false }): T => {
    if (!reply.ok) throw new Error('the simulator refused');
    return reply.data;
  };
  // The April Fools' lottery (six prizes: each render is quick, the fields the same as every game's), with a draw left
  // unseen, so the state carries one too.
  const server = createLotterySimulator({ player: { left: [2] } });
  const foolOdds = data(server.odds('fuzz', GAMES.foolDay));
  const houseShelf = data(server.shelf('fuzz', 'house'));
  return [
    {
      name: 'April Fools state',
      sample: data(server.state('fuzz', GAMES.foolDay)),
      parse: parseState,
      page: {
        path: FOOL_DAY_LOTTERY_PATH,
        queryKey: lotteryKeys.state(GAMES.foolDay),
        alongside: [[lotteryKeys.odds(GAMES.foolDay), parseOdds(foolOdds)]],
      },
    },
    {
      name: 'April Fools odds',
      sample: foolOdds,
      parse: parseOdds,
      page: {
        path: FOOL_DAY_LOTTERY_PATH,
        queryKey: lotteryKeys.odds(GAMES.foolDay),
        alongside: [[lotteryKeys.state(GAMES.foolDay), parseState(data(server.state('fuzz', GAMES.foolDay)))]],
      },
    },
    {
      name: 'blind-box shelf',
      sample: houseShelf,
      parse: parseShelf,
      page: {
        path: BLIND_BOX_HOUSE_PATH,
        queryKey: lotteryKeys.shelf('house'),
        alongside: [[lotteryKeys.state(GAMES.dragonBox), parseState(data(server.state('fuzz', GAMES.dragonBox)))]],
      },
    },
  ];
}
