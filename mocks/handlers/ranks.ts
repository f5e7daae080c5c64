import { RANK_PATHS, RANK_STATUS } from '../../src/features/ranks/contract';
import { isBoardKind, isScope, type BoardKind, type Scope } from '../../src/features/ranks/model';
import { rankSimulator, type RankSimulator } from '../server/ranks';
import { NOT_SIGNED_IN } from './account';
import { answer, fail, signed, type SignedParams } from './signedRequest';

const BAD_REQUEST = { status: RANK_STATUS.invalid, msg: '參數錯誤' };

const badRequest = () => fail(BAD_REQUEST.status, BAD_REQUEST.msg);
const notSignedIn = () => fail(NOT_SIGNED_IN.status, NOT_SIGNED_IN.msg);

function boardOf(params: SignedParams): { kind: BoardKind; scope: Scope; gift: string | undefined } | null {
  const { kind, scope } = params;
  if (!isBoardKind(kind) || !isScope(scope)) return null;
  const gift = typeof params.gift === 'string' && params.gift !== '' ? params.gift : undefined;
  return { kind, scope, gift };
}

/** The rank endpoints over a simulator (the shared one unless a story or test brings its own). */
export function rankHandlers(simulator: RankSimulator = rankSimulator) {
  return [
    signed('get', RANK_PATHS.board, ({ params, token }) => {
      if (!token) return notSignedIn();
      const board = boardOf(params);
      return board ? answer(simulator.board(board.kind, board.scope, board.gift)) : badRequest();
    }),
    signed('get', RANK_PATHS.mine, ({ params, token }) => {
      if (!token) return notSignedIn();
      const board = boardOf(params);
      return board ? answer(simulator.mine(board.kind, board.scope, board.gift)) : badRequest();
    }),
    signed('get', RANK_PATHS.giftStarHistory, ({ params, token }) => {
      if (!token) return notSignedIn();
      if (params.week === undefined || params.week === '') return answer(simulator.giftStarHistory());
      const week = Number(params.week);
      return Number.isInteger(week) && week > 0 ? answer(simulator.giftStarHistory(week)) : badRequest();
    }),
    signed('get', RANK_PATHS.rewards, ({ params, token }) => {
      if (!token) return notSignedIn();
      return isScope(params.scope) ? answer(simulator.rewards(params.scope)) : badRequest();
    }),
  ];
}
