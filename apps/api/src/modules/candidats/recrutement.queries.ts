import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { LatLng } from '@maisonnee/domain';
import type { Db, Tx } from '../../db/client.ts';
import {
  candidat_competences,
  candidat_infos_supp,
  candidat_statuts,
  candidats,
  contrats_travail,
} from '../../db/schema/candidats.ts';
import { demissions } from '../../db/schema/candidat-declarations.ts';
import { commentaires } from '../../db/schema/commentaires.ts';
import { documents } from '../../db/schema/documents.ts';
import { interventions } from '../../db/schema/interventions.ts';
import { distanceKmSql, withinKm } from '../../lib/geo-sql.ts';
import { onMap, type MapBox } from '../../lib/map-positions.ts';

/*
 * The recruitment back office's reads and writes of candidate files (docs/recrutement.md):
 * searches, candidates around a point and on the map, the file itself with its services and
 * extra answers, and what keeps a file from being deleted. Interventions (planning) and documents
 * are only read here; documents are deleted through the documents module.
 */

type Conn = Db | Tx;

export interface CandidatFilter {
  /** Each word must match a name, the e-mail or the mobile. */
  words: string[];
  statutIds: number[];
  services: number[];
  codepPrefix?: string | undefined;
  isActive?: boolean | undefined;
}

/** `%text%` for ILIKE, with the caller's own wildcards taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const digitsOf = (column: typeof candidats.mobile) =>
  sql`regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g')`;

/** A candidate without a status is a fresh application (status 1). */
const statutOf = sql`coalesce(${candidats.candidat_statut_id}, 1)`;

function wordCondition(word: string): SQL {
  const like = contains(word);
  const digits = word.replace(/\D/g, '');
  const matches: SQL[] = [
    ilike(candidats.nom, like),
    ilike(candidats.prenom, like),
    ilike(candidats.email, like),
  ];
  // "06 12 34" and "0612" find 06 12 34 56 78: phones compare on their digits only.
  if (digits.length >= 2 && digits.length >= word.replace(/[\s.+-]/g, '').length)
    matches.push(sql`${digitsOf(candidats.mobile)} like ${contains(digits)}`);
  return or(...matches)!;
}

function whereOf(filter: CandidatFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.isActive !== undefined) conditions.push(eq(candidats.is_active, filter.isActive));
  for (const word of filter.words) conditions.push(wordCondition(word));
  if (filter.statutIds.length > 0) conditions.push(inArray(statutOf, filter.statutIds));
  if (filter.codepPrefix)
    conditions.push(sql`${candidats.codep} like ${`${filter.codepPrefix.replace(/\D/g, '')}%`}`);
  if (filter.services.length > 0)
    conditions.push(
      sql`exists (select 1 from ${candidat_competences}
        where ${candidat_competences.candidat_id} = ${candidats.id}
          and ${inArray(candidat_competences.competence_id, filter.services)})`,
    );
  return conditions.length > 0 ? and(...conditions) : undefined;
}

function selectCandidats(conn: Conn) {
  return conn
    .select({ candidat: candidats, statut: candidat_statuts.label })
    .from(candidats)
    .leftJoin(candidat_statuts, eq(candidat_statuts.id, candidats.candidat_statut_id));
}

export type CandidatListRow = Awaited<
  ReturnType<ReturnType<typeof selectCandidats>['execute']>
>[number];

/** A page of candidates matching the filter and how many match in all, by name or newest first. */
export async function searchCandidats(
  conn: Conn,
  filter: CandidatFilter,
  page: { limit: number; offset: number },
  order: 'nom' | 'recent' = 'nom',
) {
  const where = whereOf(filter);
  const orderBy =
    order === 'nom'
      ? [asc(candidats.nom), asc(candidats.prenom), asc(candidats.id)]
      : [desc(candidats.created_at), desc(candidats.id)];
  const [rows, [total]] = await Promise.all([
    selectCandidats(conn)
      .where(where)
      .orderBy(...orderBy)
      .limit(page.limit)
      .offset(page.offset),
    conn.select({ value: count() }).from(candidats).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/**
 * A page of the located candidates within `near.km` of `near.center`, nearest first (the indexed
 * box, then the exact distance: lib/geo-sql.ts), and how many are within the radius in all.
 */
export async function candidatsAround(
  conn: Conn,
  filter: CandidatFilter,
  near: { center: LatLng; km: number },
  page: { limit: number; offset: number },
) {
  const where = and(whereOf(filter), withinKm(candidats.lat, candidats.lng, near.center, near.km));
  const [rows, [total]] = await Promise.all([
    selectCandidats(conn)
      .where(where)
      .orderBy(asc(distanceKmSql(candidats.lat, candidats.lng, near.center)), asc(candidats.id))
      .limit(page.limit)
      .offset(page.offset),
    conn.select({ value: count() }).from(candidats).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Another file with this e-mail (case aside), if any. */
export async function findCandidatIdByEmail(conn: Conn, email: string, exceptId?: number) {
  const [row] = await conn
    .select({ id: candidats.id })
    .from(candidats)
    .where(
      and(
        sql`lower(${candidats.email}) = ${email.toLowerCase()}`,
        exceptId === undefined ? undefined : ne(candidats.id, exceptId),
      ),
    )
    .limit(1);
  return row?.id;
}

export type NewCandidatRow = typeof candidats.$inferInsert;

export async function insertCandidat(conn: Conn, values: NewCandidatRow): Promise<number> {
  const [row] = await conn.insert(candidats).values(values).returning({ id: candidats.id });
  return row!.id;
}

export async function updateCandidat(conn: Conn, id: number, values: Partial<NewCandidatRow>) {
  if (Object.keys(values).length === 0) return;
  await conn.update(candidats).set(values).where(eq(candidats.id, id));
}

/** Replaces the services (need skills) of a candidate; a service sent twice is kept once. */
export async function replaceServices(conn: Conn, candidatId: number, services: number[]) {
  await conn.delete(candidat_competences).where(eq(candidat_competences.candidat_id, candidatId));
  const unique = [...new Set(services)];
  if (unique.length > 0)
    await conn
      .insert(candidat_competences)
      .values(unique.map((competence_id) => ({ candidat_id: candidatId, competence_id })));
}

export type InfosSuppValues = Partial<
  Pick<
    typeof candidat_infos_supp.$inferInsert,
    'reponses' | 'competence_ids' | 'experience_annees' | 'disponibilites'
  >
>;

/** Creates or updates the extra answers of a candidate (one row per candidate). */
export async function upsertInfosSupp(conn: Conn, candidatId: number, values: InfosSuppValues) {
  if (Object.keys(values).length === 0) return;
  await conn
    .insert(candidat_infos_supp)
    .values({ candidat_id: candidatId, ...values })
    .onConflictDoUpdate({ target: candidat_infos_supp.candidat_id, set: values });
}

export async function countInterventions(conn: Conn, candidatId: number): Promise<number> {
  const [row] = await conn
    .select({ value: count() })
    .from(interventions)
    .where(eq(interventions.candidat_id, candidatId));
  return row?.value ?? 0;
}

/** Deletes the contracts of a file being deleted (none waits for a signature: checked before). */
export async function deleteContrats(conn: Conn, candidatId: number) {
  await conn.delete(contrats_travail).where(eq(contrats_travail.candidat_id, candidatId));
}

/** Deletes the resignations of a file being deleted (each points at its letter, a document). */
export async function deleteDemissions(conn: Conn, candidatId: number) {
  await conn.delete(demissions).where(eq(demissions.candidat_id, candidatId));
}

export async function deleteCandidatRow(conn: Conn, id: number) {
  await conn.delete(candidats).where(eq(candidats.id, id));
}

/** Every document of a candidate, to delete with the file. */
export function listAllCandidatDocumentIds(conn: Conn, candidatId: number) {
  return conn
    .select({ id: documents.id })
    .from(documents)
    .where(eq(documents.candidat_id, candidatId));
}

/** A comment on a candidate's file. */
export async function findCandidatCommentaire(conn: Conn, id: number) {
  const [row] = await conn
    .select({
      id: commentaires.id,
      candidat_id: commentaires.candidat_id,
      auteur_id: commentaires.author_user_id,
    })
    .from(commentaires)
    .where(and(eq(commentaires.id, id), isNotNull(commentaires.candidat_id)))
    .limit(1);
  return row;
}

/** The map's candidates: located, in the zone on screen when given, by id, `limit` at most. */
export function candidatsOnMap(
  conn: Conn,
  filter: CandidatFilter,
  bbox: MapBox | undefined,
  limit: number,
) {
  return selectCandidats(conn)
    .where(and(whereOf(filter), onMap(candidats.lat, candidats.lng, bbox)))
    .orderBy(asc(candidats.id))
    .limit(limit);
}
