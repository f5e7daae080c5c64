import type { Language } from '../../platform/i18n/languages';
import { normaliseLanguage } from '../../platform/i18n/languages';
import { dayStart } from './letters';

/*
 * Legal and rule pages as structured data, one module per document and language (issue 21). No HTML
 * strings anywhere: the composer (components/LegalDocument.tsx) renders every piece as React elements,
 * so there is nothing to sanitise, and a translation cannot break the markup.
 */

/** Every legal or rule document of the product. */
export type DocId =
  | 'userAgreement'
  | 'privacy'
  | 'recharge'
  | 'broadcaster'
  | 'anchorGuild'
  | 'community'
  | 'activityRule'
  /** The letters an anchor signs (issue 21): they carry fill-ins (`{ field }`) the page fills from the server. */
  | 'unionLetter'
  | 'promiseLetter'
  | 'commitmentLetter';

/**
 * The fill-ins a letter or an agreement may carry: the signer's particulars (spec §3: real name, ID number —
 * masked —, nickname and account id), the guild, the term and the day it was signed. The composer shows a value
 * given in its `fields` prop as a highlighted fill-in, and a visible blank line for one it does not know.
 */
export const FIELD_NAMES = [
  'realName',
  'idNumber',
  'nickname',
  'accountId',
  'guildName',
  'termStart',
  'termEnd',
  'signedDate',
] as const;
export type FieldName = (typeof FIELD_NAMES)[number];
/** The values to fill in, already in the reader's words (dates formatted); a missing one shows as a blank. */
export type DocumentFields = Partial<Record<FieldName, string>>;

/**
 * A run of text: plain, emphasised (`em`, the key terms), strong (warnings), a link to a document or a section, or a
 * fill-in (`field`, filled by the page).
 */
export type Inline =
  | string
  | { em: string }
  | { strong: string }
  | { link: { doc: DocId; section?: string; text: string } }
  | { field: FieldName };

/** A numbered clause, with optional sub-items ((1), (2), …). */
export interface Clause {
  text: Inline[];
  items?: Inline[][];
}

export type Block =
  | { kind: 'paragraph'; text: Inline[] }
  | { kind: 'clauses'; clauses: Clause[] }
  | { kind: 'bullets'; items: Inline[][] }
  /** `rows[r][c]` is one cell's text; the first cell of a row is its header (`th scope="row"`). */
  | { kind: 'table'; caption?: string; head: string[]; rows: Inline[][][] }
  /** A highlighted note: what the reader must not miss (no refunds, minors). */
  | { kind: 'note'; text: Inline[] };

export interface Section {
  /** The anchor slug: unique in the document, [a-z0-9-]. */
  id: string;
  title: string;
  blocks: Block[];
}

export interface LegalDoc {
  id: DocId;
  /** Shown to the reader and sent with an acceptance ("1.0"). */
  version: string;
  /** 'YYYY-MM-DD', a calendar day in UTC+8. */
  effectiveDate: string;
  title: string;
  intro?: Inline[];
  sections: Section[];
}

export interface TocEntry {
  id: string;
  title: string;
  /** 1-based, as the headings are numbered. */
  number: number;
}

/** The table of contents: one entry per section, in order. */
export const tableOfContents = (doc: LegalDoc): TocEntry[] =>
  doc.sections.map((section, index) => ({ id: section.id, title: section.title, number: index + 1 }));

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The moment the effective day starts in UTC+8 (ms), or null for anything that is not a real calendar day. */
export const effectiveMoment = (date: string): number | null => dayStart(date);

function* inlinesOf(doc: LegalDoc): Generator<{ inline: Inline; section: string }> {
  for (const inline of doc.intro ?? []) yield { inline, section: '(intro)' };
  for (const section of doc.sections)
    for (const block of section.blocks) {
      const runs: Inline[][] =
        block.kind === 'paragraph' || block.kind === 'note'
          ? [block.text]
          : block.kind === 'bullets'
            ? block.items
            : block.kind === 'clauses'
              ? block.clauses.flatMap((clause) => [clause.text, ...(clause.items ?? [])])
              : block.rows.flat();
      for (const run of runs) for (const inline of run) yield { inline, section: section.id };
    }
}

/**
 * What is wrong with a document, one sentence each (empty: nothing). Unit tests run it over every
 * document in every language, so a translation cannot drop a section or break a link.
 */
export function checkDocument(doc: LegalDoc): string[] {
  const problems: string[] = [];
  if (effectiveMoment(doc.effectiveDate) === null)
    problems.push(`effective date "${doc.effectiveDate}" is not YYYY-MM-DD`);
  if (!doc.title.trim()) problems.push('the title is empty');
  if (doc.sections.length === 0) problems.push('there are no sections');
  const seen = new Set<string>();
  for (const section of doc.sections) {
    if (seen.has(section.id)) problems.push(`section id "${section.id}" is used twice`);
    seen.add(section.id);
    if (!SLUG_PATTERN.test(section.id)) problems.push(`section id "${section.id}" is not a slug`);
    if (!section.title.trim()) problems.push(`section "${section.id}" has no title`);
    if (section.blocks.length === 0) problems.push(`section "${section.id}" is empty`);
    for (const block of section.blocks)
      if (block.kind === 'table' && block.rows.some((row) => row.length !== block.head.length))
        problems.push(`a table in section "${section.id}" has a row of the wrong width`);
  }
  for (const { inline, section } of inlinesOf(doc))
    if (typeof inline === 'object' && 'link' in inline) {
      const target = inline.link;
      if (target.doc === doc.id && target.section !== undefined && !seen.has(target.section))
        problems.push(`a link in "${section}" points to the missing section "${target.section}"`);
      if (!target.text.trim()) problems.push(`a link in "${section}" has no text`);
    } else if (typeof inline === 'object' && 'field' in inline && !FIELD_NAMES.includes(inline.field))
      problems.push(`a fill-in in "${section}" names the unknown field "${String(inline.field)}"`);
  return problems;
}

/** The fill-ins a document carries, each once, in the order they first appear. */
export function documentFields(doc: LegalDoc): FieldName[] {
  const found = new Set<FieldName>();
  for (const { inline } of inlinesOf(doc)) if (typeof inline === 'object' && 'field' in inline) found.add(inline.field);
  return [...found];
}

type DocumentModule = Promise<{ default: LegalDoc }>;

/*
 * Explicit dynamic imports, one per document and language: the bundler makes each its own chunk, so a
 * page downloads only its document in its language. A document not yet written is absent here.
 */
const DOCUMENTS: Partial<Record<DocId, Record<Language, () => DocumentModule>>> = {
  userAgreement: {
    'zh-Hant': () => import('./documents/userAgreement/zh-Hant'),
    'zh-Hans': () => import('./documents/userAgreement/zh-Hans'),
    en: () => import('./documents/userAgreement/en'),
    ja: () => import('./documents/userAgreement/ja'),
    ko: () => import('./documents/userAgreement/ko'),
  },
  privacy: {
    'zh-Hant': () => import('./documents/privacy/zh-Hant'),
    'zh-Hans': () => import('./documents/privacy/zh-Hans'),
    en: () => import('./documents/privacy/en'),
    ja: () => import('./documents/privacy/ja'),
    ko: () => import('./documents/privacy/ko'),
  },
  recharge: {
    'zh-Hant': () => import('./documents/recharge/zh-Hant'),
    'zh-Hans': () => import('./documents/recharge/zh-Hans'),
    en: () => import('./documents/recharge/en'),
    ja: () => import('./documents/recharge/ja'),
    ko: () => import('./documents/recharge/ko'),
  },
  broadcaster: {
    'zh-Hant': () => import('./documents/broadcaster/zh-Hant'),
    'zh-Hans': () => import('./documents/broadcaster/zh-Hans'),
    en: () => import('./documents/broadcaster/en'),
    ja: () => import('./documents/broadcaster/ja'),
    ko: () => import('./documents/broadcaster/ko'),
  },
  anchorGuild: {
    'zh-Hant': () => import('./documents/anchorGuild/zh-Hant'),
    'zh-Hans': () => import('./documents/anchorGuild/zh-Hans'),
    en: () => import('./documents/anchorGuild/en'),
    ja: () => import('./documents/anchorGuild/ja'),
    ko: () => import('./documents/anchorGuild/ko'),
  },
  community: {
    'zh-Hant': () => import('./documents/community/zh-Hant'),
    'zh-Hans': () => import('./documents/community/zh-Hans'),
    en: () => import('./documents/community/en'),
    ja: () => import('./documents/community/ja'),
    ko: () => import('./documents/community/ko'),
  },
  activityRule: {
    'zh-Hant': () => import('./documents/activityRule/zh-Hant'),
    'zh-Hans': () => import('./documents/activityRule/zh-Hans'),
    en: () => import('./documents/activityRule/en'),
    ja: () => import('./documents/activityRule/ja'),
    ko: () => import('./documents/activityRule/ko'),
  },
  unionLetter: {
    'zh-Hant': () => import('./documents/unionLetter/zh-Hant'),
    'zh-Hans': () => import('./documents/unionLetter/zh-Hans'),
    en: () => import('./documents/unionLetter/en'),
    ja: () => import('./documents/unionLetter/ja'),
    ko: () => import('./documents/unionLetter/ko'),
  },
  promiseLetter: {
    'zh-Hant': () => import('./documents/promiseLetter/zh-Hant'),
    'zh-Hans': () => import('./documents/promiseLetter/zh-Hans'),
    en: () => import('./documents/promiseLetter/en'),
    ja: () => import('./documents/promiseLetter/ja'),
    ko: () => import('./documents/promiseLetter/ko'),
  },
  commitmentLetter: {
    'zh-Hant': () => import('./documents/commitmentLetter/zh-Hant'),
    'zh-Hans': () => import('./documents/commitmentLetter/zh-Hans'),
    en: () => import('./documents/commitmentLetter/en'),
    ja: () => import('./documents/commitmentLetter/ja'),
    ko: () => import('./documents/commitmentLetter/ko'),
  },
};

/** The documents that exist, for tests and stories. */
export const writtenDocuments = (): DocId[] => Object.keys(DOCUMENTS) as DocId[];

/**
 * Document `id` in `language` as a query (the document pages and the letters share the key): code, not data, so read
 * once and kept; `load` is the stories' way to a document that never arrives or fails.
 */
export const legalDocumentQuery = (id: DocId, language: string, load = loadLegalDocument) => ({
  queryKey: ['legal-document', id, language],
  queryFn: () => load(id, language),
  staleTime: Number.POSITIVE_INFINITY,
});

/** A document in `language` (any tag; unknown → zh-Hant, the source text). Rejects for a document not yet written. */
export async function loadLegalDocument(id: DocId, language: string): Promise<LegalDoc> {
  const loaders = DOCUMENTS[id];
  if (!loaders) throw new Error(`legal document "${id}" is not written yet`);
  const loader = loaders[normaliseLanguage(language) ?? 'zh-Hant'];
  return (await loader()).default;
}
