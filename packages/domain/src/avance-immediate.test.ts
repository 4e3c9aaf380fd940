import { describe, expect, it } from 'vitest';
import {
  avanceLignes,
  avancePartage,
  unitFitting,
  type AvanceLigneFacture,
} from './avance-immediate.ts';
import { verifierDemandePaiement } from './urssaf-rules.ts';

const ligne = (overrides: Partial<AvanceLigneFacture> = {}): AvanceLigneFacture => ({
  libelle: 'Ménage — 03/03',
  skill_id: 1,
  quantite: 2,
  prix_unitaire_ttc: 25,
  montant_ht: 45.45,
  montant_tva: 4.55,
  montant_ttc: 50,
  ...overrides,
});

describe('avanceLignes: an invoice’s lines as URSSAF’s lines', () => {
  it('sums the hours of one activity and price into one line, in cents, with the SAP number', () => {
    const { lignes, problemes } = avanceLignes(
      [
        ligne(),
        ligne({ libelle: 'Ménage — 10/03' }),
        ligne({
          libelle: 'Garde — 12/03',
          skill_id: 4,
          quantite: 1.5,
          prix_unitaire_ttc: 30,
          montant_ht: 40.91,
          montant_tva: 4.09,
          montant_ttc: 45,
        }),
      ],
      'SAP912345678',
    );
    expect(problemes).toEqual([]);
    expect(lignes).toEqual([
      {
        codeActivite: '10',
        codeNature: 'MEN',
        quantite: 4,
        unite: 'HEURE',
        mntUnitaireTTC: 2500,
        mntPrestationTTC: 10000,
        mntPrestationHT: 9090,
        mntPrestationTVA: 910,
        complement1: 'Ménage',
        complement2: 'SAP912345678',
      },
      expect.objectContaining({ codeActivite: '30', codeNature: 'GAR', quantite: 1.5 }),
    ]);
    const demande = {
      idClient: 'c',
      numFactureTiers: 'F-1',
      dateFacture: '2026-04-01',
      dateDebutEmploi: '2026-03-02',
      dateFinEmploi: '2026-03-27',
      mntFactureTTC: 14500,
      mntFactureHT: 13181,
      inputPrestations: lignes,
    };
    expect(verifierDemandePaiement(demande)).toEqual([]);
  });

  it('fits the unit price to visits billed by the minute (hours × price = amount, to the cent)', () => {
    // 118 min at 24 € is 47,20 €, but 1,97 h × 24 € is 47,28 €: the price becomes 23,96 €.
    const visit = ligne({
      quantite: 1.97,
      prix_unitaire_ttc: 24,
      montant_ttc: 47.2,
      montant_ht: 44.74,
      montant_tva: 2.46,
    });
    const { lignes } = avanceLignes([visit, visit, visit], null);
    expect(lignes).toHaveLength(1);
    expect(lignes[0]).toMatchObject({
      quantite: 5.91,
      mntUnitaireTTC: 2396,
      mntPrestationTTC: 14160,
    });
    expect(Math.abs(Math.round(5.91 * 2396) - 14160)).toBeLessThanOrEqual(1);
    expect(lignes[0]!.complement2).toBeUndefined();
    expect(unitFitting(200, 4800, 2400)).toEqual({ hundredths: 200, unit: 2400 });
    expect(unitFitting(197, 4720, 2400)).toEqual({ hundredths: 197, unit: 2396 });
  });

  it('refuses a negative line, a discount line and a line without a service, in French', () => {
    const { lignes, problemes } = avanceLignes(
      [
        ligne({ libelle: 'Correction', quantite: -1, montant_ttc: -25 }),
        ligne({ libelle: 'Remise fidélité' }),
        ligne({ libelle: 'Frais de dossier', skill_id: null }),
      ],
      null,
    );
    expect(lignes).toEqual([]);
    expect(problemes).toHaveLength(3);
    expect(problemes[0]).toMatch(/négative ou nulle.*nouvelle facture ou un remboursement/);
    expect(problemes[1]).toMatch(/« Remise fidélité » est une remise/);
    expect(problemes[2]).toMatch(/aucune prestation déclarée/);
    expect(avanceLignes([], null).problemes).toEqual(['La facture ne compte aucune prestation.']);
  });
});

describe('avancePartage', () => {
  it('splits the invoice into URSSAF’s advance and the family share, to the cent', () => {
    expect(avancePartage(19000)).toEqual({ avance_centimes: 9500, part_famille_centimes: 9500 });
    expect(avancePartage(10001)).toEqual({ avance_centimes: 5001, part_famille_centimes: 5000 });
  });
});
