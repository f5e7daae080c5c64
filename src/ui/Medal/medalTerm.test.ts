import { describe, expect, it } from 'vitest';
import { medalTerm } from './Medal';

describe('medalTerm', () => {
  it('counts whole days left', () => {
    expect(medalTerm(12, false)).toEqual({ kind: 'days', days: 12 });
    expect(medalTerm(1, false)).toEqual({ kind: 'days', days: 1 });
    expect(medalTerm(2.7, false)).toEqual({ kind: 'days', days: 2 });
  });

  it('says "today" on the last day', () => {
    expect(medalTerm(0, false)).toEqual({ kind: 'today' });
    expect(medalTerm(0.4, false)).toEqual({ kind: 'today' });
  });

  it('is expired when flagged or when the days ran out', () => {
    expect(medalTerm(5, true)).toEqual({ kind: 'expired' });
    expect(medalTerm(undefined, true)).toEqual({ kind: 'expired' });
    expect(medalTerm(-1, false)).toEqual({ kind: 'expired' });
  });

  it('is permanent without an expiry', () => {
    expect(medalTerm(undefined, false)).toEqual({ kind: 'permanent' });
    expect(medalTerm(Infinity, false)).toEqual({ kind: 'permanent' });
  });
});
