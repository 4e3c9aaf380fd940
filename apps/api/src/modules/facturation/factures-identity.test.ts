import { join } from 'node:path';
import { ROLE } from '@maisonnee/domain';
import { describe, expect, it } from 'vitest';
import {
  call,
  clientSession,
  operatorSession,
  withDevisSuite,
  type Session,
} from '../../../test/fixtures-devis.ts';
import { LOGO_PNG, saveIdentity, STORED_IDENTITY } from '../../../test/fixtures-agency.ts';
import { mailsTo, type TestApp } from '../../../test/helper.ts';
import { pdfShownText } from '../../../test/pdf-text.ts';
import { createDiskStorage } from '../../adapters/storage/disk-storage.ts';
import { facture_lignes, factures } from '../../db/schema/factures.ts';

/*
 * Issue 24, point 2: invoices, their mail and the tax certificates name the agency as its stored
 * identity says when they are issued (legal form, capital, RCS, SIRET, declaration number, bank
 * account, logo), and the client's transfer details are the stored bank account.
 */

let t: TestApp;
withDevisSuite((suite) => ({ t } = suite));
const storage = () => createDiskStorage(join(t.config.dataDir, 'uploads'));
const hasImage = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1').includes('/Image');

async function storedIdentityWithLogo() {
  await storage().put('agence/logo-factures.png', LOGO_PNG);
  return saveIdentity(t, { ...STORED_IDENTITY, logo_path: 'agence/logo-factures.png' });
}

/** A client's February invoice of one typed line, issued by accounting. */
async function issuedInvoice(accounting: Session, client: Session) {
  const draft = await call(t, 'POST', '/api/factures/create', accounting, {
    client_id: client.clientId,
    periode_debut: '2026-02-01',
    periode_fin: '2026-02-28',
    lignes: [{ libelle: 'Ménage de février', quantite: 1, prix_unitaire_ttc: 90 }],
  });
  expect(draft.status).toBe(201);
  const issued = await call(t, 'POST', '/api/clients/generer/factures', accounting, {
    facture: draft.body.data.id,
    organisme: null,
  });
  expect(issued.status).toBe(200);
  return issued.body.data as { id: number; numero: string; filename: string };
}

describe('an invoice issued once the identity is saved', () => {
  it('prints the stored mentions and logo, and its mail signs with the stored name', async () => {
    await storedIdentityWithLogo();
    const accounting = await operatorSession(t, [ROLE.ADMINISTRATEUR, ROLE.COMPTABILITE]);
    const client = await clientSession(t);
    const facture = await issuedInvoice(accounting, client);

    const bytes = await storage().read(`factures/${facture.filename}`);
    const text = pdfShownText(bytes);
    expect(text).toContain('Les Mains Vertes Services');
    expect(text).toContain('SARL au capital de 8 000 € · RCS Lyon 900 111 222');
    expect(text).toContain('SIRET 900 111 222 00015 · TVA intracommunautaire FR12900111222');
    expect(text).toContain('Déclaration de services à la personne n° SAP900111222 du 15/03/2024');
    expect(text).toContain('IBAN FR76 3000 4000 0500 0012 3456 789 · BIC BNPAFRPPXXX');
    expect(text).not.toContain(t.config.agency.siret);
    expect(hasImage(bytes)).toBe(true);

    const to = `compta-${client.clientId}@exemple.fr`;
    const sent = await call(t, 'POST', '/api/factures/send', accounting, {
      id: facture.id,
      email: to,
    });
    expect(sent.status).toBe(200);
    const [mail] = await mailsTo(t, to);
    expect(mail?.subject).toBe(`Facture ${facture.numero} — Les Mains Vertes Services`);
    expect(mail?.text).toContain('Bien cordialement,\nLes Mains Vertes Services');
  });

  it('gives the client the stored bank account for a transfer', async () => {
    await saveIdentity(t, { ...STORED_IDENTITY, logo_path: null });
    const client = await clientSession(t);
    const response = await call(t, 'GET', '/api/paiements/config', client);
    expect(response.status).toBe(200);
    expect(response.body.data.virement).toMatchObject({
      titulaire: 'Les Mains Vertes Services',
      iban: STORED_IDENTITY.iban,
      bic: STORED_IDENTITY.bic,
    });
  });
});

describe('a tax certificate drawn up once the identity is saved', () => {
  it('names the stored agency, its SIRET and declaration, with its logo', async () => {
    await storedIdentityWithLogo();
    const client = await clientSession(t);
    const [row] = await t.database.db
      .insert(factures)
      .values({
        numero: `F-ID-${client.clientId}`,
        nature: 'facture',
        type: 'client',
        client_id: client.clientId,
        periode: '2025-06',
        date_debut: '2025-06-01',
        date_fin: '2025-06-30',
        montant_ttc: 120,
        montant_paye: 120,
        statut: 'payee',
        issued_at: new Date('2025-06-30T10:00:00Z'),
        paid_at: new Date('2025-07-05T10:00:00Z'),
      })
      .returning({ id: factures.id });
    await t.database.db.insert(facture_lignes).values({
      facture_id: row!.id,
      libelle: 'Ménage',
      agent_nom: 'Marie Curie',
      minutes: 240,
      quantite: 4,
      prix_unitaire_ttc: 30,
      taux_tva: 0.1,
      montant_ht: 109.09,
      montant_tva: 10.91,
      montant_ttc: 120,
      position: 0,
    });
    const response = await call(t, 'POST', '/api/attestations-fiscales/generer', client, {
      client_id: client.clientId,
      annee: 2025,
    });
    expect(response.status).toBe(200);
    const bytes = await storage().read(`factures/${response.body.data.filename}`);
    const text = pdfShownText(bytes);
    expect(text).toContain('Les Mains Vertes Services');
    expect(text).toContain('SIRET : 900 111 222 00015');
    expect(text).toContain('Déclaration de services à la personne n° SAP900111222 du 15/03/2024');
    expect(text).toContain('Les Mains Vertes Services atteste que');
    expect(hasImage(bytes)).toBe(true);
  });
});
