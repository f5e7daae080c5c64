import { createWithdrawSimulator } from '../../../mocks/server/withdraw';
import type { ReplyFuzzCase } from '../../platform/http/replyFuzz.testing';
import { WITHDRAW_CONFIRM_PATH, WITHDRAW_PATH } from './paths';
import { parseQuote, parseSummary, quoteQuery, summaryQuery } from './withdrawApi';

/** The withdrawal replies for the shared fuzz test: real ones from the seeded simulator. */
export function withdrawReplyCases(): ReplyFuzzCase[] {
  const simulator = createWithdrawSimulator({ now: () => Date.parse('2026-11-20T20:00:00+08:00') });
  const data = <T>(reply: { ok: true; data: T } | { ok: false }): T => {
    if (!reply.ok) throw new Error('the simulator refused');
    return reply.data;
  };
  const summary = data(simulator.summary('fuzz'));
  const summaryKey = summaryQuery().queryKey;
  return [
    {
      name: 'withdraw summary',
      sample: summary,
      parse: parseSummary,
      page: { path: WITHDRAW_PATH, queryKey: summaryKey },
    },
    {
      name: 'withdraw quote',
      sample: data(simulator.quote('fuzz', 5_000)),
      parse: parseQuote,
      page: {
        path: `${WITHDRAW_CONFIRM_PATH}?points=5000`,
        queryKey: quoteQuery(5_000).queryKey,
        alongside: [[summaryKey, parseSummary(summary)]],
      },
    },
  ];
}
