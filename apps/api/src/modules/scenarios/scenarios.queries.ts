import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { clients } from '../../db/schema/clients.ts';
import { devis } from '../../db/schema/devis.ts';
import { scenarios } from '../../db/schema/scenarios.ts';
import { users } from '../../db/schema/users.ts';

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

/** The client to write to: its name and the addresses it can be reached at. */
export async function findClientContact(db: Conn, id: number) {
  const [client] = await db
    .select({ id: clients.id, nom: clients.nom, prenom: clients.prenom, email: clients.email })
    .from(clients)
    .where(eq(clients.id, id))
    .limit(1);
  if (!client) return undefined;
  const accounts = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.client_id, id), eq(users.is_active, true)));
  return { ...client, accountEmails: accounts.map((a) => a.email) };
}

/** The client a quote belongs to, or undefined. */
export async function findDevisClientId(db: Conn, id: number) {
  const [row] = await db
    .select({ client_id: devis.client_id })
    .from(devis)
    .where(eq(devis.id, id))
    .limit(1);
  return row?.client_id;
}

export async function insertScenarios(tx: Tx, rows: (typeof scenarios.$inferInsert)[]) {
  return tx.insert(scenarios).values(rows).returning();
}

/** The other proposals of the same batch still open are refused once one is accepted. */
export async function refuseSiblings(tx: Tx, accepted: ScenarioRow, at: Date) {
  const groupe = (accepted.payload as { groupe?: unknown }).groupe;
  if (typeof groupe !== 'string') return;
  await tx
    .update(scenarios)
    .set({ statut: 'refuse', answered_at: at })
    .where(
      and(
        eq(scenarios.client_id, accepted.client_id),
        ne(scenarios.id, accepted.id),
        eq(scenarios.statut, 'propose'),
        sql`${scenarios.payload}->>'groupe' = ${groupe}`,
      ),
    );
}
