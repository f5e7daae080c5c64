import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import legalTitles from '../locales/zh-Hant/legal.json';

// zh-Hant is written for Taiwan, not converted from Simplified character by character (issue 30; docs/words.md).
// Every zh-Hant string the app ships — the locale files and the legal documents' zh-Hant source — is checked against
// the Mainland forms a conversion leaves behind, with the Taiwan word to use instead.
const MAINLAND_FORMS: Record<string, string> = {
  充值: '儲值',
  提現: '提領',
  身份: '身分',
  暫無: '目前沒有',
  數據: '資料',
  信息: '資訊 / 訊息',
  視頻: '影片 / 視訊',
  音頻: '音訊',
  網絡: '網路',
  賬號: '帳號',
  賬戶: '帳戶',
  登錄: '登入',
  設置: '設定',
  默認: '預設',
  軟件: '軟體',
  質量: '品質',
  屏幕: '螢幕',
  激活: '啟用',
  點擊: '點選',
  短信: '簡訊',
  二維碼: 'QR Code',
  鏈接: '連結',
  服務器: '伺服器',
  在線: '線上',
  反饋: '回饋',
  刷新: '重新整理',
  搜索: '搜尋',
  '%OFF': 'N折',
};

const ROOT = join(__dirname, '..');
const localeDir = join(ROOT, 'locales', 'zh-Hant');
const documentsDir = join(ROOT, 'features', 'agreements', 'documents');
const SOURCES: [string, string][] = [
  ...readdirSync(localeDir).map((name): [string, string] => [
    `locales/zh-Hant/${name}`,
    readFileSync(join(localeDir, name), 'utf8'),
  ]),
  ...readdirSync(documentsDir).map((name): [string, string] => [
    `documents/${name}/zh-Hant.ts`,
    readFileSync(join(documentsDir, name, 'zh-Hant.ts'), 'utf8'),
  ]),
];

describe('Taiwan wording in zh-Hant', () => {
  it.each(SOURCES)('%s uses no Mainland form', (_, text) => {
    const found = Object.keys(MAINLAND_FORMS)
      .filter((form) => text.toUpperCase().includes(form))
      .map((form) => `${form} → ${MAINLAND_FORMS[form]}`);
    expect(found).toEqual([]);
  });

  // Brands, codes and the names members chose stay as they are; any other Latin word is English left on the screen.
  const LATIN_ALLOWED = new Set(
    'CP App ID VIP UTC Lv XXXX LINE Pay PayPal Google Visa Mastercard JCB iPhone Store Apple Inc QR NT US CN PK iOS Android HTML WhatsApp Telegram Luna Mochi Sky Kevin Official Stella'.split(
      ' ',
    ),
  );
  it.each(SOURCES.filter(([name]) => name.startsWith('locales/')))('%s leaves no English on the screen', (_, text) => {
    const values: string[] = [];
    JSON.parse(text, (_key, value: unknown) => (typeof value === 'string' && values.push(value), value));
    const words = values.flatMap((value) => value.replace(/\{\{[^}]*\}\}|<[^>]*>/g, '').match(/[A-Za-z]{2,}/g) ?? []);
    expect(words.filter((word) => !LATIN_ALLOWED.has(word))).toEqual([]);
  });

  it('calls each legal document by one name wherever it is mentioned', () => {
    const names = new Set(Object.values(legalTitles.titles).map((title) => `《${title}》`));
    const mentioned = SOURCES.flatMap(([, text]) => text.match(/《[^》{}]+》/g) ?? []);
    expect(mentioned.filter((name) => !names.has(name))).toEqual([]);
  });
});
