import { CANDIDAT_STATUT } from '@maisonnee/domain';
import { describe, expect, it } from 'vitest';
import { moveTargets, statutLabel } from './statut-moves.ts';

const labels = (from: number) => moveTargets(from).map((option) => option.label);

describe('moveTargets', () => {
  it('offers the other pipeline statuses and the refusal, never the contract one', () => {
    expect(labels(CANDIDAT_STATUT.CANDIDATURE_RECUE)).toEqual([
      'À contacter',
      'Entretien planifié',
      'Dossier incomplet',
      'Candidature refusée',
    ]);
    expect(labels(CANDIDAT_STATUT.ENTRETIEN)).not.toContain('Contrat à signer');
    expect(labels(CANDIDAT_STATUT.ENTRETIEN)).not.toContain('Entretien planifié');
  });

  it('lets an active agent only be set inactive, and an inactive one active again', () => {
    expect(labels(CANDIDAT_STATUT.AGENT_ACTIF)).toEqual(['Agent inactif']);
    expect(labels(CANDIDAT_STATUT.AGENT_INACTIF)).toContain('Agent actif');
    expect(labels(CANDIDAT_STATUT.CANDIDATURE_RECUE)).not.toContain('Agent actif');
  });

  it('names a known status from the catalogue and an unknown one from the API', () => {
    expect(statutLabel(2)).toBe('À contacter');
    expect(statutLabel(99, 'Autre')).toBe('Autre');
  });
});
