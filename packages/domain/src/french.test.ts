import { describe, expect, it } from 'vitest';
import { formatDuration, formatMonth, withDe } from './french.ts';

describe('formatDuration', () => {
  it('writes minutes on two digits after the hours (« 2 h 05 », never « 2 h 5 »)', () => {
    expect(formatDuration(125)).toBe('2 h 05');
    expect(formatDuration(61)).toBe('1 h 01');
    expect(formatDuration(90)).toBe('1 h 30');
  });

  it('writes whole hours and short durations without a useless part', () => {
    expect(formatDuration(120)).toBe('2 h');
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(5)).toBe('5 min');
    expect(formatDuration(0)).toBe('0 min');
  });

  it('rounds to the minute and never writes a negative duration', () => {
    expect(formatDuration(89.6)).toBe('1 h 30');
    expect(formatDuration(-10)).toBe('0 min');
    expect(formatDuration(Number.NaN)).toBe('0 min');
  });
});

describe('formatMonth and withDe', () => {
  it('names the month in French', () => {
    expect(formatMonth('2026-10')).toBe('octobre 2026');
    expect(formatMonth('2026-08')).toBe('août 2026');
    expect(formatMonth('2026-13')).toBe('2026-13');
  });

  it('elides « de » before a vowel: avril, août, octobre', () => {
    expect(withDe(formatMonth('2026-10'))).toBe("d'octobre 2026");
    expect(withDe(formatMonth('2026-04'))).toBe("d'avril 2026");
    expect(withDe(formatMonth('2026-08'))).toBe("d'août 2026");
  });

  it('keeps « de » before a consonant', () => {
    expect(withDe(formatMonth('2026-11'))).toBe('de novembre 2026');
    expect(withDe(formatMonth('2026-03'))).toBe('de mars 2026');
  });
});
