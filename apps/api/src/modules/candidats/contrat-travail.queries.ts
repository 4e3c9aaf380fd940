import { desc, eq, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { candidats, contrats_travail } from '../../db/schema/candidats.ts';

/*
 * Data access of work contracts (docs/recrutement.md): the contract rows, the candidate they are
 * for (what the PDF prints, the status the contract moves). No business rule here.
 */

export type ContratRow = typeof contrats_travail.$inferSelect;
export type NewContratRow = typeof contrats_travail.$inferInsert;
export type ContratCandidatRow = typeof candidats.$inferSelect;

export async function updateCandidatForContrat(
  conn: Db | Tx,
  id: number,
  values: Partial<typeof candidats.$inferInsert>,
) {
  await conn.update(candidats).set(values).where(eq(candidats.id, id));
}

export async function insertContrat(conn: Db | Tx, values: NewContratRow): Promise<ContratRow> {
  const [row] = await conn.insert(contrats_travail).values(values).returning();
  return row!;
}

export async function findContrat(conn: Db | Tx, id: number) {
  const [row] = await conn.select().from(contrats_travail).where(eq(contrats_travail.id, id));
  return row;
}

export async function lockContrat(conn: Tx, id: number) {
  const [row] = await conn
    .select()
    .from(contrats_travail)
    .where(eq(contrats_travail.id, id))
    .for('update');
  return row;
}

/** The contract one of whose versions (to sign, signed, countersigned) is this document. */
export async function findContratByDocument(conn: Db | Tx, documentId: number) {
  const [row] = await conn
    .select()
    .from(contrats_travail)
    .where(
      or(
        eq(contrats_travail.document_id, documentId),
        eq(contrats_travail.signed_document_id, documentId),
        eq(contrats_travail.countersigned_document_id, documentId),
      ),
    )
    .limit(1);
  return row;
}

/** A candidate's contract waiting for a signature (the candidate's or the agency's), if any. */
export async function findPendingContrat(conn: Db | Tx, candidatId: number) {
  const [row] = await conn
    .select()
    .from(contrats_travail)
    .where(
      sql`${contrats_travail.candidat_id} = ${candidatId} and ${contrats_travail.statut} in ('en_attente_signature', 'signe_agent')`,
    )
    .limit(1);
  return row;
}

/** A candidate's contracts, newest first. */
export function listContrats(conn: Db | Tx, candidatId: number) {
  return conn
    .select()
    .from(contrats_travail)
    .where(eq(contrats_travail.candidat_id, candidatId))
    .orderBy(desc(contrats_travail.created_at), desc(contrats_travail.id));
}

export async function updateContrat(
  conn: Db | Tx,
  id: number,
  values: Partial<NewContratRow>,
): Promise<ContratRow> {
  const [row] = await conn
    .update(contrats_travail)
    .set(values)
    .where(eq(contrats_travail.id, id))
    .returning();
  return row!;
}
