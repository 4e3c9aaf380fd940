import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { interventions } from '../../db/schema/interventions.ts';
import { horaires_recurents, missions } from '../../db/schema/missions.ts';
import { scenarios } from '../../db/schema/scenarios.ts';
import { clients } from '../../db/schema/clients.ts';

/* Data access for scenarios (schedules proposed to a client). */

type Conn = Db | Tx;
export type ScenarioRow = typeof scenarios.$inferSelect;

export async function listScenariosOfClient(db: Conn, clientId: number): Promise<ScenarioRow[]> {
  return db
    .select()
    .from(scenarios)
    .where(eq(scenarios.client_id, clientId))
    .orderBy(desc(scenarios.created_at), desc(scenarios.id));
}

export async function lockScenario(tx: Tx, id: number): Promise<ScenarioRow | undefined> {
  const [row] = await tx
    .select()
    .from(scenarios)
    .where(eq(scenarios.id, id))
    .for('update')
    .limit(1);
  return row;
}

export async function findScenario(db: Conn, id: number): Promise<ScenarioRow | undefined> {
  const [row] = await db.select().from(scenarios).where(eq(scenarios.id, id)).limit(1);
  return row;
}

export async function markScenario(
  tx: Tx,
  id: number,
  values: { statut: 'accepte'; answered_at: Date; mission_id: number },
) {
  await tx.update(scenarios).set(values).where(eq(scenarios.id, id));
}

export async function clientExists(db: Conn, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.id, id))
    .limit(1);
  return Boolean(row);
}

export async function findMission(db: Conn, id: number) {
  const [row] = await db
    .select({ id: missions.id, client_id: missions.client_id, statut: missions.statut })
    .from(missions)
    .where(eq(missions.id, id))
    .limit(1);
  return row;
}

export async function insertMission(tx: Tx, values: typeof missions.$inferInsert): Promise<number> {
  const [row] = await tx.insert(missions).values(values).returning({ id: missions.id });
  return row!.id;
}

export async function insertHoraire(
  tx: Tx,
  values: {
    mission_id: number;
    day: number;
    start_time: string;
    end_time: string;
    candidat_id: number | null;
  },
): Promise<number> {
  const [row] = await tx
    .insert(horaires_recurents)
    .values(values)
    .returning({ id: horaires_recurents.id });
  return row!.id;
}

export async function insertInterventions(tx: Tx, rows: (typeof interventions.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return tx.insert(interventions).values(rows).returning();
}
