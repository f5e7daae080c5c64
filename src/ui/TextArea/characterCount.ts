/**
 * User-perceived character counting for length limits: what a person sees as one character is one — an emoji, a
 * flag (two code points), a family joined by zero-width joiners, a letter with its accent. `text.length` and
 * `maxLength` count UTF-16 units instead (😀 is two, 🇹🇼 four).
 *
 * Graphemes come from `Intl.Segmenter`, made on first need (a field that stays empty never builds one); a web view
 * without it (iOS before 14.5) counts code points, which still never splits a surrogate pair.
 */
let segmenter: Intl.Segmenter | null | undefined;

/** The text's user-perceived characters, in order. */
export function graphemes(text: string): string[] {
  if (text === '') return [];
  if (segmenter === undefined)
    segmenter =
      typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
  if (!segmenter) return Array.from(text);
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

export function countCharacters(text: string): number {
  return graphemes(text).length;
}

/** Cuts `text` to at most `limit` characters, never splitting one (a flag, an emoji sequence, a surrogate pair). */
export function truncateToLimit(text: string, limit: number): string {
  if (!Number.isFinite(limit)) return text;
  const max = Math.max(0, Math.floor(limit));
  const characters = graphemes(text);
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
  const before = graphemes(previous);
  const after = graphemes(next);
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
