import { VIRTUALGF_PATHS } from '../../src/features/virtualgf/contract';
import { virtualGfSimulator, type VirtualGfSimulator } from '../server/virtualgf';
import { NOT_SIGNED_IN } from './account';
import { answer, fail, signed, textParam } from './signedRequest';

/** The virtual girlfriend endpoint over a simulator (the shared one unless a story brings its own). */
export function virtualGfHandlers(simulator: VirtualGfSimulator = virtualGfSimulator) {
  return [
    signed('get', VIRTUALGF_PATHS.profile, ({ params, token }) =>
      token ? answer(simulator.profile(textParam(params.anchor_id))) : fail(NOT_SIGNED_IN.status, NOT_SIGNED_IN.msg),
    ),
  ];
}
