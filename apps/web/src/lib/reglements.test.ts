import { describe, expect, it } from 'vitest';
import { centsInput, parseCents } from './reglements.ts';

describe('amounts typed in the payment form', () => {
  it('reads euros as integer cents, exactly', () => {
    expect(parseCents('70')).toBe(7000);
    expect(parseCents('70,5')).toBe(7050);
    expect(parseCents('0,29')).toBe(29);
    expect(parseCents('1 234,56')).toBe(123456);
    expect(parseCents('12,345')).toBeNull();
    expect(parseCents('-3')).toBeNull();
    expect(parseCents('abc')).toBeNull();
  });

  it('shows cents as the field writes them', () => {
    expect(centsInput(7000)).toBe('70,00');
    expect(centsInput(29)).toBe('0,29');
    expect(centsInput(123456)).toBe('1234,56');
  });
});
