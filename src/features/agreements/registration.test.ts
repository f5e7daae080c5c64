import { describe, expect, it } from 'vitest';
import { mainlandCheckCharacter } from '../../platform/identity/idNumber';
import {
  checkAddress,
  checkPhone,
  checkWechatId,
  completion,
  draftOf,
  EMPTY_REGISTRATION,
  hasDraft,
  isMasked,
  maskAddress,
  maskPhone,
  maskWechatId,
  type RegistrationForm,
  REGISTRATION_FIELDS,
  restoreDraft,
  shownProblems,
  validateRegistration,
} from './registration';

const TODAY = Date.parse('2026-11-26T12:00:00+08:00');
const FIRST17 = '44030419900307123';
const ID = `${FIRST17}${mainlandCheckCharacter(FIRST17)}`;

const VALID: RegistrationForm = {
  name: '王小明',
  wechatId: 'wang_xm88',
  phone: '13812345678',
  idNumber: ID,
  address: '廣東省深圳市南山區科技園路1號',
  maritalStatus: 'single',
  birthHistory: '',
  birthHistoryConsent: false,
  declaration: true,
};

const fieldsOf = (form: RegistrationForm) => {
  const check = validateRegistration(form, TODAY);
  return check.ok ? [] : check.problems;
};

describe('WeChat id', () => {
  it.each(['wxid_ab', 'Abcdef', 'a-b_c-1', `a${'b'.repeat(19)}`, '  wang_xm88 ', 'ｗａｎｇ＿ｘｍ８８'])(
    'accepts %j',
    (id) => expect(checkWechatId(id)).toHaveProperty('wechatId'),
  );
  it.each(['1abcdef', '_abcdef', 'abcde', `a${'b'.repeat(20)}`, 'wang xm88', 'wang.xm', '王小明abc'])(
    'refuses %j',
    (id) => expect(checkWechatId(id)).toEqual({ problem: 'format' }),
  );
  it('an empty one is empty', () => expect(checkWechatId('   ')).toEqual({ problem: 'empty' }));
});

describe('phone', () => {
  it.each([
    ['13812345678', '13812345678', 'mainland'],
    ['+8613812345678', '13812345678', 'mainland'],
    ['8619912345678', '19912345678', 'mainland'],
    ['138 1234 5678', '13812345678', 'mainland'],
    ['１３８１２３４５６７８', '13812345678', 'mainland'],
    ['0912345678', '0912345678', 'taiwan'],
    ['0912-345-678', '0912345678', 'taiwan'],
    ['+886 912 345 678', '0912345678', 'taiwan'],
    ['886912345678', '0912345678', 'taiwan'],
  ])('reads %j as %s (%s)', (input, phone, market) => expect(checkPhone(input)).toEqual({ phone, market }));
  it.each([
    '12812345678',
    '1381234567',
    '138123456789',
    '+85213812345678',
    '0812345678',
    '091234567',
    '02-2345-6789',
    'abc',
  ])('refuses %j', (input) => expect(checkPhone(input)).toEqual({ problem: 'format' }));
  it('an empty one is empty', () => expect(checkPhone(' ')).toEqual({ problem: 'empty' }));
});

describe('address', () => {
  it('is trimmed and its whitespace collapsed', () =>
    expect(checkAddress('  台北市  信義區\n市府路1號 ')).toEqual({ address: '台北市 信義區 市府路1號' }));
  it('needs 5 to 120 characters', () => {
    expect(checkAddress('')).toEqual({ problem: 'empty' });
    expect(checkAddress('台北市')).toEqual({ problem: 'tooShort' });
    expect(checkAddress('台北市信義')).toHaveProperty('address');
    expect(checkAddress('路'.repeat(120))).toHaveProperty('address');
    expect(checkAddress('路'.repeat(121))).toEqual({ problem: 'tooLong' });
    // counted in characters, not UTF-16 units
    expect(checkAddress('𠀀'.repeat(120))).toHaveProperty('address');
  });
});

describe('validateRegistration', () => {
  it('normalises a valid form', () => {
    const check = validateRegistration(
      {
        ...VALID,
        name: ' 王小明 ',
        phone: '+86 138-1234-5678',
        idNumber: ` ${ID.toLowerCase()} `,
        wechatId: ' wang_xm88',
      },
      TODAY,
    );
    expect(check).toEqual({
      ok: true,
      value: {
        name: '王小明',
        wechatId: 'wang_xm88',
        phone: '13812345678',
        phoneMarket: 'mainland',
        idNumber: ID,
        idKind: 'mainland',
        address: '廣東省深圳市南山區科技園路1號',
        maritalStatus: 'single',
        declaration: true,
      },
    });
  });

  it('lists every problem of the empty form in field order', () => {
    expect(fieldsOf(EMPTY_REGISTRATION)).toEqual([
      { field: 'name', problem: 'empty' },
      { field: 'wechatId', problem: 'empty' },
      { field: 'phone', problem: 'empty' },
      { field: 'idNumber', problem: 'empty' },
      { field: 'address', problem: 'empty' },
      { field: 'maritalStatus', problem: 'empty' },
      { field: 'declaration', problem: 'required' },
    ]);
    const order = fieldsOf(EMPTY_REGISTRATION).map(({ field }) => REGISTRATION_FIELDS.indexOf(field));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('uses the one ID-number module (check digit, birth date)', () => {
    const wrongCheck = `${FIRST17}${mainlandCheckCharacter(FIRST17) === '0' ? '1' : '0'}`;
    expect(fieldsOf({ ...VALID, idNumber: wrongCheck })).toEqual([{ field: 'idNumber', problem: 'checksum' }]);
    expect(fieldsOf({ ...VALID, idNumber: '12345' })).toEqual([{ field: 'idNumber', problem: 'format' }]);
    expect(fieldsOf({ ...VALID, idNumber: 'A123456789' })).toEqual([]);
  });

  it('asks a separate consent only when the birth history is given', () => {
    expect(fieldsOf({ ...VALID, birthHistory: '' })).toEqual([]);
    expect(fieldsOf({ ...VALID, birthHistory: 'none' })).toEqual([
      { field: 'birthHistoryConsent', problem: 'required' },
    ]);
    expect(fieldsOf({ ...VALID, birthHistory: 'yes' })).toEqual([
      { field: 'birthHistoryConsent', problem: 'required' },
    ]);
    const check = validateRegistration({ ...VALID, birthHistory: 'yes', birthHistoryConsent: true }, TODAY);
    expect(check.ok && check.value.birthHistory).toBe('yes');
    // a consent without an answer sends nothing
    const unanswered = validateRegistration({ ...VALID, birthHistoryConsent: true }, TODAY);
    expect(unanswered.ok && 'birthHistory' in unanswered.value).toBe(false);
  });

  it('needs the declaration and a known marital status', () => {
    expect(fieldsOf({ ...VALID, declaration: false })).toEqual([{ field: 'declaration', problem: 'required' }]);
    expect(fieldsOf({ ...VALID, maritalStatus: 'engaged' as never })).toEqual([
      { field: 'maritalStatus', problem: 'empty' },
    ]);
  });

  it('shows the problems of left fields, then all after a submit', () => {
    const problems = fieldsOf(EMPTY_REGISTRATION);
    expect(shownProblems(problems, new Set(), false)).toEqual([]);
    expect(shownProblems(problems, new Set(['phone']), false)).toEqual([{ field: 'phone', problem: 'empty' }]);
    expect(shownProblems(problems, new Set(), true)).toEqual(problems);
  });
});

describe('draft', () => {
  const full: RegistrationForm = { ...VALID, birthHistory: 'yes', birthHistoryConsent: true };

  it('keeps no personal data: never the real name, the phone, the ID number, the birth history or its consent', () => {
    const kept = draftOf(full);
    expect(kept).not.toContain(ID);
    expect(kept).not.toContain(full.name);
    expect(kept).not.toContain(full.phone);
    expect(kept).not.toMatch(/birth|name|phone/i);
    expect(restoreDraft(kept)).toEqual({
      ...full,
      name: '',
      phone: '',
      idNumber: '',
      birthHistory: '',
      birthHistoryConsent: false,
    });
  });

  it('a draft kept by an older version (with the name and phone) is read as the empty form', () => {
    const old = JSON.stringify({ v: 1, name: full.name, phone: full.phone, wechatId: full.wechatId });
    expect(restoreDraft(old)).toEqual(EMPTY_REGISTRATION);
  });

  it.each([null, '', '{', 'null', '[]', '"text"', '{"v":3,"wechatId":"wang"}', '{"wechatId":"wang_xm88"}'])(
    'reads %j back as the empty form',
    (json) => expect(restoreDraft(json)).toEqual(EMPTY_REGISTRATION),
  );

  it('drops mistyped fields and keeps the rest', () => {
    const json = JSON.stringify({
      v: 2,
      name: '王小明',
      wechatId: 'wang_xm88',
      phone: '13812345678',
      address: 'x'.repeat(10_000),
      maritalStatus: 'engaged',
      declaration: 'yes',
      idNumber: ID,
      birthHistory: 'yes',
    });
    expect(restoreDraft(json)).toEqual({ ...EMPTY_REGISTRATION, wechatId: 'wang_xm88' });
  });
});

describe('masks, progress and whether there is a draft', () => {
  it('masks a phone, a WeChat id and an address as the server shows them', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone('0912345678')).toBe('091***5678');
    expect(maskWechatId('wang_xm88')).toBe('wa*****88');
    expect(maskAddress('廣東省深圳市南山區科技園路1號')).toBe('廣東省深圳市***');
    expect(maskAddress('台北')).toBe('***');
    for (const masked of [maskPhone('13812345678'), maskPhone('0912345678')]) expect(isMasked(masked, 7)).toBe(true);
    expect(isMasked('13812345678', 7)).toBe(false);
  });

  it('counts the required fields answered well (the consent only once a birth history is given)', () => {
    expect(completion(EMPTY_REGISTRATION, TODAY)).toEqual({
      required: ['name', 'wechatId', 'phone', 'idNumber', 'address', 'maritalStatus', 'declaration'],
      complete: [],
    });
    expect(completion(VALID, TODAY).complete).toHaveLength(7);
    const withBirth = completion({ ...VALID, birthHistory: 'yes' }, TODAY);
    expect(withBirth.required).toContain('birthHistoryConsent');
    expect(withBirth.complete).not.toContain('birthHistoryConsent');
  });

  it('an empty form is no draft; anything typed that is kept is', () => {
    expect(hasDraft(EMPTY_REGISTRATION)).toBe(false);
    expect(hasDraft({ ...EMPTY_REGISTRATION, idNumber: ID })).toBe(false); // never kept, so nothing to restore
    // Never kept either (personal data): the page then says no draft was restored.
    expect(hasDraft({ ...EMPTY_REGISTRATION, name: '王', phone: '138' })).toBe(false);
    expect(hasDraft({ ...EMPTY_REGISTRATION, wechatId: 'w' })).toBe(true);
  });
});
