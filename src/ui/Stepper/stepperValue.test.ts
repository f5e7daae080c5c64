import { describe, expect, it } from 'vitest';
import { clampValue, commitDraft, highestValue, normaliseRange, sanitizeDraft, stepValue } from './stepperValue';

const range = normaliseRange({ min: 1, max: 10, step: 1 });

describe('normaliseRange', () => {
  it('defaults to 0…∞ in steps of 1', () => {
    expect(normaliseRange()).toEqual({ min: 0, max: Number.POSITIVE_INFINITY, step: 1 });
  });

  it('repairs a non-positive step and a max below min', () => {
    expect(normaliseRange({ min: 5, max: 2, step: 0 })).toEqual({ min: 5, max: 5, step: 1 });
    expect(normaliseRange({ step: -3 }).step).toBe(1);
  });
});

describe('highestValue', () => {
  it('is the last step that fits under max', () => {
    expect(highestValue(normaliseRange({ min: 0, max: 10, step: 3 }))).toBe(9);
    expect(highestValue(range)).toBe(10);
    expect(highestValue(normaliseRange({ min: 0 }))).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('clampValue', () => {
  it('clamps to min and max', () => {
    expect(clampValue(0, range)).toBe(1);
    expect(clampValue(99, range)).toBe(10);
    expect(clampValue(5, range)).toBe(5);
  });

  it('snaps to the step grid', () => {
    const fives = normaliseRange({ min: 0, max: 100, step: 5 });
    expect(clampValue(12, fives)).toBe(10);
    expect(clampValue(13, fives)).toBe(15);
    expect(clampValue(99, normaliseRange({ min: 0, max: 10, step: 3 }))).toBe(9);
  });

  it('turns NaN into min', () => {
    expect(clampValue(Number.NaN, range)).toBe(1);
  });
});

describe('stepValue', () => {
  it('adds and subtracts one step', () => {
    expect(stepValue(3, 1, range)).toEqual({ value: 4, exceededMax: false });
    expect(stepValue(3, -1, range)).toEqual({ value: 2, exceededMax: false });
  });

  it('stays at min when going down', () => {
    expect(stepValue(1, -1, range)).toEqual({ value: 1, exceededMax: false });
  });

  it('reports trying to pass max and stays there', () => {
    expect(stepValue(9, 1, range)).toEqual({ value: 10, exceededMax: false });
    expect(stepValue(10, 1, range)).toEqual({ value: 10, exceededMax: true });
    expect(stepValue(9, 1, normaliseRange({ min: 0, max: 10, step: 3 }))).toEqual({ value: 9, exceededMax: true });
  });

  it('never ends when there is no max', () => {
    expect(stepValue(1_000, 1, normaliseRange({ min: 0 }))).toEqual({ value: 1_001, exceededMax: false });
  });
});

describe('sanitizeDraft', () => {
  it('keeps digits only', () => {
    expect(sanitizeDraft('1a2-3.4 5')).toBe('12345');
    expect(sanitizeDraft('abc')).toBe('');
    expect(sanitizeDraft('１２')).toBe('');
  });

  it('caps the number of digits', () => {
    expect(sanitizeDraft('12345678901234')).toBe('123456789');
  });
});

describe('commitDraft', () => {
  it('commits a value within range', () => {
    expect(commitDraft('7', range)).toEqual({ value: 7, exceededMax: false });
  });

  it('clamps beyond max and reports it', () => {
    expect(commitDraft('25', range)).toEqual({ value: 10, exceededMax: true });
  });

  it('raises below min without a message', () => {
    expect(commitDraft('0', range)).toEqual({ value: 1, exceededMax: false });
  });

  it('falls back to min when emptied', () => {
    expect(commitDraft('', range)).toEqual({ value: 1, exceededMax: false });
  });
});
