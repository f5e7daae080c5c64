// Paths and types of the anchor endpoints (ours: the spec names the pages, not their calls). The mock server
// imports this file. The check-in is the wallet's sign-in (`platform/earnings`): one streak, one call.

const PREFIX = '/api/anchor/v1';

export const ANCHOR_PATHS = {
  /** GET → ProfileReply: my grade, the grade table, the traffic rule's facts, the points rate of my market. */
  profile: `${PREFIX}/profile`,
  /** GET → TasksReply: the new-anchor period, its tasks and rewards, and my check-in streak. */
  tasks: `${PREFIX}/tasks`,
  /** POST { reward_id, request_id } → TasksReply: claim a finished task's or milestone's reward, once per reward. */
  claim: `${PREFIX}/tasks/claim`,
  /** GET → PointsReply: my points today, this week and in total. */
  points: `${PREFIX}/points`,
  /** GET { set: 'anchor' | 'new_anchor' } → QaReply: the questions and answers, in the request's `app-language`. */
  qa: `${PREFIX}/qa`,
  /** GET → VerificationReply: my real-name verification (masked by the server). */
  verification: `${PREFIX}/verification`,
  /** POST { name, id_number, consent: true, request_id } → VerificationReply: one submission per request_id. */
  verify: `${PREFIX}/verification/submit`,
} as const;

export const ANCHOR_STATUS = {
  /** The reward is not (yet) claimable: the task is not finished, or the reward was received already. */
  notClaimable: 41601,
  /** The name or ID number does not pass the server's own checks. */
  badIdentity: 41602,
  /** A verification is pending or passed already. */
  alreadyVerified: 41603,
} as const;

export interface GradeRowReply {
  grade: string;
  /** The system recommends me to members for private chats. */
  chat_recommendations: boolean;
  /** Private chats I may start a day. */
  chats_per_day: number;
  /** The system recommends my private house. */
  house_recommendations: boolean;
  /** Access to the quality user pool (grade A only, spec §6). */
  quality_pool: boolean;
}

export interface ProfileReply {
  nickname: string;
  grade: string;
  /** Every grade, top first. */
  grades: GradeRowReply[];
  /** What my grade was computed from this week (0–100 scores). */
  scores: { reply_rate: number; call_quality: number; conduct: number };
  /** When the grade is next computed (ms). */
  next_rating_at: number;
  /** An officially announced CP anchor: no new-user traffic (spec §6). */
  announced_cp: boolean;
  /** 'CN' or 'TW': the points guide's money (1 yuan or 4 TWD for 50 points). */
  market: string;
  /** `points` points are worth `cash` (smallest unit of `currency`). */
  rate: { points: number; cash: number };
  currency: string;
}

export interface TaskReply {
  task_id: string;
  /** 'check_in' | 'replies' | 'receptions' | 'relatives' (unknown kinds are left out). */
  kind: string;
  /** 'locked' | 'current' | 'finished'. */
  state: string;
  /** Progress counters in the kind's order: check-in days; reply points; receptions; relatives, CPs. */
  values: number[];
  reward: RewardReply;
}

export interface RewardReply {
  reward_id: string;
  /** 'coins' | 'cash' (cash in the smallest unit of `currency`). */
  kind: string;
  amount: number;
  /** 'locked' | 'claimable' | 'received'. */
  state: string;
}

export interface MilestoneReply {
  /** Finished tasks it needs. */
  tasks: number;
  reward: RewardReply;
}

export interface TasksReply {
  /** The new-anchor period's end (ms); after it, tasks no longer count. */
  ends_at: number;
  tasks: TaskReply[];
  milestones: MilestoneReply[];
  currency: string;
  streak: number;
  signed_today: boolean;
  withdrawable: boolean;
}

export interface PointsReply {
  today: number;
  week: number;
  total: number;
}

export interface QaItemReply {
  item_id: string;
  question: string;
  answer: string;
  /** Where the answer leads: 'withdraw' | 'service' | absent. */
  link?: string;
}

export interface QaReply {
  sections: { section_id: string; title: string; items: QaItemReply[] }[];
}

export interface VerificationReply {
  /** 'none' | 'pending' | 'passed' | 'failed'. */
  state: string;
  /** Masked by the server: `王*明`, `1*************002X`. */
  name?: string;
  id_number?: string;
  /** Why it failed, in the server's words. */
  reason?: string;
  submitted_at?: number;
}
