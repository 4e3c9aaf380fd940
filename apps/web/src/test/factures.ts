import type { Facture } from '@maisonnee/contract';
import { factureResteDu } from '@maisonnee/domain';

/**
 * An invoice of client 3 for October 2026 (mission 8), issued on 2 November and due, nothing paid
 * yet, without lines. Tests override what they look at.
 */
export function facture(overrides: Partial<Facture> = {}): Facture {
  const base: Omit<Facture, 'reste_a_payer'> = {
    id: 41,
    numero: 'F-2026-000012',
    nature: 'facture',
    avoir_de_facture_id: null,
    avoir_de_numero: null,
    client_id: 3,
    client_nom: 'Jeanne Martin',
    mission_id: 8,
    type: 'client',
    mutuelle_id: null,
    organisme: null,
    statut: 'emise',
    periode: '2026-10',
    periode_debut: '2026-10-01',
    periode_fin: '2026-10-31',
    date_emission: '2026-11-02',
    date_echeance: '2026-11-17',
    montant_ht: 200,
    montant_tva: 20,
    montant_ttc: 220,
    montant_paye: 0,
    avoirs_ttc: 0,
    tva_par_taux: [],
    credit_impot_ttc: 110,
    reste_a_charge_ttc: 110,
    commentaire: null,
    paiement_statut: null,
    paiement_erreur: null,
    paiement_relance_at: null,
    paid_at: null,
    sent_at: null,
    filename: 'facture-41.pdf',
    lignes: [],
    created_at: '2026-11-02T08:00:00Z',
    updated_at: '2026-11-02T08:00:00Z',
    ...overrides,
  };
  // What remains as the API answers it (the domain's rule), unless the test says otherwise.
  return {
    ...base,
    reste_a_payer:
      overrides.reste_a_payer ?? (base.nature === 'facture' ? factureResteDu(base) : 0),
  };
}
