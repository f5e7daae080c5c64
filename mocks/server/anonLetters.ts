/**
 * The anonymous letters' server, simulated with the page's rules (`src/features/letters/model.ts`): one member per
 * access token; letters go to one random reader each (a seeded sea of other writers' letters, and the delivered
 * letters of the other tokens); the server screens every letter (under review for a minute, then delivered, or
 * rejected when it carries contact details); daily quotas and a rate limit in UTC+8 days; every write idempotent by
 * request id. Who wrote a letter stays here: every reply is built from the letter's id, words and times, and whether
 * the asker wrote it — never a token, id, name or avatar.
 */
import {
  LETTER_STATUS,
  type Letter,
  type LetterReplyItem,
  type LettersState,
  type LetterThread,
  type Mailbox,
  type MailboxKind,
  type ReceivedReply,
  type SentReply,
} from '../../src/features/letters/contract';
import {
  canReply,
  letterWords,
  REPORT_REASONS,
  textProblem,
  type RejectReason,
  type ReportReason,
} from '../../src/features/letters/model';
import { appNow, UTC8_OFFSET_MS } from '../../src/platform/clock/clock';
import { random } from './random';
import { ok, refused, type ServerFailure, type SimulatorReply } from './simulatorReply';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** The server's, not the spec's: five letters written and ten fished a day, one letter a minute at most. */
export const SEND_LIMIT = 5;
export const RECEIVE_LIMIT = 10;
export const SEND_INTERVAL_MS = MINUTE_MS;
/** How long the screening takes (the page shows "under review" meanwhile). */
export const REVIEW_MS = MINUTE_MS;

/** What the server says, in its own words (the page shows its own translation of known statuses). */
export const LETTER_FAILURES = {
  sendQuotaUsed: { status: LETTER_STATUS.sendQuotaUsed, msg: '今天的信已經寫完了，明天再來吧' },
  receiveQuotaUsed: { status: LETTER_STATUS.receiveQuotaUsed, msg: '今天撈信的次數已用完' },
  tooFast: { status: LETTER_STATUS.tooFast, msg: '寄信太頻繁，請稍後再試' },
  seaEmpty: { status: LETTER_STATUS.seaEmpty, msg: '海裡暫時沒有新的信' },
  invalidText: { status: LETTER_STATUS.invalidText, msg: '信件內容需為 1–499 字' },
  closed: { status: LETTER_STATUS.closed, msg: '這段對話已關閉' },
  unknownLetter: { status: LETTER_STATUS.unknownLetter, msg: '找不到這封信' },
} satisfies Record<string, ServerFailure>;

/** The screening's one rule here: contact details (a long run of digits, a messenger id) are not allowed. */
const CONTACT = /\d[\d\s-]{6,}\d|line\s*id|wechat|微信|加賴|加line|kakao/i;

/** The letters of other members in the sea when a member first arrives (the writers are nobody the page can know). */
const SEA_LETTERS = [
  '今天下班的路上看到好美的晚霞，突然很想跟一個陌生人分享。希望你今天也過得溫柔。',
  '最近在學吉他，手指好痛，但第一次完整彈完一首歌的時候真的好開心！你最近有什麼小成就嗎？',
  'Can’t sleep again. If you’re reading this at 3 a.m. too — hi, you’re not alone. 🌙',
  '明天要面試了，有點緊張。寫給你的時候好像就沒那麼怕了。祝我好運吧 🍀',
  '今日は久しぶりに海に行きました。波の音を聞いていると、悩みが小さく見えます。',
  '養了一隻橘貓，牠每天早上五點準時叫我起床。有人也被貓統治嗎？🐱',
  '오늘 처음으로 혼자 여행을 떠났어요. 낯선 도시에서 이 편지를 씁니다.',
  '如果可以對十年前的自己說一句話，你會說什麼？我會說：別怕，慢慢來。',
];

export interface LettersMemberSetup {
  /** Letters already written and fished today (the quotas count down from the limits). */
  sentToday: number;
  receivedToday: number;
  /** The last letter went this many ms ago (the rate limit), or null. */
  lastSentAgo: number | null;
  /** `seeded`: letters both ways, one rejected, one under review, replies unread; `empty`: none. */
  mailbox: 'seeded' | 'empty';
  /** No letter in the sea for this member. */
  seaEmpty: boolean;
}

export const DEFAULT_LETTERS_MEMBER: LettersMemberSetup = {
  sentToday: 1,
  receivedToday: 2,
  lastSentAgo: null,
  mailbox: 'seeded',
  seaEmpty: false,
};

export interface AnonLettersSimulatorOptions {
  seed?: number;
  now?: () => number;
  member?: Partial<LettersMemberSetup>;
}

interface StoredReply {
  id: string;
  /** Written by the letter's writer (else by its reader). */
  byWriter: boolean;
  text: string;
  at: number;
  readByWriter: boolean;
  readByReader: boolean;
}

interface StoredLetter {
  id: string;
  /** A token, or `sea:n` for the seeded writers. */
  writer: string;
  reader: string | null;
  text: string;
  sentAt: number;
  replies: StoredReply[];
  closed: 'blocked' | 'reported' | null;
  reportReason: ReportReason | null;
}

interface Member {
  setup: LettersMemberSetup;
  /** UTC+8 day → letters written and fished that day. */
  sent: Map<number, number>;
  received: Map<number, number>;
  lastSentAt: number | null;
  /** Writers this member blocked or reported: their letters never reach them again. */
  blocked: Set<string>;
  /** Idempotency: request id → the first answer. */
  writes: Map<string, SimulatorReply<unknown>>;
  /** What this member wrote through the server (the seeded mailbox not counted): tests count them. */
  written: { letters: number; replies: number };
}

const utc8Day = (at: number) => Math.floor((at + UTC8_OFFSET_MS) / DAY_MS);

export function createAnonLettersSimulator(options: AnonLettersSimulatorOptions = {}) {
  const seed = options.seed ?? 20250520;
  const clock = options.now ?? appNow;
  let fixedNow: number | null = null;
  const now = () => fixedNow ?? clock();
  const rng = random(seed);
  const members = new Map<string, Member>();
  const letters = new Map<string, StoredLetter>();
  let serial = 0;
  const nextId = (prefix: string) =>
    `${prefix}${seed.toString(36)}${(++serial).toString(36).padStart(4, '0')}${Math.floor(rng() * 1296).toString(36)}`;

  function store(
    letter: Omit<StoredLetter, 'id' | 'replies' | 'closed' | 'reportReason'>,
    replies: Omit<StoredReply, 'id'>[] = [],
  ) {
    const stored: StoredLetter = {
      ...letter,
      id: nextId('l'),
      replies: replies.map((reply) => ({ ...reply, id: nextId('r') })),
      closed: null,
      reportReason: null,
    };
    letters.set(stored.id, stored);
    return stored;
  }

  function seedMailbox(token: string) {
    const at = now();
    const sea = (index: number) => `sea:${index}`;
    // Received: one I answered and whose writer answered back (unread), one still waiting for my reply.
    store({ writer: sea(101), reader: token, text: SEA_LETTERS[5]!, sentAt: at - 26 * 3_600_000 }, [
      {
        byWriter: false,
        text: '我也是！我家的貓會踩我的臉 😂',
        at: at - 25 * 3_600_000,
        readByWriter: true,
        readByReader: true,
      },
      {
        byWriter: true,
        text: '哈哈原來大家都一樣，祝你今天好眠～',
        at: at - 2 * 3_600_000,
        readByWriter: true,
        readByReader: false,
      },
    ]);
    store({ writer: sea(102), reader: token, text: SEA_LETTERS[0]!, sentAt: at - 5 * 3_600_000 });
    // Sent: delivered with a reply I have not read, one rejected for contact details, one just written (under review).
    store(
      {
        writer: token,
        reader: sea(201),
        text: '第一次寫信給陌生人。最近換了新工作，每天都很累，但也很充實。你呢？',
        sentAt: at - 30 * 3_600_000,
      },
      [
        {
          byWriter: false,
          text: '看到你的信好有共鳴！我也剛換工作，一起加油 💪',
          at: at - 3 * 3_600_000,
          readByWriter: false,
          readByReader: true,
        },
      ],
    );
    store({ writer: token, reader: null, text: '想找人聊天，加我 LINE ID: sunny0520', sentAt: at - 8 * 3_600_000 });
    store({ writer: token, reader: null, text: '今晚的月亮好圓，你那邊看得到嗎？', sentAt: at - 20_000 });
  }

  function memberFor(token: string): Member {
    let member = members.get(token);
    if (member) return member;
    const setup = { ...DEFAULT_LETTERS_MEMBER, ...options.member };
    const today = utc8Day(now());
    member = {
      setup,
      sent: new Map([[today, setup.sentToday]]),
      received: new Map([[today, setup.receivedToday]]),
      lastSentAt: setup.lastSentAgo === null ? null : now() - setup.lastSentAgo,
      blocked: new Set(),
      writes: new Map(),
      written: { letters: 0, replies: 0 },
    };
    members.set(token, member);
    if (setup.mailbox === 'seeded') seedMailbox(token);
    return member;
  }

  const rejectReason = (letter: StoredLetter): RejectReason | null => (CONTACT.test(letter.text) ? 'contact' : null);
  /** The screening, on the server's clock: under review for a minute, then rejected or delivered. */
  function statusOf(letter: StoredLetter) {
    if (letter.writer.startsWith('sea:')) return { status: 'delivered' as const, reason: null };
    if (now() - letter.sentAt < REVIEW_MS) return { status: 'reviewing' as const, reason: null };
    const reason = rejectReason(letter);
    return reason ? { status: 'rejected' as const, reason } : { status: 'delivered' as const, reason: null };
  }

  const isWriter = (letter: StoredLetter, token: string) => letter.writer === token;
  const unreadFor = (letter: StoredLetter, token: string) =>
    letter.replies.filter((reply) =>
      isWriter(letter, token) ? !reply.byWriter && !reply.readByWriter : reply.byWriter && !reply.readByReader,
    ).length;

  /** The letter as its writer or reader sees it: no word of who is on the other side. */
  function letterFor(letter: StoredLetter, token: string): Letter {
    const mine = isWriter(letter, token);
    const { status, reason } = statusOf(letter);
    return {
      letter_id: letter.id,
      mine,
      text: letter.text,
      sent_at: letter.sentAt,
      status: mine ? status : 'delivered',
      reject_reason: mine ? reason : null,
      reply_count: letter.replies.length,
      unread: unreadFor(letter, token),
    };
  }

  function threadFor(letter: StoredLetter, token: string): LetterThread {
    const mine = isWriter(letter, token);
    return {
      letter: letterFor(letter, token),
      replies: letter.replies.map(
        (reply): LetterReplyItem => ({
          reply_id: reply.id,
          mine: reply.byWriter === mine,
          text: reply.text,
          at: reply.at,
        }),
      ),
      closed: letter.closed,
      report_reason: letter.reportReason,
    };
  }

  function stateOf(token: string): LettersState {
    const member = memberFor(token);
    const today = utc8Day(now());
    const unread = [...letters.values()]
      .filter((letter) => letter.writer === token || letter.reader === token)
      .reduce((sum, letter) => sum + unreadFor(letter, token), 0);
    const nextSendAt = member.lastSentAt === null ? null : member.lastSentAt + SEND_INTERVAL_MS;
    return {
      quota: {
        send_limit: SEND_LIMIT,
        send_left: Math.max(0, SEND_LIMIT - (member.sent.get(today) ?? 0)),
        receive_limit: RECEIVE_LIMIT,
        receive_left: Math.max(0, RECEIVE_LIMIT - (member.received.get(today) ?? 0)),
      },
      unread_replies: unread,
      next_send_at: nextSendAt !== null && nextSendAt > now() ? nextSendAt : null,
      server_now: now(),
    };
  }

  /** A letter the asker wrote or reads, or null (an id of someone else's letter is as unknown as a made-up one). */
  function visible(token: string, letterId: string): StoredLetter | null {
    memberFor(token);
    const letter = letters.get(letterId);
    return letter && (letter.writer === token || letter.reader === token) ? letter : null;
  }

  /** A write once per request id: a repeat gets the first answer, and changes nothing. */
  function once<T>(token: string, requestId: string, write: () => SimulatorReply<T>): SimulatorReply<T> {
    const member = memberFor(token);
    const earlier = member.writes.get(requestId);
    if (earlier) return earlier as SimulatorReply<T>;
    const reply = write();
    member.writes.set(requestId, reply);
    return reply;
  }

  const fail = <T>(name: keyof typeof LETTER_FAILURES) => refused<T>(LETTER_FAILURES[name]);
  let seaIndex = 0;

  /** The next letter in the sea for a member: another member's delivered letter waiting for a reader, else a seeded one. */
  function fish(token: string): StoredLetter | null {
    const member = memberFor(token);
    if (member.setup.seaEmpty) return null;
    const waiting = [...letters.values()].find(
      (letter) =>
        letter.reader === null &&
        letter.writer !== token &&
        !member.blocked.has(letter.writer) &&
        statusOf(letter).status === 'delivered',
    );
    if (waiting) {
      waiting.reader = token;
      return waiting;
    }
    const index = seaIndex++ % SEA_LETTERS.length;
    return store({
      writer: `sea:${seaIndex}`,
      reader: token,
      text: SEA_LETTERS[index]!,
      sentAt: now() - Math.floor(rng() * 6 * 3_600_000) - 600_000,
    });
  }

  function closeThread(
    token: string,
    letterId: string,
    requestId: string,
    how: 'blocked' | 'reported',
    reason: ReportReason | null,
  ) {
    return once(token, requestId, (): SimulatorReply<LetterThread> => {
      const letter = visible(token, letterId);
      if (!letter) return fail('unknownLetter');
      const other = isWriter(letter, token) ? letter.reader : letter.writer;
      if (other) memberFor(token).blocked.add(other);
      letter.closed = how;
      letter.reportReason = reason;
      return ok(threadFor(letter, token));
    });
  }

  return {
    now,
    /** e2e: pin the server's clock (null: follow the app clock). */
    setClock(at: number | null) {
      fixedNow = at;
    },
    state: (token: string): SimulatorReply<LettersState> => ok(stateOf(token)),
    send(token: string, text: string, requestId: string): SimulatorReply<SentReply> {
      return once(token, requestId, () => {
        const member = memberFor(token);
        if (textProblem(text)) return fail('invalidText');
        const today = utc8Day(now());
        if ((member.sent.get(today) ?? 0) >= SEND_LIMIT) return fail('sendQuotaUsed');
        if (member.lastSentAt !== null && now() - member.lastSentAt < SEND_INTERVAL_MS)
          return refused({ ...LETTER_FAILURES.tooFast });
        member.sent.set(today, (member.sent.get(today) ?? 0) + 1);
        member.lastSentAt = now();
        member.written.letters += 1;
        const letter = store({ writer: token, reader: null, text: letterWords(text), sentAt: now() });
        return ok({ letter: letterFor(letter, token), state: stateOf(token) });
      });
    },
    receive(token: string, requestId: string): SimulatorReply<ReceivedReply> {
      return once(token, requestId, () => {
        const member = memberFor(token);
        const today = utc8Day(now());
        if ((member.received.get(today) ?? 0) >= RECEIVE_LIMIT) return fail('receiveQuotaUsed');
        const letter = fish(token);
        if (!letter) return fail('seaEmpty');
        member.received.set(today, (member.received.get(today) ?? 0) + 1);
        return ok({ letter: letterFor(letter, token), state: stateOf(token) });
      });
    },
    mailbox(token: string, box: MailboxKind): SimulatorReply<Mailbox> {
      memberFor(token);
      const blocked = memberFor(token).blocked;
      const mineOrToMe = [...letters.values()].filter(
        (letter) =>
          (box === 'sent'
            ? letter.writer === token
            : letter.reader === token || (box === 'replies' && letter.writer === token)) &&
          !(letter.closed && !isWriter(letter, token) && blocked.has(letter.writer)),
      );
      const lastAt = (letter: StoredLetter) => letter.replies.at(-1)?.at ?? letter.sentAt;
      const chosen =
        box === 'replies'
          ? mineOrToMe.filter((letter) => letter.replies.length > 0).sort((a, b) => lastAt(b) - lastAt(a))
          : mineOrToMe.sort((a, b) => b.sentAt - a.sentAt);
      return ok({ box, letters: chosen.map((letter) => letterFor(letter, token)) });
    },
    /** Reading a conversation marks the other side's replies read. */
    thread(token: string, letterId: string): SimulatorReply<LetterThread> {
      const letter = visible(token, letterId);
      if (!letter) return fail('unknownLetter');
      const reply = ok(threadFor(letter, token));
      for (const item of letter.replies)
        if (isWriter(letter, token)) item.readByWriter = true;
        else item.readByReader = true;
      return reply;
    },
    reply(token: string, letterId: string, text: string, requestId: string): SimulatorReply<LetterThread> {
      return once(token, requestId, () => {
        const letter = visible(token, letterId);
        if (!letter) return fail('unknownLetter');
        if (textProblem(text)) return fail('invalidText');
        if (!letter.reader || !canReply(threadFor(letter, token))) return fail('closed');
        const byWriter = isWriter(letter, token);
        memberFor(token).written.replies += 1;
        letter.replies.push({
          id: nextId('r'),
          byWriter,
          text: letterWords(text),
          at: now(),
          readByWriter: byWriter,
          readByReader: !byWriter,
        });
        return ok(threadFor(letter, token));
      });
    },
    report(token: string, letterId: string, reason: string, requestId: string): SimulatorReply<LetterThread> {
      const known = REPORT_REASONS.find((candidate) => candidate === reason) ?? 'other';
      return closeThread(token, letterId, requestId, 'reported', known);
    },
    block: (token: string, letterId: string, requestId: string) =>
      closeThread(token, letterId, requestId, 'blocked', null),
    /** e2e and the simulator's panel: the letters a token wrote, and the replies it sent (its seeded mailbox aside). */
    ledgerOf(token: string) {
      return { ...(members.get(token)?.written ?? { letters: 0, replies: 0 }) };
    },
  };
}

export type AnonLettersSimulator = ReturnType<typeof createAnonLettersSimulator>;

/** The shared server of the dev app and e2e. */
export const anonLettersSimulator = createAnonLettersSimulator();
