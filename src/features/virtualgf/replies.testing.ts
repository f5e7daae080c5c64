import { createVirtualGfSimulator, VIRTUALGF_ANCHORS } from '../../../mocks/server/virtualgf';
import type { ReplyFuzzCase } from '../../platform/http/replyFuzz.testing';
import { parseProfile, virtualGfKeys } from './api';
import { virtualGfProfilePath } from './paths';

/** The virtual girlfriend replies for the shared fuzz test: real ones from the seeded simulator. */
export function virtualGfReplyCases(): ReplyFuzzCase[] {
  const simulator = createVirtualGfSimulator();
  return (['full', 'newcomer'] as const).map((seed) => {
    const id = VIRTUALGF_ANCHORS[seed];
    const reply = simulator.profile(id);
    if (!reply.ok) throw new Error('the simulator refused');
    return {
      name: `virtualgf ${seed}`,
      sample: reply.data,
      parse: parseProfile,
      page: { path: virtualGfProfilePath(id), queryKey: virtualGfKeys.profile(id) },
    };
  });
}
