import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const errorsIn = (language: string) =>
  (JSON.parse(readFileSync(`src/locales/${language}/scratch.json`, 'utf8')) as { errors: Record<string, string> })
    .errors;

/** Each language's word for the coins a purchase costs, and the spec's ticket-balance message (playing without a card). */
const LANGUAGES: [language: string, coins: string, ticketBalance: RegExp][] = [
  ['zh-Hant', '金幣', /刮刮卡餘額不足/],
  ['zh-Hans', '金币', /刮刮卡余额不足/],
  ['en', 'coins', /ticket balance/i],
  ['ja', 'コイン', /カードの残高/],
  ['ko', '코인', /카드 잔액/],
];

describe('a purchase the coins do not cover says so (not the message for playing without a card)', () => {
  it.each(LANGUAGES)('%s', (language, coins, ticketBalance) => {
    const errors = errorsIn(language);
    expect(errors.notEnoughCoins).toContain(coins);
    expect(errors.notEnoughCoins).not.toMatch(ticketBalance);
    expect(errors.notEnoughCoins).not.toBe(errors.noCards);
    // The way on is the top-up (the dialog's confirm button).
    expect(errors.recharge).toBeTruthy();
  });
});
