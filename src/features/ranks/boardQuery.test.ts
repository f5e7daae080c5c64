import { describe, expect, it } from 'vitest';
import { boardPage } from './boards';
import { queryForSelection, selectionFromQuery } from './boardQuery';

describe('board tabs in the address', () => {
  const whole = boardPage('whole');
  it('reads the kind and period, and falls back to the first tab for anything unknown', () => {
    expect(selectionFromQuery(whole, '?kind=charm&scope=weekly')).toEqual({
      kind: 'charm',
      scope: 'weekly',
      gift: undefined,
    });
    expect(selectionFromQuery(whole, '?kind=cp&scope=yearly_2023')).toEqual({
      kind: 'rich',
      scope: 'daily',
      gift: undefined,
    });
    expect(selectionFromQuery(whole, '?kind=%00&scope=')).toEqual({ kind: 'rich', scope: 'daily', gift: undefined });
  });
  it('only the gift-star page reads a gift, trimmed and bounded', () => {
    expect(selectionFromQuery(whole, '?gift=rose').gift).toBeUndefined();
    expect(selectionFromQuery(boardPage('gift_star'), '?gift=%20rose%20').gift).toBe('rose');
    expect(selectionFromQuery(boardPage('gift_star'), `?gift=${'x'.repeat(500)}`).gift).toHaveLength(40);
  });
  it('keeps the other parameters of the address', () => {
    expect(
      queryForSelection({ kind: 'charm', scope: 'weekly', gift: undefined }, '?app-language=en&refer=banner&gift=rose'),
    ).toBe('?app-language=en&refer=banner&kind=charm&scope=weekly');
  });
  it('round-trips', () => {
    const selection = { kind: 'charm', scope: 'weekly', gift: undefined } as const;
    expect(selectionFromQuery(whole, queryForSelection(selection))).toEqual(selection);
  });
});
