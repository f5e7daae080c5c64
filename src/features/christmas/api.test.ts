import { describe, expect, it } from 'vitest';
import { ApiError, isApiError } from '../../platform/http/errors';
import { parseContacts } from '../../platform/social/contacts';
import { parseConfig, parsePool, parseTree, parseWishes, refusalOf } from './api';
import { CHRISTMAS_STATUS } from './contract';
import { EDITION_2026, editionOf, isEditionInOrder, LIGHTS_PER_TREE, WISH_MAX_CHARS } from './model';
import { HOSTILE_JSON_VALUES } from '../../platform/http/replyFuzz.testing';

const config = {
  year: 2026,
  start_at: EDITION_2026.startAt,
  end_at: EDITION_2026.endAt,
  split_at: EDITION_2026.splitAt,
  split_end_at: EDITION_2026.splitEndAt,
  board_start_at: EDITION_2026.boardStartAt,
  board_end_at: EDITION_2026.boardEndAt,
};

const refused = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    return isApiError(error) && error.kind === 'bad-response';
  }
  return false;
};

describe('christmas replies', () => {
  it("read the edition; a garbled date is the year's calendar date, dates out of order the whole calendar", () => {
    expect(parseConfig(config)).toEqual(EDITION_2026);
    const later = { ...config, start_at: config.start_at + 3_600_000 };
    expect(parseConfig({ ...later, split_at: 'soon' })).toEqual({ ...EDITION_2026, startAt: later.start_at });
    expect(parseConfig({ ...later, end_at: config.split_end_at })).toEqual(editionOf(2026));
    expect(refused(() => parseConfig({ ...config, year: 1e9 }))).toBe(true);
    expect(refused(() => parseConfig('soon'))).toBe(true);
  });

  it('any hostile value in any config field: refused with ApiError, or an edition in order', () => {
    for (const field of Object.keys(config))
      for (const value of HOSTILE_JSON_VALUES) {
        const outcome = (() => {
          try {
            return isEditionInOrder(parseConfig({ ...config, [field]: value })) ? 'in order' : 'out of order';
          } catch (error) {
            return isApiError(error) ? 'refused' : 'crashed';
          }
        })();
        expect(['in order', 'refused'], `${field} = ${JSON.stringify(value)}`).toContain(outcome);
      }
  });

  it('read my tree: only unlocked when the server says true, bulbs capped, expired or empty batches left out', () => {
    expect(
      parseTree({
        unlocked: 'yes',
        lights: 99,
        props: [
          { count: 2, expires_at: 'x' },
          { count: 0, expires_at: config.end_at },
          { count: 3, expires_at: config.end_at },
        ],
      }),
    ).toEqual({
      unlocked: false,
      lights: LIGHTS_PER_TREE,
      props: [{ count: 3, expiresAt: config.end_at }],
      coins: 0,
    });
  });

  it('read a share only when there is one (null is "no share", not zero)', () => {
    expect(parsePool({ total: 123.7, lit_trees: -1, my_share: null })).toEqual({
      total: 123,
      litTrees: 0,
      myShare: null,
    });
    expect(parsePool({ total: 5, lit_trees: 1, my_share: '5' }).myShare).toBe(5);
  });

  it('keep readable wishes, cut to the limit; a wish without id or text is left out', () => {
    const wishes = parseWishes({
      wishes: [
        { wish_id: 'w1', text: '🎄'.repeat(80), at: config.start_at },
        { wish_id: '', text: 'no id' },
        { wish_id: 'w3', text: '   ' },
      ],
    });
    expect(wishes).toHaveLength(1);
    expect(Array.from(wishes[0]!.text)).toHaveLength(WISH_MAX_CHARS);
  });

  it('tell the spec refusals (and the contract’s “invalid”) from any other code, said in the server’s words', () => {
    expect(refusalOf(new ApiError('server', CHRISTMAS_STATUS.notUnlocked, '您還未解鎖聖誕樹'))).toBe('notUnlocked');
    expect(refusalOf(new ApiError('server', CHRISTMAS_STATUS.invalid, '參數錯誤'))).toBe('invalid');
    expect(refusalOf(new ApiError('server', 99999, '系統繁忙'))).toBeNull();
    expect(refusalOf(new ApiError('timeout', -999, 'timeout of 15000ms exceeded'))).toBeNull();
  });

  it('contacts: without an id left out, duplicates once, recent ids only of known contacts', () => {
    expect(
      parseContacts({
        contacts: [
          { user_id: 'u1', nickname: 'Luna' },
          { nickname: 'ghost' },
          { user_id: 'u1', nickname: 'again' },
          { user_id: 'u2' },
        ],
        recent: ['u2', 'u9', 7],
      }),
    ).toEqual({
      contacts: [
        { user_id: 'u1', nickname: 'Luna', avatar_url: '' },
        { user_id: 'u2', nickname: 'u2', avatar_url: '' },
      ],
      recent: ['u2'],
    });
  });
});
