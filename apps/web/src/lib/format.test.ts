import { describe, expect, it } from 'vitest';
import { formatDate, formatEuros, formatMinutes } from './format.ts';

describe('French formats', () => {
  it('shows dates as DD/MM/YYYY in UTC', () => {
    expect(formatDate('2025-02-03')).toBe('03/02/2025');
    expect(formatDate('2025-12-31T23:30:00Z')).toBe('31/12/2025');
    expect(formatDate(null)).toBe('');
    expect(formatDate('pas une date')).toBe('');
  });

  it('shows amounts in euros the French way', () => {
    expect(formatEuros(24)).toBe('24,00\u00a0€');
    expect(formatEuros(1234.5)).toBe('1\u202f234,50\u00a0€');
  });

  it('shows durations in minutes and hours', () => {
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(60)).toBe('1 h');
    expect(formatMinutes(90)).toBe('1 h 30');
    // Never « 2 h 5 »: minutes after the hours are written on two digits.
    expect(formatMinutes(125)).toBe('2 h 05');
  });
});
