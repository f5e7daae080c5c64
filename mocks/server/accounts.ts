/**
 * Who a mock access token signs in. Every token is the demo member (`u_10086`, the self-info fixture) unless it is
 * `mock-user-<user id>`: then it is that member — how the dev app, a story or a test signs in as the receiver of a
 * gift (`?access_token=mock-user-u_m005`). Simulators keep one player per token (tests side by side on the shared
 * server stay apart) and one per member for the `mock-user-` tokens, so what is sent to a member reaches them.
 */

/** The member every ordinary token signs in (`mocks/fixtures/users.ts`). */
export const DEMO_USER_ID = 'u_10086';

const MEMBER_TOKEN = /^mock-user-(u_[a-z0-9_]{1,40})$/;

/** The token that signs in as `userId`. */
export const tokenOfUser = (userId: string): string => `mock-user-${userId}`;

/** The member `token` signs in. */
export function userIdOf(token: string): string {
  return MEMBER_TOKEN.exec(token)?.[1] ?? DEMO_USER_ID;
}

/**
 * The key a simulator files a token's player under: the member for a `mock-user-` token (so what is sent to them
 * arrives), the token itself otherwise.
 */
export function accountKeyOf(token: string): string {
  return MEMBER_TOKEN.exec(token)?.[1] ?? token;
}

/** The markets an account may belong to: the mainland (CNY) and Taiwan (TWD, spec §9's "Taiwan variant"). */
export type AccountMarket = 'CN' | 'TW';

/**
 * The market of the account `token` signs in: Taiwan for a token that starts with `tw-` (the dev app opens the
 * Taiwan variant with `?access_token=tw-demo`), the mainland otherwise. A simulator's setup may say otherwise.
 */
export function marketOf(token: string): AccountMarket {
  return /^tw-/i.test(token) ? 'TW' : 'CN';
}
