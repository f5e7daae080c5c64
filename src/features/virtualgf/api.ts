import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../platform/http/client';
import { isApiError } from '../../platform/http/errors';
import { count, instant, list, record, text, whole } from '../../platform/http/read';
import { VIRTUALGF_PATHS, VIRTUALGF_STATUS, type VirtualGfProfile, type VirtualGfTag } from './contract';
import {
  CONSTELLATIONS,
  type Constellation,
  MAX_PHOTOS,
  MAX_TAGS,
  MAX_VOICE_SECONDS,
  ONLINE_STATES,
  type OnlineState,
  TAG_KINDS,
  TAG_MAX_CHARS,
  type TagKind,
} from './model';

export * from './contract';

// Replies are read defensively (docs/architecture.md): a wrong field becomes a safe default, never an exception. A
// profile without her public id or her name is "not found" (there is nobody to show or to open).

/** An anchor's public id: a short token (letters, digits, `-_.:`), safe in an address and a bridge call. */
export const isAnchorId = (value: string): boolean => /^[\w.:-]{1,64}$/.test(value);
const token = (value: unknown): string => {
  const id = text(value, 64);
  return isAnchorId(id) ? id : '';
};
/** A picture or a sound: an https address or one of our site's (`/…`, not `//host`); anything else is none. */
const secureUrl = (value: unknown): string => {
  const url = text(value, 1024);
  return /^(?:https:\/\/[^/\s"'<>]|\/(?!\/))[^\s"'<>\\]*$/.test(url) ? url : '';
};
const oneOf = <T extends string>(values: readonly T[], value: unknown): T | null =>
  (values as readonly unknown[]).includes(value) ? (value as T) : null;
/** A figure the server may leave out: null when missing or not a number, else clamped to 0…`max`. */
const figure = (value: unknown, max?: number): number | null =>
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    ? count(value, max)
    : null;
const wholeFigure = (value: unknown): number | null => {
  const number = figure(value);
  return number === null ? null : Math.floor(number);
};

function readPhotos(value: unknown): string[] {
  const photos = list(value)
    .map((item) => secureUrl(typeof item === 'object' && item !== null ? record(item).url : item))
    .filter(Boolean);
  return [...new Set(photos)].slice(0, MAX_PHOTOS);
}

function readTags(value: unknown): VirtualGfTag[] {
  const tags: VirtualGfTag[] = [];
  const seen = new Set<string>();
  for (const item of list(value)) {
    const raw = typeof item === 'string' ? { label: item } : record(item);
    const label = Array.from(text(raw.label ?? raw.name, 256).trim())
      .slice(0, TAG_MAX_CHARS)
      .join('');
    if (!label || seen.has(label)) continue;
    seen.add(label);
    tags.push({ kind: oneOf<TagKind>(TAG_KINDS, raw.kind) ?? 'interest', label });
    if (tags.length === MAX_TAGS) break;
  }
  return tags;
}

function readVoice(value: unknown): VirtualGfProfile['voice'] {
  const raw = record(value);
  const url = secureUrl(raw.url);
  return url ? { url, duration_s: whole(raw.duration_s, MAX_VOICE_SECONDS) } : null;
}

/** A profile reply, or null when it names nobody (no public id or no name). */
export function parseProfile(data: unknown): VirtualGfProfile | null {
  const raw = record(data);
  const publicId = token(raw.public_id);
  const nickname = text(raw.nickname, 40).trim();
  if (!publicId || !nickname) return null;
  const stats = record(raw.stats);
  const rating = figure(stats.rating, 5);
  const repeat = figure(stats.repeat_rate, 1);
  const age = figure(raw.age, 200);
  const birthYear = figure(raw.birth_year, 2100);
  const price = figure(raw.price_per_minute, 999_999);
  return {
    public_id: publicId,
    nickname,
    avatar: secureUrl(raw.avatar),
    photos: readPhotos(raw.photos),
    age: age === null ? null : Math.floor(age),
    birth_year: birthYear === null || birthYear < 1900 ? null : Math.floor(birthYear),
    constellation: oneOf<Constellation>(CONSTELLATIONS, raw.constellation),
    city: text(raw.city, 24).trim(),
    online: oneOf<OnlineState>(ONLINE_STATES, raw.online),
    tags: readTags(raw.tags),
    voice: readVoice(raw.voice),
    stats: {
      followers: wholeFigure(stats.followers),
      companion_minutes: wholeFigure(stats.companion_minutes),
      // One decimal, as the stars are shown ("4.9").
      rating: rating === null ? null : Math.round(rating * 10) / 10,
      repeat_rate: repeat,
    },
    bio: text(raw.bio, 300).trim(),
    price_per_minute: price === null || price === 0 ? null : Math.floor(price),
    server_now: instant(raw.server_now) ?? 0,
  };
}

export const virtualGfKeys = {
  profile: (anchorId: string) => ['virtualgf', 'profile', anchorId] as const,
};

export const virtualGfProfileQuery = (anchorId: string) =>
  queryOptions({
    queryKey: virtualGfKeys.profile(anchorId),
    queryFn: async ({ signal }) =>
      parseProfile(await apiGet<unknown>(VIRTUALGF_PATHS.profile, { anchor_id: anchorId }, { signal })),
  });

/** The server does not know her (or she offers no companion chat): the page's "not found". */
export const isUnknownAnchor = (error: unknown): boolean =>
  isApiError(error) && error.kind === 'server' && error.code === VIRTUALGF_STATUS.unknownAnchor;
