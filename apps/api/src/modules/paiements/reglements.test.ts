import { ROLE } from '@maisonnee/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema/clients.ts';
import { facture_lignes, factures } from '../../db/schema/factures.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { clientSession, operatorSession, type Session } from '../../../test/fixtures-devis.ts';
import { setClock } from '../../../test/fixtures-missions.ts';
import {
  factureRow,
  insertIssuedFacture,
  insertIssuedFactureWithLine,
} from '../../../test/fixtures-paiements.ts';
import { bearer, buildTestApp, encrypted, mailsTo, type TestApp } from '../../../test/helper.ts';

/*
 * The payment ledger (docs/paiements.md) through the API: payments with their allocations,
 * partial payments, one payment over two invoices, a surplus kept as credit and allocated later,
 * credit notes, cancellation, refusals, roles and ownership, and the family told.
 */

let t: TestApp;
let accounting: Session;

const call = (method: 'GET' | 'POST', url: string, session: Session, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: bearer(session.token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const record = (
  session: Session,
  body: {
    client_id: number;
    montant_centimes: number;
    imputations?: { facture_id: number; montant_centimes: number }[];
    mode?: string;
    date?: string;
    reference?: string;
  },
) =>
  call('POST', '/api/reglements', session, {
    date: '2026-03-02',
    mode: 'virement',
    reference: 'VIR-2026-12-05-001',
    imputations: [],
    ...body,
  });

const historique = (session: Session, factureId: number) =>
  call('GET', `/api/facture/${encrypted(t, factureId)}/historique`, session);

const ledgerOf = (session: Session, clientId: number) =>
  call('GET', `/api/client/${encrypted(t, clientId)}/reglements`, session);

beforeAll(async () => {
  t = await buildTestApp();
  accounting = await operatorSession(t, [ROLE.COMPTABILITE]);
});

beforeEach(() => setClock(t));

afterAll(async () => {
  await t?.close();
});

describe('recording payments', () => {
  it('pays an invoice in two parts, each dated and referenced, and tells the family', async () => {
    const client = await clientSession(t);
    const facture = await insertIssuedFacture(t, client.clientId, 100);
    const first = await record(accounting, {
      client_id: client.clientId,
      montant_centimes: 4000,
      imputations: [{ facture_id: facture.id, montant_centimes: 4000 }],
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      date: '2026-03-02',
      mode: 'virement',
      reference: 'VIR-2026-12-05-001',
      montant_centimes: 4000,
      impute_centimes: 4000,
      non_impute_centimes: 0,
      annule_at: null,
    });
    expect(first.json().data.recorded_by).not.toBeNull();
    let row = await factureRow(t, facture.id);
    expect(row.statut).toBe('emise');
    expect(row.montant_paye).toBe(40);
    let history = (await historique(accounting, facture.id)).json().data;
    expect(history).toMatchObject({
      montant_centimes: 10000,
      regle_centimes: 4000,
      reste_centimes: 6000,
      payee: false,
    });
    expect(history.entries.map((e: { kind: string }) => e.kind)).toEqual(['emission', 'reglement']);
    expect(history.entries[1]).toMatchObject({
      date: '2026-03-02',
      montant_centimes: -4000,
      reference: 'VIR-2026-12-05-001',
      libelle: 'Règlement par virement',
    });

    const second = await record(accounting, {
      client_id: client.clientId,
      montant_centimes: 6000,
      mode: 'cheque',
      reference: 'Chèque n° 1234567',
      date: '2026-03-02',
      imputations: [{ facture_id: facture.id, montant_centimes: 6000 }],
    });
    expect(second.statusCode).toBe(201);
    row = await factureRow(t, facture.id);
    expect(row.statut).toBe('payee');
    expect(row.montant_paye).toBe(100);
    expect(row.paid_at).not.toBeNull();
    history = (await historique(accounting, facture.id)).json().data;
    expect(history).toMatchObject({ regle_centimes: 10000, reste_centimes: 0, payee: true });

    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.user_id, client.userId));
    const bodies = told.filter((n) => n.title === 'Paiement reçu').map((n) => n.body);
    expect(bodies).toContain(
      `Nous avons bien reçu votre règlement de 40,00 € (virement du 02/03/2026) pour la facture ${facture.numero}. Merci !`,
    );
    expect(bodies).toContain(
      `Nous avons bien reçu votre règlement de 60,00 € (chèque du 02/03/2026) pour la facture ${facture.numero}. Merci !`,
    );
    const [clientRow] = await t.database.db
      .select()
      .from(clients)
      .where(eq(clients.id, client.clientId));
    await expect
      .poll(async () => (await mailsTo(t, clientRow!.email!)).map((m) => m.subject))
      .toEqual(['Maisonnée : paiement reçu', 'Maisonnée : paiement reçu']);
  });

  it('sets one payment against two invoices', async () => {
    const client = await clientSession(t);
    const a = await insertIssuedFacture(t, client.clientId, 100);
    const b = await insertIssuedFacture(t, client.clientId, 50.01);
    const res = await record(accounting, {
      client_id: client.clientId,
      montant_centimes: 15001,
      imputations: [
        { facture_id: a.id, montant_centimes: 10000 },
        { facture_id: b.id, montant_centimes: 5001 },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect((await factureRow(t, a.id)).statut).toBe('payee');
    expect((await factureRow(t, b.id)).statut).toBe('payee');
    expect((await factureRow(t, b.id)).montant_paye).toBe(50.01);
    const ledger = (await ledgerOf(accounting, client.clientId)).json().data;
    expect(ledger.credit_centimes).toBe(0);
    expect(ledger.reglements[0].imputations).toHaveLength(2);
  });

  it('keeps a surplus as the client credit, then allocates it to another invoice', async () => {
    const client = await clientSession(t);
    const a = await insertIssuedFacture(t, client.clientId, 100);
    const b = await insertIssuedFacture(t, client.clientId, 50);
    const res = await record(accounting, {
      client_id: client.clientId,
      montant_centimes: 12000,
      imputations: [{ facture_id: a.id, montant_centimes: 10000 }],
    });
    expect(res.json().data.non_impute_centimes).toBe(2000);
    expect((await ledgerOf(accounting, client.clientId)).json().data.credit_centimes).toBe(2000);

    const tooMuch = await call('POST', '/api/reglements/imputer', accounting, {
      client_id: client.clientId,
      facture_id: b.id,
      montant_centimes: 2500,
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error).toMatchObject({
      code: 'CREDIT_INSUFFICIENT',
      message: "L'avoir disponible du client (20,00 €) ne couvre pas ce montant.",
    });

    const allocated = await call('POST', '/api/reglements/imputer', accounting, {
      client_id: client.clientId,
      facture_id: b.id,
      montant_centimes: 2000,
    });
    expect(allocated.statusCode).toBe(200);
    expect(allocated.json().data.credit_centimes).toBe(0);
    const history = (await historique(accounting, b.id)).json().data;
    expect(history).toMatchObject({ regle_centimes: 2000, reste_centimes: 3000, payee: false });
    expect((await factureRow(t, b.id)).montant_paye).toBe(20);
  });

  it('counts a credit note: what remains is after it, and « payée » pays only that', async () => {
    const client = await clientSession(t);
    const facture = await insertIssuedFacture(t, client.clientId, 100);
    await t.database.db.insert(factures).values({
      numero: `AV-2026-9${facture.id}`,
      nature: 'avoir',
      avoir_de_facture_id: facture.id,
      client_id: client.clientId,
      periode: facture.periode,
      date_debut: facture.date_debut,
      date_fin: facture.date_fin,
      montant_ttc: -30,
      statut: 'emise',
      issued_at: t.clock.now(),
      commentaire: 'Geste commercial',
    });
    let history = (await historique(accounting, facture.id)).json().data;
    expect(history).toMatchObject({ avoirs_centimes: 3000, reste_centimes: 7000 });
    expect(history.entries[1]).toMatchObject({ kind: 'avoir', montant_centimes: -3000 });

    const over = await record(accounting, {
      client_id: client.clientId,
      montant_centimes: 8000,
      imputations: [{ facture_id: facture.id, montant_centimes: 8000 }],
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().error).toMatchObject({
      code: 'IMPUTATION_EXCEEDS_REMAINING',
      message: `Le montant imputé dépasse ce qui reste à payer sur la facture ${facture.numero} (70,00 €).`,
    });

    // The former « payée » of the invoice screen records a transfer of what remains.
    const paid = await call('POST', '/api/factures/update', accounting, {
      id: facture.id,
      statut: 'payee',
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.statut).toBe('payee');
    history = (await historique(accounting, facture.id)).json().data;
    expect(history).toMatchObject({ regle_centimes: 7000, reste_centimes: 0, payee: true });
    const ledger = (await ledgerOf(accounting, client.clientId)).json().data;
    expect(ledger.reglements).toMatchObject([{ mode: 'virement', montant_centimes: 7000 }]);
  });

  it('cancels a mistaken payment: kept in the history, the invoice owes again', async () => {
    const client = await clientSession(t);
    const facture = await insertIssuedFacture(t, client.clientId, 80);
    const res = await record(accounting, {
      client_id: client.clientId,
      montant_centimes: 8000,
      imputations: [{ facture_id: facture.id, montant_centimes: 8000 }],
    });
    expect((await factureRow(t, facture.id)).statut).toBe('payee');
    const id = res.json().data.id as number;
    const cancelled = await call('POST', '/api/reglements/annuler', accounting, {
      id,
      motif: 'Virement d’un autre client',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({
      annule_motif: 'Virement d’un autre client',
      non_impute_centimes: 0,
    });
    expect(cancelled.json().data.annule_at).not.toBeNull();
    expect(cancelled.json().data.annule_par).not.toBeNull();
    const row = await factureRow(t, facture.id);
    expect(row).toMatchObject({ statut: 'emise', montant_paye: 0, paid_at: null });
    const history = (await historique(accounting, facture.id)).json().data;
    expect(history).toMatchObject({ regle_centimes: 0, reste_centimes: 8000, payee: false });
    expect(history.entries[1]).toMatchObject({ kind: 'reglement', annule: true });
    expect((await ledgerOf(accounting, client.clientId)).json().data.credit_centimes).toBe(0);

    const again = await call('POST', '/api/reglements/annuler', accounting, { id, motif: 'x' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'REGLEMENT_CANCELLED',
      message: 'Ce règlement est déjà annulé.',
    });
  });
});

describe('refusals', () => {
  it('refuses allocations beyond the payment, another client invoice, a draft, a credit note', async () => {
    const client = await clientSession(t);
    const other = await clientSession(t);
    const facture = await insertIssuedFacture(t, client.clientId, 100);
    const foreign = await insertIssuedFacture(t, other.clientId, 100);
    const draft = await insertIssuedFacture(t, client.clientId, 100, {
      numero: null,
      statut: 'brouillon',
      issued_at: null,
    });
    const expectRefused = async (
      body: Parameters<typeof record>[1],
      status: number,
      code: string,
      message: string,
    ) => {
      const res = await record(accounting, body);
      expect(res.statusCode).toBe(status);
      expect(res.json().error).toMatchObject({ code, message });
    };
    await expectRefused(
      {
        client_id: client.clientId,
        montant_centimes: 5000,
        imputations: [{ facture_id: facture.id, montant_centimes: 6000 }],
      },
      422,
      'REGLEMENT_OVER_ALLOCATED',
      'Les montants imputés dépassent le montant du règlement.',
    );
    await expectRefused(
      {
        client_id: client.clientId,
        montant_centimes: 5000,
        imputations: [{ facture_id: foreign.id, montant_centimes: 5000 }],
      },
      422,
      'FACTURE_OTHER_CLIENT',
      `La facture ${foreign.numero} n'est pas à ce client.`,
    );
    await expectRefused(
      {
        client_id: client.clientId,
        montant_centimes: 5000,
        imputations: [{ facture_id: draft.id, montant_centimes: 5000 }],
      },
      409,
      'FACTURE_NOT_ISSUED',
      "Cette facture n'est pas encore émise.",
    );
    // Two allocations to one invoice count together.
    await expectRefused(
      {
        client_id: client.clientId,
        montant_centimes: 12000,
        imputations: [
          { facture_id: facture.id, montant_centimes: 6000 },
          { facture_id: facture.id, montant_centimes: 6000 },
        ],
      },
      422,
      'IMPUTATION_EXCEEDS_REMAINING',
      `Le montant imputé dépasse ce qui reste à payer sur la facture ${facture.numero} (100,00 €).`,
    );
    // Money received today at the latest (the test clock's Paris day).
    const future = await record(accounting, {
      client_id: client.clientId,
      montant_centimes: 100,
      date: '2099-01-01',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.message).toBe(
      'La date du règlement ne peut pas être dans le futur.',
    );
    // Cents only: a decimal amount is not a valid request.
    const decimal = await record(accounting, {
      client_id: client.clientId,
      montant_centimes: 10.5,
    });
    expect(decimal.statusCode).toBe(400);
    const badMode = await record(accounting, {
      client_id: client.clientId,
      montant_centimes: 100,
      mode: 'bitcoin',
    });
    expect(badMode.statusCode).toBe(400);
    // Nothing was written by the refused calls.
    expect((await ledgerOf(accounting, client.clientId)).json().data.reglements).toEqual([]);
    expect((await factureRow(t, facture.id)).montant_paye).toBe(0);
  });
});

describe('roles and ownership', () => {
  it('lets accounting write, the client read its own only', async () => {
    const client = await clientSession(t);
    const other = await clientSession(t);
    const commercial = await operatorSession(t, [ROLE.COMMERCIAL]);
    const facture = await insertIssuedFacture(t, client.clientId, 100);
    const body = {
      client_id: client.clientId,
      montant_centimes: 1000,
      imputations: [{ facture_id: facture.id, montant_centimes: 1000 }],
    };
    expect((await record(client, body)).statusCode).toBe(403);
    expect((await record(commercial, body)).statusCode).toBe(403);
    const admin = await operatorSession(t, [ROLE.ADMINISTRATEUR]);
    expect((await record(admin, body)).statusCode).toBe(201);

    const own = await historique(client, facture.id);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.reste_centimes).toBe(9000);
    expect((await historique(other, facture.id)).statusCode).toBe(403);
    expect((await ledgerOf(client, client.clientId)).statusCode).toBe(200);
    expect((await ledgerOf(other, client.clientId)).statusCode).toBe(403);
    expect(
      (
        await call('POST', '/api/reglements/imputer', client, {
          client_id: client.clientId,
          facture_id: facture.id,
          montant_centimes: 100,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('a credit note after payments', () => {
  it('marks the invoice paid when the payments already cover what the credit note leaves', async () => {
    const client = await clientSession(t);
    const facture = await insertIssuedFacture(t, client.clientId, 100);
    // One line: a credit note in part shares its amount by VAT rate over the invoice's lines.
    await t.database.db.insert(facture_lignes).values({
      facture_id: facture.id,
      libelle: 'Aide ménagère',
      quantite: 4,
      prix_unitaire_ttc: 25,
      taux_tva: 0.1,
      montant_ht: 90.91,
      montant_tva: 9.09,
      montant_ttc: 100,
    });
    await record(accounting, {
      client_id: client.clientId,
      montant_centimes: 6000,
      imputations: [{ facture_id: facture.id, montant_centimes: 6000 }],
    });
    const avoir = await call('POST', '/api/factures/avoir', accounting, {
      facture_id: facture.id,
      motif: 'Deux heures non faites',
      montant_ttc: 40,
    });
    expect(avoir.statusCode).toBe(201);
    const row = await factureRow(t, facture.id);
    expect(row.statut).toBe('payee');
    const history = (await historique(accounting, facture.id)).json().data;
    expect(history).toMatchObject({
      avoirs_centimes: 4000,
      regle_centimes: 6000,
      reste_centimes: 0,
      payee: true,
    });
  });
});

describe('overpayments kept as credit', () => {
  it('a credit note after full payment gives the surplus back as credit, set against another invoice', async () => {
    const client = await clientSession(t);
    const other = await clientSession(t);
    const facture = await insertIssuedFactureWithLine(t, client.clientId, 100.1);
    const next = await insertIssuedFacture(t, client.clientId, 50.05);
    // Paid in two transfers (60.00 then 40.10): the last one comes back first.
    for (const cents of [6000, 4010])
      await record(accounting, {
        client_id: client.clientId,
        montant_centimes: cents,
        imputations: [{ facture_id: facture.id, montant_centimes: cents }],
      });
    expect((await factureRow(t, facture.id)).statut).toBe('payee');
    const avoir = await call('POST', '/api/factures/avoir', accounting, {
      facture_id: facture.id,
      motif: 'Une heure non faite',
      montant_ttc: 30.03,
    });
    expect(avoir.statusCode).toBe(201);

    const row = await factureRow(t, facture.id);
    expect(row).toMatchObject({ statut: 'payee', montant_paye: 70.07 });
    const history = (await historique(accounting, facture.id)).json().data;
    expect(history).toMatchObject({
      avoirs_centimes: 3003,
      regle_centimes: 7007,
      reste_centimes: 0,
      payee: true,
    });
    const ledger = (await ledgerOf(accounting, client.clientId)).json().data;
    expect(ledger.credit_centimes).toBe(3003);
    const [last, first] = ledger.reglements;
    expect(last).toMatchObject({ montant_centimes: 4010, impute_centimes: 1007 });
    expect(first).toMatchObject({ montant_centimes: 6000, impute_centimes: 6000 });
    // The family reads the same credit; another family does not.
    expect((await ledgerOf(client, client.clientId)).json().data.credit_centimes).toBe(3003);
    expect((await ledgerOf(other, client.clientId)).statusCode).toBe(403);

    // Accounting sets the credit against the client's next invoice; the family cannot.
    const body = { client_id: client.clientId, facture_id: next.id, montant_centimes: 3003 };
    expect((await call('POST', '/api/reglements/imputer', client, body)).statusCode).toBe(403);
    expect((await call('POST', '/api/reglements/imputer', other, body)).statusCode).toBe(403);
    const allocated = await call('POST', '/api/reglements/imputer', accounting, body);
    expect(allocated.statusCode).toBe(200);
    expect(allocated.json().data.credit_centimes).toBe(0);
    const after = (await historique(accounting, next.id)).json().data;
    expect(after).toMatchObject({ regle_centimes: 3003, reste_centimes: 2002, payee: false });
    // Not against another client's invoice.
    const foreign = await insertIssuedFacture(t, other.clientId, 10);
    const refused = await call('POST', '/api/reglements/imputer', accounting, {
      client_id: client.clientId,
      facture_id: foreign.id,
      montant_centimes: 100,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('FACTURE_OTHER_CLIENT');
  });

  it('an invoice paid then credited in full: all of its payment becomes credit', async () => {
    const client = await clientSession(t);
    const facture = await insertIssuedFactureWithLine(t, client.clientId, 80.4);
    await record(accounting, {
      client_id: client.clientId,
      montant_centimes: 9000,
      imputations: [{ facture_id: facture.id, montant_centimes: 8040 }],
    });
    expect((await ledgerOf(accounting, client.clientId)).json().data.credit_centimes).toBe(960);
    const avoir = await call('POST', '/api/factures/avoir', accounting, {
      facture_id: facture.id,
      motif: 'Prestation annulée',
    });
    expect(avoir.statusCode).toBe(201);
    expect(await factureRow(t, facture.id)).toMatchObject({ statut: 'annulee', montant_paye: 0 });
    const ledger = (await ledgerOf(accounting, client.clientId)).json().data;
    expect(ledger.credit_centimes).toBe(9000);
    expect(ledger.reglements[0]).toMatchObject({ impute_centimes: 0, non_impute_centimes: 9000 });
  });
});

describe("a client's open invoices and one payment spread over them", () => {
  const ouvertes = (session: Session, clientId: number) =>
    call('GET', `/api/client/${encrypted(t, clientId)}/factures-ouvertes`, session);

  it('lists what remains on each open invoice, to the cent; the family its own only', async () => {
    const client = await clientSession(t);
    const other = await clientSession(t);
    const a = await insertIssuedFactureWithLine(t, client.clientId, 120.3);
    const b = await insertIssuedFacture(t, client.clientId, 45.05);
    const paid = await insertIssuedFacture(t, client.clientId, 10);
    await insertIssuedFacture(t, client.clientId, 99, { statut: 'brouillon', numero: null });
    await record(accounting, {
      client_id: client.clientId,
      montant_centimes: 1000,
      imputations: [{ facture_id: paid.id, montant_centimes: 1000 }],
    });
    await call('POST', '/api/factures/avoir', accounting, {
      facture_id: a.id,
      motif: 'Geste commercial',
      montant_ttc: 20.1,
    });

    const listed = await ouvertes(accounting, client.clientId);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toMatchObject([
      { id: a.id, montant_centimes: 12030, avoirs_centimes: 2010, reste_centimes: 10020 },
      { id: b.id, montant_centimes: 4505, avoirs_centimes: 0, reste_centimes: 4505 },
    ]);
    expect((await ouvertes(client, client.clientId)).json().data).toHaveLength(2);
    // Another family: refused; no such client: 404.
    expect((await ouvertes(other, client.clientId)).statusCode).toBe(403);
    expect((await ouvertes(accounting, 999_999)).statusCode).toBe(404);

    // One cheque over both: each invoice gets its part, the rest is credit; the family's list of
    // payments names the invoices it settled.
    const spread = await record(accounting, {
      client_id: client.clientId,
      mode: 'cheque',
      reference: 'CHQ 0042',
      montant_centimes: 15000,
      imputations: [
        { facture_id: a.id, montant_centimes: 10020 },
        { facture_id: b.id, montant_centimes: 4505 },
      ],
    });
    expect(spread.statusCode).toBe(201);
    expect((await ouvertes(accounting, client.clientId)).json().data).toEqual([]);
    const ledger = (await ledgerOf(client, client.clientId)).json().data;
    expect(ledger.credit_centimes).toBe(475);
    expect(ledger.reglements[0]).toMatchObject({
      mode: 'cheque',
      reference: 'CHQ 0042',
      montant_centimes: 15000,
      imputations: [
        { facture_id: a.id, facture_numero: a.numero, montant_centimes: 10020 },
        { facture_id: b.id, facture_numero: b.numero, montant_centimes: 4505 },
      ],
    });
    // Over what remains on one of them: refused, in French, nothing written.
    const c = await insertIssuedFacture(t, client.clientId, 30);
    const over = await record(accounting, {
      client_id: client.clientId,
      montant_centimes: 5000,
      imputations: [{ facture_id: c.id, montant_centimes: 3001 }],
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().error.code).toBe('IMPUTATION_EXCEEDS_REMAINING');
  });
});
