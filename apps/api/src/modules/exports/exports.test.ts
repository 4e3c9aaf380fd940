import ExcelJS from 'exceljs';
import { travelMinutes } from '@maisonnee/domain';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { absences, conges } from '../../db/schema/candidat-declarations.ts';
import { candidats } from '../../db/schema/candidat-profile.ts';
import { clients, mutuelles } from '../../db/schema/clients.ts';
import { facture_lignes, factures } from '../../db/schema/factures.ts';
import { interventions } from '../../db/schema/interventions.ts';
import { reglement_imputations, reglements } from '../../db/schema/reglements.ts';
import { setClock } from '../../../test/fixtures-missions.ts';
import { saveRules } from '../../../test/fixtures-regles.ts';
import {
  appOfTheFile,
  bearer,
  createUser,
  encrypted,
  madeForTheFile,
  signIn,
  type TestApp,
} from '../../../test/helper.ts';

/*
 * The accounting exports of November 2026 (Paris, UTC+1) on a dataset worked out by hand. Pieces
 * sit on both sides of the Paris midnights that bound the month (23:30 on the 30th is in, 00:30
 * on 1 December is out), so a period cut on the UTC or the machine's clock would fail; the file
 * passes in any TZ (`TZ=Pacific/Kiritimati npx vitest run …`).
 */

const t: TestApp = appOfTheFile();
const NOW = new Date('2026-11-20T10:00:00Z');
const at = (iso: string) => new Date(iso);
const PLACE_A = { lat: 48.8566, lng: 2.3522 };
const PLACE_B = { lat: 48.8666, lng: 2.3722 };

// Each test starts from the default accounts (411000…): one of them saves its own, and the tests
// run in any order (CI shuffles them on PostgreSQL).
beforeEach(async () => {
  await saveRules(t, {});
});

async function buildDataset() {
  setClock(t, NOW);
  const db = t.database.db;
  const [mutuelle] = await db
    .insert(mutuelles)
    .values({ nom: 'Mutuelle des Tilleuls' })
    .returning();
  const clientUser = await createUser(t, { roles: [5] });
  const a = clientUser.clientId!;
  await db.update(clients).set(PLACE_A).where(eq(clients.id, a));
  const [b] = await db
    .insert(clients)
    .values({ nom: 'Bernard', prenom: 'Bruno', mutuelle_id: mutuelle!.id, ...PLACE_B })
    .returning({ id: clients.id });

  const piece = (values: Partial<typeof factures.$inferInsert>) => ({
    client_id: a,
    periode: '2026-11',
    date_debut: '2026-11-01',
    date_fin: '2026-11-30',
    statut: 'emise' as const,
    montant_ttc: 0,
    ...values,
  });
  const [f0, f1, f2, f3, draft] = await db
    .insert(factures)
    .values([
      // 23:59 on 31 October in Paris: before the period.
      piece({
        numero: 'F-2026-000010',
        montant_ht: 10,
        montant_tva: 1,
        montant_ttc: 11,
        issued_at: at('2026-10-31T22:59:00Z'),
        periode: '2026-10',
      }),
      piece({
        numero: 'F-2026-000011',
        montant_ht: 150,
        montant_tva: 12.75,
        montant_ttc: 162.75,
        issued_at: at('2026-11-03T09:00:00Z'),
      }),
      // 23:30 on 30 November in Paris (already December in UTC+14): in.
      piece({
        numero: 'F-2026-000012',
        type: 'mutuelle',
        client_id: b!.id,
        mutuelle_id: mutuelle!.id,
        montant_ht: 20,
        montant_tva: 2,
        montant_ttc: 22,
        issued_at: at('2026-11-30T22:30:00Z'),
      }),
      // 00:30 on 1 December in Paris: out.
      piece({
        numero: 'F-2026-000013',
        montant_ht: 40,
        montant_tva: 4,
        montant_ttc: 44,
        issued_at: at('2026-11-30T23:30:00Z'),
        periode: '2026-12',
      }),
      piece({ statut: 'brouillon', montant_ttc: 99, periode: '2027-01' }),
    ])
    .returning({ id: factures.id });
  const [av] = await db
    .insert(factures)
    .values(
      piece({
        numero: 'AV-2026-000001',
        nature: 'avoir',
        avoir_de_facture_id: f1!.id,
        montant_ht: -10,
        montant_tva: -1,
        montant_ttc: -11,
        issued_at: at('2026-11-10T10:00:00Z'),
      }),
    )
    .returning({ id: factures.id });
  const line = (factureId: number, taux: number, ht: number, tva: number) => ({
    facture_id: factureId,
    libelle: 'Intervention',
    quantite: 1,
    prix_unitaire_ttc: Math.abs(ht + tva),
    taux_tva: taux,
    montant_ht: ht,
    montant_tva: tva,
    montant_ttc: Math.round((ht + tva) * 100) / 100,
  });
  await db
    .insert(facture_lignes)
    .values([
      line(f0!.id, 0.1, 10, 1),
      line(f1!.id, 0.1, 100, 10),
      line(f1!.id, 0.055, 50, 2.75),
      line(f2!.id, 0.1, 20, 2),
      line(f3!.id, 0.1, 40, 4),
      line(draft!.id, 0.1, 90, 9),
      line(av!.id, 0.1, -10, -1),
    ]);

  const [r1] = await db
    .insert(reglements)
    .values([
      {
        client_id: a,
        date: '2026-11-05',
        mode: 'virement',
        reference: 'VIR-1',
        montant_centimes: 10_000,
      },
      {
        client_id: a,
        date: '2026-11-30',
        mode: 'cheque',
        reference: 'CHQ-7',
        montant_centimes: 2_575,
      },
      { client_id: a, date: '2026-12-01', mode: 'carte', montant_centimes: 500 },
      { client_id: a, date: '2026-10-31', mode: 'especes', montant_centimes: 700 },
      {
        client_id: a,
        date: '2026-11-06',
        mode: 'cheque',
        montant_centimes: 900,
        annule_at: at('2026-11-07T10:00:00Z'),
        annule_motif: 'Chèque sans provision',
      },
    ])
    .returning({ id: reglements.id });
  await db
    .insert(reglement_imputations)
    .values({ reglement_id: r1!.id, facture_id: f1!.id, montant_centimes: 10_000 });

  const [agent, other] = await db
    .insert(candidats)
    .values([
      { nom: 'Martin', prenom: 'Lucie' },
      { nom: 'Petit', prenom: 'Jean' },
    ])
    .returning({ id: candidats.id });
  // Planned times are the Paris wall clock written as UTC.
  const visit = (values: Partial<typeof interventions.$inferInsert>) => ({
    client_id: a,
    candidat_id: agent!.id,
    statut: 'terminee' as const,
    date_debut: at('2026-11-03T09:00:00Z'),
    date_fin: at('2026-11-03T11:00:00Z'),
    ...values,
  });
  await db.insert(interventions).values([
    // Toussaint, a Sunday: two hours of holiday.
    visit({ date_debut: at('2026-11-01T10:00:00Z'), date_fin: at('2026-11-01T12:00:00Z') }),
    // Tuesday: two visits, A then B (one leg of travel).
    visit({}),
    visit({
      client_id: b!.id,
      date_debut: at('2026-11-03T14:00:00Z'),
      date_fin: at('2026-11-03T15:30:00Z'),
    }),
    // Sunday evening: three hours, two of them at night (21:00–23:00).
    visit({ date_debut: at('2026-11-08T20:00:00Z'), date_fin: at('2026-11-08T23:00:00Z') }),
    // Monday 30th: checked in 08:00 and out 10:00 Paris (real instants), the check-out sent late.
    visit({
      date_debut: at('2026-11-30T08:00:00Z'),
      date_fin: at('2026-11-30T09:00:00Z'),
      pointage_debut_at: at('2026-11-30T07:00:00Z'),
      pointage_fin_at: at('2026-11-30T09:00:00Z'),
      pointage_fin_recu_at: at('2026-11-30T15:00:00Z'),
    }),
    // Out: 1 December, a cancelled visit, a visit still planned.
    visit({ date_debut: at('2026-12-01T09:00:00Z'), date_fin: at('2026-12-01T10:00:00Z') }),
    visit({
      statut: 'annulee',
      date_debut: at('2026-11-04T09:00:00Z'),
      date_fin: at('2026-11-04T10:00:00Z'),
    }),
    visit({
      statut: 'planifiee',
      candidat_id: other!.id,
      date_debut: at('2026-11-25T09:00:00Z'),
      date_fin: at('2026-11-25T10:00:00Z'),
    }),
  ]);
  await db.insert(conges).values([
    { candidat_id: agent!.id, date_debut: '2026-11-28', date_fin: '2026-12-03', statut: 'accepte' },
    { candidat_id: agent!.id, date_debut: '2026-11-10', date_fin: '2026-11-12', statut: 'refuse' },
  ]);
  await db.insert(absences).values([
    { candidat_id: other!.id, date_debut: at('2026-11-12T08:00:00Z'), motif: 'maladie' },
    { candidat_id: other!.id, date_debut: at('2026-11-13T08:00:00Z'), motif: 'Panne de réveil' },
  ]);

  const signedInAs = async (roles: number[]) => {
    const { email } = await createUser(t, { roles, withClient: false });
    return (await signIn(t, email)).access_token;
  };
  return {
    clientA: a,
    admin: await signedInAs([1]),
    comptable: await signedInAs([4]),
    commercial: await signedInAs([3]),
    agent: await signedInAs([6]),
    client: (await signIn(t, clientUser.email)).access_token,
  };
}

const own = madeForTheFile(buildDataset);

const get = (url: string, token = own.comptable) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });

const NOVEMBER = 'from=2026-11-01&to=2026-11-30';

/** The CSV's lines as cells, BOM checked and taken off, `;` separated. */
async function csv(path: string, query = NOVEMBER): Promise<string[][]> {
  const response = await get(`${path}?${query}&format=csv`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toContain('text/csv');
  expect(response.headers['content-disposition']).toContain('attachment');
  const text = response.rawPayload.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text
    .slice(1)
    .trimEnd()
    .split('\r\n')
    .map((l) => l.split(';'));
}

async function xlsx(path: string, query = NOVEMBER) {
  const response = await get(`${path}?${query}&format=xlsx`);
  expect(response.statusCode, response.body).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return workbook;
}

const cents = (cell: string | undefined) =>
  Math.round(Number((cell ?? '').replace(',', '.')) * 100);

describe('GET /api/exports/journal-ventes: the sales journal', () => {
  it('lists each invoice and credit note issued on a Paris day of the period, VAT by rate, accounts', async () => {
    const rows = await csv('/api/exports/journal-ventes');
    expect(rows[0]).toEqual(['Journal des ventes']);
    const header = rows[1]!;
    expect(header.slice(0, 7)).toEqual([
      'Date',
      'Pièce',
      'Numéro',
      "Facture d'origine",
      'Client',
      'Payeur',
      'Compte tiers',
    ]);
    const col = (name: string) => header.indexOf(name);
    const lines = rows.slice(
      2,
      rows.findIndex((r) => r[0] === 'Total'),
    );
    expect(lines.map((r) => r[2])).toEqual(['F-2026-000011', 'AV-2026-000001', 'F-2026-000012']);
    const [f1, av, f2] = lines as [string[], string[], string[]];
    expect(f1[0]).toBe('03/11/2026');
    expect(f1[col('Base HT 5,5 % (€)')]).toBe('50,00');
    expect(f1[col('TVA 5,5 % (€)')]).toBe('2,75');
    expect(f1[col('Base HT 10 % (€)')]).toBe('100,00');
    expect(f1[col('Total TTC (€)')]).toBe('162,75');
    expect(f1[col('Compte tiers')]).toBe('411000');
    expect(av.slice(1, 4)).toEqual(['Avoir', 'AV-2026-000001', 'F-2026-000011']);
    expect(av[col('Total TTC (€)')]).toBe('-11,00');
    // 23:30 on the last day in Paris is in; the mutuelle pays, on the third-party account.
    expect(f2[0]).toBe('30/11/2026');
    expect(f2[col('Payeur')]).toBe('Mutuelle des Tilleuls');
    expect(f2[col('Compte tiers')]).toBe('411100');
    const total = rows.find((r) => r[0] === 'Total')!;
    expect(total[col('Total TTC (€)')]).toBe('173,75');
    expect(total[col('Total HT (€)')]).toBe('160,00');
    expect(total[col('TVA 10 % (€)')]).toBe('11,00');

    // The entries by account balance: debits = credits = TTC.
    const entriesAt = rows.findIndex((r) => r[0] === 'Écritures par compte');
    const entries = rows.slice(entriesAt + 2);
    expect(entries.find((r) => r[0] === '706200')?.[3]).toBe('110,00');
    expect(entries.find((r) => r[0] === '706100')?.[3]).toBe('50,00');
    expect(entries.find((r) => r[0] === '411000')?.[2]).toBe('151,75');
    expect(entries.at(-1)).toEqual(['Total', '', '173,75', '173,75']);
  });

  it('writes real numbers with a euro format and a bold totals row in XLSX', async () => {
    const sheet = (await xlsx('/api/exports/journal-ventes')).getWorksheet('Journal des ventes')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const ttc = header.indexOf('Total TTC (€)') + 1;
    expect(sheet.getRow(2).getCell(1).value).toEqual(new Date('2026-11-03T00:00:00Z'));
    expect(sheet.getRow(2).getCell(ttc).value).toBe(162.75);
    expect(sheet.getRow(2).getCell(ttc).numFmt).toContain('0.00');
    const last = sheet.lastRow!;
    expect(last.getCell(1).value).toBe('Total');
    expect(last.getCell(ttc).value).toBe(173.75);
    expect(last.font?.bold).toBe(true);
  });

  it('totals what the invoice list shows for the month, to the cent', async () => {
    const list = await get('/api/factures?period=month&limit=100');
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json().data.items as { statut: string; montant_ttc: number }[];
    const listed = items
      .filter((f) => f.statut !== 'brouillon')
      .reduce((sum, f) => sum + Math.round(f.montant_ttc * 100), 0);
    const rows = await csv('/api/exports/journal-ventes');
    const total = rows.find((r) => r[0] === 'Total')!;
    expect(cents(total[rows[1]!.indexOf('Total TTC (€)')])).toBe(listed);
  });
});

describe('GET /api/exports/reglements: payments received by method', () => {
  it('lists the live payments of the period and totals them by method', async () => {
    const rows = await csv('/api/exports/reglements');
    expect(rows[1]).toEqual([
      'Date',
      'Client',
      'Mode',
      'Référence',
      'Factures réglées',
      'Montant (€)',
    ]);
    expect(rows[2]).toEqual([
      '05/11/2026',
      expect.stringContaining('Durand'),
      'Virement',
      'VIR-1',
      'F-2026-000011',
      '100,00',
    ]);
    expect(rows[3]!.slice(2)).toEqual(['Chèque', 'CHQ-7', '', '25,75']);
    expect(rows[4]).toEqual(['Total', '', '', '', '', '125,75']);
    const byModeAt = rows.findIndex((r) => r[0] === 'Total par mode de paiement');
    expect(rows.slice(byModeAt + 1)).toEqual([
      ['Mode', 'Nombre', 'Montant (€)'],
      ['Virement', '1', '100,00'],
      ['Chèque', '1', '25,75'],
      ['Total', '2', '125,75'],
    ]);
  });

  it('totals what the client’s payment ledger shows for the same days', async () => {
    const ledger = await get(`/api/client/${encrypted(t, own.clientA)}/reglements`);
    expect(ledger.statusCode, ledger.body).toBe(200);
    const listed = (
      ledger.json().data.reglements as {
        date: string;
        montant_centimes: number;
        annule_at: string | null;
      }[]
    )
      .filter((r) => r.annule_at === null && r.date >= '2026-11-01' && r.date <= '2026-11-30')
      .reduce((sum, r) => sum + r.montant_centimes, 0);
    const sheet = (await xlsx('/api/exports/reglements')).getWorksheet('Par mode')!;
    expect(Math.round(Number(sheet.lastRow!.getCell(3).value) * 100)).toBe(listed);
  });
});

describe('GET /api/exports/variables-paie: payroll variables per agent and month', () => {
  it('splits the hours, estimates the travel, counts leave, absences and late synchronisations', async () => {
    const rows = await csv('/api/exports/variables-paie');
    const header = rows[1]!;
    const col = (name: string) => header.indexOf(name);
    const lucie = rows.find((r) => r[1] === 'Martin Lucie')!;
    expect(lucie[0]).toBe('2026-11');
    expect(lucie[col('Interventions')]).toBe('5');
    expect(lucie[col('Heures travaillées')]).toBe('10,50');
    expect(lucie[col('Heures en semaine')]).toBe('5,50');
    expect(lucie[col('Heures le dimanche')]).toBe('3,00');
    expect(lucie[col('Heures les jours fériés')]).toBe('2,00');
    expect(lucie[col('Dont heures de nuit (21 h – 6 h)')]).toBe('2,00');
    const minutes = travelMinutes(PLACE_A, PLACE_B, null)!;
    expect(cents(lucie[col('Temps de trajet (heures)')])).toBe(Math.round((minutes / 60) * 100));
    expect(cents(lucie[col('Trajets (km)')])).toBeGreaterThan(200);
    expect(lucie[col('Congés (jours)')]).toBe('3');
    expect(lucie[col('Interventions synchronisées en retard')]).toBe('1');
    const jean = rows.find((r) => r[1] === 'Petit Jean')!;
    expect(jean[col('Interventions')]).toBe('0');
    expect(jean[col('Absences : maladie')]).toBe('1');
    expect(jean[col('Absences : autre')]).toBe('1');
    const total = rows.find((r) => r[0] === 'Total')!;
    expect(total[col('Heures travaillées')]).toBe('10,50');
  });
});

describe('the period and who may export', () => {
  it('refuses a period that ends before it starts, over 366 days, a bad day or format, in French', async () => {
    for (const [query, message] of [
      [
        'from=2026-11-30&to=2026-11-01&format=csv',
        'La date de début doit précéder la date de fin.',
      ],
      ['from=2026-01-01&to=2027-01-02&format=csv', 'Une période de 366 jours au plus.'],
      ['from=2026-11-31&to=2026-12-01&format=csv', 'Dates attendues au format AAAA-MM-JJ.'],
      [`${NOVEMBER}&format=pdf`, 'Format attendu : csv ou xlsx.'],
    ] as const) {
      const response = await get(`/api/exports/journal-ventes?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
      expect(response.body).toContain(message);
    }
  });

  it('lets accounting and the administrator in, not a client, an agent or a commercial', async () => {
    for (const path of ['journal-ventes', 'reglements', 'variables-paie']) {
      const url = `/api/exports/${path}?${NOVEMBER}&format=csv`;
      expect((await get(url, own.admin)).statusCode).toBe(200);
      expect((await get(url, own.comptable)).statusCode).toBe(200);
      expect((await get(url, own.client)).statusCode).toBe(403);
      expect((await get(url, own.agent)).statusCode).toBe(403);
      expect((await get(url, own.commercial)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('the accounts of the sales journal, set in the agency’s rules', () => {
  it('refuses an account of the wrong class in French, then the journal uses the saved one', async () => {
    const settings = await get('/api/agence/parametres', own.admin);
    expect(settings.statusCode, settings.body).toBe(200);
    const rules = settings.json().data.rules;
    expect(rules.comptes_comptables.clients).toBe('411000');
    const put = (comptes: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/agence/parametres/regles',
        headers: bearer(own.admin),
        payload: { ...rules, comptes_comptables: { ...rules.comptes_comptables, ...comptes } },
      });

    const refused = await put({ ventes_10: '411000' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Ventes — TVA 10 % : le compte doit commencer par 70.');

    expect((await put({ clients: '411900' })).statusCode).toBe(200);
    const rows = await csv('/api/exports/journal-ventes');
    const f1 = rows.find((r) => r[2] === 'F-2026-000011')!;
    expect(f1[rows[1]!.indexOf('Compte tiers')]).toBe('411900');
  });
});
