import { describe, expect, it } from 'vitest';
import {
  COMPTE_COMPTABLE_KEYS,
  DEFAULT_COMPTES_COMPTABLES,
  compteComptableProblem,
  comptesComptablesOf,
  exportPeriodProblem,
  tauxTvaKey,
} from './exports-comptables.ts';

describe('the accounts of the sales journal', () => {
  it('has valid defaults for every key', () => {
    for (const key of COMPTE_COMPTABLE_KEYS) {
      expect(compteComptableProblem(key, DEFAULT_COMPTES_COMPTABLES[key])).toBeNull();
    }
  });

  it('refuses letters, a short number and the wrong class, in French', () => {
    expect(compteComptableProblem('clients', '41A')).toMatch(/3 à 12 chiffres/);
    expect(compteComptableProblem('clients', '41')).toMatch(/3 à 12 chiffres/);
    expect(compteComptableProblem('ventes_10', '411000')).toBe(
      'Ventes — TVA 10 % : le compte doit commencer par 70.',
    );
    expect(compteComptableProblem('tva_055', '445660')).toMatch(/4457/);
  });

  it('fills the accounts an older settings row lacks with the defaults', () => {
    expect(comptesComptablesOf({ clients: '411900' })).toEqual({
      ...DEFAULT_COMPTES_COMPTABLES,
      clients: '411900',
    });
    expect(comptesComptablesOf(undefined)).toEqual(DEFAULT_COMPTES_COMPTABLES);
  });

  it('names the accounts of a rate', () => {
    expect(tauxTvaKey(0.055)).toBe('055');
    expect(tauxTvaKey(0.1)).toBe('10');
    expect(tauxTvaKey(0.2)).toBe('20');
    expect(tauxTvaKey(0.07)).toBeNull();
  });
});

describe('the period of an export', () => {
  it('takes a year at most, leap day included, the first day not after the last', () => {
    expect(exportPeriodProblem('2026-11-01', '2026-11-30')).toBeNull();
    expect(exportPeriodProblem('2028-01-01', '2028-12-31')).toBeNull();
    expect(exportPeriodProblem('2026-01-01', '2027-01-02')).toBe(
      'Une période de 366 jours au plus.',
    );
    expect(exportPeriodProblem('2026-11-30', '2026-11-01')).toBe(
      'La date de début doit précéder la date de fin.',
    );
    expect(exportPeriodProblem('2026-02-30', '2026-03-01')).toBe(
      'Dates attendues au format AAAA-MM-JJ.',
    );
  });
});
