import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
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
