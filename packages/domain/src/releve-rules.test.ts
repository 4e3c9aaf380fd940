import { describe, expect, it } from 'vitest';
import { REFUSAL_STATUS, type RuleResult } from './refusals.ts';
import {
  checkReleveLigneChangeable,
  checkReleveLigneContestable,
  checkReleveLigneCorrigeable,
  checkReleveLignesConfirmable,
} from './releve-rules.ts';
import { RELEVE_STATUTS, type ReleveStatut } from './statuts.ts';

const codeOf = (result: RuleResult) => (result.ok ? 'OK' : result.code);
const now = new Date('2026-04-01T10:00:00Z');
const later = new Date('2026-04-05T22:00:00Z');

describe('a timesheet line', () => {
  it('is frozen once billed on an issued invoice, not on a draft', () => {
    expect(codeOf(checkReleveLigneChangeable(undefined))).toBe('OK');
    expect(codeOf(checkReleveLigneChangeable({ statut: 'brouillon', numero: null }))).toBe('OK');
    expect(codeOf(checkReleveLigneChangeable({ statut: 'emise', numero: 'F-2026-000001' }))).toBe(
      'RELEVE_LINE_INVOICED',
    );
    expect(REFUSAL_STATUS.RELEVE_LINE_INVOICED).toBe(409);
  });

  it('is contested before its deadline, once, while still to confirm', () => {
    const expected: Record<ReleveStatut, string> = {
      a_confirmer: 'OK',
      confirme: 'RELEVE_LINE_ANSWERED',
      confirme_auto: 'CONTEST_DEADLINE_PASSED',
      conteste: 'RELEVE_LINE_ALREADY_CONTESTED',
      corrige: 'RELEVE_LINE_ANSWERED',
    };
    for (const statut of RELEVE_STATUTS)
      expect(codeOf(checkReleveLigneContestable({ statut, dateLimite: later }, now)), statut).toBe(
        expected[statut],
      );
    expect(
      codeOf(checkReleveLigneContestable({ statut: 'a_confirmer', dateLimite: now }, now)),
    ).toBe('CONTEST_DEADLINE_PASSED');
  });

  it('is confirmed unless contested, and corrected by the agency once contested', () => {
    expect(codeOf(checkReleveLignesConfirmable([{ statut: 'a_confirmer' }]))).toBe('OK');
    expect(
      codeOf(checkReleveLignesConfirmable([{ statut: 'a_confirmer' }, { statut: 'corrige' }])),
    ).toBe('RELEVE_LINE_CONTESTED');
    expect(RELEVE_STATUTS.filter((statut) => checkReleveLigneCorrigeable({ statut }).ok)).toEqual([
      'conteste',
      'corrige',
    ]);
  });
});
