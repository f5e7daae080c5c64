// Paths and types of the virtual girlfriend endpoint (ours: the spec names the page only). The mock server imports it.
import type { Constellation, OnlineState, TagKind } from './model';

const PREFIX = '/api/social/v1/virtualgf';

export const VIRTUALGF_PATHS = {
  /** GET { anchor_id } → VirtualGfProfile: an anchor's companion profile card as a member sees it. */
  profile: `${PREFIX}/profile`,
} as const;

export const VIRTUALGF_STATUS = {
  /** No such anchor, or she does not offer companion chat: the page says "not found". */
  unknownAnchor: 36401,
  notSignedIn: 10001,
} as const;

export interface VirtualGfTag {
  kind: TagKind;
  label: string;
}

export interface VirtualGfVoice {
  /** An https address or one of our site's (anything else is dropped by the parser). */
  url: string;
  /** The server's length in whole seconds (the page prefers the audio's own once it is known). */
  duration_s: number;
}

/** The server's numbers; null when it sends none (a new companion): the page hides that figure. */
export interface VirtualGfStats {
  followers: number | null;
  companion_minutes: number | null;
  /** 0–5 stars, one decimal; 0 or missing is "no rating yet" (hidden). */
  rating: number | null;
  /** Members who came back for another chat, 0–1. */
  repeat_rate: number | null;
}

export interface VirtualGfProfile {
  /** Her public id: the native user home opens with it. */
  public_id: string;
  nickname: string;
  avatar: string;
  /** Her pictures, in the server's order (https or site-relative, at most `MAX_PHOTOS`). */
  photos: string[];
  /** What the server sends of age / birth year, constellation and city; each may be missing. */
  age: number | null;
  birth_year: number | null;
  constellation: Constellation | null;
  city: string;
  online: OnlineState | null;
  tags: VirtualGfTag[];
  voice: VirtualGfVoice | null;
  stats: VirtualGfStats;
  bio: string;
  /** Coins per minute of companion chat (paid in the app's chat), or null when the server names no price. */
  price_per_minute: number | null;
  server_now: number;
}
