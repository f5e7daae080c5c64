import { HALO, cloud, glints, shards, stackedCoin, ticket, type Part } from './paint';

/** Coins, wish tickets and bubble fragments: on every lottery page (the wallet, the collection). */
export const COMMON_ART: Record<string, Part[]> = {
  coins: [
    HALO,
    ...[50, 45, 40, 35, 30, 25].flatMap((y) => stackedCoin(24, y)),
    ...[52, 47, 42].flatMap((y) => stackedCoin(42, y)),
    glints([14, 22], [52, 30, 4]),
  ],
  wish_ticket: ticket('red', '#ffd24a', [
    ['M11 27q2 3 4 0q2 3 4 0M12 32q2 3 4 0M11 37q2 3 4 0q2 3 4 0', '', '#ffd24a'],
    ...cloud('gold', 'translate(38 32) scale(1.2)'),
  ]),
  bubble_fragment: [...shards('film', 'iris'), glints([12, 50], [54, 42, 2.5])],
};
