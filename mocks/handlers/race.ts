import { RACE_PATHS, RACE_STATUS } from '../../src/features/race/contract';
import { isRaceGame, type EntryId, type Fuel, type RaceGame } from '../../src/features/race/model';
import { raceSimulator, type RaceSimulator } from '../server/race';
import { NOT_SIGNED_IN } from './account';
import { answer, fail, signed, textParam, type SignedParams } from './signedRequest';

const BAD_REQUEST = { status: RACE_STATUS.invalid, msg: '參數錯誤' };

const gameOf = (params: SignedParams): RaceGame | null => (isRaceGame(params.game) ? params.game : null);

function fuelOf(params: SignedParams): Fuel | null {
  try {
    const parsed: unknown = JSON.parse(textParam(params.fuel));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    return parsed as Partial<Record<EntryId, number>>;
  } catch {
    return null;
  }
}

/** The racing endpoints over a simulator (the shared one unless a story brings its own). */
export function raceHandlers(simulator: RaceSimulator = raceSimulator) {
  return [
    signed('get', RACE_PATHS.round, ({ params, token }) => {
      const game = gameOf(params);
      if (!token) return fail(NOT_SIGNED_IN.status, NOT_SIGNED_IN.msg);
      return game ? answer(simulator.currentRound(token, game)) : fail(BAD_REQUEST.status, BAD_REQUEST.msg);
    }),
    signed('post', RACE_PATHS.refuel, ({ params, token }) => {
      if (!token) return fail(NOT_SIGNED_IN.status, NOT_SIGNED_IN.msg);
      const game = gameOf(params);
      const fuel = fuelOf(params);
      const roundId = Number(params.round_id);
      const requestId = textParam(params.request_id);
      if (!game || !fuel || !Number.isInteger(roundId) || !requestId) return fail(BAD_REQUEST.status, BAD_REQUEST.msg);
      return answer(simulator.refuel(token, game, roundId, fuel, requestId));
    }),
    signed('post', RACE_PATHS.buyGasoline, ({ params, token }) => {
      if (!token) return fail(NOT_SIGNED_IN.status, NOT_SIGNED_IN.msg);
      const requestId = textParam(params.request_id);
      if (!requestId) return fail(BAD_REQUEST.status, BAD_REQUEST.msg);
      return answer(simulator.buyGasoline(token, Number(params.liters), requestId));
    }),
    signed('get', RACE_PATHS.history, ({ params, token }) => {
      const game = gameOf(params);
      if (!token) return fail(NOT_SIGNED_IN.status, NOT_SIGNED_IN.msg);
      return game ? answer(simulator.history(token, game)) : fail(BAD_REQUEST.status, BAD_REQUEST.msg);
    }),
    signed('get', RACE_PATHS.medal, ({ token }) =>
      token ? answer(simulator.medal(token)) : fail(NOT_SIGNED_IN.status, NOT_SIGNED_IN.msg),
    ),
  ];
}
