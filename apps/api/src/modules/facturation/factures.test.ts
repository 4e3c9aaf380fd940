import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDiskStorage } from '../../adapters/storage/disk-storage.ts';
import { mailOutbox } from '../../db/schema/auth.ts';
import { clients, interlocuteurs, mutuelles } from '../../db/schema/clients.ts';
import { devis, devis_details } from '../../db/schema/devis.ts';
import { facture_sequences, factures, paiements } from '../../db/schema/factures.ts';
import { interventions } from '../../db/schema/interventions.ts';
import { reglement_imputations, reglements } from '../../db/schema/reglements.ts';
import { buildTestApp, encrypted, type TestApp } from '../../../test/helper.ts';
import { pdfShownText } from '../../../test/pdf-text.ts';
import {
  at,
  createAgentAccount,
  createClientAccount,
  createMission,
  createOperator,
  setClock,
} from '../../../test/fixtures-missions.ts';
import type { AuthContext } from '../../lib/access.ts';
import type { ModuleDeps } from '../module-deps.ts';
import {
  factureForPayment,
  syncFacturePaid,
  markFacturePaymentFailed,
} from './factures-payment.service.ts';
import { createFacturesService } from './factures.service.ts';
import type { BillableLine, BillableMonth } from './releves.service.ts';

/*
 * Issue 11, points 1 and 3: invoices priced from the confirmed timesheet (quote rates, weekend and
 * public holidays, VAT per service, mutuelle share, tax credit), gapless numbering, credit notes,
 * mail with the PDF, and who sees what. The timesheet is stood in for: the tests say which lines
 * of a month are confirmed (releves.service is the timesheet helper's).
 */

const timesheet = new Map<string, BillableMonth>();
vi.mock(import('./releves.service.ts'), async (importOriginal) => ({
  ...(await importOriginal()),
  billableLinesForMonth: vi.fn(
    async (_deps: unknown, clientId: number, periode: string) =>
      timesheet.get(`${clientId}/${periode}`) ?? { lines: [], pending: 0 },
  ),
  clientsWithTimesheet: vi.fn(async (_deps: unknown, periode: string) =>
    [...timesheet.keys()]
      .filter((key) => key.endsWith(`/${periode}`))
      .map((key) => Number(key.split('/')[0])),
  ),
}));

let t: TestApp;
let admin: { userId: number; token: string };
let agentId: number;
let mutuelleId: number;

async function call(method: 'GET' | 'POST', url: string, token: string, payload?: unknown) {
  const response = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json() };
}

/** Lines of a month, each a real intervention of the mission (the FK of invoice lines). */
async function confirmedMonth(
  clientId: number,
  missionId: number,
  lines: { date: string; minutes: number }[],
  pending = 0,
): Promise<BillableLine[]> {
  const rows = await t.database.db
    .insert(interventions)
    .values(
      lines.map((l) => ({
        mission_id: missionId,
        client_id: clientId,
        candidat_id: agentId,
        date_debut: at(`${l.date}T09:00:00Z`),
        date_fin: at(`${l.date}T12:00:00Z`),
      })),
    )
    .returning({ id: interventions.id });
  const billable = lines.map((l, i) => ({
    releveId: i + 1,
    interventionId: rows[i]!.id,
    missionId,
    clientId,
    date: l.date,
    minutes: l.minutes,
    candidatId: agentId,
    agentNom: 'Karim Benali',
  }));
  const key = `${clientId}/${lines[0]!.date.slice(0, 7)}`;
  const previous = timesheet.get(key)?.lines ?? [];
  timesheet.set(key, { lines: [...previous, ...billable], pending });
  return billable;
}

const storageOf = () => createDiskStorage(join(t.config.dataDir, 'uploads'));

type Facture = {
  id: number;
  numero: string | null;
  statut: string;
  type: string;
  montant_ttc: number;
  montant_ht: number;
  montant_tva: number;
  montant_paye: number;
  credit_impot_ttc: number;
  reste_a_charge_ttc: number;
  tva_par_taux: {
    taux_tva: number;
    montant_ht: number;
    montant_tva: number;
    montant_ttc: number;
  }[];
  lignes: {
    tarif: string;
    minutes: number | null;
    montant_ttc: number;
    prix_unitaire_ttc: number;
  }[];
  filename: string | null;
  date_emission: string | null;
  date_echeance: string | null;
  client_id: number;
  organisme: string | null;
};

/*
 * Each test starts from the same world and builds what it needs from there, so the tests pass
 * in any order (CI runs the API suite shuffled): no invoice, no number given, a fresh month of
 * November for three new clients. The operator, the agent and the mutuelle are only read.
 */
let alice: Awaited<ReturnType<typeof createClientAccount>>;
let bob: Awaited<ReturnType<typeof createClientAccount>>;
let carol: Awaited<ReturnType<typeof createClientAccount>>;
/** The invoices of November 2026 once generated (generateNovember). */
let created: Facture[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  setClock(t, at('2026-12-02T10:00:00Z'));
  admin = await createOperator(t, [1]);
  agentId = (await createAgentAccount(t)).candidatId;
  const [mutuelle] = await t.database.db
    .insert(mutuelles)
    .values({ nom: 'Mutuelle Horizon', email: 'factures@horizon.example' })
    .returning({ id: mutuelles.id });
  mutuelleId = mutuelle!.id;
});

beforeEach(async () => {
  setClock(t, at('2026-12-02T10:00:00Z'));
  timesheet.clear();
  created = [];
  const db = t.database.db;
  await db.delete(paiements);
  await db.delete(reglement_imputations);
  await db.delete(reglements);
  await db.delete(factures);
  await db.delete(facture_sequences);

  alice = await createClientAccount(t);
  bob = await createClientAccount(t);
  carol = await createClientAccount(t);

  // Alice: a recurring housework mission (skill 1) from a quote at 25 € / 32 €, and a help to a
  // dependent person (skill 2) without a quote (section 9 grid: 24 € weekday, 5.5 % VAT).
  const [quote] = await db
    .insert(devis)
    .values({
      reference: `DEV-TEST-${alice.clientId}`,
      client_id: alice.clientId,
      client_besoin_skill_id: 1,
    })
    .returning({ id: devis.id });
  await db.insert(devis_details).values({
    devis_id: quote!.id,
    client_besoin_skill_id: 1,
    label: 'Ménage',
    prix_horaire_ttc: 25,
    prix_horaire_weekend_ttc: 32,
    total_ttc: 0,
  });
  const m1 = await createMission(t, {
    client_id: alice.clientId,
    client_besoin_skill_id: 1,
    devis_id: quote!.id,
  });
  const m2 = await createMission(t, { client_id: alice.clientId, client_besoin_skill_id: 2 });
  await confirmedMonth(alice.clientId, m1.missionId, [
    { date: '2026-11-10', minutes: 150 }, // Tuesday
    { date: '2026-11-14', minutes: 100 }, // Saturday
    { date: '2026-11-11', minutes: 70 }, // Armistice, a Wednesday
  ]);
  await confirmedMonth(alice.clientId, m2.missionId, [{ date: '2026-11-12', minutes: 90 }]);

  // Bob: a mission paid by his mutuelle for 3 hours in all (skill 1, grid 24 €).
  const m3 = await createMission(t, {
    client_id: bob.clientId,
    client_besoin_skill_id: 1,
    mutuelle_id: mutuelleId,
    nb_heures_total: 3,
  });
  await confirmedMonth(bob.clientId, m3.missionId, [
    { date: '2026-11-09', minutes: 120 },
    { date: '2026-11-02', minutes: 120 },
  ]);
  await db.insert(interlocuteurs).values({
    client_id: bob.clientId,
    nom: 'Fille de Bob',
    email: 'fille.bob@exemple.fr',
    is_destinataire_factures: true,
  });

  // Carol: a month with a line still to confirm.
  const m4 = await createMission(t, { client_id: carol.clientId });
  await confirmedMonth(carol.clientId, m4.missionId, [{ date: '2026-11-03', minutes: 60 }], 1);
});

afterAll(() => t?.close());

const byPayer = (clientId: number, type: string) =>
  created.find((f) => f.client_id === clientId && f.type === type)!;

/** Generates November's drafts: Alice's, Bob's and Bob's mutuelle's (Carol's month is pending). */
async function generateNovember() {
  const res = await call('POST', '/api/factures/generer-mois', admin.token, {
    periode: '2026-11',
  });
  expect(res.status).toBe(200);
  created = res.body.data.creees;
  return res;
}

/** A draft of Carol's made of one line typed by accounting. */
const typedDraft = (debut: string, fin: string, libelle: string, prix: number) =>
  call('POST', '/api/factures/create', admin.token, {
    client_id: carol.clientId,
    periode_debut: debut,
    periode_fin: fin,
    lignes: [{ libelle, quantite: 1, prix_unitaire_ttc: prix }],
  });

const issue = (id: number, organisme: number | null = null) =>
  call('POST', '/api/clients/generer/factures', admin.token, { facture: id, organisme });

/**
 * November generated and issued: Alice's invoice F-2026-000001 (189.16 €), Bob's F-2026-000002
 * (24 €) and his mutuelle's F-2026-000003 (72 €).
 */
async function issueNovember() {
  await generateNovember();
  for (const [clientId, type, organisme] of [
    [alice.clientId, 'client', null],
    [bob.clientId, 'client', null],
    [bob.clientId, 'mutuelle', mutuelleId],
  ] as const) {
    const res = await issue(byPayer(clientId, type).id, organisme);
    expect(res.status).toBe(200);
  }
}

describe('generating a month', () => {
  it('prices each line at the quote or grid rate, weekend and holiday included, VAT per rate', async () => {
    const res = await generateNovember();
    expect(res.body.data.nb_creees).toBe(3);
    expect(res.body.data.existantes).toBe(0);
    expect(res.body.data.en_attente).toBe(1);
    expect(created).toHaveLength(3);

    const a = await call(
      'GET',
      `/api/facture/${encrypted(t, byPayer(alice.clientId, 'client').id)}`,
      admin.token,
    );
    const facture = a.body.data as Facture;
    // 150 min × 25 = 62.50; Sat 100 min × 32 = 53.33; holiday 70 min × 32 = 37.33; skill 2: 90 min × 24 = 36.00.
    expect(facture.lignes.map((l) => [l.tarif, l.montant_ttc])).toEqual([
      ['semaine', 62.5],
      ['ferie', 37.33],
      ['semaine', 36],
      ['weekend', 53.33],
    ]);
    expect(facture.montant_ttc).toBe(189.16);
    // HT: 56.82 + 33.94 + 34.12 + 48.48.
    expect(facture.montant_ht).toBe(173.36);
    expect(facture.montant_tva).toBe(15.8);
    expect(facture.tva_par_taux).toEqual([
      { taux_tva: 0.055, montant_ht: 34.12, montant_tva: 1.88, montant_ttc: 36 },
      { taux_tva: 0.1, montant_ht: 139.24, montant_tva: 13.92, montant_ttc: 153.16 },
    ]);
    expect(facture.credit_impot_ttc).toBe(94.58);
    expect(facture.reste_a_charge_ttc).toBe(94.58);
    expect(facture.statut).toBe('brouillon');
    expect(facture.numero).toBeNull();
  });

  it('bills the hours the mutuelle still grants to it, splitting the line that crosses the grant', async () => {
    await generateNovember();
    const mut = await call(
      'GET',
      `/api/facture/${encrypted(t, byPayer(bob.clientId, 'mutuelle').id)}`,
      admin.token,
    );
    const cli = await call(
      'GET',
      `/api/facture/${encrypted(t, byPayer(bob.clientId, 'client').id)}`,
      admin.token,
    );
    // Grant 180 min: 2 Nov 120 min, then 60 of the 120 min of 9 Nov; the other 60 to Bob.
    expect((mut.body.data as Facture).lignes.map((l) => l.minutes)).toEqual([120, 60]);
    expect(mut.body.data.montant_ttc).toBe(72);
    expect(mut.body.data.credit_impot_ttc).toBe(0);
    expect(mut.body.data.organisme).toBe('Mutuelle Horizon');
    expect((cli.body.data as Facture).lignes.map((l) => l.minutes)).toEqual([60]);
    expect(cli.body.data.montant_ttc).toBe(24);
    expect(cli.body.data.credit_impot_ttc).toBe(12);
    expect(cli.body.data.reste_a_charge_ttc).toBe(12);
  });

  it('does not duplicate a month generated twice', async () => {
    await generateNovember();
    const again = await call('POST', '/api/factures/generer-mois', admin.token, {
      periode: '2026-11',
    });
    expect(again.body.data.creees).toEqual([]);
    expect(again.body.data.nb_creees).toBe(0);
    expect(again.body.data.existantes).toBe(3);
    const rows = await t.database.db
      .select()
      .from(factures)
      .where(eq(factures.client_id, alice.clientId));
    expect(rows).toHaveLength(1);
  });

  it('refuses a draft for a month without confirmed hours', async () => {
    const res = await call('POST', '/api/factures/create', admin.token, {
      client_id: alice.clientId,
      periode_debut: '2026-10-01',
      periode_fin: '2026-10-31',
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Aucune heure confirmée à facturer pour cette période.');
  });

  it('creates a draft of typed lines', async () => {
    const res = await typedDraft('2026-10-01', '2026-10-31', 'Frais de dossier', 33);
    expect(res.status).toBe(201);
    expect(res.body.data.montant_ttc).toBe(33);
    expect(res.body.data.montant_ht).toBe(30);
    expect(res.body.data.lignes[0].tarif).toBe('forfait');
  });
});

describe('issuing', () => {
  it('numbers invoices one after the other, with a PDF and a due date', async () => {
    await generateNovember();
    const first = await issue(byPayer(alice.clientId, 'client').id);
    expect(first.status).toBe(200);
    expect(first.body.data.numero).toBe('F-2026-000001');
    expect(first.body.data.statut).toBe('emise');
    expect(first.body.data.date_emission).toBe('2026-12-02');
    expect(first.body.data.date_echeance).toBe('2026-12-17');
    expect(first.body.data.filename).toMatch(/\.pdf$/);
    const second = await issue(byPayer(bob.clientId, 'client').id);
    expect(second.body.data.numero).toBe('F-2026-000002');
    const again = await issue(byPayer(alice.clientId, 'client').id);
    expect(again.status).toBe(409);
  });

  it('gives no number away when issuing fails', async () => {
    await generateNovember();
    expect((await issue(byPayer(alice.clientId, 'client').id)).body.data.numero).toBe(
      'F-2026-000001',
    );
    const storage = storageOf();
    const broken: ModuleDeps = {
      db: t.database.db,
      config: t.config,
      mailer: { send: () => Promise.reject(new Error('no mail')), close: () => undefined },
      storage: { ...storage, put: () => Promise.reject(new Error('disk full')) },
      now: t.clock.now,
      log: t.app.log,
      events: t.app.moduleDeps.events,
      push: t.app.moduleDeps.push,
    };
    const service = createFacturesService(broken);
    const target = byPayer(bob.clientId, 'mutuelle').id;
    await expect(
      service.genererFactures({ userId: admin.userId, roles: [1] } as AuthContext, {
        facture: target,
        organisme: mutuelleId,
      }),
    ).rejects.toThrow();
    const [row] = await t.database.db.select().from(factures).where(eq(factures.id, target));
    expect(row!.numero).toBeNull();
    expect(row!.statut).toBe('brouillon');
    const ok = await issue(target, mutuelleId);
    expect(ok.body.data.numero).toBe('F-2026-000002');
    const [seq] = await t.database.db
      .select()
      .from(facture_sequences)
      .where(eq(facture_sequences.serie, 'F'));
    expect(seq!.dernier).toBe(2);
  });

  it('prints what the law asks on the PDF', async () => {
    await issueNovember();
    const [row] = await t.database.db
      .select()
      .from(factures)
      .where(eq(factures.numero, 'F-2026-000001'));
    const text = pdfShownText(await storageOf().read(`factures/${row!.filename}`));
    for (const mention of [
      'Facture n° F-2026-000001',
      `SIRET ${t.config.agency.siret}`,
      t.config.agency.tvaIntracom,
      t.config.agency.numeroSap,
      'Période : du 01/11/2026 au 30/11/2026',
      '11/11/2026',
      'Karim Benali',
      '62,50 €',
      'TVA 5,5 %',
      'TVA 10 %',
      'Total TTC',
      '189,16 €',
      'Échéance : 17/12/2026',
      t.config.agency.iban,
      'taux d’intérêt légal',
      '199 sexdecies',
    ])
      expect(text).toContain(mention);
    // No 40 € recovery indemnity for a private individual.
    expect(text).not.toContain('40 €');
  });
});

describe('an issued invoice', () => {
  const aliceId = () => byPayer(alice.clientId, 'client').id;

  it('does not change, except its payment', async () => {
    await issueNovember();
    const res = await call('POST', '/api/factures/update', admin.token, {
      id: aliceId(),
      date_echeance: '2027-01-31',
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Une facture émise ne se modifie pas : émettez un avoir.');
    const paid = await call('POST', '/api/factures/update', admin.token, {
      id: byPayer(bob.clientId, 'client').id,
      montant_paye: 24,
    });
    expect(paid.status).toBe(200);
    expect(paid.body.data.statut).toBe('payee');
    expect(paid.body.data.paid_at).not.toBeNull();
  });

  it('is credited in part, never beyond what is left, then in full', async () => {
    await issueNovember();
    const part = await call('POST', '/api/factures/avoir', admin.token, {
      facture_id: aliceId(),
      motif: 'Geste commercial',
      montant_ttc: 50,
    });
    expect(part.status).toBe(201);
    expect(part.body.data.numero).toBe('AV-2026-000001');
    expect(part.body.data.nature).toBe('avoir');
    expect(part.body.data.montant_ttc).toBe(-50);
    expect(part.body.data.avoir_de_numero).toBe('F-2026-000001');
    const tooMuch = await call('POST', '/api/factures/avoir', admin.token, {
      facture_id: aliceId(),
      motif: 'Trop',
      montant_ttc: 139.17,
    });
    expect(tooMuch.status).toBe(409);
    const rest = await call('POST', '/api/factures/avoir', admin.token, {
      facture_id: aliceId(),
      motif: 'Annulation',
    });
    expect(rest.status).toBe(201);
    expect(rest.body.data.numero).toBe('AV-2026-000002');
    expect(rest.body.data.montant_ttc).toBe(-139.16);
    const original = await call('GET', `/api/facture/${encrypted(t, aliceId())}`, admin.token);
    expect(original.body.data.statut).toBe('annulee');
    const avoirPdf = pdfShownText(await storageOf().read(`factures/${rest.body.data.filename}`));
    expect(avoirPdf).toContain('Avoir n° AV-2026-000002');
    expect(avoirPdf).toContain('Avoir sur la facture n° F-2026-000001');
  });

  it('is mailed with its PDF to the client and its invoice recipients', async () => {
    await issueNovember();
    const [bobRow] = await t.database.db.select().from(clients).where(eq(clients.id, bob.clientId));
    const sent = await call('POST', '/api/factures/send', admin.token, {
      id: byPayer(bob.clientId, 'client').id,
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data.sent_at).not.toBeNull();
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.id))
      .limit(2);
    expect(mails.map((m) => m.to).sort()).toEqual(
      [bobRow!.email!.toLowerCase(), 'fille.bob@exemple.fr'].sort(),
    );
    for (const mail of mails) {
      expect(mail.subject).toContain('F-2026-000002');
      expect(mail.text).toMatch(/Pièces jointes : Facture F-2026-000002\.pdf \(\d+ octets\)/);
    }
  });

  it('refuses to mail a draft', async () => {
    const draft = await typedDraft('2026-09-01', '2026-09-30', 'Forfait', 10);
    const res = await call('POST', '/api/factures/send', admin.token, { id: draft.body.data.id });
    expect(res.status).toBe(409);
  });
});

describe('who sees what', () => {
  it('shows a client its own invoices only', async () => {
    await issueNovember();
    const bobInvoice = byPayer(bob.clientId, 'client').id;
    const own = await call('GET', `/api/facture/${encrypted(t, bobInvoice)}`, bob.token);
    expect(own.status).toBe(200);
    const other = await call('GET', `/api/facture/${encrypted(t, bobInvoice)}`, alice.token);
    expect(other.status).toBe(403);
    const bobsNovember = (token: string) =>
      call('POST', `/api/clients/factures/${encrypted(t, bob.clientId)}`, token, {
        id: bob.clientId,
        start_date: '2026-11-01',
        end_date: '2026-11-30',
      });
    const list = await bobsNovember(bob.token);
    expect(list.status).toBe(200);
    expect((list.body.data as Facture[]).map((f) => f.type).sort()).toEqual(['client', 'mutuelle']);
    const notHis = await bobsNovember(alice.token);
    expect(notHis.status).toBe(403);
  });

  it('lists every invoice for accounting, by name', async () => {
    await issueNovember();
    const res = await call('GET', '/api/factures?type=mutuelle', admin.token);
    expect(res.status).toBe(200);
    expect(res.body.data.items.map((f: Facture) => f.organisme)).toEqual(['Mutuelle Horizon']);
  });
});

describe('the accounting list: payers and periods of the Paris calendar', () => {
  const listed = async (query: string, token = admin.token) => {
    const res = await call('GET', `/api/factures?${query}`, token);
    expect(res.status).toBe(200);
    return res.body.data as { items: Facture[]; total: number };
  };

  it("takes type=all, the specification's example, as every payer", async () => {
    await generateNovember();
    const all = await listed('type=all');
    expect(all.items.map((f) => f.type).sort()).toEqual(['client', 'client', 'mutuelle']);
    expect(all.total).toBe((await listed('')).total);
    expect((await listed('type=mutuelle')).items.map((f) => f.type)).toEqual(['mutuelle']);
    const wrong = await call('GET', '/api/factures?type=tous', admin.token);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('VALIDATION_FAILED');
  });

  it('reads today, this month and last month on the Paris calendar just after midnight', async () => {
    await generateNovember();
    const db = t.database.db;
    const createdAt = (id: number, instant: string) =>
      db
        .update(factures)
        .set({ created_at: at(instant) })
        .where(eq(factures.id, id));
    const december = byPayer(alice.clientId, 'client').id;
    const november = byPayer(bob.clientId, 'client').id;
    const october = byPayer(bob.clientId, 'mutuelle').id;
    await createdAt(december, '2026-11-30T23:10:00Z'); // 00:10 on 1 December in Paris
    await createdAt(november, '2026-11-30T22:50:00Z'); // 23:50 on 30 November in Paris
    await createdAt(october, '2026-10-15T10:00:00Z');
    // 00:30 on Tuesday 1 December in Paris: still 30 November on the UTC calendar.
    setClock(t, at('2026-11-30T23:30:00Z'));
    const { token } = await createOperator(t, [4]);
    const ids = async (period: string) =>
      (await listed(`period=${period}`, token)).items.map((f) => f.id).sort((a, b) => a - b);
    expect(await ids('today')).toEqual([december]);
    expect(await ids('month')).toEqual([december]);
    expect(await ids('last-month')).toEqual([november]);
    expect(await ids('last-week')).toEqual([]);
    expect((await listed('')).items.map((f) => f.id)).toContain(october);
    // Monday 30 November to Sunday 6 December (Paris): both late-evening invoices are this week.
    expect(await ids('week')).toEqual([december, november].sort((a, b) => a - b));
  });
});

describe('what payments ask of invoices', () => {
  const db = () => t.database.db;

  it('records a failure, then payments until the invoice is paid in full', async () => {
    await issueNovember();
    const id = byPayer(bob.clientId, 'mutuelle').id; // F-2026-000003, 72.00 €
    expect(await factureForPayment(db(), 999_999)).toBeNull();
    expect(await factureForPayment(db(), id)).toMatchObject({ reste_du: 72, nature: 'facture' });
    const retry = at('2026-12-05T09:00:00Z');
    await markFacturePaymentFailed(db(), id, 'Carte refusée', retry);
    let [row] = await t.database.db.select().from(factures).where(eq(factures.id, id));
    expect(row).toMatchObject({ paiement_erreur: 'Carte refusée', paiement_echecs: 1 });
    expect(row!.paiement_relance_at).toEqual(retry);

    // The ledger's total so far, in cents (docs/paiements.md).
    await syncFacturePaid(db(), id, 3050, at('2026-12-06T10:00:00Z'));
    expect(await factureForPayment(db(), id)).toMatchObject({ reste_du: 41.5 });
    [row] = await t.database.db.select().from(factures).where(eq(factures.id, id));
    expect(row!.statut).not.toBe('payee');
    expect(row!.paiement_erreur).toBeNull();

    await syncFacturePaid(db(), id, 7200, at('2026-12-07T10:00:00Z'));
    [row] = await t.database.db.select().from(factures).where(eq(factures.id, id));
    expect(row).toMatchObject({ statut: 'payee', montant_paye: 72, paiement_relance_at: null });
    expect(row!.paid_at).toEqual(at('2026-12-07T10:00:00Z'));
  });
});
