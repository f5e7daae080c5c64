import { describe, expect, it } from 'vitest';
import { type Contact, filterContacts, matchContact, recentContacts } from './contactSearch';

const contact = (user_id: string, nickname: string): Contact => ({ user_id, nickname, avatar_url: '' });

const CONTACTS: Contact[] = [
  contact('100231', 'Mia'),
  contact('100872', '月兔小美'),
  contact('203311', 'ＭＩＫＡ'),
  contact('310045', 'Leo'),
  contact('423100', 'ﾐｶﾝ'),
  contact('501200', 'Emily'),
  contact('600001', '小美的貓'),
];

const ids = (contacts: readonly Contact[]) => contacts.map((entry) => entry.user_id);

describe('filterContacts', () => {
  it('returns every contact, in order, for an empty or blank query', () => {
    expect(ids(filterContacts(CONTACTS, ''))).toEqual(ids(CONTACTS));
    expect(ids(filterContacts(CONTACTS, '   '))).toEqual(ids(CONTACTS));
  });

  it('returns a copy, never the caller’s array', () => {
    expect(filterContacts(CONTACTS, '')).not.toBe(CONTACTS);
  });

  it('matches nicknames case-insensitively, anywhere in the name, keeping the original order', () => {
    expect(ids(filterContacts(CONTACTS, 'mi'))).toEqual(['100231', '203311', '501200']);
    expect(ids(filterContacts(CONTACTS, 'LEO'))).toEqual(['310045']);
  });

  it('trims the query', () => {
    expect(ids(filterContacts(CONTACTS, '  leo \n'))).toEqual(['310045']);
  });

  it('matches CJK nicknames', () => {
    expect(ids(filterContacts(CONTACTS, '小美'))).toEqual(['100872', '600001']);
    expect(ids(filterContacts(CONTACTS, '貓'))).toEqual(['600001']);
  });

  it('is width-insensitive: full-width letters and half-width kana match their usual forms', () => {
    expect(ids(filterContacts(CONTACTS, 'mika'))).toEqual(['203311']);
    expect(ids(filterContacts(CONTACTS, 'ｍｉａ'))).toEqual(['100231']);
    expect(ids(filterContacts(CONTACTS, 'ミカン'))).toEqual(['423100']);
  });

  it('matches the user id by prefix or anywhere in it', () => {
    expect(ids(filterContacts(CONTACTS, '1002'))).toEqual(['100231']);
    expect(ids(filterContacts(CONTACTS, '0045'))).toEqual(['310045']);
    expect(ids(filterContacts(CONTACTS, '31'))).toEqual(['100231', '203311', '310045', '423100']);
  });

  it('matches an id typed as it is shown ("ID 310045"), or with full-width digits', () => {
    expect(ids(filterContacts(CONTACTS, 'ID 310045'))).toEqual(['310045']);
    expect(ids(filterContacts(CONTACTS, 'id:310045'))).toEqual(['310045']);
    expect(ids(filterContacts(CONTACTS, '３１００４５'))).toEqual(['310045']);
  });

  it('does not read a nickname starting with "id" as an id search', () => {
    expect(filterContacts([contact('9', 'idol')], 'idol')).toHaveLength(1);
    expect(filterContacts([contact('9', 'Mia')], 'id9x')).toHaveLength(0);
  });

  it('returns nothing when nothing matches', () => {
    expect(filterContacts(CONTACTS, 'zzz')).toEqual([]);
    expect(filterContacts([], 'mia')).toEqual([]);
  });
});

describe('matchContact', () => {
  it('gives the matched part of the nickname in the original text', () => {
    expect(matchContact(contact('1', 'Emily'), 'MI')).toEqual({ nickname: { start: 1, end: 3 }, userId: null });
    expect(matchContact(contact('1', '月兔小美'), '小美')).toEqual({ nickname: { start: 2, end: 4 }, userId: null });
  });

  it('maps a width-insensitive match back onto the full-width characters', () => {
    expect(matchContact(contact('1', 'ＭＩＫＡ'), 'ik')?.nickname).toEqual({ start: 1, end: 3 });
    // Half-width ｶﾞ is two characters that fold into one ガ: the highlight covers both.
    expect(matchContact(contact('1', 'ｶﾞｸ'), 'ガ')?.nickname).toEqual({ start: 0, end: 2 });
  });

  it('keeps a letter with its combining accent together', () => {
    // "Chloe\u0308" with a decomposed ë: NFKC composes it, so "ë" matches both code points.
    expect(matchContact(contact('1', 'Chloe\u0308'), 'ë')?.nickname).toEqual({ start: 4, end: 6 });
  });

  it('matches Korean typed as decomposed jamo against the composed syllables', () => {
    // 한글 as conjoining jamo (as some keyboards store it): NFKC composes each syllable of three jamo.
    expect(matchContact(contact('1', '\u1112\u1161\u11ab\u1100\u1173\u11af'), '글')?.nickname).toEqual({
      start: 3,
      end: 6,
    });
  });

  it('handles characters outside the BMP before the match', () => {
    expect(matchContact(contact('1', '😀Mia'), 'mia')?.nickname).toEqual({ start: 2, end: 5 });
  });

  it('gives the matched part of the user id', () => {
    expect(matchContact(contact('310045', 'Leo'), '0045')).toEqual({ nickname: null, userId: { start: 2, end: 6 } });
    expect(matchContact(contact('310045', 'Leo'), 'ID 3100')?.userId).toEqual({ start: 0, end: 4 });
  });

  it('reports both when the query is in the nickname and the id', () => {
    expect(matchContact(contact('777', 'Lucky 777'), '77')).toEqual({
      nickname: { start: 6, end: 8 },
      userId: { start: 0, end: 2 },
    });
  });

  it('is null without a match or without a query', () => {
    expect(matchContact(contact('1', 'Mia'), 'leo')).toBeNull();
    expect(matchContact(contact('1', 'Mia'), '  ')).toBeNull();
  });
});

describe('recentContacts', () => {
  it('returns the contacts of the recent ids, most recent first', () => {
    expect(ids(recentContacts(CONTACTS, ['501200', '100231', '310045']))).toEqual(['501200', '100231', '310045']);
  });

  it('skips ids that are not among the contacts', () => {
    expect(ids(recentContacts(CONTACTS, ['999999', '310045', 'gone', '100231']))).toEqual(['310045', '100231']);
  });

  it('skips repeated ids', () => {
    expect(ids(recentContacts(CONTACTS, ['310045', '100231', '310045']))).toEqual(['310045', '100231']);
  });

  it('keeps at most `max`, 8 by default, counting only contacts it keeps', () => {
    const many = Array.from({ length: 12 }, (_, index) => contact(String(index), `User ${index}`));
    const recentIds = ['x', ...many.map((entry) => entry.user_id)];
    expect(recentContacts(many, recentIds)).toHaveLength(8);
    expect(ids(recentContacts(many, recentIds, 3))).toEqual(['0', '1', '2']);
    expect(recentContacts(many, recentIds, 0)).toEqual([]);
  });

  it('is empty without recent ids or without contacts', () => {
    expect(recentContacts(CONTACTS, [])).toEqual([]);
    expect(recentContacts([], ['100231'])).toEqual([]);
  });
});
