import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { effectiveFactureStatut, round2 } from '@maisonnee/domain';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/helper.ts';
import { buildApp, type App } from '../../app.ts';
import { testConfig, type AppConfig } from '../../config.ts';
import {
  absences,
  attestations_fiscales,
  candidat_competences,
  clients,
  contrats_travail,
  devis,
  documents,
  facture_lignes,
  factures,
  financeurs,
  interventions,
  prises_en_charge,
  reglement_cesu_titres,
  reglement_imputations,
  reglements,
  users,
} from '../schema/index.ts';
import {
  APA_HOUSEHOLD,
  DEMO_APA_PLAN,
  DEMO_CAISSE_RETRAITE,
  DEMO_CESU_EMETTEUR,
  DEMO_CESU_NUMEROS,
  DEMO_DEPARTEMENT,
} from './demo-agency/financeurs.ts';
import { HOUSEHOLD_PLANS } from './demo-agency/plan.ts';
import { ABSENCE_MOTIF } from './demo-agency/tasks.ts';
import { DEMO_OPERATEUR_EMAIL, DEMO_PASSWORD } from './demo.ts';

/*
 * The demo agency (issue 24, point 3) as `npm start` builds it on an empty DATA_DIR: households on
 * the map, agents with skills, contract and photo, six months of history, invoices in every state
 * with their PDFs, last year's certificates, quotes in every state, open cockpit tasks; every
 * file a row names is in the storage; every invoice's total is the sum of its lines; a second
 * start adds nothing; the same clock gives the same agency.
 */

const NOW = new Date('2026-11-28T10:00:00Z');
let config: AppConfig;
let app: App;

async function start(dataConfig: AppConfig): Promise<App> {
  const started = await buildApp({ config: dataConfig, now: () => NOW });
  await started.ready();
  return started;
}

const db = () => app.database.db;

async function exists(bucket: string, filename: string): Promise<boolean> {
  try {
    return (await stat(join(config.dataDir, 'uploads', bucket, filename))).isFile();
  } catch {
    return false;
  }
}

/** Rows per table of the demo: what a second start must leave as it is. */
async function counts(database: App['database']['db']) {
  const tables = [
    'users',
    'clients',
    'candidats',
    'missions',
    'interventions',
    'intervention_avis',
    'devis',
    'factures',
    'facture_lignes',
    'releves_heures',
    'attestations_fiscales',
    'documents',
    'contrats_travail',
    'absences',
    'notifications',
    'financeurs',
    'prises_en_charge',
    'reglements',
    'reglement_imputations',
    'reglement_cesu_titres',
  ];
  const result: Record<string, number> = {};
  for (const table of tables) {
    const rows = await database.execute(sql.raw(`select count(*)::int as n from ${table}`));
    result[table] = Number((rows as unknown as { rows: { n: number }[] }).rows[0]!.n);
  }
  return result;
}

/** What the agency is, without ids nor generated file names. */
async function digest(database: App['database']['db']) {
  const households = await database
    .select({
      email: clients.email,
      lat: clients.lat,
      lng: clients.lng,
      statut: clients.client_statut_id,
    })
    .from(clients)
    .orderBy(clients.email);
  const visits = await database.execute(
    sql.raw(
      `select c.email, i.date_debut, i.statut, i.pointage_debut_at from interventions i join clients c on c.id = i.client_id order by c.email, i.date_debut, i.id`,
    ),
  );
  const invoices = await database
    .select({
      numero: factures.numero,
      montant: factures.montant_ttc,
      statut: factures.statut,
      paid: factures.paid_at,
    })
    .from(factures)
    .orderBy(factures.numero);
  return JSON.stringify({
    households,
    visits: (visits as unknown as { rows: unknown[] }).rows,
    invoices,
  });
}

beforeAll(async () => {
  config = testConfig({ seedDemo: true, databaseUrl: undefined });
  app = await start(config);
}, 180_000);

afterAll(async () => {
  await app?.close();
  await rm(config.dataDir, { recursive: true, force: true });
});

describe('demo agency', () => {
  it('has about forty households placed on the map, some with an account, a few prospects', async () => {
    const rows = await db().select().from(clients).where(like(clients.email, 'famille.%@demo.fr'));
    expect(rows.length).toBeGreaterThanOrEqual(35);
    expect(rows.every((c) => c.lat !== null && c.lng !== null)).toBe(true);
    for (const c of rows) {
      expect(c.lat!, c.email!).toBeGreaterThan(48.75);
      expect(c.lat!, c.email!).toBeLessThan(48.95);
      expect(c.lng!, c.email!).toBeGreaterThan(2.2);
      expect(c.lng!, c.email!).toBeLessThan(2.5);
    }
    expect(rows.filter((c) => c.client_statut_id === 1).length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((c) => c.mutuelle_id !== null).length).toBeGreaterThanOrEqual(3);
    const accounts = await db()
      .select({ id: users.id })
      .from(users)
      .where(like(users.email, 'famille.%@demo.fr'));
    expect(accounts.length).toBeGreaterThanOrEqual(8);
  });

  it('has a dozen agents with skills, a countersigned contract with weekly hours and a photo', async () => {
    const agents = await db()
      .select()
      .from(users)
      .where(and(sql`6 = any(${users.roles_ids})`, sql`${users.candidat_id} is not null`));
    const complete = [];
    for (const agent of agents) {
      const skills = await db()
        .select()
        .from(candidat_competences)
        .where(eq(candidat_competences.candidat_id, agent.candidat_id!));
      const [contract] = await db()
        .select()
        .from(contrats_travail)
        .where(
          and(
            eq(contrats_travail.candidat_id, agent.candidat_id!),
            eq(contrats_travail.statut, 'contresigne'),
          ),
        );
      if (skills.length > 0 && contract && contract.nb_heures_hebdo > 0 && agent.profile_photo_path)
        complete.push(agent.email);
    }
    expect(complete.length).toBeGreaterThanOrEqual(10);
    // The README's demo agent too: his documents show his contract, his clients his photo.
    expect(complete).toContain('agent@demo.fr');
  });

  it('has six months of interventions done, checked in and out, and planned ones to come', async () => {
    const done = await db()
      .select({
        debut: interventions.date_debut,
        in: interventions.pointage_debut_at,
        out: interventions.pointage_fin_at,
      })
      .from(interventions)
      .where(eq(interventions.statut, 'terminee'));
    expect(done.every((i) => i.in !== null && i.out !== null)).toBe(true);
    const months = new Set(done.map((i) => i.debut.toISOString().slice(0, 7)));
    for (const month of ['2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10'])
      expect(months.has(month), month).toBe(true);
    const planned = await db()
      .select({ id: interventions.id })
      .from(interventions)
      .where(and(eq(interventions.statut, 'planifiee'), sql`${interventions.date_debut} > ${NOW}`));
    expect(planned.length).toBeGreaterThan(50);
  });

  it('has invoices issued, paid and overdue, a credit note, and last year’s tax certificates', async () => {
    const rows = await db().select().from(factures);
    const statuts = new Set(
      rows
        .filter((f) => f.nature === 'facture')
        .map((f) => effectiveFactureStatut({ ...f, dueAt: f.due_at }, NOW)),
    );
    for (const statut of ['emise', 'payee', 'en_retard'])
      expect(statuts.has(statut as never), statut).toBe(true);
    expect(rows.some((f) => f.nature === 'avoir' && f.numero?.startsWith('AV-'))).toBe(true);
    expect(rows.some((f) => f.type === 'mutuelle')).toBe(true);
    // Gapless numbers per series and year.
    const bySeries = new Map<string, number[]>();
    for (const f of rows) {
      if (!f.numero) continue;
      const [serie, annee, n] = f.numero.split('-');
      const key = `${serie}-${annee}`;
      bySeries.set(key, [...(bySeries.get(key) ?? []), Number(n)]);
    }
    for (const [key, numbers] of bySeries) {
      numbers.sort((a, b) => a - b);
      expect(numbers, key).toEqual(numbers.map((_, i) => i + 1));
    }
    const certificates = await db()
      .select()
      .from(attestations_fiscales)
      .where(eq(attestations_fiscales.annee, 2025));
    expect(certificates.length).toBeGreaterThanOrEqual(3);
  });

  it('every invoice’s total is the sum of its lines', async () => {
    const rows = await db().select().from(factures);
    expect(rows.length).toBeGreaterThan(25);
    const lines = await db().select().from(facture_lignes);
    for (const f of rows) {
      const own = lines.filter((l) => l.facture_id === f.id);
      expect(own.length, f.numero ?? String(f.id)).toBeGreaterThan(0);
      expect(round2(own.reduce((t, l) => t + l.montant_ttc, 0)), f.numero ?? '').toBe(
        f.montant_ttc,
      );
      expect(round2(own.reduce((t, l) => t + l.montant_ht, 0)), f.numero ?? '').toBe(f.montant_ht);
    }
  });

  it('has quotes in every state and an absence to replace; the cockpit opens with tasks', async () => {
    const quotes = await db().select({ statut: devis.statut }).from(devis);
    expect(new Set(quotes.map((q) => q.statut)).size).toBeGreaterThanOrEqual(5);
    const [absence] = await db().select().from(absences).where(eq(absences.motif, ABSENCE_MOTIF));
    expect(absence).toBeDefined();
    const covered = await db()
      .select({ id: interventions.id })
      .from(interventions)
      .where(
        and(
          eq(interventions.candidat_id, absence!.candidat_id),
          eq(interventions.statut, 'planifiee'),
          sql`${interventions.date_debut} >= ${absence!.date_debut}`,
          sql`${interventions.date_debut} < ${absence!.date_fin}`,
        ),
      );
    expect(covered.length).toBeGreaterThan(0);

    const signin = await app.inject({
      method: 'POST',
      url: '/api/auth/signin-user',
      payload: { email: DEMO_OPERATEUR_EMAIL, password: DEMO_PASSWORD },
    });
    expect(signin.statusCode, signin.body).toBe(200);
    const { access_token } = signin.json().data as { access_token: string };
    const answer = await app.inject({
      method: 'GET',
      url: '/api/client-cockpit/commercial/counts',
      headers: bearer(access_token),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { par_type } = answer.json().data as { par_type: Record<string, number> };
    for (const type of [
      'devis_a_construire',
      'devis_non_signe',
      'creneaux_sans_agent',
      'absence_non_couverte',
      'releve_conteste',
    ])
      expect(par_type[type] ?? 0, type).toBeGreaterThan(0);
  });

  it('has a département and a retirement fund, an APA plan and a prepaid-CESU payment', async () => {
    const payers = await db().select().from(financeurs);
    for (const payer of [DEMO_DEPARTEMENT, DEMO_CAISSE_RETRAITE]) {
      const row = payers.find((f) => f.nom === payer.nom);
      expect(row, payer.nom).toMatchObject({
        type: payer.type,
        adresse: payer.adresse,
        codep: payer.codep,
        email: payer.email,
        is_active: true,
      });
    }
    const departement = payers.find((f) => f.nom === DEMO_DEPARTEMENT.nom)!;
    const [household] = await db()
      .select()
      .from(clients)
      .where(eq(clients.email, HOUSEHOLD_PLANS[APA_HOUSEHOLD]!.email));
    const plans = await db()
      .select()
      .from(prises_en_charge)
      .where(eq(prises_en_charge.client_id, household!.id));
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({
      financeur_id: departement.id,
      skill_ids: [HOUSEHOLD_PLANS[APA_HOUSEHOLD]!.skill],
      ...DEMO_APA_PLAN,
      montant_mensuel_centimes: null,
      // Over the demo's months (May 2026 on) and the current one.
      date_debut: '2026-05-01',
      date_fin: '2027-04-30',
    });

    const payments = await db()
      .select()
      .from(reglements)
      .where(and(eq(reglements.client_id, household!.id), eq(reglements.mode, 'cesu')));
    expect(payments).toHaveLength(1);
    const payment = payments[0]!;
    expect(payment.annule_at).toBeNull();
    const titres = await db()
      .select()
      .from(reglement_cesu_titres)
      .where(eq(reglement_cesu_titres.reglement_id, payment.id));
    expect(titres.map((t) => [t.support, t.emetteur, t.numero])).toEqual(
      DEMO_CESU_NUMEROS.map((n) => ['e_cesu', DEMO_CESU_EMETTEUR, n]),
    );
    expect(titres.reduce((t, v) => t + v.montant_centimes, 0)).toBe(payment.montant_centimes);
    // Set against one open invoice of the household; the ledger keeps its paid amount.
    const [imputation, ...more] = await db()
      .select()
      .from(reglement_imputations)
      .where(eq(reglement_imputations.reglement_id, payment.id));
    expect(more).toHaveLength(0);
    expect(imputation!.montant_centimes).toBe(payment.montant_centimes);
    const [invoice] = await db()
      .select()
      .from(factures)
      .where(eq(factures.id, imputation!.facture_id));
    expect(invoice).toMatchObject({ client_id: household!.id, type: 'client' });
    const allocated = await db()
      .select()
      .from(reglement_imputations)
      .where(eq(reglement_imputations.facture_id, invoice!.id));
    expect(Math.round(invoice!.montant_paye * 100)).toBe(
      allocated.reduce((t, a) => t + a.montant_centimes, 0),
    );
    expect(invoice!.montant_paye).toBeLessThanOrEqual(invoice!.montant_ttc);
  });

  it('last month’s three exports have lines (sales journal, payments received, payroll)', async () => {
    const signin = await app.inject({
      method: 'POST',
      url: '/api/auth/signin-user',
      payload: { email: DEMO_OPERATEUR_EMAIL, password: DEMO_PASSWORD },
    });
    const { access_token } = signin.json().data as { access_token: string };
    const lines = async (path: string, from: string, to: string) => {
      const answer = await app.inject({
        method: 'GET',
        url: `/api/exports/${path}?from=${from}&to=${to}&format=csv`,
        headers: bearer(access_token),
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.body.split('\n').filter((l) => l.trim() !== '').length;
    };
    for (const path of ['journal-ventes', 'reglements', 'variables-paie']) {
      // A month without activity gives the file's frame alone: last month has more.
      const empty = await lines(path, '2020-01-01', '2020-01-31');
      expect(await lines(path, '2026-10-01', '2026-10-31'), path).toBeGreaterThan(empty);
    }
  });

  it('every file a row names is in the storage', async () => {
    const docs = await db().select().from(documents);
    for (const d of docs)
      expect(await exists(d.bucket, d.filename), `${d.bucket}/${d.filename}`).toBe(true);
    const names = new Set(docs.map((d) => d.filename));
    for (const f of await db()
      .select({ filename: factures.filename, statut: factures.statut })
      .from(factures))
      if (f.statut !== 'brouillon')
        expect(f.filename !== null && names.has(f.filename), String(f.filename)).toBe(true);
    for (const a of await db().select().from(attestations_fiscales))
      expect(names.has(a.filename), a.filename).toBe(true);
    for (const q of await db()
      .select()
      .from(devis)
      .where(sql`${devis.statut} <> 'brouillon'`))
      expect(q.filename !== null && names.has(q.filename), q.reference).toBe(true);
    const photos = await db()
      .select({ path: users.profile_photo_path })
      .from(users)
      .where(sql`${users.profile_photo_path} is not null`);
    expect(photos.length).toBeGreaterThanOrEqual(10);
    for (const p of photos) expect(await exists('photos', p.path!), p.path!).toBe(true);
    const docIds = new Set(docs.map((d) => d.id));
    for (const c of await db().select().from(contrats_travail))
      expect(docIds.has(c.document_id)).toBe(true);
  });

  it('a second start adds nothing; the same clock on an empty directory gives the same agency', async () => {
    const before = await counts(db());
    const first = await digest(db());
    await app.close();
    app = await start(config);
    expect(await counts(db())).toEqual(before);

    const other = testConfig({ seedDemo: true, databaseUrl: undefined });
    const twin = await start(other);
    try {
      expect(await digest(twin.database.db)).toEqual(first);
    } finally {
      await twin.close();
      await rm(other.dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
