import { join } from 'node:path';
import { ROLE } from '@maisonnee/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  call,
  clientSession,
  operatorSession,
  withDevisSuite,
  type Session,
} from '../../../test/fixtures-devis.ts';
import { encrypted, type TestApp } from '../../../test/helper.ts';
import { pdfShownText } from '../../../test/pdf-text.ts';
import { createDiskStorage } from '../../adapters/storage/disk-storage.ts';
import { mutuelles } from '../../db/schema/clients.ts';
import { documents } from '../../db/schema/documents.ts';
import { attestations_fiscales, facture_lignes, factures } from '../../db/schema/factures.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { runAttestationsJob } from './attestations.job.ts';

/*
 * Yearly tax certificates (issue 11, point 4): amounts paid in the year on the client's own
 * invoices, less credit notes refunded, the insurer's invoices excluded; hours per agent; the PDF
 * with the legal mentions; generated again in place; the January job. The test clock stands on
 * 2026-03-02: 2025 is over, 2026 is not. Invoices are inserted here, as the invoice module would
 * leave them once paid.
 */

let t: TestApp;
withDevisSuite((suite) => ({ t } = suite));

const storage = () => createDiskStorage(join(t.config.dataDir, 'uploads'));

let serial = 0;
interface InvoiceSpec {
  clientId: number;
  montantPaye: number;
  paidAt: string | null;
  nature?: 'facture' | 'avoir';
  avoirDe?: number;
  mutuelleId?: number;
  lignes?: { agent: string; minutes: number }[];
}

/** An issued invoice (or credit note) with its lines, paid (or refunded) at `paidAt`. */
async function insertInvoice(spec: InvoiceSpec): Promise<number> {
  serial += 1;
  const nature = spec.nature ?? 'facture';
  const db = t.database.db;
  const [row] = await db
    .insert(factures)
    .values({
      numero: `${nature === 'avoir' ? 'AV' : 'F'}-TEST-${String(serial).padStart(6, '0')}`,
      nature,
      type: spec.mutuelleId ? 'mutuelle' : 'client',
      client_id: spec.clientId,
      mutuelle_id: spec.mutuelleId ?? null,
      avoir_de_facture_id: spec.avoirDe ?? null,
      // Each invoice its own month: one live invoice per client, month and payer.
      periode: `20${String(10 + (serial % 15)).padStart(2, '0')}-${String((serial % 12) + 1).padStart(2, '0')}`,
      date_debut: '2025-01-01',
      date_fin: '2025-01-31',
      montant_ttc: spec.montantPaye,
      montant_paye: spec.montantPaye,
      statut: spec.paidAt ? 'payee' : 'emise',
      issued_at: new Date('2025-01-31T10:00:00Z'),
      paid_at: spec.paidAt ? new Date(spec.paidAt) : null,
    })
    .returning({ id: factures.id });
  for (const [position, ligne] of (spec.lignes ?? []).entries()) {
    await db.insert(facture_lignes).values({
      facture_id: row!.id,
      libelle: 'Aide à domicile',
      agent_nom: ligne.agent,
      minutes: ligne.minutes,
      quantite: ligne.minutes / 60,
      prix_unitaire_ttc: 25,
      taux_tva: 0.055,
      montant_ht: 0,
      montant_tva: 0,
      montant_ttc: 0,
      position,
    });
  }
  return row!.id;
}

let mutuelleSerial = 0;
async function insertMutuelle() {
  mutuelleSerial += 1;
  const [row] = await t.database.db
    .insert(mutuelles)
    .values({ nom: `Mutuelle test ${mutuelleSerial}-${Date.now()}` })
    .returning({ id: mutuelles.id });
  return row!.id;
}

/**
 * A client's 2025: two invoices paid in 2025 (one at 23:30 on 31 December, Paris time), a credit
 * note refunded in 2025, and around them what must not count: an invoice paid in 2024, one paid
 * at 00:30 on 1 January 2026 (Paris), an unpaid one and the mutuelle's invoice.
 */
async function yearOf(clientId: number) {
  const counted = [
    {
      montantPaye: 312.45,
      paidAt: '2025-02-10T09:00:00Z',
      lignes: [
        { agent: 'Marie Curie', minutes: 600 },
        { agent: 'Jean Valjean', minutes: 135 },
      ],
    },
    {
      montantPaye: 198.33,
      paidAt: '2025-12-31T22:30:00Z',
      lignes: [{ agent: 'Marie Curie', minutes: 480 }],
    },
  ];
  const ids: number[] = [];
  for (const invoice of counted) ids.push(await insertInvoice({ clientId, ...invoice }));
  const refund = {
    montantPaye: 45.1,
    paidAt: '2025-03-01T10:00:00Z',
    lignes: [{ agent: 'Jean Valjean', minutes: 60 }],
  };
  await insertInvoice({ clientId, nature: 'avoir', avoirDe: ids[0], ...refund });
  // Not counted.
  await insertInvoice({
    clientId,
    montantPaye: 99.99,
    paidAt: '2024-12-15T10:00:00Z',
    lignes: [{ agent: 'Marie Curie', minutes: 240 }],
  });
  await insertInvoice({
    clientId,
    montantPaye: 77.7,
    paidAt: '2025-12-31T23:30:00Z',
    lignes: [{ agent: 'Marie Curie', minutes: 180 }],
  });
  await insertInvoice({
    clientId,
    montantPaye: 0,
    paidAt: null,
    lignes: [{ agent: 'Marie Curie', minutes: 120 }],
  });
  await insertInvoice({
    clientId,
    mutuelleId: await insertMutuelle(),
    montantPaye: 500,
    paidAt: '2025-05-01T10:00:00Z',
    lignes: [{ agent: 'Paul Mutuel', minutes: 900 }],
  });

  // Computed here, independently: cents of what was paid, less the refund.
  const cents =
    counted.reduce((sum, invoice) => sum + Math.round(invoice.montantPaye * 100), 0) -
    Math.round(refund.montantPaye * 100);
  const minutes =
    counted.flatMap((i) => i.lignes).reduce((sum, l) => sum + l.minutes, 0) -
    refund.lignes[0]!.minutes;
  return { montant: cents / 100, minutes };
}

const generer = (session: Session | null, clientId: number, annee: number) =>
  call(t, 'POST', '/api/attestations-fiscales/generer', session, { client_id: clientId, annee });

async function documentOf(filename: string) {
  const [row] = await t.database.db
    .select()
    .from(documents)
    .where(eq(documents.filename, filename));
  return row;
}

describe('generating a tax certificate', () => {
  it('sums what the client paid in the year, less refunds, without the insurer, to the cent', async () => {
    const alice = await clientSession(t);
    const expected = await yearOf(alice.clientId);
    expect(expected).toEqual({ montant: 465.68, minutes: 1155 });

    const response = await generer(alice, alice.clientId, 2025);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      client_id: alice.clientId,
      annee: 2025,
      montant_ttc: expected.montant,
      heures: 19.25,
    });
    const [row] = await t.database.db
      .select()
      .from(attestations_fiscales)
      .where(eq(attestations_fiscales.client_id, alice.clientId));
    expect(row).toMatchObject({ annee: 2025, montant_ttc: 465.68, minutes: 1155 });

    // The PDF: stored as the client's document type 7 in the factures bucket.
    const document = await documentOf(response.body.data.filename);
    expect(document).toMatchObject({
      document_type_id: 7,
      bucket: 'factures',
      client_id: alice.clientId,
      mime_type: 'application/pdf',
      libelle: 'Attestation fiscale 2025',
    });
    const bytes = await storage().read(`factures/${document!.filename}`);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfShownText(bytes);
    for (const mention of [
      'Attestation fiscale annuelle - année 2025',
      'D. 7233-1',
      '199 sexdecies',
      t.config.agency.nom,
      t.config.agency.numeroSap,
      t.config.agency.siret,
      '465,68 €',
      '19 h 15',
      'Marie Curie',
      '18 h',
      'Jean Valjean',
      '1 h 15',
    ]) {
      expect(text).toContain(mention);
    }
    expect(text).not.toContain('Paul Mutuel');
    expect(text).not.toContain('99,99');
    expect(text).not.toContain('77,70');

    // Listed for the client, and on its documents screen under factures.
    const listed = await call(
      t,
      'GET',
      `/api/attestations-fiscales/${encrypted(t, alice.clientId)}`,
      alice,
    );
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([response.body.data]);
    const docs = await call(
      t,
      'GET',
      `/api/clients/documents/${encrypted(t, alice.clientId)}`,
      alice,
    );
    expect(docs.body.documents.factures.map((d: { filename: string }) => d.filename)).toContain(
      response.body.data.filename,
    );
  });

  it('generated again, replaces the figures and the file (one row, old file gone)', async () => {
    const alice = await clientSession(t);
    const operator = await operatorSession(t, [ROLE.COMPTABILITE]);
    /** Alice pays an invoice of Marie Curie's minutes, then `by` draws up her 2025 again. */
    const paidThenDrawnUp = async (
      by: Session,
      montantPaye: number,
      paidAt: string,
      minutes: number,
    ) => {
      const lignes = [{ agent: 'Marie Curie', minutes }];
      await insertInvoice({ clientId: alice.clientId, montantPaye, paidAt, lignes });
      return generer(by, alice.clientId, 2025);
    };
    const first = await paidThenDrawnUp(operator, 100.1, '2025-06-01T10:00:00Z', 240);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ montant_ttc: 100.1, heures: 4 });

    const second = await paidThenDrawnUp(alice, 20.2, '2025-07-01T10:00:00Z', 50);
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({ id: first.body.data.id, montant_ttc: 120.3 });
    expect(second.body.data.heures).toBeCloseTo(290 / 60, 2);
    expect(second.body.data.filename).not.toBe(first.body.data.filename);

    const rows = await t.database.db
      .select()
      .from(attestations_fiscales)
      .where(eq(attestations_fiscales.client_id, alice.clientId));
    expect(rows).toHaveLength(1);
    expect(await documentOf(first.body.data.filename)).toBeUndefined();
    expect(await storage().exists(`factures/${first.body.data.filename}`)).toBe(false);
    expect(await storage().exists(`factures/${second.body.data.filename}`)).toBe(true);
  });

  it('refuses a year not over (409), a year with nothing paid (409), another client (403)', async () => {
    const alice = await clientSession(t);
    const bob = await clientSession(t);
    await insertInvoice({
      clientId: alice.clientId,
      montantPaye: 10,
      paidAt: '2026-01-20T10:00:00Z',
    });
    for (const annee of [2026, 2027]) {
      const refused = await generer(alice, alice.clientId, annee);
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toMatch(/année terminée/);
    }
    const empty = await generer(alice, alice.clientId, 2024);
    expect(empty.status).toBe(409);
    expect(empty.body.error.message).toMatch(/Aucune facture/);
    expect((await generer(bob, alice.clientId, 2025)).status).toBe(403);
    const commercial = await operatorSession(t, [ROLE.COMMERCIAL]);
    expect((await generer(commercial, alice.clientId, 2025)).status).toBe(403);
    expect(
      (await call(t, 'GET', `/api/attestations-fiscales/${encrypted(t, alice.clientId)}`, bob))
        .status,
    ).toBe(403);
    const operator = await operatorSession(t, [ROLE.COMPTABILITE]);
    expect((await generer(operator, 987_654, 2025)).status).toBe(404);
    const none = await t.database.db
      .select()
      .from(attestations_fiscales)
      .where(eq(attestations_fiscales.client_id, alice.clientId));
    expect(none).toEqual([]);
  });
});

describe('the January job', () => {
  const deps = (): ModuleDeps =>
    ({
      db: t.database.db,
      config: t.config,
      storage: storage(),
      now: () => new Date(),
      mailer: undefined as never,
      events: t.app.moduleDeps.events,
      push: t.app.moduleDeps.push,
      log: { error: vi.fn() } as never,
    }) as ModuleDeps;

  it("draws up last year's certificate of every client who paid, once", async () => {
    const alice = await clientSession(t);
    const bob = await clientSession(t);
    const carol = await clientSession(t);
    const expected = await yearOf(alice.clientId);
    await insertInvoice({
      clientId: bob.clientId,
      montantPaye: 50,
      paidAt: '2025-04-01T10:00:00Z',
      lignes: [{ agent: 'Jean Valjean', minutes: 120 }],
    });
    // Carol's only payment in 2025 is her insurer's.
    await insertInvoice({
      clientId: carol.clientId,
      mutuelleId: await insertMutuelle(),
      montantPaye: 80,
      paidAt: '2025-04-01T10:00:00Z',
    });

    // Not in January: nothing.
    expect(await runAttestationsJob(deps(), new Date('2026-02-01T10:00:00Z'))).toBe(0);
    expect(await runAttestationsJob(deps(), new Date('2025-12-31T22:59:00Z'))).toBe(0);

    const first = await runAttestationsJob(deps(), new Date('2026-01-05T05:00:00Z'));
    expect(first).toBeGreaterThanOrEqual(2);
    const certificates = await t.database.db.select().from(attestations_fiscales);
    const of = (clientId: number) => certificates.filter((c) => c.client_id === clientId);
    expect(of(alice.clientId)).toEqual([
      expect.objectContaining({
        annee: 2025,
        montant_ttc: expected.montant,
        minutes: expected.minutes,
      }),
    ]);
    expect(of(bob.clientId)).toEqual([
      expect.objectContaining({ annee: 2025, montant_ttc: 50, minutes: 120 }),
    ]);
    expect(of(carol.clientId)).toEqual([]);

    // Again: nothing new, nothing replaced.
    expect(await runAttestationsJob(deps(), new Date('2026-01-06T05:00:00Z'))).toBe(0);
    const after = await t.database.db.select().from(attestations_fiscales);
    expect(after).toEqual(certificates);
  });
});
