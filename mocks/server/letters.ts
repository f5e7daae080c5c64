/**
 * The letters server, simulated with the area's rules (`src/features/agreements/letters.ts`) on the app clock: one
 * signer per access token (verified or not, with a guild whose invitation is open, withdrawn or absent), and the
 * letters signed idempotently by request id into a ledger. The versions a signature must accept are the documents'
 * own (the source texts).
 */
import anchorGuild from '../../src/features/agreements/documents/anchorGuild/zh-Hant';
import commitmentLetter from '../../src/features/agreements/documents/commitmentLetter/zh-Hant';
import promiseLetter from '../../src/features/agreements/documents/promiseLetter/zh-Hant';
import unionLetter from '../../src/features/agreements/documents/unionLetter/zh-Hant';
import { dayOf, type LetterKind, needsGuild, startDateProblem, termEnd } from '../../src/features/agreements/letters';
import { LETTERS_STATUS, type LetterReply, type SignatureReply } from '../../src/features/agreements/lettersContract';
import { appNow } from '../../src/platform/clock/clock';
import { maskIdNumber } from '../../src/platform/identity/idNumber';
import { ok, refused, type SimulatorReply } from './simulatorReply';

const DAY_MS = 86_400_000;

/** The version each letter must be signed in now: the documents' own. */
export const LETTER_VERSIONS: Record<LetterKind, string> = {
  union: unionLetter.version,
  promise: promiseLetter.version,
  commitment: commitmentLetter.version,
  guild: anchorGuild.version,
};

export interface LetterSetup {
  /** Passed real-name verification. */
  verified: boolean;
  realName: string;
  /** The whole number: the server masks it in every reply. */
  idNumber: string;
  nickname: string;
  accountId: string;
  guildName: string;
  /** The inviting guild's invitation: open, withdrawn, or no guild at all. */
  invitation: 'open' | 'withdrawn' | 'none';
  /** Letters signed before the page opens (three days ago, in the current version). */
  signed: LetterKind[];
  /**
   * A newer version of the letters is published: 'before' the page opens (it asks for a text the app does not have
   * yet), or 'whileOpen' (the first signature is refused as outdated, and from then on the newer version is asked for).
   */
  republished: 'no' | 'before' | 'whileOpen';
}

export const DEFAULT_LETTER_SETUP: LetterSetup = {
  verified: true,
  realName: '王小明',
  idNumber: '11010519491231002X',
  nickname: '小明Mia',
  accountId: '10086321',
  guildName: '星光傳媒公會',
  invitation: 'open',
  signed: [],
  republished: 'no',
};

export const LETTER_FAILURES = {
  versionOutdated: { status: LETTERS_STATUS.versionOutdated, msg: '文件已更新，請重新閱讀' },
  notVerified: { status: LETTERS_STATUS.notVerified, msg: '請先完成實名認證' },
  invitationWithdrawn: { status: LETTERS_STATUS.invitationWithdrawn, msg: '公會已撤回邀請' },
  badTermStart: { status: LETTERS_STATUS.badTermStart, msg: '聘期開始日期不正確' },
  alreadySigned: { status: LETTERS_STATUS.alreadySigned, msg: '已簽署' },
} as const;

/** One signature the server recorded. */
export interface LedgerEntry {
  kind: LetterKind;
  version: string;
  requestId: string;
  termStart?: string;
}

interface Signer {
  setup: LetterSetup;
  signatures: Map<LetterKind, SignatureReply>;
  replies: Map<string, SimulatorReply<LetterReply>>;
  ledger: LedgerEntry[];
  /** A newer version than the app's is asked for. */
  newer: boolean;
}

/** The version published after `version` ("1.0" → "1.1"). */
const nextVersion = (version: string) => version.replace(/\d+$/, (minor) => String(Number(minor) + 1));

export function createLettersSimulator(options: { now?: () => number; setup?: Partial<LetterSetup> } = {}) {
  const clock = options.now ?? appNow;
  let fixedNow: number | null = null;
  const now = () => fixedNow ?? clock();
  const signers = new Map<string, Signer>();
  const setups = new Map<string, Partial<LetterSetup>>();

  function signerFor(token: string): Signer {
    const known = signers.get(token);
    if (known) return known;
    const setup = { ...DEFAULT_LETTER_SETUP, ...options.setup, ...setups.get(token) };
    const signedAt = now() - 3 * DAY_MS;
    const signatures = new Map<LetterKind, SignatureReply>(
      setup.signed.map((kind) => {
        const start = dayOf(signedAt);
        const term = kind === 'guild' ? { term_start: start, term_end: termEnd(start) } : {};
        return [kind, { signed_at: signedAt, version: LETTER_VERSIONS[kind], ...term }];
      }),
    );
    const signer = { setup, signatures, replies: new Map(), ledger: [], newer: setup.republished === 'before' };
    signers.set(token, signer);
    return signer;
  }

  const versionOf = (signer: Signer, kind: LetterKind) =>
    signer.newer ? nextVersion(LETTER_VERSIONS[kind]) : LETTER_VERSIONS[kind];

  function stateOf(signer: Signer, kind: LetterKind): LetterReply {
    const { setup } = signer;
    return {
      kind,
      version: versionOf(signer, kind),
      signer: {
        verified: setup.verified,
        ...(setup.verified ? { real_name: setup.realName, id_number: maskIdNumber(setup.idNumber) } : {}),
        nickname: setup.nickname,
        account_id: setup.accountId,
      },
      guild:
        setup.invitation === 'none' || !needsGuild(kind)
          ? null
          : { guild_id: 'g-2024', name: setup.guildName, invitation: setup.invitation },
      signature: signer.signatures.get(kind) ?? null,
    };
  }

  return {
    setClock(at: number | null) {
      fixedNow = at;
    },
    /** How a token's signer starts (before its first request). */
    setUp(token: string, setup: Partial<LetterSetup>) {
      setups.set(token, setup);
      signers.delete(token);
    },
    /** Stories: the signer's situation changes while the page is open (the guild withdraws, say). */
    change(token: string, patch: Partial<Pick<LetterSetup, 'verified' | 'invitation'>>) {
      const signer = signerFor(token);
      signer.setup = { ...signer.setup, ...patch };
    },
    letter(token: string, kind: LetterKind): SimulatorReply<LetterReply> {
      return ok(stateOf(signerFor(token), kind));
    },
    sign(
      token: string,
      input: { kind: LetterKind; version: string; termStart: string },
      requestId: string,
    ): SimulatorReply<LetterReply> {
      const signer = signerFor(token);
      const earlier = signer.replies.get(requestId);
      if (earlier) return earlier;
      const { kind } = input;
      const reply = ((): SimulatorReply<LetterReply> => {
        if (!signer.setup.verified) return refused(LETTER_FAILURES.notVerified);
        if (needsGuild(kind) && signer.setup.invitation !== 'open') return refused(LETTER_FAILURES.invitationWithdrawn);
        if (signer.signatures.has(kind)) return refused(LETTER_FAILURES.alreadySigned);
        if (signer.setup.republished === 'whileOpen') signer.newer = true;
        if (input.version !== versionOf(signer, kind)) return refused(LETTER_FAILURES.versionOutdated);
        const term =
          kind === 'guild'
            ? startDateProblem(input.termStart, now()) === null
              ? { term_start: input.termStart, term_end: termEnd(input.termStart) }
              : null
            : {};
        if (!term) return refused(LETTER_FAILURES.badTermStart);
        signer.signatures.set(kind, { signed_at: now(), version: input.version, ...term });
        signer.ledger.push({
          kind,
          version: input.version,
          requestId,
          ...(term.term_start ? { termStart: term.term_start } : {}),
        });
        return ok(stateOf(signer, kind));
      })();
      signer.replies.set(requestId, reply);
      return reply;
    },
    /** e2e and stories: what the server recorded for a token. */
    ledgerOf(token: string) {
      const entries = signers.get(token)?.ledger ?? [];
      return { signatures: entries.length, entries: [...entries] };
    },
  };
}

export type LettersSimulator = ReturnType<typeof createLettersSimulator>;

/** The shared server of the dev app and e2e. */
export const lettersSimulator = createLettersSimulator();
