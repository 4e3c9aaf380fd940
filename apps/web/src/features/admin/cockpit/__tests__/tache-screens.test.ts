import { describe, expect, it } from 'vitest';
import { tacheTypeLabel } from '../../../../components/back-office/cockpit/tache-types.ts';
import { tacheTypeScreen } from '../tache-screens.ts';

describe('cockpit tasks of the money loop', () => {
  it('label contested hours and failed payments, and lead to the timesheets and invoices screens', () => {
    expect(tacheTypeLabel('releve_conteste')).toBe('Heures contestées');
    expect(tacheTypeLabel('paiement_echoue')).toBe('Paiement échoué');
    const about = { client_nom: 'Mme Lou Martin' };
    expect(tacheTypeScreen({ ...about, type: 'releve_conteste' })?.to).toBe(
      '/admin/releves?statut=conteste',
    );
    expect(tacheTypeScreen({ ...about, type: 'paiement_echoue' })?.to).toBe(
      '/admin/factures?client=Mme%20Lou%20Martin',
    );
    expect(tacheTypeScreen({ ...about, type: 'nouveau_besoin' })).toBeNull();
  });
});
