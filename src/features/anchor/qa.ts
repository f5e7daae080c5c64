/** The anchor Q&A: search and what the pages mark (docs/areas/anchor.md). Pure, unit-tested. */

// ── Questions and answers ──────────────────────────────────────────────────────────────────────────────────

export interface QaItem {
  id: string;
  question: string;
  answer: string;
  link: 'withdraw' | 'service' | null;
}

export interface QaSection {
  id: string;
  title: string;
  items: QaItem[];
}

/** For matching: full-width as ASCII, one case, no spaces (CJK text has none, and a pasted query may). */
const searchable = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

/**
 * The sections with only the items whose question or answer holds every word of `query` (words split on spaces;
 * each matched without spaces, so CJK and Latin both work). An empty query keeps everything; empty sections go.
 */
export function searchQa(sections: readonly QaSection[], query: string): QaSection[] {
  const words = query.normalize('NFKC').trim().split(/\s+/).filter(Boolean).map(searchable);
  if (words.length === 0) return [...sections];
  return sections
    .map((section) => ({
      ...section,
      items: section.items.filter((item) => {
        const haystack = searchable(`${item.question} ${item.answer}`);
        return words.every((word) => haystack.includes(word));
      }),
    }))
    .filter((section) => section.items.length > 0);
}

// ── Q&A pages: QuestionPage, NewQuestionPage ─────────────────────────────────────────────────────────────────

/**
 * The official customer-service account anchors message in the app (ours). Spec §2 lists `/h5/customerservice`,
 * which is not built: the Q&A pages show this id with a copy button, and the app's messages find it.
 */
export const SERVICE_ACCOUNT_ID = '10000';

export interface TextPart {
  text: string;
  match: boolean;
}

/**
 * `text` cut into runs that hold a word of `query` — matched the way `searchQa` matches (full-width as ASCII, one
 * case, spaces ignored) — and the runs between, so the page can mark what the search found. Without a word, one
 * unmarked run.
 */
export function markMatches(text: string, query: string): TextPart[] {
  const words = query.normalize('NFKC').trim().split(/\s+/).filter(Boolean).map(searchable).filter(Boolean);
  if (!text) return [];
  if (words.length === 0) return [{ text, match: false }];
  // The searchable form of `text`, and for each of its code units the original character (start, end) it came from.
  let flat = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let at = 0;
  for (const character of text) {
    const normal = searchable(character);
    for (let unit = 0; unit < normal.length; unit += 1) {
      starts.push(at);
      ends.push(at + character.length);
    }
    flat += normal;
    at += character.length;
  }
  const marked = Array.from({ length: text.length }, () => false);
  for (const word of words) {
    for (let found = flat.indexOf(word); found !== -1; found = flat.indexOf(word, found + 1)) {
      for (let unit = starts[found]!; unit < ends[found + word.length - 1]!; unit += 1) marked[unit] = true;
    }
  }
  const parts: TextPart[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const last = parts.at(-1);
    if (last && last.match === marked[index]) last.text += text[index];
    else parts.push({ text: text[index]!, match: marked[index]! });
  }
  return parts;
}
