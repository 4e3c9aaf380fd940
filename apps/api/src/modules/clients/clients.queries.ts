import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  client_statuts,
  clients,
  contacts,
  interlocuteurs,
  mutuelles,
  payment_methods,
} from '../../db/schema/clients.ts';
import { commentaires } from '../../db/schema/commentaires.ts';
import { users } from '../../db/schema/users.ts';

/* Data access for client records and what hangs on them. */

type Conn = Db | Tx;
export type ClientRow = typeof clients.$inferSelect;
export type NewClientRow = typeof clients.$inferInsert;

/** The client with its status label, insurer name and account id. */
export async function findClientById(db: Conn, id: number) {
  const [row] = await db
    .select({ client: clients, statut: client_statuts.label, mutuelleNom: mutuelles.nom })
    .from(clients)
    .leftJoin(client_statuts, eq(client_statuts.id, clients.client_statut_id))
    .leftJoin(mutuelles, eq(mutuelles.id, clients.mutuelle_id))
    .where(eq(clients.id, id))
    .limit(1);
  if (!row) return undefined;
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.client_id, id))
    .orderBy(asc(users.id))
    .limit(1);
  return { ...row, userId: account?.id ?? null };
}

export async function insertClient(db: Conn, values: NewClientRow): Promise<number> {
  const [row] = await db.insert(clients).values(values).returning({ id: clients.id });
  return row!.id;
}

export async function updateClient(db: Conn, id: number, values: Partial<NewClientRow>) {
  await db.update(clients).set(values).where(eq(clients.id, id));
}

export async function clientStatutExists(db: Conn, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: client_statuts.id })
    .from(client_statuts)
    .where(eq(client_statuts.id, id))
    .limit(1);
  return Boolean(row);
}

export async function mutuelleExists(db: Conn, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: mutuelles.id })
    .from(mutuelles)
    .where(eq(mutuelles.id, id))
    .limit(1);
  return Boolean(row);
}

export async function findContacts(db: Conn, clientId: number) {
  return db
    .select()
    .from(contacts)
    .where(eq(contacts.client_id, clientId))
    .orderBy(asc(contacts.id));
}

export async function findInterlocuteurs(db: Conn, clientId: number) {
  return db
    .select()
    .from(interlocuteurs)
    .where(eq(interlocuteurs.client_id, clientId))
    .orderBy(asc(interlocuteurs.id));
}

export async function findPaymentMethods(db: Conn, clientId: number) {
  return db
    .select()
    .from(payment_methods)
    .where(eq(payment_methods.client_id, clientId))
    .orderBy(desc(payment_methods.is_default), asc(payment_methods.id));
}

/** A comment of the team as the client's file shows it, with its author's name (join `users`). */
export const COMMENTAIRE_COLUMNS = {
  id: commentaires.id,
  texte: commentaires.commentaire,
  auteur_id: commentaires.author_user_id,
  auteur_nom: users.name,
  created_at: commentaires.created_at,
};

export async function findCommentaires(db: Conn, clientId: number) {
  return db
    .select(COMMENTAIRE_COLUMNS)
    .from(commentaires)
    .leftJoin(users, eq(users.id, commentaires.author_user_id))
    .where(eq(commentaires.client_id, clientId))
    .orderBy(desc(commentaires.created_at));
}

export async function insertCommentaire(
  db: Conn,
  values: { client_id: number; author_user_id: number; commentaire: string },
) {
  await db.insert(commentaires).values(values);
}

/** A team comment on a candidate's file (the recruitment back office); returns its id. */
export async function insertCandidatCommentaire(
  db: Conn,
  values: { candidat_id: number; author_user_id: number; commentaire: string },
): Promise<number> {
  const [row] = await db.insert(commentaires).values(values).returning({ id: commentaires.id });
  return row!.id;
}

/** Deletes a comment on a candidate's file; false when there is none with this id. */
export async function deleteCandidatCommentaire(db: Conn, id: number): Promise<boolean> {
  const deleted = await db
    .delete(commentaires)
    .where(and(eq(commentaires.id, id), isNotNull(commentaires.candidat_id)))
    .returning({ id: commentaires.id });
  return deleted.length === 1;
}

/** Marks a client record inactive; false when there is no such client. */
export async function deactivateClientRecord(db: Conn, id: number): Promise<boolean> {
  const updated = await db
    .update(clients)
    .set({ is_active: false })
    .where(eq(clients.id, id))
    .returning({ id: clients.id });
  return updated.length === 1;
}

export async function clientRecordExists(db: Conn, id: number): Promise<boolean> {
  return (await db.$count(clients, eq(clients.id, id))) > 0;
}
