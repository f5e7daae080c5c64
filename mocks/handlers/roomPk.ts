import { ROOM_PK_PATHS, ROOM_PK_STATUS } from '../../src/features/rooms/contract';
import { isPkId } from '../../src/features/rooms/model';
import { roomPkSimulator, type RoomPkSimulator } from '../server/roomPk';
import { serverTimeFor } from '../server/serverClock';
import { NOT_SIGNED_IN } from './account';
import { answer, fail, signed, textParam } from './signedRequest';

const BAD_REQUEST = { status: ROOM_PK_STATUS.invalid, msg: '參數錯誤' };

/** The room PK endpoint over a simulator (the shared one unless a story brings its own). */
export function roomPkHandlers(simulator: RoomPkSimulator = roomPkSimulator) {
  return [
    signed('get', ROOM_PK_PATHS.pk, ({ params, token }) => {
      if (!token) return fail(NOT_SIGNED_IN.status, NOT_SIGNED_IN.msg);
      const pkId = textParam(params.pk_id);
      if (pkId && !isPkId(pkId)) return fail(BAD_REQUEST.status, BAD_REQUEST.msg);
      // The request meets the server at its token's time (an e2e pin, or the app clock).
      simulator.setClock(serverTimeFor(token));
      return answer(simulator.pk(token, pkId));
    }),
  ];
}
