/**
 * User-perceived character counting for length limits. Counts code points
 * (`Array.from(text).length`), so an emoji such as 😀 counts as one character
 * instead of the two UTF-16 units that `text.length` and `maxLength` see.
 */
export function countCharacters(text: string): number {
  return Array.from(text).length;
}

/** Cuts `text` to at most `limit` characters (code points), never splitting a surrogate pair. */
export function truncateToLimit(text: string, limit: number): string {
  if (!Number.isFinite(limit)) return text;
  const max = Math.max(0, Math.floor(limit));
  const characters = Array.from(text);
  return characters.length <= max ? text : characters.slice(0, max).join('');
}

/** True when `text` has reached (or passed) the limit. */
export function isAtLimit(text: string, limit: number): boolean {
  return countCharacters(text) >= limit;
}

/** The result of an edit held to a limit: the accepted text and where the caret belongs (UTF-16 offset). */
export interface LimitedEdit {
  value: string;
  caret: number;
}

/**
 * Holds an edit (`previous` → `next`) to `limit` characters by keeping only as much
 * of the newly inserted text as fits — wherever it was inserted — so text after
 * the caret is never pushed out. The caret goes right after what was kept.
 */
export function limitEdit(previous: string, next: string, limit: number): LimitedEdit {
  if (countCharacters(next) <= limit) return { value: next, caret: next.length };
  const before = Array.from(previous);
  const after = Array.from(next);
  let prefix = 0;
  while (prefix < before.length && prefix < after.length && before[prefix] === after[prefix]) prefix++;
  let suffix = 0;
  while (
    suffix < before.length - prefix &&
    suffix < after.length - prefix &&
    before[before.length - 1 - suffix] === after[after.length - 1 - suffix]
  ) {
    suffix++;
  }
  const head = after.slice(0, prefix);
  const inserted = after.slice(prefix, after.length - suffix);
  const tail = after.slice(after.length - suffix);
  const room = Math.max(0, limit - head.length - tail.length);
  const kept = head.concat(inserted.slice(0, room)).join('');
  const value = truncateToLimit(kept + tail.join(''), limit);
  return { value, caret: Math.min(kept.length, value.length) };
}
