import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../platform/i18n/languages';
import {
  checkDocument,
  type DocId,
  documentFields,
  effectiveMoment,
  type FieldName,
  type LegalDoc,
  loadLegalDocument,
  tableOfContents,
  writtenDocuments,
} from './legalDocument';

const doc = (overrides: Partial<LegalDoc> = {}): LegalDoc => ({
  id: 'community',
  version: '2.1',
  effectiveDate: '2026-03-01',
  title: 'Rules',
  sections: [
    { id: 'intro', title: 'Intro', blocks: [{ kind: 'paragraph', text: ['Hello'] }] },
    {
      id: 'bans',
      title: 'Bans',
      blocks: [
        {
          kind: 'clauses',
          clauses: [{ text: ['See ', { link: { doc: 'community', section: 'intro', text: 'intro' } }] }],
        },
      ],
    },
  ],
  ...overrides,
});

describe('tableOfContents', () => {
  it('lists the sections in order, numbered from 1', () => {
    expect(tableOfContents(doc())).toEqual([
      { id: 'intro', title: 'Intro', number: 1 },
      { id: 'bans', title: 'Bans', number: 2 },
    ]);
  });
});

describe('effectiveMoment', () => {
  it('is the start of the day in UTC+8', () => {
    expect(effectiveMoment('2026-01-01')).toBe(Date.UTC(2025, 11, 31, 16));
  });
  it.each(['2026-02-30', '2026-13-01', '2026-1-1', '01/01/2026', '', '2026-00-10'])('refuses %j', (date) => {
    expect(effectiveMoment(date)).toBeNull();
  });
});

describe('checkDocument', () => {
  it('finds nothing wrong with a good document', () => {
    expect(checkDocument(doc())).toEqual([]);
  });

  it('finds duplicate section ids', () => {
    const sections = [
      ...doc().sections,
      { id: 'intro', title: 'Again', blocks: [{ kind: 'paragraph' as const, text: ['x'] }] },
    ];
    expect(checkDocument(doc({ sections }))).toEqual(['section id "intro" is used twice']);
  });

  it('finds empty sections', () => {
    const sections = [...doc().sections, { id: 'empty', title: 'Empty', blocks: [] }];
    expect(checkDocument(doc({ sections }))).toEqual(['section "empty" is empty']);
  });

  it('finds links to sections missing from the same document, in clauses, sub-items, tables and the intro', () => {
    const broken = { link: { doc: 'community' as const, section: 'nowhere', text: 'x' } };
    const problems = checkDocument(
      doc({
        intro: [broken],
        sections: [
          {
            id: 'a',
            title: 'A',
            blocks: [
              { kind: 'clauses', clauses: [{ text: ['t'], items: [[broken]] }] },
              { kind: 'table', head: ['h'], rows: [[[broken]]] },
              { kind: 'note', text: [{ link: { doc: 'privacy', section: 'anything', text: 'other doc' } }] },
            ],
          },
        ],
      }),
    );
    expect(problems).toEqual([
      'a link in "(intro)" points to the missing section "nowhere"',
      'a link in "a" points to the missing section "nowhere"',
      'a link in "a" points to the missing section "nowhere"',
    ]);
  });

  it('finds a bad effective date', () => {
    expect(checkDocument(doc({ effectiveDate: '2026-02-29' }))).toEqual([
      'effective date "2026-02-29" is not YYYY-MM-DD',
    ]);
  });

  it('finds ids that are no slugs and tables with ragged rows', () => {
    const sections = [
      { id: 'Bad Id', title: 'B', blocks: [{ kind: 'table' as const, head: ['a', 'b'], rows: [[['1']]] }] },
    ];
    expect(checkDocument(doc({ sections }))).toEqual([
      'section id "Bad Id" is not a slug',
      'a table in section "Bad Id" has a row of the wrong width',
    ]);
  });
});

describe('fill-ins', () => {
  it('lists the fields a document carries, each once, in the order they first appear', () => {
    const filled = doc({
      intro: ['I, ', { field: 'realName' }, ' (', { field: 'idNumber' }, ')'],
      sections: [
        {
          id: 'a',
          title: 'A',
          blocks: [
            { kind: 'table', head: ['k', 'v'], rows: [[['Name'], [{ field: 'realName' }]]] },
            { kind: 'clauses', clauses: [{ text: ['t'], items: [[{ field: 'signedDate' }]] }] },
          ],
        },
      ],
    });
    expect(documentFields(filled)).toEqual(['realName', 'idNumber', 'signedDate']);
    expect(checkDocument(filled)).toEqual([]);
  });

  it('finds a fill-in that names no known field', () => {
    const sections = [
      { id: 'a', title: 'A', blocks: [{ kind: 'paragraph' as const, text: [{ field: 'salary' as FieldName }] }] },
    ];
    expect(checkDocument(doc({ sections }))).toEqual(['a fill-in in "a" names the unknown field "salary"']);
  });

  /** What each letter must let the signer see (spec §3), plus the guild, the term and the day signed. */
  const REQUIRED: [DocId, FieldName[]][] = [
    ['unionLetter', ['realName', 'idNumber', 'nickname', 'accountId', 'guildName', 'signedDate']],
    ['promiseLetter', ['realName', 'idNumber', 'nickname', 'accountId', 'signedDate']],
    ['commitmentLetter', ['guildName', 'realName', 'idNumber', 'nickname', 'accountId', 'signedDate']],
    [
      'anchorGuild',
      ['guildName', 'realName', 'idNumber', 'nickname', 'accountId', 'termStart', 'termEnd', 'signedDate'],
    ],
  ];
  it.each(REQUIRED.flatMap(([id, fields]) => LANGUAGES.map((language) => [id, language, fields] as const)))(
    '%s in %s carries exactly its fill-ins',
    async (id, language, fields) => {
      const loaded = await loadLegalDocument(id, language);
      expect([...documentFields(loaded)].sort()).toEqual([...fields].sort());
    },
  );
});

describe('loadLegalDocument', () => {
  it.each(writtenDocuments().flatMap((id) => LANGUAGES.map((language) => [id, language] as const)))(
    '%s in %s is whole and matches the source section for section',
    async (id, language) => {
      const [loaded, source] = await Promise.all([loadLegalDocument(id, language), loadLegalDocument(id, 'zh-Hant')]);
      expect(checkDocument(loaded)).toEqual([]);
      expect(loaded.id).toBe(id);
      expect([loaded.version, loaded.effectiveDate]).toEqual([source.version, source.effectiveDate]);
      // A translation keeps the source's shape: the same sections, block kinds, clause and row counts and links.
      const shape = (d: LegalDoc) =>
        d.sections.map((section) => ({
          id: section.id,
          blocks: section.blocks.map((block) =>
            block.kind === 'clauses'
              ? `clauses:${block.clauses.map((clause) => clause.items?.length ?? 0).join(',')}`
              : block.kind === 'table'
                ? `table:${block.head.length}x${block.rows.length}`
                : block.kind === 'bullets'
                  ? `bullets:${block.items.length}`
                  : block.kind,
          ),
        }));
      expect(shape(loaded)).toEqual(shape(source));
      const links = (d: LegalDoc) =>
        JSON.stringify(d)
          .match(/"doc":"[a-zA-Z]+"(,"section":"[a-z-]+")?/g)
          ?.sort();
      expect(links(loaded)).toEqual(links(source));
      // …and the same fill-ins, as often as the source has them.
      const fills = (d: LegalDoc) =>
        JSON.stringify(d)
          .match(/"field":"[a-zA-Z]+"/g)
          ?.sort();
      expect(fills(loaded)).toEqual(fills(source));
    },
  );

  it('gives zh-Hant for a language it does not know, and the language for any tag of it', async () => {
    const source = await loadLegalDocument('userAgreement', 'zh-Hant');
    expect((await loadLegalDocument('userAgreement', 'fr-FR')).title).toBe(source.title);
    expect((await loadLegalDocument('userAgreement', 'en-US')).title).toBe('User Agreement');
    expect((await loadLegalDocument('userAgreement', 'zh-CN')).title).toBe('用户协议');
  });

  it('every link between documents leads to a written document and, if it names one, to a section it has', async () => {
    const sources = new Map(
      await Promise.all(writtenDocuments().map(async (id) => [id, await loadLegalDocument(id, 'zh-Hant')] as const)),
    );
    const targets = [...sources.values()].flatMap((doc) =>
      [...JSON.stringify(doc).matchAll(/"doc":"([a-zA-Z]+)"(?:,"section":"([a-z-]+)")?/g)].map(([, doc, section]) => ({
        from: doc,
        doc: doc as LegalDoc['id'],
        section,
      })),
    );
    expect(targets.length).toBeGreaterThan(10);
    const broken = targets.filter(
      ({ doc, section }) =>
        !sources.has(doc) || (section !== undefined && !sources.get(doc)!.sections.some((s) => s.id === section)),
    );
    expect(broken).toEqual([]);
  });

  it('rejects a document not written yet', async () => {
    // Every real DocId is written by now: an id outside the union stands for "not written".
    await expect(loadLegalDocument('unwritten' as LegalDoc['id'], 'en')).rejects.toThrow(/not written yet/);
  });
});
