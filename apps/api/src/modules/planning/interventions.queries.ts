import { and, asc, avg, count, desc, eq, gt, gte, inArray, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  intervention_avis,
  interventions,
  type InterventionStatut,
  type NewIntervention,
} from '../../db/schema/interventions.ts';
import { missions } from '../../db/schema/missions.ts';

export type InterventionUpdate = Partial<Omit<NewIntervention, 'id' | 'created_at'>>;

/**
 * Updates an intervention; with `whenStatut`, only if it is still in that status (two check-ins
 * sent at once: the second finds nothing to update). Returns the id, or undefined when nothing
 * was updated.
 */
export async function updateIntervention(
  db: Db | Tx,
  id: number,
  values: InterventionUpdate,
  whenStatut?: InterventionStatut,
) {
  const [row] = await db
    .update(interventions)
    .set(values)
    .where(
      and(eq(interventions.id, id), whenStatut ? eq(interventions.statut, whenStatut) : undefined),
    )
    .returning({ id: interventions.id });
  return row?.id;
}

/** Inserts interventions; returns their ids in the order given. */
export async function insertInterventions(db: Db | Tx, rows: NewIntervention[]) {
  if (rows.length === 0) return [];
  const inserted = await db.insert(interventions).values(rows).returning({ id: interventions.id });
  return inserted.map((row) => row.id);
}

export async function assignInterventions(db: Db | Tx, ids: number[], candidatId: number) {
  if (ids.length === 0) return;
  await db
    .update(interventions)
    .set({ candidat_id: candidatId })
    .where(inArray(interventions.id, ids));
}

/** The agent's planned interventions overlapping [from, to) go back to planning (no agent). */
export function unassignPlannedInterventions(
  db: Db | Tx,
  candidatId: number,
  from: Date,
  to: Date,
) {
  return db
    .update(interventions)
    .set({ candidat_id: null })
    .where(
      and(
        eq(interventions.candidat_id, candidatId),
        eq(interventions.statut, 'planifiee'),
        lt(interventions.date_debut, to),
        gt(interventions.date_fin, from),
      ),
    )
    .returning({
      id: interventions.id,
      client_id: interventions.client_id,
      mission_id: interventions.mission_id,
      date_debut: interventions.date_debut,
      date_fin: interventions.date_fin,
    });
}

export async function deleteInterventions(db: Db | Tx, ids: number[]) {
  if (ids.length === 0) return;
  await db.delete(interventions).where(inArray(interventions.id, ids));
}

/** The planned interventions of a recurring slot from `from` on (the one given included). */
export async function plannedOfSlotFrom(db: Db | Tx, horaireId: number, from: Date) {
  return db
    .select({
      id: interventions.id,
      date_debut: interventions.date_debut,
      date_fin: interventions.date_fin,
      candidat_id: interventions.candidat_id,
    })
    .from(interventions)
    .where(
      and(
        eq(interventions.dt_dispo_client_id, horaireId),
        eq(interventions.statut, 'planifiee'),
        gte(interventions.date_debut, from),
      ),
    )
    .orderBy(asc(interventions.date_debut));
}

// Reviews --------------------------------------------------------------------------------------

export type AvisRow = typeof intervention_avis.$inferSelect;

export async function findAvisOfIntervention(db: Db | Tx, interventionId: number) {
  const [row] = await db
    .select()
    .from(intervention_avis)
    .where(eq(intervention_avis.intervention_id, interventionId));
  return row;
}

export async function insertAvis(
  db: Db | Tx,
  values: {
    intervention_id: number;
    candidat_id: number;
    client_id: number;
    note: number;
    commentaire: string | null;
  },
) {
  const [row] = await db.insert(intervention_avis).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * An agent's reviews, newest first: the note, the comment, the day and the service only. Nothing
 * that identifies the client who wrote it (any signed-in user reads this list).
 */
/** A page of an agent's reviews, newest first (the id breaks ties between equal instants). */
export function listAvisOfAgent(
  db: Db | Tx,
  candidatId: number,
  page: { limit: number; offset: number },
) {
  return db
    .select({
      note: intervention_avis.note,
      commentaire: intervention_avis.commentaire,
      created_at: intervention_avis.created_at,
      skill_id: missions.client_besoin_skill_id,
    })
    .from(intervention_avis)
    .innerJoin(interventions, eq(interventions.id, intervention_avis.intervention_id))
    .leftJoin(missions, eq(missions.id, interventions.mission_id))
    .where(eq(intervention_avis.candidat_id, candidatId))
    .orderBy(desc(intervention_avis.created_at), desc(intervention_avis.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many reviews an agent has and their average, over all of them (not one page). */
export async function avisStatsOfAgent(db: Db | Tx, candidatId: number) {
  const [row] = await db
    .select({ total: count(), moyenne: avg(intervention_avis.note).mapWith(Number) })
    .from(intervention_avis)
    .where(eq(intervention_avis.candidat_id, candidatId));
  return { total: row?.total ?? 0, moyenne: row?.total ? (row.moyenne ?? null) : null };
}

/** A mission's interventions overlapping [from, to) when given; every one otherwise. */
function missionInterventionsWhere(missionId: number, period: { from?: Date; to?: Date }) {
  return and(
    eq(interventions.mission_id, missionId),
    period.to ? lt(interventions.date_debut, period.to) : undefined,
    period.from ? gt(interventions.date_fin, period.from) : undefined,
  );
}

/**
 * One page of a mission's interventions, chronological (the id breaks ties between equal starts,
 * so that no row shows on two pages), and how many there are on the whole period. Both read
 * `interventions_mission_id_idx (mission_id, date_debut)`.
 */
export async function missionInterventionIdsPage(
  db: Db | Tx,
  missionId: number,
  period: { from?: Date; to?: Date },
  page: { limit: number; offset: number },
) {
  const where = missionInterventionsWhere(missionId, period);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: interventions.id })
      .from(interventions)
      .where(where)
      .orderBy(asc(interventions.date_debut), asc(interventions.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(interventions).where(where),
  ]);
  return { ids: rows.map((row) => row.id), total: total?.total ?? 0 };
}
