import type { Facture } from '@maisonnee/contract';
import { describe, expect, it } from 'vitest';
import { pdfShownText } from '../../../test/pdf-text.ts';
import { testConfig } from '../../config.ts';
import { settingsFromConfig } from '../agence/agency-settings.ts';
import { renderFacturePdf } from './factures-pdf.ts';

/*
 * The payment terms of the invoice PDF: card on file or transfer; 40 € only for a professional.
 * The agency's mentions and logo come from its stored identity (issue 24).
 */

const facture: Facture = {
  id: 1,
  numero: 'F-2026-000042',
  nature: 'facture',
  avoir_de_facture_id: null,
  avoir_de_numero: null,
  client_id: 1,
  client_nom: 'Jeanne Martin',
  mission_id: null,
  type: 'client',
  mutuelle_id: null,
  organisme: null,
  statut: 'emise',
  periode: '2026-11',
  periode_debut: '2026-11-01',
  periode_fin: '2026-11-30',
  date_emission: '2026-12-02',
  date_echeance: '2026-12-17',
  montant_ht: 54.55,
  montant_tva: 5.45,
  montant_ttc: 60,
  montant_paye: 0,
  avoirs_ttc: 0,
  reste_a_payer: 60,
  tva_par_taux: [{ taux_tva: 0.1, montant_ht: 54.55, montant_tva: 5.45, montant_ttc: 60 }],
  credit_impot_ttc: 30,
  reste_a_charge_ttc: 30,
  commentaire: null,
  paiement_statut: null,
  paiement_erreur: null,
  paiement_relance_at: null,
  paid_at: null,
  sent_at: null,
  filename: null,
  lignes: [],
  created_at: '2026-12-02T10:00:00.000Z',
  updated_at: '2026-12-02T10:00:00.000Z',
};
const agency = settingsFromConfig(testConfig()).identity;
const base = {
  agency,
  logo: null,
  destinataire: { nom: 'Jeanne Martin', adresse: '3 rue Oberkampf, 75011 Paris' },
  beneficiaire: null,
  now: new Date('2026-12-02T10:00:00Z'),
};

describe('invoice PDF payment terms', () => {
  it('names the card on file instead of the transfer details', async () => {
    const text = pdfShownText(
      await renderFacturePdf({
        ...base,
        facture,
        moyenPaiement: 'la carte visa se terminant par 4242',
      }),
    );
    expect(text).toContain('prélèvement sur la carte visa se terminant par 4242');
    expect(text).not.toContain(agency.iban);
    expect(text).toContain('199 sexdecies');
  });

  it('prints what remains after its credit notes and the payments received, to the cent', async () => {
    const text = pdfShownText(
      await renderFacturePdf({
        ...base,
        facture: { ...facture, avoirs_ttc: 10.1, montant_paye: 20.05, reste_a_payer: 29.85 },
        moyenPaiement: null,
      }),
    );
    expect(text).toMatch(/Avoirs\s*-10,10\s€/);
    expect(text).toMatch(/Déjà payé\s*20,05\s€/);
    expect(text).toMatch(/Reste à payer\s*29,85\s€/);
  });

  it('bills an insurer with the 40 € indemnity and no tax credit mention', async () => {
    const text = pdfShownText(
      await renderFacturePdf({
        ...base,
        facture: { ...facture, type: 'mutuelle', mutuelle_id: 3, organisme: 'Mutuelle Horizon' },
        destinataire: { nom: 'Mutuelle Horizon', adresse: null },
        beneficiaire: 'Jeanne Martin',
        moyenPaiement: null,
      }),
    );
    expect(text).toContain('Organisme facturé');
    expect(text).toContain('Bénéficiaire : Jeanne Martin');
    expect(text).toContain('40 €');
    expect(text).toContain(`référence F-2026-000042`);
    expect(text).not.toContain('199 sexdecies');
  });
});

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const hasImage = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1').includes('/Image');

describe('invoice PDF agency mentions', () => {
  it('prints the legal form, capital, RCS, SIRET and declaration of the identity, with its logo', async () => {
    const bytes = await renderFacturePdf({
      ...base,
      agency: {
        ...agency,
        nom: 'Les Mains Vertes',
        forme_juridique: 'SARL',
        capital: '8 000 €',
        rcs: 'RCS Lyon 900 111 222',
        siret: '900 111 222 00015',
        numero_sap: 'SAP900111222',
        date_declaration_sap: '2024-03-15',
      },
      logo: PNG,
      facture,
      moyenPaiement: null,
    });
    const text = pdfShownText(bytes);
    expect(text).toContain('Les Mains Vertes');
    expect(text).toContain('SARL au capital de 8 000 € · RCS Lyon 900 111 222');
    expect(text).toContain('SIRET 900 111 222 00015');
    expect(text).toContain('Déclaration de services à la personne n° SAP900111222 du 15/03/2024');
    expect(hasImage(bytes)).toBe(true);
  });

  it('leaves out the mentions not set, and a logo that is not an image', async () => {
    const bytes = await renderFacturePdf({
      ...base,
      agency: { ...agency, forme_juridique: '', capital: '', rcs: '' },
      logo: new Uint8Array([1, 2, 3, 4]),
      facture,
      moyenPaiement: null,
    });
    const text = pdfShownText(bytes);
    expect(text).not.toContain('au capital');
    expect(text).toContain(`SIRET ${agency.siret}`);
    expect(hasImage(bytes)).toBe(false);
  });
});
