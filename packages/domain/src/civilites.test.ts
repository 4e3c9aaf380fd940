import { describe, expect, it } from 'vitest';
import { isCivilite } from './civilites.ts';

describe('isCivilite', () => {
  it('accepts M. and Mme only', () => {
    expect(isCivilite('M.')).toBe(true);
    expect(isCivilite('Mme')).toBe(true);
    for (const value of ['Mlle', 'M', '', null, undefined]) expect(isCivilite(value)).toBe(false);
  });
});
