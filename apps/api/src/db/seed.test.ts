import { and, count, eq, getTableName, gte, is, isNotNull, lt } from 'drizzle-orm';
import { agencyWallClock } from '@maisonnee/domain';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../lib/password.ts';
import * as schema from './schema/index.ts';
import { clients, devis, interventions, missions, users } from './schema/index.ts';
import {
  DEMO_AGENT_EMAIL,
  DEMO_AGENT_TODAY_SLOTS,
  DEMO_CLIENT_ADDRESS,
  DEMO_CLIENT_EMAIL,
  DEMO_OPERATEUR_EMAIL,
  DEMO_PASSWORD,
  DEMO_REFERENCES,
  seedDemo,
} from './seed/demo.ts';
import { openTestDatabase } from './test-database.ts';
import { DEMO_RECRUTEMENT_ANNONCES, DEMO_RECRUTEMENT_CANDIDATS } from './seed/demo-recrutement.ts';

/** The demo candidates with an agent account (demo-recrutement/candidats.ts). */
const DEMO_RECRUTEMENT_ACCOUNTS = DEMO_RECRUTEMENT_CANDIDATS.filter((c) => c.account).length;

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
      await seedDemo(database.db, { now: NOW });
      expect(await countRows()).toEqual(first);

      expect(first).toMatchObject({
        roles: 6,
        competences: 5,
        document_types: 13,
        users: 3 + DEMO_RECRUTEMENT_ACCOUNTS,
        clients: 1,
        candidats: 5 + DEMO_RECRUTEMENT_CANDIDATS.length,
        annonces: 5 + DEMO_RECRUTEMENT_ANNONCES.length,
        mutuelles: 1,
        missions: 3,
        horaires_recurents: 2,
        devis: 1,
        factures: 0,
        // The quote's PDF and its row come with the app's start (demo-files.ts), not the seed.
        documents: 0,
      });
      expect(first.devis_details).toBeGreaterThan(0);
      expect(first.devis_detail_horaires).toBeGreaterThan(0);
      expect(first.notifications).toBeGreaterThanOrEqual(2);
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
      const later = new Date(NOW.getTime() + 3 * DAY_MS);
      await seedDemo(database.db, { now: later });
      const before = await countRows();
      await seedDemo(database.db, { now: later });
      expect(await countRows()).toEqual(before);

      expect(await agentInterventionsOn(later)).toHaveLength(DEMO_AGENT_TODAY_SLOTS.length);
      expect(await agentInterventionsOn(NOW)).toHaveLength(DEMO_AGENT_TODAY_SLOTS.length);
      expect(before.users).toBe(3 + DEMO_RECRUTEMENT_ACCOUNTS);
    }));

  it('builds the missions the client screens need', async () => {
    const rows = await database.db.query.missions.findMany({
      with: {
        mutuelle: true,
        horaires_recurents: { with: { agent: true } },
        interventions: { with: { agent: true } },
      },
      orderBy: missions.reference,
    });
    const [recurrente, ponctuelle, mutuelle] = rows;
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
    // Read on the Paris clock, a check-in of the demo lands within half an hour of its planned time (one overrun of 25 min),
    // never an hour or two away (the timesheet a family confirms shows both).
    const done = await database.db
      .select({
        date_debut: interventions.date_debut,
        date_fin: interventions.date_fin,
        pointage_debut_at: interventions.pointage_debut_at,
        pointage_fin_at: interventions.pointage_fin_at,
      })
      .from(interventions)
      .where(isNotNull(interventions.pointage_fin_at));
    expect(done.length).toBeGreaterThan(0);
    for (const row of done) {
      const arrival = agencyWallClock(row.pointage_debut_at!).getTime() - row.date_debut.getTime();
      const departure = agencyWallClock(row.pointage_fin_at!).getTime() - row.date_fin.getTime();
      expect(Math.abs(arrival)).toBeLessThanOrEqual(30 * 60_000);
      expect(Math.abs(departure)).toBeLessThanOrEqual(30 * 60_000);
    }
  });
});
