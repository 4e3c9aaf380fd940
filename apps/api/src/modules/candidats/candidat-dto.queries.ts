import { asc, avg, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  candidat_competences,
  candidat_evenements,
  candidat_infos_supp,
  candidat_statuts,
  candidats,
} from '../../db/schema/candidats.ts';
import { commentaires } from '../../db/schema/commentaires.ts';
import { intervention_avis } from '../../db/schema/interventions.ts';
import { users } from '../../db/schema/users.ts';

/*
 * Reads of a candidate's whole file (candidatSchema): the record, its status label, its account,
 * its services, its extra answers, its rating and, for the back office, its comments and history.
 * Comments belong to the clients module's `commentaires` table: read here, written by its service.
 */

type Conn = Db | Tx;

export async function findCandidatFile(conn: Conn, id: number) {
  const [row] = await conn
    .select({ candidat: candidats, statut: candidat_statuts.label })
    .from(candidats)
    .leftJoin(candidat_statuts, eq(candidat_statuts.id, candidats.candidat_statut_id))
    .where(eq(candidats.id, id));
  if (!row) return undefined;
  const [account, services, infos, [rating]] = await Promise.all([
    conn
      .select({ id: users.id, profile_photo_path: users.profile_photo_path })
      .from(users)
      .where(eq(users.candidat_id, id))
      .orderBy(asc(users.id))
      .limit(1),
    conn
      .select({ id: candidat_competences.competence_id })
      .from(candidat_competences)
      .where(eq(candidat_competences.candidat_id, id))
      .orderBy(asc(candidat_competences.competence_id)),
    conn.select().from(candidat_infos_supp).where(eq(candidat_infos_supp.candidat_id, id)),
    conn
      .select({ moyenne: avg(intervention_avis.note), nb: count() })
      .from(intervention_avis)
      .where(eq(intervention_avis.candidat_id, id)),
  ]);
  return {
    ...row,
    user: account[0] ?? null,
    services: services.map((service) => service.id),
    infos: infos[0] ?? null,
    noteMoyenne: rating?.moyenne == null ? null : Number(rating.moyenne),
    nbAvis: rating?.nb ?? 0,
  };
}

export type CandidatFileRow = NonNullable<Awaited<ReturnType<typeof findCandidatFile>>>;

/** The comments on a candidate's file, newest first, with their author's name. */
export function listCandidatCommentaires(conn: Conn, candidatId: number) {
  return conn
    .select({
      id: commentaires.id,
      texte: commentaires.commentaire,
      auteur_id: commentaires.author_user_id,
      auteur_nom: users.name,
      created_at: commentaires.created_at,
    })
    .from(commentaires)
    .leftJoin(users, eq(users.id, commentaires.author_user_id))
    .where(eq(commentaires.candidat_id, candidatId))
    .orderBy(desc(commentaires.created_at), desc(commentaires.id));
}

/** The history of a candidate's file, newest first, with who did it. */
export function listCandidatEvenements(conn: Conn, candidatId: number) {
  return conn
    .select({
      id: candidat_evenements.id,
      type: candidat_evenements.type,
      libelle: candidat_evenements.libelle,
      auteur_nom: users.name,
      created_at: candidat_evenements.created_at,
    })
    .from(candidat_evenements)
    .leftJoin(users, eq(users.id, candidat_evenements.user_id))
    .where(eq(candidat_evenements.candidat_id, candidatId))
    .orderBy(desc(candidat_evenements.created_at), desc(candidat_evenements.id));
}

/** The services (need skills) of several candidates, by candidate. */
export async function servicesOfCandidats(
  conn: Conn,
  ids: number[],
): Promise<Map<number, number[]>> {
  const byCandidat = new Map<number, number[]>();
  if (ids.length === 0) return byCandidat;
  const rows = await conn
    .select({
      candidat_id: candidat_competences.candidat_id,
      id: candidat_competences.competence_id,
    })
    .from(candidat_competences)
    .where(inArray(candidat_competences.candidat_id, ids))
    .orderBy(asc(candidat_competences.competence_id));
  for (const row of rows) {
    const list = byCandidat.get(row.candidat_id) ?? [];
    list.push(row.id);
    byCandidat.set(row.candidat_id, list);
  }
  return byCandidat;
}

/** Average rating and number of ratings of several candidates. */
export async function ratingsOfCandidats(conn: Conn, ids: number[]) {
  const byCandidat = new Map<number, number>();
  if (ids.length === 0) return byCandidat;
  const rows = await conn
    .select({ candidat_id: intervention_avis.candidat_id, moyenne: avg(intervention_avis.note) })
    .from(intervention_avis)
    .where(inArray(intervention_avis.candidat_id, ids))
    .groupBy(intervention_avis.candidat_id);
  for (const row of rows)
    if (row.candidat_id !== null && row.moyenne !== null)
      byCandidat.set(row.candidat_id, Number(row.moyenne));
  return byCandidat;
}
