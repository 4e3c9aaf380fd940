import { describe, expect, it } from 'vitest';
import {
  URSSAF_STATUT_CODES,
  isUrssafStatutCode,
  urssafStatutDemandeAction,
  urssafStatutEnCours,
  urssafStatutIssue,
  urssafStatutLabel,
} from './urssaf-statuts.ts';

describe('URSSAF payment request statuses', () => {
  it('lists the codes URSSAF answers, in their order, each with a French label', () => {
    expect(URSSAF_STATUT_CODES).toEqual([
      '10',
      '15',
      '20',
      '30',
      '40',
      '50',
      '60',
      '70',
      '110',
      '111',
      '112',
      '120',
    ]);
    expect(urssafStatutLabel('10')).toBe('Intégrée');
    expect(urssafStatutLabel(20)).toBe('En attente de validation');
    expect(urssafStatutLabel('70')).toBe('Payée');
    for (const code of ['110', '111', '112']) expect(urssafStatutLabel(code)).toBe('Annulée');
    expect(urssafStatutLabel('999')).toBe('Statut URSSAF inconnu (999)');
  });

  it('polls while a request may still change, and stops on a final status', () => {
    for (const code of ['10', '15', '20', '30', '50']) expect(urssafStatutEnCours(code)).toBe(true);
    for (const code of ['40', '60', '70', '110', '111', '112', '120'])
      expect(urssafStatutEnCours(code)).toBe(false);
    expect(urssafStatutEnCours('999')).toBe(true);
    expect(urssafStatutIssue('70')).toBe('payee');
    expect(urssafStatutIssue('111')).toBe('annulee');
    expect(urssafStatutIssue('999')).toBeNull();
  });

  it('calls for the agency on a refusal or a failed debit only', () => {
    expect(URSSAF_STATUT_CODES.filter(urssafStatutDemandeAction)).toEqual(['40', '60']);
    expect(isUrssafStatutCode(70)).toBe(true);
    expect(isUrssafStatutCode('toString')).toBe(false);
  });
});
