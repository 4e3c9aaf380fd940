import {
  and,
  asc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { candidats } from '../../db/schema/candidats.ts';
import { clients } from '../../db/schema/clients.ts';
import {
  intervention_avis,
  MAX_INTERVENTION_HOURS,
  interventions,
  type InterventionStatut,
} from '../../db/schema/interventions.ts';
import { horaires_recurents, missions } from '../../db/schema/missions.ts';
import { users } from '../../db/schema/users.ts';

/*
 * Reads behind the read model (read-model.ts): interventions with their mission's skill, agents'
 * summaries, reviews, clients, slots and mutuelles. No write here, no business rule.
 */

type Conn = Db | Tx;

/**
 * `column = any($1::int[])`: a list of ids as one parameter. drizzle's inArray makes one
 * parameter per id, each built through its entity checks: with the hundreds of ids the agendas
 * and the availability search pass, building the SQL was a third of their time.
 */
export function idIn(column: AnyPgColumn, ids: readonly number[]): SQL {
  return sql`${column} = any(${sql.param([...ids])}::int[])`;
}

const interventionColumns = {
  ...getTableColumns(interventions),
  skill_id: missions.client_besoin_skill_id,
  is_ponctuel: missions.is_ponctuel,
};

export type InterventionRow = typeof interventions.$inferSelect & {
  skill_id: number | null;
  is_ponctuel: boolean | null;
};
export type MissionRow = typeof missions.$inferSelect;

/** Interventions matching `where`, with their mission's skill, in chronological order. */
function selectInterventions(
  db: Conn,
  where: SQL | undefined,
  limit?: number,
): Promise<InterventionRow[]> {
  const query = db
    .select(interventionColumns)
    .from(interventions)
    .leftJoin(missions, eq(missions.id, interventions.mission_id))
    .where(where)
    .orderBy(interventions.date_debut, interventions.id);
  return limit ? query.limit(limit) : query;
}

export async function findInterventionRow(
  db: Conn,
  id: number,
): Promise<InterventionRow | undefined> {
  const [row] = await selectInterventions(db, eq(interventions.id, id), 1);
  return row;
}

/** A client's missions, or missions by id, oldest first. */
export function selectMissions(
  db: Conn,
  where: { clientId: number } | { ids: number[] },
): Promise<MissionRow[]> {
  return db
    .select()
    .from(missions)
    .where(
      'ids' in where ? inArray(missions.id, where.ids) : eq(missions.client_id, where.clientId),
    )
    .orderBy(asc(missions.date_debut), asc(missions.id));
}

export async function findMissionRow(db: Conn, id: number): Promise<MissionRow | undefined> {
  const [row] = await db.select().from(missions).where(eq(missions.id, id));
  return row;
}

/**
 * Name, photo and rating of agents: their first account's photo and their reviews' average and
 * count, each grouped once over these agents. (Correlated subqueries in a one-table select are
 * written by drizzle with unqualified columns, which bound them to the subquery's own table:
 * every user and every review was scanned, and the rating was not the agent's.)
 */
export function selectAgentSummaryRows(db: Conn, candidatIds: number[]) {
  const photos = db
    .selectDistinctOn([users.candidat_id], {
      candidat_id: users.candidat_id,
      photo: users.profile_photo_path,
    })
    .from(users)
    .where(idIn(users.candidat_id, candidatIds))
    .orderBy(users.candidat_id, users.id)
    .as('photos');
  const ratings = db
    .select({
      candidat_id: intervention_avis.candidat_id,
      note: sql<number | null>`avg(${intervention_avis.note})::float8`.as('note'),
      nb: sql<number>`count(*)::int`.as('nb'),
    })
    .from(intervention_avis)
    .where(idIn(intervention_avis.candidat_id, candidatIds))
    .groupBy(intervention_avis.candidat_id)
    .as('ratings');
  return db
    .select({
      id: candidats.id,
      prenom: candidats.prenom,
      nom: candidats.nom,
      photo: photos.photo,
      note: ratings.note,
      nb: ratings.nb,
    })
    .from(candidats)
    .leftJoin(photos, eq(photos.candidat_id, candidats.id))
    .leftJoin(ratings, eq(ratings.candidat_id, candidats.id))
    .where(idIn(candidats.id, candidatIds));
}

/** Which of these interventions the client reviewed. */
export async function selectReviewedIds(db: Conn, interventionIds: number[]): Promise<Set<number>> {
  if (interventionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: intervention_avis.intervention_id })
    .from(intervention_avis)
    .where(idIn(intervention_avis.intervention_id, interventionIds));
  return new Set(rows.map((row) => row.id));
}

export async function selectClientRows(db: Conn, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<number, typeof clients.$inferSelect>();
  const rows = await db.select().from(clients).where(inArray(clients.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Recurring slots of these missions, by day and start time. */
export function selectHorairesOfMissions(db: Conn, missionIds: number[]) {
  return db
    .select()
    .from(horaires_recurents)
    .where(inArray(horaires_recurents.mission_id, missionIds))
    .orderBy(asc(horaires_recurents.day), asc(horaires_recurents.start_time));
}

/** Per mission: interventions not cancelled, and the planned ones still without an agent. */
export async function selectInterventionCounts(
  db: Conn,
  missionIds: number[],
): Promise<Map<number, { total: number; sansAgent: number }>> {
  if (missionIds.length === 0) return new Map();
  const rows = await db
    .select({
      missionId: interventions.mission_id,
      total: sql<number>`count(*)::int`,
      sansAgent: sql<number>`(count(*) filter (where ${interventions.candidat_id} is null and ${interventions.statut} = 'planifiee'))::int`,
    })
    .from(interventions)
    .where(and(inArray(interventions.mission_id, missionIds), ne(interventions.statut, 'annulee')))
    .groupBy(interventions.mission_id);
  return new Map(
    rows.map((row) => [
      row.missionId!,
      { total: Number(row.total), sansAgent: Number(row.sansAgent) },
    ]),
  );
}

const MAX_INTERVENTION_MS = MAX_INTERVENTION_HOURS * 3_600_000;

/** What `selectInterventionsBetween` looks for; every criterion is optional. */
export interface InterventionsBetween {
  /** Overlapping [from, to): ending after `from`, starting before `to`. */
  from?: Date | undefined;
  to?: Date | undefined;
  candidatIds?: number[] | undefined;
  missionId?: number | undefined;
  missionIds?: number[] | undefined;
  clientId?: number | undefined;
  /** Only these statuses (all of them when not given). */
  statuts?: readonly InterventionStatut[] | undefined;
  exceptInterventionId?: number | undefined;
  /**
   * Counts accepted extensions: the search starts 4 hours (the longest extension) before
   * `from`, and the caller compares the effective end.
   */
  withExtensions?: boolean | undefined;
}

/** The condition of `selectInterventionsBetween`. */
function betweenWhere(filter: InterventionsBetween): SQL | undefined {
  const after =
    filter.from && filter.withExtensions
      ? new Date(filter.from.getTime() - 4 * 3_600_000)
      : filter.from;
  return and(
    filter.candidatIds ? idIn(interventions.candidat_id, filter.candidatIds) : undefined,
    filter.missionId ? eq(interventions.mission_id, filter.missionId) : undefined,
    filter.missionIds ? idIn(interventions.mission_id, filter.missionIds) : undefined,
    filter.clientId ? eq(interventions.client_id, filter.clientId) : undefined,
    filter.statuts ? inArray(interventions.statut, [...filter.statuts]) : undefined,
    filter.exceptInterventionId ? ne(interventions.id, filter.exceptInterventionId) : undefined,
    filter.to ? lt(interventions.date_debut, filter.to) : undefined,
    after ? gt(interventions.date_fin, after) : undefined,
    // Same rows (an intervention lasts 24 hours at most), but a bounded range of the
    // (…, date_debut) indexes instead of every earlier intervention.
    after
      ? gt(interventions.date_debut, new Date(after.getTime() - MAX_INTERVENTION_MS))
      : undefined,
  );
}

/**
 * THE "interventions between two days" of the app (agendas, lists of a mission, a client or an
 * agent, agents' busy periods), in chronological order.
 */
export function selectInterventionsBetween(
  db: Conn,
  filter: InterventionsBetween,
): Promise<InterventionRow[]> {
  return selectInterventions(db, betweenWhere(filter));
}

/**
 * The same interventions as `selectInterventionsBetween`, with only what a busy period needs:
 * the availability search reads hundreds of them per call, and mapping their 26 columns each was
 * most of its time.
 */
export function selectBusyRowsBetween(db: Conn, filter: InterventionsBetween) {
  return db
    .select({
      candidat_id: interventions.candidat_id,
      date_debut: interventions.date_debut,
      date_fin: interventions.date_fin,
      prolongation_minutes: interventions.prolongation_minutes,
      prolongation_statut: interventions.prolongation_statut,
    })
    .from(interventions)
    .where(betweenWhere(filter))
    .orderBy(interventions.date_debut, interventions.id);
}

/**
 * `selectBusyRowsBetween` with the position of each intervention's client (null when not
 * located): the agent's visits of the day for the travel time between two of them.
 */
export function selectBusyPlacesBetween(db: Conn, filter: InterventionsBetween) {
  return db
    .select({
      candidat_id: interventions.candidat_id,
      date_debut: interventions.date_debut,
      date_fin: interventions.date_fin,
      prolongation_minutes: interventions.prolongation_minutes,
      prolongation_statut: interventions.prolongation_statut,
      lat: clients.lat,
      lng: clients.lng,
    })
    .from(interventions)
    .leftJoin(clients, eq(clients.id, interventions.client_id))
    .where(betweenWhere(filter))
    .orderBy(interventions.date_debut, interventions.id);
}

/** Interventions by id, in chronological order. */
export function selectInterventionsByIds(db: Conn, ids: number[]) {
  return ids.length ? selectInterventions(db, inArray(interventions.id, ids)) : Promise.resolve([]);
}

/** Planned interventions of a mission still waiting for an agent, from `from` on. */
export function selectWaitingInterventions(db: Conn, missionId: number, from: Date) {
  return selectInterventions(
    db,
    and(
      eq(interventions.mission_id, missionId),
      isNull(interventions.candidat_id),
      eq(interventions.statut, 'planifiee'),
      gte(interventions.date_debut, from),
    ),
  );
}

export async function findClient(db: Conn, id: number) {
  const [row] = await db.select().from(clients).where(eq(clients.id, id));
  return row;
}

export async function findCandidat(db: Conn, id: number) {
  const [row] = await db.select().from(candidats).where(eq(candidats.id, id));
  return row;
}
