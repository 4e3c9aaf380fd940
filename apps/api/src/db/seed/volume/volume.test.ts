import { createHash } from 'node:crypto';
import { encryptId } from '@maisonnee/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../app.ts';
import { testConfig } from '../../../config.ts';
import type { Database } from '../../client.ts';
import { clients, devis, users } from '../../schema/index.ts';
import { openTestDatabase } from '../../test-database.ts';
import { expectedCounts, volumePlan } from './plan.ts';
import { VOLUME_PASSWORD, seedVolume, volumeCounts } from './run.ts';
import { VOLUME_TABLES } from './steps.ts';

/*
 * The volume seed at a tiny scale (issue 14, point 3): the counts the plan promises, the same
 * data for the same seed (after a reset too), other data for another seed, a refused second run,
 * and data the product works on: a volume client and agent sign in and see their interventions.
 */

const SCALE = 0.001;
// A Monday; the app's clock below is on that day.
const DAY = '2026-03-02';
const NOW = new Date('2026-03-02T09:00:00Z');
/**
 * checksum() of seed 1 at SCALE on DAY; rows are read as JSON, so a new column changes it (last:
 * issue 25's columns of clients and interventions).
 */
const VOLUME_DIGEST = '859fe1125fd9b0e1db3f982d34c74dc1';

let database: Database;

/**
 * A digest of every volume table (the password hash has a random salt: left out), with instants
 * written in UTC so that PGlite and a PostgreSQL server give the same text.
 */
async function checksum(): Promise<string> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const parts: string[] = [];
    for (const table of VOLUME_TABLES) {
      const row = `(to_jsonb(t) - 'password_hash')::text`;
      const { rows } = await tx.execute<{ h: string | null }>(
        sql.raw(`select md5(string_agg(md5(${row}), '' order by ${row})) as h from ${table} t`),
      );
      parts.push(`${table}:${rows[0]?.h ?? ''}`);
    }
    return createHash('md5').update(parts.join('|')).digest('hex');
  });
}

const seed = (seedNumber: number, reset = false) =>
  seedVolume(database.db, { seed: seedNumber, scale: SCALE, day: DAY, reset });

/*
 * Each test seeds what it reads (seed 1 with --reset, which also works on an empty database), so
 * the tests pass in any order (CI runs the API suite shuffled).
 */

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('seedVolume', () => {
  it('inserts the counts of its plan', async () => {
    const counts = await seed(1, true);
    const plan = volumePlan({ seed: 1, scale: SCALE, day: DAY });
    for (const [table, n] of Object.entries(expectedCounts(plan))) {
      expect({ table, n: counts[table] }).toEqual({ table, n });
    }
    expect(counts.intervention_avis).toBeGreaterThan(0);
    expect(counts.devis_detail_horaires).toBe(plan.slots + plan.devisEnAttente);
    // The same digest on PGlite and on a PostgreSQL server (DATABASE_URL): both engines compute
    // the same rows. It changes only when the generated data is changed on purpose.
    expect(await checksum()).toBe(VOLUME_DIGEST);
  });

  it('spreads interventions over two years, past ones done or cancelled, future ones planned', async () => {
    await seed(1, true);
    const { rows } = await database.db.execute<{ statut: string; past: boolean; n: number }>(sql`
      select statut, date_debut < ${DAY}::timestamptz as past, count(*)::int as n
      from interventions group by 1, 2 order by 1, 2`);
    const byStatus = Object.fromEntries(rows.map((r) => [`${r.statut}:${r.past}`, r.n]));
    expect(byStatus['planifiee:true']).toBeUndefined();
    expect(byStatus['planifiee:false']).toBeGreaterThan(0);
    expect(byStatus['terminee:true']).toBeGreaterThan(byStatus['annulee:true'] ?? 0);
    expect(byStatus['terminee:false']).toBeUndefined();
    const overlaps = await database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from interventions a join interventions b
        on a.candidat_id = b.candidat_id and a.id < b.id
       and a.date_debut < b.date_fin and b.date_debut < a.date_fin`);
    expect(overlaps.rows[0]?.n).toBe(0);
  });

  it('refuses a second run without --reset', async () => {
    await seed(1, true);
    await expect(seed(1)).rejects.toThrow(/--reset/);
  });

  it('keeps, on --reset, the rows that only mention volume data (their reference set to null)', async () => {
    await seed(1, true);
    const [operateur] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'operateur@volume.test'));
    const [client] = await database.db
      .insert(clients)
      .values({ nom: 'Hors-volume', email: 'hors@exemple.fr' })
      .returning({ id: clients.id });
    const [kept] = await database.db
      .insert(devis)
      .values({
        reference: 'HORS-1',
        client_id: client!.id,
        client_besoin_skill_id: 1,
        created_by_user_id: operateur!.id,
      })
      .returning({ id: devis.id });
    await seed(1, true);
    const [after] = await database.db.select().from(devis).where(eq(devis.id, kept!.id));
    expect(after).toMatchObject({ reference: 'HORS-1', created_by_user_id: null });
    await database.db.delete(devis).where(eq(devis.id, kept!.id));
    await database.db.delete(clients).where(eq(clients.id, client!.id));
  });

  it('gives other data for another seed, and the same data again for the same seed', async () => {
    await seed(2, true);
    expect(await checksum()).not.toBe(VOLUME_DIGEST);
    const counts = await seed(1, true);
    expect(await checksum()).toBe(VOLUME_DIGEST);
    expect(counts).toEqual(await volumeCounts(database.db));
  });
});

describe('the product on volume data', () => {
  let app: App;
  const config = testConfig();

  beforeAll(async () => {
    await seed(1, true);
    app = await buildApp({ config, database, now: () => NOW });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  async function signIn(email: string) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signin-user',
      payload: { email, password: VOLUME_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    return { token: data.access_token as string, user: data.user };
  }

  it('shows a client its missions and their interventions', async () => {
    const { token, user } = await signIn('client1@volume.test');
    const headers = { authorization: `Bearer ${token}` };
    const clientId = encryptId(user.client_id, config.idSecret);
    const missions = await app.inject({
      method: 'GET',
      url: `/api/missions/missions-actives/${clientId}`,
      headers,
    });
    expect(missions.statusCode).toBe(200);
    const list = missions.json().data as { id: number }[];
    expect(list.length).toBeGreaterThan(0);
    const interventions = await app.inject({
      method: 'POST',
      url: `/api/missions/interventions/${list[0]!.id}`,
      headers,
      payload: { date_debut: '2026-02-01', date_fin: '2026-03-31' },
    });
    expect(interventions.statusCode).toBe(200);
    expect(interventions.json().data.items.length).toBeGreaterThan(0);
  });

  it('shows an agent its upcoming interventions', async () => {
    const { token, user } = await signIn('agent1@volume.test');
    const upcoming = await app.inject({
      method: 'POST',
      url: '/api/interventions/getInterventionsAgentAVenir',
      headers: { authorization: `Bearer ${token}` },
      payload: { candidat_id: user.candidat_id },
    });
    expect(upcoming.statusCode).toBe(200);
    const datas = upcoming.json().datas as { statut: string }[];
    expect(datas.length).toBeGreaterThan(0);
    expect(datas.every((i) => i.statut === 'planifiee')).toBe(true);
  });

  it('signs the operator in with every back-office role', async () => {
    const { user } = await signIn('operateur@volume.test');
    expect(user.roles_ids).toEqual(expect.arrayContaining([1, 2, 3, 4]));
  });
});
