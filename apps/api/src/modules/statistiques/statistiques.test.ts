import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { candidats, contrats_travail } from '../../db/schema/candidats.ts';
import { clients, mutuelles } from '../../db/schema/clients.ts';
import { devis, missions } from '../../db/schema/devis-missions.ts';
import { facture_lignes, factures } from '../../db/schema/factures.ts';
import { intervention_avis, interventions } from '../../db/schema/interventions.ts';
import { users } from '../../db/schema/users.ts';
import { insertContratTravail } from '../../../test/fixtures-contrats.ts';
import { setClock } from '../../../test/fixtures-missions.ts';
import {
  appOfTheFile,
  bearer,
  createUser,
  madeForTheFile,
  signIn,
  type TestApp,
} from '../../../test/helper.ts';

/*
 * The agency's figures on a small dataset whose every figure is worked out by hand below. The
 * months are Paris months: several instants sit just before midnight UTC on a month's last day
 * (already the next month in Paris), so a figure cut on the UTC clock would fail. The clock is
 * fixed on 2026-04-15; the file passes in any TZ (`TZ=Pacific/Kiritimati npx vitest run …`).
 */

const t: TestApp = appOfTheFile();
const NOW = new Date('2026-04-15T10:00:00Z');
const at = (iso: string) => new Date(iso);

async function buildDataset() {
  setClock(t, NOW);
  const db = t.database.db;
  const [mutuelle] = await db
    .insert(mutuelles)
    .values({ nom: 'Mutuelle des Tilleuls' })
    .returning();
  const [a, b, c] = await db
    .insert(clients)
    .values([
      { nom: 'Arnaud', prenom: 'Anne', date_naissance: '1950-05-01' },
      { nom: 'Bernard', prenom: 'Bruno', date_naissance: '1990-01-01', mutuelle_id: mutuelle!.id },
      { nom: 'Colin', prenom: 'Claire', is_active: false },
    ])
    .returning({ id: clients.id });
  // Deactivated without any intervention: lost in March (Paris).
  await db
    .update(clients)
    .set({ updated_at: at('2026-03-10T10:00:00Z') })
    .where(eq(clients.id, c!.id));

  const [agent1, agent2, agent3] = await db
    .insert(candidats)
    .values([
      { nom: 'Un', prenom: 'Agent' },
      { nom: 'Deux', prenom: 'Agent' },
      { nom: 'Trois', prenom: 'Agent' },
    ])
    .returning({ id: candidats.id });
  // Agent 1: CDI 35 h a week since 2025-09-01. Agent 2: CDD 20 h, 2026-02-15 → 2026-03-14.
  // Agent 3: a cancelled contract, which counts nowhere.
  await insertContratTravail(t, {
    candidatId: agent1!.id,
    statut: 'contresigne',
    dateDebut: '2025-09-01',
    hoursPerWeek: 35,
    sentAt: at('2025-08-20T10:00:00Z'),
  });
  await insertContratTravail(t, {
    candidatId: agent2!.id,
    statut: 'contresigne',
    dateDebut: '2026-02-15',
    hoursPerWeek: 20,
    sentAt: at('2026-02-01T10:00:00Z'),
  });
  await db
    .update(contrats_travail)
    .set({ type_contrat: 'CDD', date_fin: '2026-03-14' })
    .where(eq(contrats_travail.candidat_id, agent2!.id));
  await insertContratTravail(t, {
    candidatId: agent3!.id,
    statut: 'annule',
    dateDebut: '2026-01-01',
    hoursPerWeek: 35,
    sentAt: at('2025-12-20T10:00:00Z'),
  });

  // Quotes: DA signed in January (client A gained), DX sent in February, DZ sent on 1 March in
  // Paris (28 February in UTC), DY sent on 1 April in Paris (out of the range).
  const quote = (values: Partial<typeof devis.$inferInsert> & { client_id: number }) => ({
    reference: `D-${Math.random().toString(36).slice(2, 10)}`,
    client_besoin_skill_id: 1,
    ...values,
  });
  const [da] = await db
    .insert(devis)
    .values([
      quote({
        client_id: a!.id,
        statut: 'signe',
        sent_at: at('2026-01-05T10:00:00Z'),
        signed_at: at('2026-01-07T10:00:00Z'),
      }),
      quote({
        client_id: a!.id,
        statut: 'en_attente_signature',
        sent_at: at('2026-02-03T10:00:00Z'),
      }),
      quote({
        client_id: b!.id,
        client_besoin_skill_id: 2,
        statut: 'expire',
        sent_at: at('2026-02-28T23:30:00Z'),
      }),
      quote({
        client_id: b!.id,
        client_besoin_skill_id: 2,
        statut: 'refuse',
        sent_at: at('2026-03-31T22:30:00Z'),
      }),
    ])
    .returning({ id: devis.id });

  // MA from the signed quote (service 1); MB without a quote, paid by the mutuelle (service 2),
  // made in February: client B gained in February.
  const [ma, mb] = await db
    .insert(missions)
    .values([
      {
        client_id: a!.id,
        client_besoin_skill_id: 1,
        devis_id: da!.id,
        date_debut: at('2026-01-06T00:00:00Z'),
        created_at: at('2026-01-07T10:00:00Z'),
      },
      {
        client_id: b!.id,
        client_besoin_skill_id: 2,
        mutuelle_id: mutuelle!.id,
        date_debut: at('2026-02-20T00:00:00Z'),
        created_at: at('2026-02-10T10:00:00Z'),
      },
    ])
    .returning({ id: missions.id });

  const [i1, , , i4, , i6] = await db
    .insert(interventions)
    .values([
      // I1, January: 3 h planned and done (checked 08:05 → 11:05).
      {
        mission_id: ma!.id,
        client_id: a!.id,
        candidat_id: agent1!.id,
        date_debut: at('2026-01-06T08:00:00Z'),
        date_fin: at('2026-01-06T11:00:00Z'),
        statut: 'terminee',
        pointage_debut_at: at('2026-01-06T08:05:00Z'),
        pointage_fin_at: at('2026-01-06T11:05:00Z'),
      },
      // I2, 1 February 00:00–03:00 in Paris: done without its checks (the slot counts), February.
      {
        mission_id: ma!.id,
        client_id: a!.id,
        candidat_id: agent1!.id,
        date_debut: at('2026-01-31T23:00:00Z'),
        date_fin: at('2026-02-01T02:00:00Z'),
        statut: 'terminee',
      },
      // I3, February: 2 h with no agent.
      {
        mission_id: ma!.id,
        client_id: a!.id,
        date_debut: at('2026-02-10T13:00:00Z'),
        date_fin: at('2026-02-10T15:00:00Z'),
      },
      // I4, February: 2 h planned, 1 h 30 done.
      {
        mission_id: mb!.id,
        client_id: b!.id,
        candidat_id: agent2!.id,
        date_debut: at('2026-02-20T09:00:00Z'),
        date_fin: at('2026-02-20T11:00:00Z'),
        statut: 'terminee',
        pointage_debut_at: at('2026-02-20T09:00:00Z'),
        pointage_fin_at: at('2026-02-20T10:30:00Z'),
      },
      // I5, March: cancelled, counts nowhere.
      {
        mission_id: mb!.id,
        client_id: b!.id,
        candidat_id: agent2!.id,
        date_debut: at('2026-03-05T09:00:00Z'),
        date_fin: at('2026-03-05T13:00:00Z'),
        statut: 'annulee',
        cancelled_at: at('2026-03-01T10:00:00Z'),
      },
      // I6, March: 2 h done; client B's last intervention (B lost in March).
      {
        mission_id: mb!.id,
        client_id: b!.id,
        candidat_id: agent1!.id,
        date_debut: at('2026-03-10T09:00:00Z'),
        date_fin: at('2026-03-10T11:00:00Z'),
        statut: 'terminee',
        pointage_debut_at: at('2026-03-10T09:00:00Z'),
        pointage_fin_at: at('2026-03-10T11:00:00Z'),
      },
      // I7, May: still to come, so client A is not lost.
      {
        mission_id: ma!.id,
        client_id: a!.id,
        candidat_id: agent1!.id,
        date_debut: at('2026-05-05T08:00:00Z'),
        date_fin: at('2026-05-05T10:00:00Z'),
      },
    ])
    .returning({ id: interventions.id });

  await db.insert(intervention_avis).values([
    {
      intervention_id: i1!.id,
      candidat_id: agent1!.id,
      client_id: a!.id,
      note: 5,
      created_at: at('2026-01-07T10:00:00Z'),
    },
    {
      intervention_id: i4!.id,
      candidat_id: agent2!.id,
      client_id: b!.id,
      note: 3,
      created_at: at('2026-02-21T10:00:00Z'),
    },
    // 1 April in Paris: out of the range.
    {
      intervention_id: i6!.id,
      candidat_id: agent1!.id,
      client_id: b!.id,
      note: 4,
      created_at: at('2026-03-31T22:30:00Z'),
    },
  ]);

  // Invoices. F0 issued in December, paid in January. F1 issued on 1 February in Paris, paid in
  // February. F2 (the mutuelle's, services 2 and 1) issued in March, 30 € received, not settled.
  // F3 issued in March, credited in full by AV1 in March. F4 a draft: counts nowhere.
  const invoice = (
    values: Partial<typeof factures.$inferInsert> & {
      client_id: number;
      periode: string;
      montant_ttc: number;
    },
  ) => ({
    numero: `F-${Math.random().toString(36).slice(2, 12)}`,
    date_debut: `${values.periode}-01`,
    date_fin: `${values.periode}-28`,
    statut: 'emise' as const,
    ...values,
  });
  const [f0, f1, f2, f3] = await db
    .insert(factures)
    .values([
      invoice({
        client_id: a!.id,
        periode: '2025-12',
        montant_ttc: 50,
        montant_paye: 50,
        statut: 'payee',
        issued_at: at('2025-12-31T10:00:00Z'),
        paid_at: at('2026-01-15T10:00:00Z'),
      }),
      invoice({
        client_id: a!.id,
        periode: '2026-01',
        montant_ttc: 120,
        montant_paye: 120,
        statut: 'payee',
        issued_at: at('2026-01-31T23:30:00Z'),
        paid_at: at('2026-02-10T10:00:00Z'),
      }),
      invoice({
        client_id: b!.id,
        type: 'mutuelle',
        mutuelle_id: mutuelle!.id,
        periode: '2026-02',
        montant_ttc: 100,
        montant_paye: 30,
        issued_at: at('2026-03-02T10:00:00Z'),
      }),
      invoice({
        client_id: a!.id,
        periode: '2026-02',
        montant_ttc: 80,
        statut: 'annulee',
        issued_at: at('2026-03-03T10:00:00Z'),
      }),
      invoice({
        client_id: a!.id,
        periode: '2026-03',
        montant_ttc: 500,
        numero: null,
        statut: 'brouillon',
      }),
    ])
    .returning({ id: factures.id });
  const [av1] = await db
    .insert(factures)
    .values(
      invoice({
        client_id: a!.id,
        nature: 'avoir',
        avoir_de_facture_id: f3!.id,
        periode: '2026-02',
        montant_ttc: -80,
        issued_at: at('2026-03-20T10:00:00Z'),
      }),
    )
    .returning({ id: factures.id });
  const [, , , , f4] = await db.select({ id: factures.id }).from(factures).orderBy(factures.id);
  const line = (
    factureId: number,
    skillId: number,
    minutes: number,
    ttc: number,
  ): typeof facture_lignes.$inferInsert => ({
    facture_id: factureId,
    libelle: 'Prestation',
    skill_id: skillId,
    minutes,
    quantite: minutes / 60,
    prix_unitaire_ttc: 40,
    taux_tva: 0.1,
    montant_ht: ttc,
    montant_tva: 0,
    montant_ttc: ttc,
  });
  await db
    .insert(facture_lignes)
    .values([
      line(f0!.id, 1, 75, 50),
      line(f1!.id, 1, 180, 120),
      line(f2!.id, 2, 90, 60),
      line(f2!.id, 1, 60, 40),
      line(f3!.id, 1, 120, 80),
      line(av1!.id, 1, -120, -80),
      line(f4!.id, 1, 750, 500),
    ]);

  const signedInAs = async (roles: number[], manager = false) => {
    const { user, email } = await createUser(t, { roles, withClient: false });
    if (manager) await db.update(users).set({ role_manager: true }).where(eq(users.id, user.id));
    return (await signIn(t, email)).access_token;
  };
  const clientUser = await createUser(t, { roles: [5] });
  return {
    admin: await signedInAs([1]),
    manager: await signedInAs([3], true),
    commercial: await signedInAs([3]),
    comptable: await signedInAs([4]),
    client: (await signIn(t, clientUser.email)).access_token,
  };
}

const own = madeForTheFile(buildDataset);

const get = (url: string, token = own.admin) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });

async function statistiques(query: string) {
  const response = await get(`/api/statistiques?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('GET /api/statistiques: the figures of each Paris month', () => {
  it('counts money, hours, occupancy, quotes, clients and ratings month by month', async () => {
    const data = await statistiques('du=2026-01&au=2026-03');
    expect(data.mois.map((m: { mois: string }) => m.mois)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    const pick = (key: string) => data.mois.map((m: Record<string, unknown>) => m[key]);
    expect(pick('ca_emis')).toEqual([0, 120, 100]);
    expect(pick('ca_encaisse')).toEqual([50, 120, 0]);
    expect(pick('ca_restant_du')).toEqual([0, 0, 70]);
    expect(pick('heures_planifiees')).toEqual([3, 7, 2]);
    expect(pick('heures_realisees')).toEqual([3, 4.5, 2]);
    expect(pick('heures_sans_agent')).toEqual([0, 2, 0]);
    expect(pick('heures_facturees')).toEqual([3, 2.5, 0]);
    expect(pick('heures_contrat')).toEqual([155, 180, 195]);
    expect(pick('heures_planifiees_agents')).toEqual([3, 5, 2]);
    expect(pick('taux_occupation')).toEqual([1.9, 2.8, 1]);
    expect(pick('devis_envoyes')).toEqual([1, 1, 1]);
    expect(pick('devis_signes')).toEqual([1, 0, 0]);
    expect(pick('taux_conversion')).toEqual([100, 0, 0]);
    expect(pick('clients_gagnes')).toEqual([1, 1, 0]);
    expect(pick('clients_perdus')).toEqual([0, 0, 2]);
    expect(pick('nb_avis')).toEqual([1, 1, 0]);
    expect(pick('note_moyenne')).toEqual([5, 3, null]);
    expect(data.totaux).toMatchObject({
      ca_emis: 220,
      ca_encaisse: 170,
      ca_restant_du: 70,
      heures_planifiees: 12,
      heures_realisees: 9.5,
      heures_facturees: 5.5,
      heures_sans_agent: 2,
      heures_contrat: 530,
      heures_planifiees_agents: 10,
      taux_occupation: 1.9,
      devis_envoyes: 3,
      devis_signes: 1,
      taux_conversion: 33.3,
      clients_gagnes: 2,
      clients_perdus: 2,
      nb_avis: 2,
      note_moyenne: 4,
    });
    expect(data.agents).toEqual([
      {
        candidat_id: expect.any(Number),
        nom: 'Agent Deux',
        heures_planifiees: 2,
        heures_contrat: 80,
        taux_occupation: 2.5,
      },
      {
        candidat_id: expect.any(Number),
        nom: 'Agent Un',
        heures_planifiees: 8,
        heures_contrat: 450,
        taux_occupation: 1.8,
      },
    ]);
  });

  it('filters by service: the invoices by their lines, the rest by the mission’s service', async () => {
    const one = await statistiques('du=2026-01&au=2026-03&skill_id=1');
    const pick = (data: { mois: Record<string, unknown>[] }, key: string) =>
      data.mois.map((m) => m[key]);
    expect(one.skill_id).toBe(1);
    expect(pick(one, 'ca_emis')).toEqual([0, 120, 40]);
    expect(pick(one, 'ca_encaisse')).toEqual([50, 120, 0]);
    expect(pick(one, 'ca_restant_du')).toEqual([0, 0, 28]);
    expect(pick(one, 'heures_planifiees')).toEqual([3, 5, 0]);
    expect(pick(one, 'heures_realisees')).toEqual([3, 3, 0]);
    expect(pick(one, 'heures_sans_agent')).toEqual([0, 2, 0]);
    expect(pick(one, 'heures_facturees')).toEqual([3, 1, 0]);
    expect(pick(one, 'devis_envoyes')).toEqual([1, 1, 0]);
    expect(pick(one, 'clients_gagnes')).toEqual([1, 0, 0]);
    expect(pick(one, 'clients_perdus')).toEqual([0, 0, 0]);
    expect(pick(one, 'nb_avis')).toEqual([1, 0, 0]);
    // Occupancy is the agents' whatever the service.
    expect(pick(one, 'heures_contrat')).toEqual([155, 180, 195]);

    const two = await statistiques('du=2026-01&au=2026-03&skill_id=2');
    expect(pick(two, 'ca_emis')).toEqual([0, 0, 60]);
    expect(pick(two, 'ca_restant_du')).toEqual([0, 0, 42]);
    expect(pick(two, 'heures_planifiees')).toEqual([0, 2, 2]);
    expect(pick(two, 'heures_facturees')).toEqual([0, 1.5, 0]);
    expect(pick(two, 'devis_envoyes')).toEqual([0, 0, 1]);
    expect(pick(two, 'clients_gagnes')).toEqual([0, 1, 0]);
    // The deactivated client without interventions is lost for all services only.
    expect(pick(two, 'clients_perdus')).toEqual([0, 0, 1]);
    expect(pick(two, 'note_moyenne')).toEqual([null, 3, null]);
  });

  it('carries what was owed before the range into its first month', async () => {
    const data = await statistiques('du=2025-12&au=2026-01');
    expect(data.mois.map((m: { ca_restant_du: number }) => m.ca_restant_du)).toEqual([50, 0]);
    expect(data.mois[0].ca_emis).toBe(50);
  });

  it('refuses a range that ends before it starts, a bad month, a range over 36 months', async () => {
    for (const query of [
      'du=2026-03&au=2026-01',
      'du=2026-13&au=2026-14',
      'du=2020-01&au=2026-01',
      'du=2026-01&au=2026-03&skill_id=9',
      'du=2026-01',
    ]) {
      const response = await get(`/api/statistiques?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('who reads the figures', () => {
  it('lets the administrator and a manager of another role in, nobody else', async () => {
    const url = '/api/statistiques?du=2026-01&au=2026-01';
    expect((await get(url, own.admin)).statusCode).toBe(200);
    expect((await get(url, own.manager)).statusCode).toBe(200);
    for (const token of [own.commercial, own.comptable, own.client]) {
      const response = await get(url, token);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
      expect(response.json().error.message).toMatch(/[Rr]éservé|rôle/);
    }
    for (const path of [
      '/api/statistiques/export?du=2026-01&au=2026-01&format=csv',
      '/api/statistiques/etat-annuel?annee=2026&format=csv',
    ]) {
      expect((await get(path, own.commercial)).statusCode).toBe(403);
      expect((await get(path, own.client)).statusCode).toBe(403);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/statistiques?du=2026-01&au=2026-01' }))
        .statusCode,
    ).toBe(401);
  });
});

/** The CSV's cells, BOM checked and taken off, `;` separated. */
function csvRows(body: Buffer): string[][] {
  const text = body.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text
    .slice(1)
    .split('\r\n')
    .map((line) => line.split(';'));
}

const frNumber = (cell: string | undefined) => Number((cell ?? '').replace(',', '.'));

describe('the exports carry the screen’s totals', () => {
  it('writes the months and their total as CSV (French decimals) and as XLSX', async () => {
    const screen = await statistiques('du=2026-01&au=2026-03&skill_id=1');

    const csv = await get('/api/statistiques/export?du=2026-01&au=2026-03&skill_id=1&format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="statistiques-2026-01-2026-03-service-1.csv"',
    );
    const rows = csvRows(csv.rawPayload);
    const header = rows.find((row) => row[0] === 'Mois')!;
    const total = rows.find((row) => row[0] === 'Total')!;
    const cell = (row: string[], libelle: string) => row[header.indexOf(libelle)];
    expect(frNumber(cell(total, 'CA émis TTC (€)'))).toBe(screen.totaux.ca_emis);
    expect(frNumber(cell(total, 'CA encaissé TTC (€)'))).toBe(screen.totaux.ca_encaisse);
    expect(frNumber(cell(total, 'Heures réalisées'))).toBe(screen.totaux.heures_realisees);
    expect(cell(total, "Taux d'occupation (%)")).toBe('1,9');
    expect(cell(total, 'Taux de conversion (%)')).toBe('50');
    expect(rows.find((row) => row[0] === 'Service')?.[1]).toBe(
      'Entretien du domicile et repassage',
    );

    const xlsx = await get('/api/statistiques/export?du=2026-01&au=2026-03&format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const all = await statistiques('du=2026-01&au=2026-03');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Mois')!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const last = (sheet.getRow(sheet.rowCount).values as unknown[]).slice(1);
    expect(last[0]).toBe('Total');
    expect(sheet.rowCount).toBe(5);
    expect(last[headers.indexOf('CA émis TTC (€)')]).toBe(all.totaux.ca_emis);
    expect(last[headers.indexOf('Restant dû fin de mois TTC (€)')]).toBe(70);
    expect(last[headers.indexOf('Heures planifiées')]).toBe(all.totaux.heures_planifiees);
    expect(last[headers.indexOf('Note moyenne (sur 5)')]).toBe(4);
    const agents = workbook.getWorksheet('Agents')!;
    expect(agents.rowCount).toBe(3);
  });
});

describe('GET /api/statistiques/etat-annuel: the yearly statistical return', () => {
  it('gives hours by activity, clients by type and staff by contract type', async () => {
    const csv = await get('/api/statistiques/etat-annuel?annee=2026&format=csv');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="etat-annuel-2026.csv"');
    const rows = csvRows(csv.rawPayload);
    const row = (first: string) => rows.find((r) => r[0] === first);
    // Activity, hours done, interventions, clients, agents, hours invoiced, invoiced TTC.
    expect(row('Entretien du domicile et repassage')).toEqual([
      'Entretien du domicile et repassage',
      '6',
      '2',
      '1',
      '1',
      '4',
      '160',
    ]);
    expect(row('Accompagnement des personnes dépendantes / auxiliaire de vie')?.slice(1)).toEqual([
      '3,5',
      '2',
      '1',
      '2',
      '1,5',
      '60',
    ]);
    expect(row('Total')).toEqual(['Total', '9,5', '4', '2', '2', '5,5', '220']);
    expect(row('Clients servis')?.[1]).toBe('2');
    expect(row('Pris en charge par une mutuelle')?.[1]).toBe('1');
    expect(row('Particuliers sans mutuelle')?.[1]).toBe('1');
    expect(row('60 ans et plus au 1er janvier 2026')?.[1]).toBe('1');
    expect(row('Moins de 60 ans')?.[1]).toBe('1');
    expect(row('CDI')).toEqual(['CDI', '1', '1825', '8']);
    expect(row('CDD')).toEqual(['CDD', '1', '80', '1,5']);
    expect(row('Intervenants ayant travaillé')).toEqual([
      'Intervenants ayant travaillé',
      '2',
      '',
      '9,5',
    ]);

    const xlsx = await get('/api/statistiques/etat-annuel?annee=2026&format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Activités', 'Clients', 'Salariés']);
    const activites = workbook.getWorksheet('Activités')!;
    expect((activites.getRow(activites.rowCount).values as unknown[]).slice(1)).toEqual([
      'Total',
      9.5,
      4,
      2,
      2,
      5.5,
      220,
    ]);
  });

  it('refuses a year out of range and a format it does not write', async () => {
    expect((await get('/api/statistiques/etat-annuel?annee=1999&format=csv')).statusCode).toBe(400);
    expect((await get('/api/statistiques/etat-annuel?annee=2026&format=pdf')).statusCode).toBe(400);
  });
});
