import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost, type RequestOptions } from '../../platform/http/client';
import { ApiError, isApiError } from '../../platform/http/errors';
import { instant, record, text } from '../../platform/http/read';
import { writeOptions } from '../../platform/http/writeIntent';
import { isDay, isMaskedIdNumber, type LetterKind } from './letters';
import { LETTERS_PATHS, LETTERS_STATUS } from './lettersContract';

export * from './lettersContract';

// Replies are read defensively (docs/architecture.md, "What we accept from the bridge, the server and the URL"): a garbled text is
// '', a garbled day is null. Two things are refused outright, with ApiError: a reply about another letter, and one
// that carries an ID number that is not masked — it is never put on screen, in the cache or anywhere else.

export interface Signer {
  verified: boolean;
  /** '' until verified. */
  realName: string;
  /** Masked (`1*************002X`); '' until verified. */
  idNumber: string;
  nickname: string;
  accountId: string;
}

export interface Guild {
  id: string;
  name: string;
  invitationOpen: boolean;
}

export interface Signature {
  signedAt: number | null;
  version: string;
  /** The guild agreement's term, 'YYYY-MM-DD' in UTC+8. */
  termStart: string | null;
  termEnd: string | null;
}

export interface Letter {
  kind: LetterKind;
  /** The version a signature must accept now. */
  version: string;
  signer: Signer;
  guild: Guild | null;
  signature: Signature | null;
}

export const badLetterReply = (what: string) => new ApiError('bad-response', 200, `Letter reply ${what}`);

const day = (value: unknown): string | null => {
  const candidate = text(value, 10);
  return isDay(candidate) ? candidate : null;
};

/** A letter reply about `kind`, or ApiError (another letter, or an unmasked ID number). */
export function parseLetter(data: unknown, kind: LetterKind): Letter {
  const raw = record(data);
  if (raw.kind !== kind) throw badLetterReply(`about another letter than ${kind}`);
  const signer = record(raw.signer);
  const verified = signer.verified === true;
  const idNumber = text(signer.id_number, 32);
  if (idNumber && !isMaskedIdNumber(idNumber)) throw badLetterReply('with an ID number that is not masked');
  const guild = raw.guild === null || raw.guild === undefined ? null : record(raw.guild);
  const signature = raw.signature === null || raw.signature === undefined ? null : record(raw.signature);
  return {
    kind,
    version: text(raw.version, 16),
    signer: {
      verified,
      realName: verified ? text(signer.real_name, 64).trim() : '',
      idNumber: verified ? idNumber : '',
      nickname: text(signer.nickname, 64).trim(),
      accountId: text(signer.account_id, 32).trim(),
    },
    guild: guild && {
      id: text(guild.guild_id, 64),
      name: text(guild.name, 64).trim(),
      invitationOpen: guild.invitation === 'open',
    },
    signature: signature && {
      signedAt: instant(signature.signed_at),
      version: text(signature.version, 16),
      termStart: day(signature.term_start),
      termEnd: day(signature.term_end),
    },
  };
}

export const lettersKeys = {
  all: ['letters'] as const,
  letter: (kind: LetterKind) => ['letters', kind] as const,
};

export const letterQuery = (kind: LetterKind) =>
  queryOptions({
    queryKey: lettersKeys.letter(kind),
    queryFn: async ({ signal }) => parseLetter(await apiGet<unknown>(LETTERS_PATHS.letter, { kind }, { signal }), kind),
  });

export interface SignInput {
  kind: LetterKind;
  /** The version of the text the signer read and agreed to. */
  version: string;
  /** The guild agreement only: the chosen start of the term. */
  termStart?: string;
}

/** Sign a letter: one signature per `requestId`, with the one write timeout. The reply must show it signed. */
export async function signLetter(
  input: SignInput,
  requestId: string,
  options: RequestOptions = writeOptions,
): Promise<Letter> {
  const reply = parseLetter(
    await apiPost<unknown>(
      LETTERS_PATHS.sign,
      {
        request_id: requestId,
        kind: input.kind,
        version: input.version,
        ...(input.termStart ? { term_start: input.termStart } : {}),
      },
      options,
    ),
    input.kind,
  );
  if (!reply.signature) throw badLetterReply('without the signature');
  return reply;
}

export type LetterRefusal = keyof typeof LETTERS_STATUS;

/** The server's refusal of a signature, or null (another failure). */
export function letterRefusalOf(error: unknown): LetterRefusal | null {
  if (!isApiError(error) || error.kind !== 'server') return null;
  const entry = Object.entries(LETTERS_STATUS).find(([, code]) => code === error.code);
  return entry ? (entry[0] as LetterRefusal) : null;
}

/** No answer from the server itself (a timeout, a lost connection, a gateway error): the signature may have landed. */
export const isLostReply = (error: unknown): boolean =>
  !(isApiError(error) && (error.kind === 'server' || error.kind === 'bad-request'));
