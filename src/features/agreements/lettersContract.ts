// Paths and types of the letters endpoints (ours: the spec names the letters, not their calls). The mock server
// imports this file, so a contract change breaks the mock at compile time.

const PREFIX = '/api/agreements/v1/letters';

export const LETTERS_PATHS = {
  /** GET { kind } → LetterReply: the letter's state, the signer (masked ID number) and the inviting guild. */
  letter: `${PREFIX}/state`,
  /**
   * POST { request_id, kind, version, term_start? } → LetterReply: sign the letter in `version`, once per
   * request_id (a repeat gets the first answer). `term_start` ('YYYY-MM-DD', UTC+8) only for the guild agreement.
   */
  sign: `${PREFIX}/sign`,
} as const;

/** The server's refusals of a signature. */
export const LETTERS_STATUS = {
  /** The letter changed since the page loaded it: read it again and agree to the new version. */
  versionOutdated: 42101,
  /** The signer has not passed real-name verification. */
  notVerified: 42102,
  /** The guild withdrew its invitation (or there is none): nothing to join. */
  invitationWithdrawn: 42103,
  /** The term's start date is outside today … today + 30 days (UTC+8). */
  badTermStart: 42104,
  /** Signed already (by another request): the page reads the state again. */
  alreadySigned: 42105,
} as const;

export interface SignerReply {
  /** Passed real-name verification: only then are the name and the number known. */
  verified: boolean;
  /** The legal name as verified. */
  real_name?: string;
  /** Masked by the server (`1*************002X`); a reply with an unmasked number is refused. */
  id_number?: string;
  nickname: string;
  account_id: string;
}

export interface GuildReply {
  guild_id: string;
  name: string;
  /** 'open' | 'withdrawn'. */
  invitation: string;
}

export interface SignatureReply {
  /** When it was signed (ms). */
  signed_at: number;
  /** The version the signer accepted. */
  version: string;
  /** The guild agreement's term, 'YYYY-MM-DD' (UTC+8). */
  term_start?: string;
  term_end?: string;
}

export interface LetterReply {
  /** 'union' | 'promise' | 'commitment' | 'guild'. */
  kind: string;
  /** The version a signature must accept now. */
  version: string;
  signer: SignerReply;
  /** The inviting guild (none for the promise letter, or when there is no invitation). */
  guild: GuildReply | null;
  signature: SignatureReply | null;
}
