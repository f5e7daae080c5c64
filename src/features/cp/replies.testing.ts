import { createCpSimulator } from '../../../mocks/server/cp';
import type { ReplyFuzzCase } from '../../platform/http/replyFuzz.testing';
import { cpKeys, parseAnnounce, parseShow } from './api';
import { parseHall, parseMatchmakers } from './boardsApi';
import { CP_HALL_PATH, CP_MATCHMAKERS_PATH, cpAnnouncePath } from './paths';

/** The CP replies for the shared fuzz test: real ones from the seeded simulator (a pair in forming, a couple). */
export function cpReplyCases(): ReplyFuzzCase[] {
  const data = <T>(reply: { ok: true; data: T } | { ok: false }): T => {
    if (!reply.ok) throw new Error('the simulator refused');
    return reply.data;
  };
  const forming = createCpSimulator();
  const couple = createCpSimulator({ member: { state: 'couple', announce: 'partner' } });
  // The hall with my pair announced (pinned), and a board where I am ranked.
  const announced = createCpSimulator({
    member: { state: 'couple', announce: 'both', matchmaker: { newPairs: 4, announcedPairs: 2 } },
  });
  const pair = data(couple.show('fuzz', ''));
  const cpId = pair.couple!.cp_id;
  return [
    {
      name: 'cp forming',
      sample: data(forming.show('fuzz', '')),
      parse: parseShow,
      page: { path: '/h5/cp/show', queryKey: cpKeys.show('') },
    },
    { name: 'cp couple', sample: pair, parse: parseShow, page: { path: '/h5/cp/show', queryKey: cpKeys.show('') } },
    {
      name: 'cp announce',
      sample: data(couple.announce('fuzz', cpId)),
      parse: parseAnnounce,
      page: { path: cpAnnouncePath(cpId), queryKey: cpKeys.announce(cpId) },
    },
    {
      name: 'cp hall',
      sample: data(announced.hall('fuzz', '')),
      // The page reads it as the first page of an infinite query.
      parse: (reply: unknown) => ({ pages: [parseHall(reply)], pageParams: [''] }),
      page: { path: CP_HALL_PATH, queryKey: cpKeys.hall() },
    },
    {
      name: 'cp matchmakers',
      sample: data(announced.matchmakers('fuzz')),
      parse: parseMatchmakers,
      page: { path: CP_MATCHMAKERS_PATH, queryKey: cpKeys.matchmakers() },
    },
  ];
}
