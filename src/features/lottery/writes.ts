import { apiPost, type RequestOptions } from '../../platform/http/client';
import { ApiError } from '../../platform/http/errors';
import { LOTTERY_PATHS, parseDraw, parseState, type LotteryDrawReply } from './api';
import { record } from '../../platform/http/read';

// The paid writes: loaded with the first one (`import()` in each intent's send), not with the page.

export function parseDrawReply(data: unknown): LotteryDrawReply {
  const raw = record(data);
  const state = parseState(raw.state);
  const draw = parseDraw(raw.draw, state.prizes);
  if (!draw || draw.items.length === 0) throw new ApiError('bad-response', 200, 'Draw reply without its results');
  return { draw, state };
}

/** A paid draw (or boxes my partner sent, `gift`): one per `requestId` (a repeat gets the first draw, the same results). */
export async function draw(game: string, count: number, gift: boolean, requestId: string, options: RequestOptions) {
  return parseDrawReply(
    await apiPost<unknown>(LOTTERY_PATHS.draw, { game, count, gift, request_id: requestId }, options),
  );
}

/** Tickets bought with coins: once per `requestId`. */
export async function buyTickets(game: string, count: number, requestId: string, options: RequestOptions) {
  return parseState(await apiPost<unknown>(LOTTERY_PATHS.buyTickets, { game, count, request_id: requestId }, options));
}

/** A missing item of a series for bubble fragments: once per `requestId`. */
export async function exchangeItem(game: string, prizeId: string, requestId: string, options: RequestOptions) {
  return parseState(
    await apiPost<unknown>(LOTTERY_PATHS.exchange, { game, prize_id: prizeId, request_id: requestId }, options),
  );
}

/** Boxes sent to my CP partner: once per `requestId`. */
export async function giftBoxes(game: string, count: number, requestId: string, options: RequestOptions) {
  return parseState(await apiPost<unknown>(LOTTERY_PATHS.gift, { game, count, request_id: requestId }, options));
}
