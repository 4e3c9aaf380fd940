import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { candidat_competences, candidat_infos_supp, candidats } from '../../db/schema/candidats.ts';
import { documents } from '../../db/schema/documents.ts';
import { users } from '../../db/schema/users.ts';

/*
 * Data access of the public application (docs/recrutement.md): the candidate's row, its services,
 * its answers (candidat_infos_supp) and, read only, the documents it sent. No business rule here.
 */

type Conn = Db | Tx;

export type CandidatRow = typeof candidats.$inferSelect;
export type NewCandidatRow = typeof candidats.$inferInsert;
export type InfosSuppRow = typeof candidat_infos_supp.$inferSelect;
export type InfosSuppValues = Partial<
  Pick<
    typeof candidat_infos_supp.$inferInsert,
    'reponses' | 'competence_ids' | 'experience_annees' | 'disponibilites'
  >
>;

/**
 * True when an e-mail is already another candidate's (any case) or a user account's; the
 * candidate `exceptCandidatId` and its own account do not count.
 */
export async function isEmailTaken(
  conn: Conn,
  email: string,
  exceptCandidatId?: number,
): Promise<boolean> {
  const normalized = email.trim().toLowerCase();
  const [candidat] = await conn
    .select({ id: candidats.id })
    .from(candidats)
    .where(
      and(
        sql`lower(${candidats.email}) = ${normalized}`,
        exceptCandidatId === undefined ? undefined : ne(candidats.id, exceptCandidatId),
      ),
    )
    .limit(1);
  if (candidat) return true;
  const [user] = await conn
    .select({ id: users.id, candidatId: users.candidat_id })
    .from(users)
    .where(eq(users.email, normalized))
    .limit(1);
  return (
    user !== undefined && (exceptCandidatId === undefined || user.candidatId !== exceptCandidatId)
  );
}

export async function insertCandidat(conn: Conn, values: NewCandidatRow): Promise<CandidatRow> {
  const [row] = await conn.insert(candidats).values(values).returning();
  return row!;
}

export async function updateCandidat(
  conn: Conn,
  id: number,
  values: Partial<NewCandidatRow>,
): Promise<CandidatRow> {
  const [row] = await conn
    .update(candidats)
    .set({ ...values, updated_at: new Date() })
    .where(eq(candidats.id, id))
    .returning();
  return row!;
}

/** The services (need skills) the candidate applies for, replaced as a whole. */
export async function replaceServices(conn: Conn, candidatId: number, services: number[]) {
  await conn.delete(candidat_competences).where(eq(candidat_competences.candidat_id, candidatId));
  if (services.length === 0) return;
  await conn
    .insert(candidat_competences)
    .values([...new Set(services)].map((id) => ({ candidat_id: candidatId, competence_id: id })));
}

/** Creates or updates the one answers row of a candidate with the values given. */
export async function saveInfosSupp(conn: Conn, candidatId: number, values: InfosSuppValues) {
  await conn
    .insert(candidat_infos_supp)
    .values({ candidat_id: candidatId, ...values })
    .onConflictDoUpdate({
      target: candidat_infos_supp.candidat_id,
      set: { ...values, updated_at: new Date() },
    });
}

export async function findInfosSupp(
  conn: Conn,
  candidatId: number,
): Promise<InfosSuppRow | undefined> {
  const [row] = await conn
    .select()
    .from(candidat_infos_supp)
    .where(eq(candidat_infos_supp.candidat_id, candidatId));
  return row;
}

/** Revokes every application link given before: answers the new version. */
export async function bumpLinkVersion(conn: Conn, candidatId: number): Promise<number> {
  const [row] = await conn
    .update(candidats)
    .set({ candidature_link_version: sql`${candidats.candidature_link_version} + 1` })
    .where(eq(candidats.id, candidatId))
    .returning({ version: candidats.candidature_link_version });
  return row!.version;
}

/**
 * How many documents the public application of a candidate holds and their total size: those
 * sent without an account (`uploaded_by_user_id` null), not what the agency filed since.
 */
export async function candidatureDocumentTotals(
  conn: Conn,
  candidatId: number,
): Promise<{ count: number; bytes: number }> {
  const [row] = await conn
    .select({
      count: sql<number>`count(*)::int`,
      bytes: sql<number>`coalesce(sum(${documents.size_bytes}), 0)::bigint`,
    })
    .from(documents)
    .where(and(eq(documents.candidat_id, candidatId), isNull(documents.uploaded_by_user_id)));
  return { count: Number(row?.count ?? 0), bytes: Number(row?.bytes ?? 0) };
}
