import { ROLE, wallClockInstant } from '@maisonnee/domain';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { factures } from '../../db/schema/factures.ts';
import { clientSession, operatorSession, type Session } from '../../../test/fixtures-devis.ts';
import { setClock } from '../../../test/fixtures-missions.ts';
import { insertIssuedFacture } from '../../../test/fixtures-paiements.ts';
import { appOfTheFile, bearer, encrypted } from '../../../test/helper.ts';

/*
 * The aged list of what is owed (issue 27 point 3, docs/paiements.md « Impayés et relances »):
 * every issued invoice with something remaining, bucketed by the Paris days past its due date,
 * totals in cents over the buckets and overall, filter and pages, and who may read it. The clock
 * is the app's (2026-03-02, Paris); due dates are the last instant of their Paris day, as the
 * invoices store them, so these pass in any TZ.
 */

const t = appOfTheFile();
let accounting: Session;
let family: Session;

/** The last instant of a Paris day, as an invoice's due date is stored. */
const dueOn = (day: string) => wallClockInstant(new Date(`${day}T23:59:59Z`));

const get = (url: string, session: Session) =>
  t.app.inject({ method: 'GET', url, headers: bearer(session.token) });

/** Invoice ids by name, written once for the file. */
const made: Record<string, number> = {};

beforeAll(async () => {
  setClock(t);
  accounting = await operatorSession(t, [ROLE.COMPTABILITE]);
  family = await clientSession(t);
  const other = await clientSession(t);
  const owe = async (name: string, clientId: number, euros: number, day: string, extra = {}) => {
    const row = await insertIssuedFacture(t, clientId, euros, { due_at: dueOn(day), ...extra });
    made[name] = row.id;
    return row;
  };
  await owe('today', family.clientId, 100.1, '2026-03-02');
  const partial = await owe('one', family.clientId, 200.2, '2026-03-01');
  await owe('fifteen', other.clientId, 33.33, '2026-02-15');
  const credited = await owe('sixteen', other.clientId, 10, '2026-02-14');
  await owe('thirty', family.clientId, 45.67, '2026-01-31');
  await owe('thirtyOne', other.clientId, 12.34, '2026-01-30');
  await owe('sixty', family.clientId, 99.99, '2026-01-01');
  await owe('sixtyOne', other.clientId, 1000, '2025-12-31');
  // Not owed: paid, cancelled, a draft.
  await owe('paid', family.clientId, 80, '2026-01-15', {
    statut: 'payee',
    montant_paye: 80,
    paid_at: new Date(),
  });
  await owe('cancelled', family.clientId, 70, '2026-01-15', { statut: 'annulee' });
  await owe('draft', family.clientId, 60, '2026-01-15', { statut: 'brouillon', numero: null });
  // 50,05 € paid on « one » through the ledger; a credit note of 2,50 € on « sixteen ».
  const payment = await t.app.inject({
    method: 'POST',
    url: '/api/reglements',
    headers: bearer(accounting.token),
    payload: {
      client_id: family.clientId,
      date: '2026-03-02',
      mode: 'virement',
      reference: 'VIR-1',
      montant_centimes: 5005,
      imputations: [{ facture_id: partial.id, montant_centimes: 5005 }],
    },
  });
  expect(payment.statusCode).toBe(201);
  await t.database.db.insert(factures).values({
    numero: `AV-2026-9${credited.id}`,
    nature: 'avoir',
    type: 'client',
    client_id: other.clientId,
    avoir_de_facture_id: credited.id,
    periode: credited.periode,
    date_debut: credited.date_debut,
    date_fin: credited.date_fin,
    montant_ttc: -2.5,
    statut: 'emise',
    issued_at: new Date('2026-02-20T10:00:00Z'),
  });
});

beforeEach(() => setClock(t));

describe('listImpayes', () => {
  it('buckets every invoice owed by Paris days past its due date, totals exact to the cent', async () => {
    const response = await get('/api/factures/impayes?limit=100', accounting);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.today).toBe('2026-03-02');
    expect(data.tranches).toEqual([
      { tranche: 'a_echoir', label: 'Non échues', nb: 1, total_centimes: 10010 },
      { tranche: 'retard_1_15', label: '1 à 15 jours', nb: 2, total_centimes: 15015 + 3333 },
      { tranche: 'retard_16_30', label: '16 à 30 jours', nb: 2, total_centimes: 750 + 4567 },
      { tranche: 'retard_31_60', label: '31 à 60 jours', nb: 2, total_centimes: 1234 + 9999 },
      { tranche: 'retard_plus_60', label: 'Plus de 60 jours', nb: 1, total_centimes: 100000 },
    ]);
    expect(data.nb_factures).toBe(8);
    expect(data.total_centimes).toBe(144908);
    // The most overdue first; the paid, cancelled and draft invoices are not owed.
    const order = [
      'sixtyOne',
      'sixty',
      'thirtyOne',
      'thirty',
      'sixteen',
      'fifteen',
      'one',
      'today',
    ];
    expect(data.items.map((item: { facture_id: number }) => item.facture_id)).toEqual(
      order.map((name) => made[name]),
    );
    expect(data.items.map((item: { jours_retard: number }) => item.jours_retard)).toEqual([
      61, 60, 31, 30, 16, 15, 1, 0,
    ]);
    const one = data.items.find((item: { facture_id: number }) => item.facture_id === made.one);
    expect(one).toMatchObject({
      montant_centimes: 20020,
      reste_centimes: 15015,
      date_echeance: '2026-03-01',
      tranche: 'retard_1_15',
      derniere_relance: 0,
      type: 'client',
    });
    const sum = data.items.reduce(
      (total: number, item: { reste_centimes: number }) => total + item.reste_centimes,
      0,
    );
    expect(sum).toBe(data.total_centimes);
  });

  it('filters one bucket and pages, the totals still over every bucket', async () => {
    const bucket = (await get('/api/factures/impayes?tranche=retard_16_30', accounting)).json()
      .data;
    expect(bucket.total).toBe(2);
    expect(bucket.items.map((item: { facture_id: number }) => item.facture_id)).toEqual([
      made.thirty,
      made.sixteen,
    ]);
    expect(bucket.total_centimes).toBe(144908);
    const page = (await get('/api/factures/impayes?page=2&limit=3', accounting)).json().data;
    expect(page).toMatchObject({ page: 2, limit: 3, total: 8 });
    expect(page.items.map((item: { facture_id: number }) => item.facture_id)).toEqual([
      made.thirty,
      made.sixteen,
      made.fifteen,
    ]);
  });

  it('counts the Paris day: at 23:30 UTC the agency is already on the next day', async () => {
    setClock(t, new Date('2026-03-02T23:30:00Z'));
    // A session signed in on the new clock (the file's one has expired by then).
    const later = await operatorSession(t, [ROLE.COMPTABILITE]);
    const data = (await get('/api/factures/impayes?tranche=a_echoir', later)).json().data;
    expect(data.today).toBe('2026-03-03');
    expect(data.total).toBe(0);
    // One day later each invoice is a day older: 15 → 16, 30 → 31, 60 → 61 change buckets.
    expect(data.tranches.map((tranche: { nb: number }) => tranche.nb)).toEqual([0, 2, 2, 2, 2]);
    expect(data.total_centimes).toBe(144908);
  });

  it('is for accounting and administrators: a family, or the commercial team, gets 403', async () => {
    expect((await get('/api/factures/impayes', family)).statusCode).toBe(403);
    const commercial = await operatorSession(t, [ROLE.COMMERCIAL]);
    expect((await get('/api/factures/impayes', commercial)).statusCode).toBe(403);
    const admin = await operatorSession(t, [ROLE.ADMINISTRATEUR]);
    expect((await get('/api/factures/impayes', admin)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/factures/impayes' })).statusCode).toBe(
      401,
    );
  });

  it('refuses an unknown bucket or page size in French', async () => {
    const bad = await get('/api/factures/impayes?tranche=retard_90', accounting);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
    expect((await get('/api/factures/impayes?limit=500', accounting)).statusCode).toBe(400);
  });
});

describe('listFactureRelances', () => {
  it('answers the reminders of an invoice to accounting, 403 to a family even for its own', async () => {
    const url = `/api/facture/${encrypted(t, made.one!)}/relances`;
    const response = await get(url, accounting);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([]);
    expect((await get(url, family)).statusCode).toBe(403);
    const missing = await get(`/api/facture/${encrypted(t, 999_999)}/relances`, accounting);
    expect(missing.statusCode).toBe(404);
  });
});
