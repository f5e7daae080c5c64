// Paths and types of the festival endpoints: one set for every festival and campaign page, told apart by `festival`.
// Ours: the spec names the pages and a few rules (§9), not their payloads. The mock server imports this file.
import type { BlessingSize, FestivalWindow, RewardItem, RewardTier } from './model';

const PREFIX = '/api/activity/v1/festival';

export const FESTIVAL_API = {
  /** GET { festival } → FestivalState: the window, gifts, tasks, board, my standing, reward tiers, my claim. */
  state: `${PREFIX}/state`,
  /** POST { festival, request_id } → FestivalClaim: the rewards of my final standing, once. */
  claim: `${PREFIX}/claim`,
  /** GET { festival, mine } → Blessing[]: the blessings wall, newest first (approved ones; mine in every state). */
  blessings: `${PREFIX}/blessings`,
  /** POST { festival, text, request_id } → Blessing: a blessing, moderated; its size is the server's draw. */
  bless: `${PREFIX}/bless`,
  /** GET { festival } → Confession[]: the confession gift wall, newest first. */
  confessions: `${PREFIX}/confessions`,
  /** GET { festival } → FireworkLaunch[]: the latest firework gifts sent, newest first (the sky replays them). */
  launches: `${PREFIX}/launches`,
  /** GET { festival } → ThemedRoom[]: the rooms dressed for the festival (April Fools' rooms). */
  rooms: `${PREFIX}/rooms`,
  /** GET { festival, hash } → SharedCard: a member's shared card (a campaign's `/{hash}` page). */
  shared: `${PREFIX}/shared`,
} as const;

export const FESTIVAL_STATUS = {
  /** The festival is not running (before its start, or after its end for a write). */
  closed: 35401,
  /** Nothing to claim: outside the reward tiers, or the results are not out yet. */
  nothingToClaim: 35402,
  /** One blessing a day. */
  blessedToday: 35403,
  /** The text was refused by moderation at once (words the server does not accept). */
  refusedText: 35404,
  /** A share link that names no card. */
  unknownCard: 35405,
  invalid: 35406,
} as const;

export interface FestivalGift {
  gift_id: string;
  /** The drawing (art/GiftArt's keys); an unknown one is drawn as a star. */
  art: string;
  /** Gold coins, integer. */
  price: number;
  /** Festival points one gift adds to the board. */
  points: number;
  /** A daily/weekly medal and a vehicle the gift gives (spec §9: 1 day and 7 days), when it does. */
  medal_days: number;
  vehicle_days: number;
}

export interface FestivalTask {
  task_id: string;
  /** What to do: named by the page (`tasks.<kind>`), counted by the server. */
  kind: string;
  target: number;
  progress: number;
  reward: RewardItem;
}

export interface BoardEntry {
  rank: number;
  user_id: string;
  nickname: string;
  score: number;
  /** A pair's other half (CP and confession boards). */
  partner?: string;
}

export interface MyStanding {
  rank: number | null;
  score: number;
  /** Points behind the place above (null: first, or not on the board). */
  gap: number | null;
}

export type ClaimState = 'none' | 'claimable' | 'claimed';

export interface FestivalState {
  festival: string;
  window: FestivalWindow;
  gifts: FestivalGift[];
  tasks: FestivalTask[];
  board: BoardEntry[];
  me: MyStanding | null;
  tiers: RewardTier[];
  claim: { state: ClaimState; rewards: RewardItem[] };
  /** Boards with tabs (the mini-game leaderboard): the tab this board is, and the tabs there are. */
  tab: string | null;
  tabs: string[];
  /** My card's share link key, when the festival has shared cards (the meteor campaign's `/{hash}`). */
  share_hash: string | null;
  /** When the server answered (its clock): the phase the reply was made in. */
  server_now: number | null;
}

export interface Blessing {
  blessing_id: string;
  user_id: string;
  nickname: string;
  text: string;
  /** The server's draw when it was posted (others' only once approved). */
  size: BlessingSize | null;
  state: 'pending' | 'approved' | 'rejected';
  at: number;
  mine: boolean;
}

export interface Confession {
  confession_id: string;
  from: string;
  to: string;
  text: string;
  count: number;
  at: number;
}

export interface FireworkLaunch {
  launch_id: string;
  nickname: string;
  gift_id: string;
  count: number;
  at: number;
}

export interface ThemedRoom {
  room_id: string;
  title: string;
  host: string;
  /** The host's account: the bridge has no room target, so a room opens through its host's home (docs). */
  host_id: string;
  listeners: number;
  /** The prank the room plays (`rooms.themes.<theme>`). */
  theme: string;
  live: boolean;
}

export interface SharedCard {
  nickname: string;
  wish: string;
  stars: number;
  rank: number | null;
}
