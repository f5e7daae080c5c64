/** One of my contacts, as the contact chooser shows it. */
export interface Contact {
  user_id: string;
  nickname: string;
  avatar_url: string;
}

/** Where a query was found in a text: `[start, end)` in the text's own UTF-16 indices. */
export interface MatchRange {
  start: number;
  end: number;
}

/** Where a contact matched a query: in the nickname, in the user id, or both (null where it did not). */
export interface ContactMatch {
  nickname: MatchRange | null;
  userId: MatchRange | null;
}

/**
 * A base character with what NFKC may compose into it (combining marks, Hangul vowel/final jamo, the
 * half-width kana voicing marks ﾞ ﾟ): the unit that is normalized on its own, so a match found in the
 * normalized text maps back to whole characters of the original.
 */
const CLUSTER =
  /[^\p{M}\u1160-\u11ff\uff9e\uff9f][\p{M}\u1160-\u11ff\uff9e\uff9f]*|[\p{M}\u1160-\u11ff\uff9e\uff9f]+/gu;

/** Case- and width-insensitive form: NFKC (full-width "ＭＩＡ" → "MIA", "ｶ" → "カ") then lower case. */
const fold = (text: string) => text.normalize('NFKC').toLocaleLowerCase();

interface Folded {
  text: string;
  /** For each UTF-16 unit of `text` (and one past its end): the index in the original it came from. */
  origin: number[];
}

/**
 * Folds `text` cluster by cluster, remembering where each folded unit came from. Folding by cluster gives
 * the same text as folding the whole string for anything a nickname holds (NFKC composes only within a
 * cluster), and lets a highlight cover exactly the original characters that matched.
 */
function foldWithOrigin(text: string): Folded {
  let folded = '';
  const origin: number[] = [];
  for (const cluster of text.matchAll(CLUSTER)) {
    const part = fold(cluster[0]);
    for (let unit = 0; unit < part.length; unit += 1) origin.push(cluster.index);
    folded += part;
  }
  origin.push(text.length);
  return { text: folded, origin };
}

/** The folded query, or null when it is empty after trimming (no search: everything matches). */
function foldQuery(query: string): string | null {
  const folded = fold(query.trim());
  return folded === '' ? null : folded;
}

/** Where the folded `needle` first occurs in `text`, in `text`'s own indices, or null. */
function findIn(text: string, needle: string): MatchRange | null {
  const folded = foldWithOrigin(text);
  const at = folded.text.indexOf(needle);
  if (at < 0) return null;
  const start = folded.origin[at] ?? 0;
  // The end is the start of the first cluster after the match (a cluster is never split).
  const last = folded.origin[at + needle.length - 1] ?? start;
  const end = folded.origin.find((index) => index > last) ?? text.length;
  return { start, end };
}

/** "ID 12345" (or "id:12345", "ID12345") as a user may type it after reading it on a row; not "idol". */
const ID_PREFIX = /^id(?:\s*[:#]\s*|\s+|(?=\d))(\S+)$/u;

function matchFolded(contact: Contact, needle: string): ContactMatch | null {
  const nickname = findIn(contact.nickname, needle);
  let userId = findIn(contact.user_id, needle);
  const idPart = userId ? undefined : ID_PREFIX.exec(needle)?.[1];
  if (idPart) userId = findIn(contact.user_id, idPart);
  return nickname || userId ? { nickname, userId } : null;
}

/**
 * Where `contact` matches `query`: its nickname contains the query, compared case- and width-insensitively
 * (both NFKC-normalized and lower-cased), or its user id contains it (a prefix included; "ID 123" works
 * too). Null when it does not match, or when the query is empty after trimming (nothing to highlight).
 */
export function matchContact(contact: Contact, query: string): ContactMatch | null {
  const needle = foldQuery(query);
  return needle === null ? null : matchFolded(contact, needle);
}

/** The contacts matching `query` (see `matchContact`), in their original order; all of them for an empty query. */
export function filterContacts(contacts: readonly Contact[], query: string): Contact[] {
  const needle = foldQuery(query);
  if (needle === null) return [...contacts];
  return contacts.filter((contact) => matchFolded(contact, needle) !== null);
}

/**
 * The contacts of `recentIds` (most recent first) in that order, at most `max`: ids that are not among
 * `contacts` (unfollowed since) and repeated ids are skipped.
 */
export function recentContacts(contacts: readonly Contact[], recentIds: readonly string[], max = 8): Contact[] {
  const byId = new Map(contacts.map((contact) => [contact.user_id, contact]));
  const recent: Contact[] = [];
  const seen = new Set<string>();
  for (const id of recentIds) {
    if (recent.length >= max) break;
    const contact = byId.get(id);
    if (!contact || seen.has(id)) continue;
    seen.add(id);
    recent.push(contact);
  }
  return recent;
}
