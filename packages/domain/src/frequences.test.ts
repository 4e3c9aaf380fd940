import { describe, expect, it } from 'vitest';
import {
  BESOIN_FREQUENCES,
  DEFAULT_FREQUENCE_TYPE,
  FREQUENCE_LIBELLES,
  FREQUENCE_TYPES,
  frequenceById,
  frequenceIdOf,
  isFrequenceType,
} from './frequences.ts';

describe('FREQUENCE_TYPES', () => {
  it('numbers the three recurring frequencies from 1, every week first', () => {
    expect(FREQUENCE_TYPES.map((f) => f.id)).toEqual([1, 2, 3]);
    expect(FREQUENCE_LIBELLES[0]).toBe(DEFAULT_FREQUENCE_TYPE);
    expect(DEFAULT_FREQUENCE_TYPE).toBe('Toutes les semaines');
  });

  it('bills fewer weeks a month as the frequency gets rarer', () => {
    const weeks = FREQUENCE_TYPES.map((f) => f.weeksPerMonth);
    expect(weeks).toEqual([...weeks].sort((a, b) => b - a));
    expect(frequenceById(2)?.weeksPerMonth).toBeCloseTo(26 / 12);
  });
});

describe('frequenceIdOf, frequenceById, isFrequenceType', () => {
  it('go from a label to its id and back', () => {
    expect(frequenceIdOf('Toutes les deux semaines')).toBe(2);
    expect(frequenceById(3)?.libelle).toBe('Une semaine par mois');
  });

  it('treat an unknown label as every week, and an unknown id as none', () => {
    expect(frequenceIdOf(undefined)).toBe(1);
    expect(frequenceIdOf('Tous les jours')).toBe(1);
    expect(frequenceById(4)).toBeUndefined();
    expect(isFrequenceType('Tous les jours')).toBe(false);
    expect(isFrequenceType('Une semaine par mois')).toBe(true);
  });
});

describe('BESOIN_FREQUENCES', () => {
  it('tells a one-off need from a recurring one', () => {
    expect(BESOIN_FREQUENCES).toEqual(['ponctuel', 'recurrent']);
  });
});
