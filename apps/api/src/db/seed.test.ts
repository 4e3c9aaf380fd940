import { and, count, eq, getTableName, gte, inArray, is, isNotNull, lt } from 'drizzle-orm';
import { agencyWallClock } from '@maisonnee/domain';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../lib/password.ts';
import * as schema from './schema/index.ts';
import { clients, devis, interventions, missions, notifications, users } from './schema/index.ts';
import {
  DEMO_AGENT_EMAIL,
  DEMO_AGENT_TODAY_SLOTS,
  DEMO_ANNONCES,
  DEMO_CANDIDATS,
  DEMO_CLIENT_ADDRESS,
  DEMO_CLIENT_EMAIL,
  DEMO_OPERATEUR_EMAIL,
  DEMO_PASSWORD,
  DEMO_REFERENCES,
  seedDemo,
} from './seed/demo.ts';
import { DEMO_CLIENT_PAST_REFERENCE } from './seed/demo-agency/demo-client.ts';
import { DEMO_AGENCY_QUOTES } from './seed/demo-agency/quotes.ts';
import { DEMO_STAFF } from './seed/demo-agency/staff.ts';
import { DEMO_PROCHES_COUNT } from './seed/demo-agency/proches.ts';
import { DEMO_TACHES, DEMO_TACHES_MISSIONS } from './seed/demo-agency/acces.ts';
import { DEMO_CAHIER_ENTREES, DEMO_CAHIER_MISSION_REFERENCE } from './seed/demo-agency/cahier.ts';
import { DEMO_PREFERENCES_COUNT } from './seed/demo-agency/profils.ts';
import { openTestDatabase } from './test-database.ts';
import { DEMO_RECRUTEMENT_ANNONCES, DEMO_RECRUTEMENT_CANDIDATS } from './seed/demo-recrutement.ts';

/** The demo candidates with an agent account (demo-recrutement/candidats.ts). */
const DEMO_RECRUTEMENT_ACCOUNTS = DEMO_RECRUTEMENT_CANDIDATS.filter((c) => c.account).length;

/** The demo client's missions made by demo.ts (README « Demo accounts »), done by the demo agent. */
const DEMO_MISSION_REFERENCES = [
  DEMO_REFERENCES.missionRecurrente,
  DEMO_REFERENCES.missionPonctuelle,
  DEMO_REFERENCES.missionMutuelle,
];

// A Wednesday, mid-afternoon UTC; the clock is pinned so the test reads the same every day.
const NOW = new Date('2026-03-18T15:20:00Z');
const DAY_MS = 86_400_000;

const tables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
  is(value, PgTable),
);

describe('seedDemo', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;

  async function countRows(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const [row] = await database.db.select({ n: count() }).from(table);
      counts[getTableName(table)] = row?.n ?? 0;
    }
    return counts;
  }

  /** The demo client's client id and the demo agent's candidat id, read from their accounts. */
  async function demoAccounts() {
    const rows = await database.db
      .select({ email: users.email, clientId: users.client_id, candidatId: users.candidat_id })
      .from(users)
      .where(inArray(users.email, [DEMO_CLIENT_EMAIL, DEMO_AGENT_EMAIL]));
    const byEmail = new Map(rows.map((row) => [row.email, row]));
    return {
      clientId: byEmail.get(DEMO_CLIENT_EMAIL)!.clientId!,
      candidatId: byEmail.get(DEMO_AGENT_EMAIL)!.candidatId!,
    };
  }

  /** What the three README accounts have: rows counted by owner, to compare run after run. */
  async function demoAccountsRows() {
    const { clientId, candidatId } = await demoAccounts();
    const n = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
    const db = database.db;
    return {
      accounts: await n(
        db
          .select({ n: count() })
          .from(users)
          .where(inArray(users.email, [DEMO_CLIENT_EMAIL, DEMO_AGENT_EMAIL, DEMO_OPERATEUR_EMAIL])),
      ),
      clientMissions: (
        await db
          .select({ reference: missions.reference })
          .from(missions)
          .where(eq(missions.client_id, clientId))
          .orderBy(missions.reference)
      ).map((row) => row.reference),
      clientDevis: (
        await db
          .select({ reference: devis.reference })
          .from(devis)
          .where(eq(devis.client_id, clientId))
      ).map((row) => row.reference),
      clientInterventions: await n(
        db.select({ n: count() }).from(interventions).where(eq(interventions.client_id, clientId)),
      ),
      agentInterventions: await n(
        db
          .select({ n: count() })
          .from(interventions)
          .where(eq(interventions.candidat_id, candidatId)),
      ),
      notifications: await n(
        db
          .select({ n: count() })
          .from(notifications)
          .innerJoin(users, eq(users.id, notifications.user_id))
          .where(inArray(users.email, [DEMO_CLIENT_EMAIL, DEMO_AGENT_EMAIL, DEMO_OPERATEUR_EMAIL])),
      ),
    };
  }

  async function agentInterventionsOn(day: Date) {
    const start = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
    return database.db
      .select({
        date_debut: interventions.date_debut,
        date_fin: interventions.date_fin,
        lat: clients.lat,
        lng: clients.lng,
        adresse: clients.adresse,
      })
      .from(interventions)
      .innerJoin(users, eq(users.candidat_id, interventions.candidat_id))
      .innerJoin(clients, eq(clients.id, interventions.client_id))
      .where(
        and(
          eq(users.email, DEMO_AGENT_EMAIL),
          gte(interventions.date_debut, start),
          lt(interventions.date_debut, new Date(start.getTime() + DAY_MS)),
        ),
      )
      .orderBy(interventions.date_debut);
  }

  // Read-only tests share one database seeded once at NOW; the tests that seed again open their
  // own, so that no test depends on another having run before it.
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemo(database.db, { now: NOW });
  });
  afterAll(async () => {
    await database?.close();
  });

  /** Runs `body` on a database of its own, closed afterwards. */
  async function withOwnDatabase(body: () => Promise<void>) {
    const shared = database;
    database = await openTestDatabase();
    try {
      await body();
    } finally {
      await database.close();
      database = shared;
    }
  }

  it('leaves one copy of everything when run twice', () =>
    withOwnDatabase(async () => {
      await seedDemo(database.db, { now: NOW });
      const first = await countRows();
      const firstAccounts = await demoAccountsRows();
      await seedDemo(database.db, { now: NOW });
      const second = await countRows();

      // Table by table, every table of the schema: the second run adds nothing anywhere.
      expect(Object.keys(second)).toHaveLength(tables.length);
      expect(second).toEqual(first);
      expect(await demoAccountsRows()).toEqual(firstAccounts);
      // The comparison is not one of empty tables: what the seed makes is there.
      for (const table of [
        'users',
        'clients',
        'candidats',
        'candidat_evenements',
        'missions',
        'horaires_recurents',
        'interventions',
        'intervention_avis',
        'devis',
        'devis_details',
        'devis_detail_horaires',
        'absences',
        'notifications',
        'annonces',
        'conversations',
        'messages',
      ]) {
        expect(first[table], table).toBeGreaterThan(0);
      }

      expect(first).toMatchObject({
        roles: 6,
        competences: 5,
        document_types: 13,
        mutuelles: 1,
        // The three demo accounts, the office's three other members, the eleven other agents,
        // twelve households with an account (README « Demo accounts »), the recruitment demo's
        // agents and the demo client's relative (demo-agency/proches.ts).
        users: 3 + DEMO_STAFF.length + 11 + 12 + DEMO_RECRUTEMENT_ACCOUNTS + DEMO_PROCHES_COUNT,
        // The demo client's relative follows its household.
        proches: DEMO_PROCHES_COUNT,
        // The invitations of the office's members, in the team's log.
        audit_log: DEMO_STAFF.length,
        // Three households prefer their regular agent (demo-agency/profils.ts).
        client_intervenant_preferences: DEMO_PREFERENCES_COUNT,
        // The tasks of the demo client's four missions (demo-agency/acces.ts).
        mission_taches: DEMO_TACHES.length * DEMO_TACHES_MISSIONS,
        // A visit report and two messages in the demo client's notebook (demo-agency/cahier.ts).
        cahier_entrees: DEMO_CAHIER_ENTREES,
        // The demo client and the forty households.
        clients: 1 + 40,
        candidats: 1 + 11 + DEMO_CANDIDATS.length + DEMO_RECRUTEMENT_CANDIDATS.length,
        // The demo client's four; 28 weekly households, 4 paid by their mutuelle, 4 with two
        // one-off Saturday services each; the 4 prospects have only a quote.
        missions: 4 + 28 + 4 + 4 * 2,
        devis: 1 + DEMO_AGENCY_QUOTES.length,
        annonces: DEMO_ANNONCES.length + DEMO_RECRUTEMENT_ANNONCES.length,
        // Money and files are made at the app's first start (demo-files.ts, demo-agency/money.ts,
        // demo-agency/files.ts), not by the seed.
        factures: 0,
        facture_lignes: 0,
        releves_heures: 0,
        documents: 0,
      });
      expect(firstAccounts).toMatchObject({
        accounts: 3,
        clientMissions: [DEMO_CLIENT_PAST_REFERENCE, ...DEMO_MISSION_REFERENCES].sort(),
        clientDevis: [DEMO_REFERENCES.devis],
      });
      expect(firstAccounts.notifications).toBeGreaterThanOrEqual(3);
      expect(DEMO_CAHIER_MISSION_REFERENCE).toBe(DEMO_REFERENCES.missionRecurrente);
    }));

  it('creates the three accounts with their roles, verified and active', async () => {
    const rows = await database.db.select().from(users).orderBy(users.email);
    const byEmail = new Map(rows.map((user) => [user.email, user]));

    const client = byEmail.get(DEMO_CLIENT_EMAIL);
    expect(client).toMatchObject({ roles_ids: [5], user_role_id: 5, role_manager: false });
    expect(client?.client_id).toEqual(expect.any(Number));
    expect(client?.candidat_id).toBeNull();

    const agent = byEmail.get(DEMO_AGENT_EMAIL);
    expect(agent).toMatchObject({ roles_ids: [6], user_role_id: 6 });
    expect(agent?.candidat_id).toEqual(expect.any(Number));

    const operateur = byEmail.get(DEMO_OPERATEUR_EMAIL);
    expect(operateur).toMatchObject({ roles_ids: [1, 3], user_role_id: 1, role_manager: true });

    for (const user of rows) {
      expect(user.is_active).toBe(true);
      expect(user.email_verified_at).toBeInstanceOf(Date);
      expect(await verifyPassword(user.password_hash, DEMO_PASSWORD)).toBe(true);
    }
  });

  it("gives the agent today's interventions at the client's address", async () => {
    const today = await agentInterventionsOn(NOW);
    expect(today).toHaveLength(DEMO_AGENT_TODAY_SLOTS.length);
    for (const intervention of today) {
      expect(intervention.date_debut.toISOString().slice(0, 10)).toBe('2026-03-18');
      expect(intervention).toMatchObject({
        lat: DEMO_CLIENT_ADDRESS.lat,
        lng: DEMO_CLIENT_ADDRESS.lng,
        adresse: DEMO_CLIENT_ADDRESS.adresse,
      });
    }
    // 15:20 UTC is 16:20 in Paris: the first starts on the half hour before, 16:00 (agency clock).
    expect(today[0]?.date_debut.toISOString()).toBe('2026-03-18T16:00:00.000Z');
  });

  it("adds the new day's interventions on a later run, once", () =>
    withOwnDatabase(async () => {
      await seedDemo(database.db, { now: NOW });
      const first = await countRows();
      const firstAccounts = await demoAccountsRows();
      const later = new Date(NOW.getTime() + 3 * DAY_MS);
      await seedDemo(database.db, { now: later });
      const before = await countRows();
      const beforeAccounts = await demoAccountsRows();
      await seedDemo(database.db, { now: later });
      expect(await countRows()).toEqual(before);
      expect(await demoAccountsRows()).toEqual(beforeAccounts);

      // Three days later, in the same month: the demo agent's interventions of the day at the
      // demo client's, and nothing else.
      const added = DEMO_AGENT_TODAY_SLOTS.length;
      expect(before).toEqual({ ...first, interventions: first.interventions! + added });
      expect(beforeAccounts).toEqual({
        ...firstAccounts,
        clientInterventions: firstAccounts.clientInterventions + added,
        agentInterventions: firstAccounts.agentInterventions + added,
      });
      expect(await agentInterventionsOn(later)).toHaveLength(DEMO_AGENT_TODAY_SLOTS.length);
      expect(await agentInterventionsOn(NOW)).toHaveLength(DEMO_AGENT_TODAY_SLOTS.length);
    }));

  it('builds the missions the client screens need', async () => {
    const { clientId } = await demoAccounts();
    const rows = await database.db.query.missions.findMany({
      where: eq(missions.client_id, clientId),
      with: {
        mutuelle: true,
        horaires_recurents: { with: { agent: true } },
        interventions: { with: { agent: true } },
      },
      orderBy: missions.reference,
    });
    // The demo client's: demo.ts's three, and the past Saturdays of the demo agency.
    expect(rows.map((row) => row.reference)).toEqual(
      [DEMO_CLIENT_PAST_REFERENCE, ...DEMO_MISSION_REFERENCES].sort(),
    );
    const byReference = new Map(rows.map((row) => [row.reference, row]));
    const recurrente = byReference.get(DEMO_REFERENCES.missionRecurrente);
    const ponctuelle = byReference.get(DEMO_REFERENCES.missionPonctuelle);
    const mutuelle = byReference.get(DEMO_REFERENCES.missionMutuelle);
    expect(recurrente?.reference).toBe(DEMO_REFERENCES.missionRecurrente);
    expect(recurrente).toMatchObject({ is_ponctuel: false, client_besoin_skill_id: 1 });
    expect(recurrente?.horaires_recurents).toHaveLength(2);
    // One slot has no agent, and so have its interventions: the mission is not complete.
    const unassigned = recurrente?.horaires_recurents.find((slot) => slot.candidat_id === null);
    expect(unassigned).toBeDefined();
    const slotInterventions = recurrente?.interventions.filter(
      (i) => i.dt_dispo_client_id === unassigned?.id,
    );
    expect(slotInterventions?.length).toBeGreaterThan(0);
    expect(slotInterventions?.every((i) => i.candidat_id === null && i.agent === null)).toBe(true);
    // Planned interventions are ahead; last month's Tuesday mornings are done, checked in and out.
    const past = recurrente!.interventions.filter((i) => i.date_debut <= NOW);
    expect(
      recurrente?.interventions
        .filter((i) => i.statut !== 'terminee')
        .every((i) => i.date_debut > NOW),
    ).toBe(true);
    expect(past.map((i) => i.date_debut.toISOString())).toEqual([
      '2026-02-03T09:00:00.000Z',
      '2026-02-10T09:00:00.000Z',
      '2026-02-17T09:00:00.000Z',
      '2026-02-24T09:00:00.000Z',
    ]);
    for (const done of past) {
      expect(done).toMatchObject({ statut: 'terminee', candidat_id: expect.any(Number) });
      expect(done.agent?.prenom).toBe('Karim');
    }
    // Minutes worked (real clock; Paris is UTC+1 in February): a few off the plan, one longer.
    const worked = past.map((i) =>
      Math.floor((i.pointage_fin_at!.getTime() - i.pointage_debut_at!.getTime()) / 60_000),
    );
    expect(worked).toEqual([186, 178, 207, 177]);
    expect(past[0]!.pointage_debut_at!.toISOString()).toBe('2026-02-03T07:56:00.000Z');

    expect(ponctuelle).toMatchObject({ is_ponctuel: true, client_besoin_skill_id: 3 });
    expect(ponctuelle?.interventions).toHaveLength(1);

    expect(mutuelle).toMatchObject({ nb_heures_total: 20, nb_heures_consommees: 6 });
    expect(mutuelle?.mutuelle?.nom).toEqual(expect.any(String));
    expect(mutuelle?.date_fin?.getTime()).toBeGreaterThan(NOW.getTime());
  });

  it('has a devis waiting for signature, with slots on the half-hour grid', async () => {
    const found = await database.db.query.devis.findFirst({
      where: eq(devis.reference, DEMO_REFERENCES.devis),
      with: { devis_details: { with: { devis_detail_horaires: true } } },
    });
    expect(found?.statut).toBe('en_attente_signature');
    const horaires = found?.devis_details.flatMap((detail) => detail.devis_detail_horaires) ?? [];
    expect(horaires.length).toBeGreaterThan(0);
    for (const horaire of horaires) {
      expect(horaire.time_debut).toMatch(/^\d\d:(00|30)$/);
      expect(horaire.time_fin).toMatch(/^\d\d:(00|30)$/);
    }
    expect(found?.total_ttc).toBe(195);

    // The database refuses a time off the grid.
    await expect(
      database.db.insert(schema.devis_detail_horaires).values({
        devis_detail_id: found!.devis_details[0]!.id,
        day: 2,
        time_debut: '09:15',
        time_fin: '10:00',
      }),
    ).rejects.toMatchObject({ cause: { constraint: 'devis_detail_horaires_time_debut_check' } });
  });

  it('clocks every done visit a few minutes from its planned times, on the Paris clock', async () => {
    // Planned times are the agency's wall clock written as UTC; check-ins are real instants.
    // Read on the Paris clock, a check-in lands minutes from its planned time, never an hour or
    // two away (the timesheet a family confirms shows both).
    const { candidatId } = await demoAccounts();
    const done = await database.db
      .select({
        reference: missions.reference,
        candidat_id: interventions.candidat_id,
        date_debut: interventions.date_debut,
        date_fin: interventions.date_fin,
        pointage_debut_at: interventions.pointage_debut_at,
        pointage_fin_at: interventions.pointage_fin_at,
      })
      .from(interventions)
      .innerJoin(missions, eq(missions.id, interventions.mission_id))
      .where(isNotNull(interventions.pointage_fin_at));
    const offsets = done.map((row) => ({
      ...row,
      arrival:
        (agencyWallClock(row.pointage_debut_at!).getTime() - row.date_debut.getTime()) / 60_000,
      departure:
        (agencyWallClock(row.pointage_fin_at!).getTime() - row.date_fin.getTime()) / 60_000,
    }));

    // The demo agent's visits at the demo client (demo.ts): last month's Tuesdays and the
    // mutuelle's mornings, within half an hour of the plan, one overrun of 25 min.
    const demo = offsets.filter((row) => row.candidat_id === candidatId);
    expect(demo).toHaveLength(4 + 3);
    expect(new Set(demo.map((row) => row.reference))).toEqual(
      new Set([DEMO_REFERENCES.missionRecurrente, DEMO_REFERENCES.missionMutuelle]),
    );
    for (const row of demo) {
      expect(Math.abs(row.arrival)).toBeLessThanOrEqual(5);
      expect(Math.abs(row.departure)).toBeLessThanOrEqual(30);
    }
    expect(demo.filter((row) => Math.abs(row.departure) > 5).map((row) => row.departure)).toEqual([
      25,
    ]);

    // The whole agency (the demo client's past Saturdays included): arrivals a few minutes off,
    // departures from a few minutes early to the overruns of up to 40 min (demo-agency/history.ts).
    expect(offsets.length).toBeGreaterThan(demo.length);
    for (const row of offsets) {
      expect(Math.abs(row.arrival), row.reference ?? undefined).toBeLessThanOrEqual(6);
      expect(row.departure, row.reference ?? undefined).toBeGreaterThanOrEqual(-4);
      expect(row.departure, row.reference ?? undefined).toBeLessThanOrEqual(40);
    }
  });
});
