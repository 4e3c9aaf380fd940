import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { contacts, interlocuteurs } from '../../db/schema/clients.ts';

/* The people around a client: its contacts (relatives, neighbours) and interlocutors. */

type Conn = Db | Tx;
export type ContactRow = typeof contacts.$inferSelect;
export type InterlocuteurRow = typeof interlocuteurs.$inferSelect;
type ContactValues = Omit<typeof contacts.$inferInsert, 'id' | 'client_id'>;
type InterlocuteurValues = Omit<typeof interlocuteurs.$inferInsert, 'id' | 'client_id'>;

export function listContacts(db: Conn, clientId: number) {
  return db
    .select()
    .from(contacts)
    .where(eq(contacts.client_id, clientId))
    .orderBy(asc(contacts.id));
}

/**
 * Replaces a client's contacts: those with an id are updated, the others inserted, and those
 * left out deleted. Takes the caller's transaction (all or nothing).
 */
export async function replaceContacts(
  tx: Tx,
  clientId: number,
  list: { id?: number | undefined; values: ContactValues }[],
) {
  const kept = list.flatMap((contact) => (contact.id ? [contact.id] : []));
  await tx
    .delete(contacts)
    .where(
      kept.length > 0
        ? and(eq(contacts.client_id, clientId), notInArray(contacts.id, kept))
        : eq(contacts.client_id, clientId),
    );
  for (const contact of list) {
    if (contact.id) {
      await tx
        .update(contacts)
        .set(contact.values)
        .where(and(eq(contacts.id, contact.id), eq(contacts.client_id, clientId)));
    } else {
      await tx.insert(contacts).values({ ...contact.values, client_id: clientId });
    }
  }
}

export function listInterlocuteurs(db: Conn, clientId: number) {
  return db
    .select()
    .from(interlocuteurs)
    .where(eq(interlocuteurs.client_id, clientId))
    .orderBy(asc(interlocuteurs.id));
}

export async function findInterlocuteur(db: Conn, id: number) {
  const [row] = await db.select().from(interlocuteurs).where(eq(interlocuteurs.id, id)).limit(1);
  return row;
}

export async function countInterlocuteurs(db: Conn, clientId: number) {
  return db.$count(interlocuteurs, eq(interlocuteurs.client_id, clientId));
}

export async function insertInterlocuteur(
  db: Conn,
  clientId: number,
  values: InterlocuteurValues,
): Promise<InterlocuteurRow> {
  const [row] = await db
    .insert(interlocuteurs)
    .values({ ...values, client_id: clientId })
    .returning();
  return row!;
}

export async function updateInterlocuteur(
  db: Conn,
  id: number,
  values: Partial<InterlocuteurValues>,
): Promise<InterlocuteurRow | undefined> {
  const [row] = await db
    .update(interlocuteurs)
    .set(values)
    .where(eq(interlocuteurs.id, id))
    .returning();
  return row;
}
