import { ROLE } from '@maisonnee/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  call,
  clientSession,
  operatorSession,
  withDevisSuite,
  type Session,
} from '../../../test/fixtures-devis.ts';
import { encrypted, mailsTo, type TestApp } from '../../../test/helper.ts';
import { mutuelles } from '../../db/schema/clients.ts';
import { attestations_fiscales, factures } from '../../db/schema/factures.ts';

/*
 * The tax certificates in the back office (issue 28 point 5): a year drawn up for every client
 * who paid, once; the year's list; a certificate mailed again; who has none and why; the family's
 * screen told what it may do. The test clock stands on 2026-03-02 (Paris): 2025 is over. Invoices
 * are inserted as the invoice module leaves them once paid (or not).
 */

let t: TestApp;
withDevisSuite((suite) => ({ t } = suite));

let serial = 0;
/** An issued invoice of the client (or of its insurer), paid at `paidAt` (null: still owed). */
async function invoice(spec: {
  clientId: number;
  montant: number;
  paidAt: string | null;
  issuedAt?: string;
  mutuelle?: boolean;
  /** A credit note of this invoice, refunded at `paidAt`. */
  avoirDe?: number;
}): Promise<number> {
  serial += 1;
  let mutuelleId: number | null = null;
  if (spec.mutuelle) {
    const [row] = await t.database.db
      .insert(mutuelles)
      .values({ nom: `Mutuelle admin ${serial}` })
      .returning({ id: mutuelles.id });
    mutuelleId = row!.id;
  }
  const [row] = await t.database.db
    .insert(factures)
    .values({
      numero: `F-ATT-${String(serial).padStart(6, '0')}`,
      nature: spec.avoirDe ? 'avoir' : 'facture',
      avoir_de_facture_id: spec.avoirDe ?? null,
      type: mutuelleId ? 'mutuelle' : 'client',
      client_id: spec.clientId,
      mutuelle_id: mutuelleId,
      periode: `20${String(10 + (serial % 15)).padStart(2, '0')}-${String((serial % 12) + 1).padStart(2, '0')}`,
      date_debut: '2025-01-01',
      date_fin: '2025-01-31',
      montant_ttc: spec.montant,
      montant_paye: spec.paidAt ? spec.montant : 0,
      statut: spec.paidAt ? 'payee' : 'emise',
      issued_at: new Date(spec.issuedAt ?? '2025-02-01T10:00:00Z'),
      paid_at: spec.paidAt ? new Date(spec.paidAt) : null,
    })
    .returning({ id: factures.id });
  return row!.id;
}

const generateYear = (session: Session, annee: number, apres_id?: number) =>
  call(t, 'POST', '/api/attestations-fiscales/generer-annee', session, {
    annee,
    ...(apres_id === undefined ? {} : { apres_id }),
  });

const rowsOf = (annee: number) =>
  t.database.db.select().from(attestations_fiscales).where(eq(attestations_fiscales.annee, annee));

describe('the tax certificates of a year in the back office', () => {
  it('draws up every payer once, with the amounts of the year in Paris days, and says who has none and why', async () => {
    const accounting = await operatorSession(t, [ROLE.COMPTABILITE]);
    const alice = await clientSession(t);
    const bob = await clientSession(t);
    const carol = await clientSession(t);
    const dan = await clientSession(t);
    const eve = await clientSession(t);
    // Alice: two payments of 2025 (one at 23:30 on 31 December, Paris) and one at 00:30 on
    // 1 January 2026 (Paris), which belongs to 2026.
    await invoice({ clientId: alice.clientId, montant: 312.45, paidAt: '2025-02-10T09:00:00Z' });
    await invoice({ clientId: alice.clientId, montant: 198.33, paidAt: '2025-12-31T22:30:00Z' });
    await invoice({ clientId: alice.clientId, montant: 77.7, paidAt: '2025-12-31T23:30:00Z' });
    await invoice({ clientId: bob.clientId, montant: 0.1, paidAt: '2025-06-01T10:00:00Z' });
    // Carol's invoice of 2025 is unpaid; Dan's insurer paid, not Dan; Eve paid hers in 2026.
    await invoice({ clientId: carol.clientId, montant: 40, paidAt: null });
    await invoice({
      clientId: dan.clientId,
      montant: 80,
      paidAt: '2025-05-01T10:00:00Z',
      mutuelle: true,
    });
    await invoice({ clientId: eve.clientId, montant: 60, paidAt: '2026-01-15T10:00:00Z' });

    const first = await generateYear(accounting, 2025);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      annee: 2025,
      etablies: 2,
      deja_etablies: 0,
      erreurs: 0,
      restantes: 0,
      total: 2,
    });
    const sans = Object.fromEntries(
      first.body.data.sans.map((s: { motif: string; nb: number }) => [s.motif, s.nb]),
    );
    expect(sans).toEqual({ factures_impayees: 1, paye_par_tiers: 1, aucun_paiement: 1 });

    // Computed here in cents: 312,45 + 198,33 (the 77,70 of 1 January 2026 is not of 2025).
    const rows = await rowsOf(2025);
    const amounts = Object.fromEntries(
      rows.map((r) => [r.client_id, Math.round(r.montant_ttc * 100)]),
    );
    expect(amounts).toEqual({ [alice.clientId]: 31_245 + 19_833, [bob.clientId]: 10 });

    // Again, and from the last client on: nothing made twice, nothing replaced.
    const again = await generateYear(accounting, 2025);
    expect(again.body.data).toMatchObject({ etablies: 0, deja_etablies: 2, restantes: 0 });
    const after = await generateYear(accounting, 2025, first.body.data.apres_id);
    expect(after.body.data).toMatchObject({ etablies: 0, deja_etablies: 0, restantes: 0 });
    expect(await rowsOf(2025)).toEqual(rows);

    // The list: client, amount in cents, made on, never sent; paged.
    const list = await call(t, 'GET', '/api/attestations-fiscales?annee=2025', accounting);
    expect(list.status).toBe(200);
    expect(list.body.data).toMatchObject({ page: 1, limit: 20, total: 2 });
    const aliceItem = list.body.data.items.find(
      (i: { client_id: number }) => i.client_id === alice.clientId,
    );
    expect(aliceItem).toMatchObject({
      annee: 2025,
      montant_centimes: 51_078,
      envoyee_at: null,
      created_at: '2026-03-02T09:00:00.000Z',
    });
    expect(aliceItem.client_nom).toMatch(/\S/);
    const paged = await call(
      t,
      'GET',
      '/api/attestations-fiscales?annee=2025&page=2&limit=1',
      accounting,
    );
    expect(paged.body.data).toMatchObject({ page: 2, limit: 1, total: 2 });
    expect(paged.body.data.items).toHaveLength(1);
    expect(paged.body.data.items[0].id).not.toBe(
      (await call(t, 'GET', '/api/attestations-fiscales?annee=2025&page=1&limit=1', accounting))
        .body.data.items[0].id,
    );

    // Who has none, and why.
    const none = await call(
      t,
      'GET',
      '/api/attestations-fiscales/sans-attestation?annee=2025',
      accounting,
    );
    expect(none.status).toBe(200);
    const motifs = Object.fromEntries(
      none.body.data.items.map((i: { client_id: number; motif: string }) => [i.client_id, i.motif]),
    );
    expect(motifs).toEqual({
      [carol.clientId]: 'factures_impayees',
      [dan.clientId]: 'paye_par_tiers',
      [eve.clientId]: 'aucun_paiement',
    });
    expect(none.body.data.total).toBe(3);
    expect(none.body.data.items[0].motif_label).toMatch(/\S/);

    // Resent: one mail with the PDF to Alice, the certificate marked sent.
    const before = (await mailsTo(t, alice.email)).length;
    const sent = await call(t, 'POST', '/api/attestations-fiscales/envoyer', accounting, {
      id: aliceItem.id,
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data.envoyee_at).toBe('2026-03-02T09:00:00.000Z');
    const mails = await mailsTo(t, alice.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.subject).toMatch(/^Attestation fiscale 2025/);
    expect(mails.at(-1)!.text).toContain('510,78');
    const [row] = await t.database.db
      .select()
      .from(attestations_fiscales)
      .where(and(eq(attestations_fiscales.id, aliceItem.id)));
    expect(row!.envoyee_at).not.toBeNull();

    // Download through the file grants: Alice and accounting, never Bob.
    const link = (session: Session) =>
      call(
        t,
        'GET',
        `/api/documents/link?document_type_id=7&filename=${aliceItem.filename}&is_download=true`,
        session,
      );
    expect((await link(alice)).status).toBe(200);
    expect((await link(accounting)).status).toBe(200);
    expect([403, 404]).toContain((await link(bob)).status);

    // The family's screen: Alice may update hers, Carol may not and is told why.
    const etat = (session: Session, clientId: number) =>
      call(t, 'GET', `/api/attestations-fiscales/${encrypted(t, clientId)}/etat`, session);
    expect((await etat(alice, alice.clientId)).body.data).toEqual({
      annee: 2025,
      existe: true,
      possible: true,
      raison: null,
    });
    const carolEtat = (await etat(carol, carol.clientId)).body.data;
    expect(carolEtat).toMatchObject({ annee: 2025, existe: false, possible: false });
    expect(carolEtat.raison).toMatch(/Aucune facture n'a été payée en 2025/);
    expect((await etat(bob, alice.clientId)).status).toBe(403);
  });

  it('is for accounting and administrators only (families, agents, commercial: 403); refuses a year not over, a bad year, an unknown certificate', async () => {
    const family = await clientSession(t);
    const commercial = await operatorSession(t, [ROLE.COMMERCIAL]);
    // An agent's account (role 6), signed in like the others.
    const agent = await operatorSession(t, [ROLE.AGENT]);
    const admin = await operatorSession(t, [ROLE.ADMINISTRATEUR]);
    for (const session of [family, commercial, agent]) {
      expect((await generateYear(session, 2024)).status).toBe(403);
      expect((await call(t, 'GET', '/api/attestations-fiscales?annee=2024', session)).status).toBe(
        403,
      );
      expect(
        (await call(t, 'GET', '/api/attestations-fiscales/sans-attestation?annee=2024', session))
          .status,
      ).toBe(403);
      expect(
        (await call(t, 'POST', '/api/attestations-fiscales/envoyer', session, { id: 1 })).status,
      ).toBe(403);
    }
    const current = await generateYear(admin, 2026);
    expect(current.status).toBe(409);
    expect(current.body.error.code).toBe('ATTESTATION_YEAR_NOT_OVER');
    const bad = await call(t, 'GET', '/api/attestations-fiscales?annee=deux', admin);
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('VALIDATION_FAILED');
    const unknown = await call(t, 'POST', '/api/attestations-fiscales/envoyer', admin, {
      id: 987_654,
    });
    expect(unknown.status).toBe(404);
    // A year with nobody invoiced: nothing made, nobody listed.
    expect((await generateYear(admin, 2019)).body.data).toMatchObject({
      etablies: 0,
      deja_etablies: 0,
      sans: [],
      restantes: 0,
      apres_id: null,
      total: 0,
    });
  });

  it('makes none when the year leaves nothing to the client’s own charge, and says so everywhere', async () => {
    const accounting = await operatorSession(t, [ROLE.COMPTABILITE]);
    const gus = await clientSession(t);
    // 2023: paid 50,00 €, then refunded in full the same year.
    const paid = await invoice({
      clientId: gus.clientId,
      montant: 50,
      paidAt: '2023-04-01T10:00:00Z',
      issuedAt: '2023-03-01T10:00:00Z',
    });
    await invoice({
      clientId: gus.clientId,
      montant: 50,
      paidAt: '2023-05-01T10:00:00Z',
      issuedAt: '2023-04-20T10:00:00Z',
      avoirDe: paid,
    });
    const run = await generateYear(accounting, 2023);
    expect(run.body.data).toMatchObject({ etablies: 0, deja_etablies: 0, total: 1 });
    expect(run.body.data.sans).toEqual([
      expect.objectContaining({ motif: 'rien_a_declarer', nb: 1 }),
    ]);
    expect(await rowsOf(2023)).toEqual([]);
    const none = await call(
      t,
      'GET',
      '/api/attestations-fiscales/sans-attestation?annee=2023',
      accounting,
    );
    expect(none.body.data.items).toEqual([
      expect.objectContaining({ client_id: gus.clientId, motif: 'rien_a_declarer' }),
    ]);
    // The family's own call is refused the same way, not with a certificate of 0 €.
    const own = await call(t, 'POST', '/api/attestations-fiscales/generer', gus, {
      client_id: gus.clientId,
      annee: 2023,
    });
    expect(own.status).toBe(409);
    expect(own.body.error.code).toBe('NOTHING_TO_CERTIFY');
  });
});
