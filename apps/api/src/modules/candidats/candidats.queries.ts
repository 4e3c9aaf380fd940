import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { absences, conges, demissions, retards } from '../../db/schema/candidat-declarations.ts';
import { candidat_competences, candidat_statuts, candidats } from '../../db/schema/candidats.ts';
import { intervention_avis, interventions } from '../../db/schema/interventions.ts';

export type CandidatRow = typeof candidats.$inferSelect;
export type CongeRow = typeof conges.$inferSelect;
export type AbsenceRow = typeof absences.$inferSelect;
export type RetardRow = typeof retards.$inferSelect;

export async function findCandidat(db: Db | Tx, id: number) {
  const [row] = await db.select().from(candidats).where(eq(candidats.id, id));
  return row;
}

export async function insertConge(db: Db | Tx, values: typeof conges.$inferInsert) {
  const [row] = await db.insert(conges).values(values).returning();
  return row!;
}

export async function insertAbsence(db: Db | Tx, values: typeof absences.$inferInsert) {
  const [row] = await db.insert(absences).values(values).returning();
  return row!;
}

export async function findAbsence(db: Db | Tx, id: number) {
  const [row] = await db.select().from(absences).where(eq(absences.id, id));
  return row;
}

export async function updateAbsence(
  db: Db | Tx,
  id: number,
  values: Partial<typeof absences.$inferInsert>,
) {
  const [row] = await db.update(absences).set(values).where(eq(absences.id, id)).returning();
  return row!;
}

export async function insertRetard(db: Db | Tx, values: typeof retards.$inferInsert) {
  const [row] = await db.insert(retards).values(values).returning();
  return row!;
}

export async function insertDemission(db: Db | Tx, values: typeof demissions.$inferInsert) {
  const [row] = await db.insert(demissions).values(values).returning();
  return row!;
}

/** Leave of an agent overlapping [from, to] (calendar days), all statuses. */
export function listConges(db: Db | Tx, candidatId: number, from?: string, to?: string) {
  return db
    .select()
    .from(conges)
    .where(
      and(
        eq(conges.candidat_id, candidatId),
        from ? gte(conges.date_fin, from) : undefined,
        to ? lte(conges.date_debut, to) : undefined,
      ),
    )
    .orderBy(asc(conges.date_debut), asc(conges.id));
}

/** Absences of an agent overlapping [from, to). */
export function listAbsences(db: Db | Tx, candidatId: number, from?: Date, to?: Date) {
  return db
    .select()
    .from(absences)
    .where(
      and(
        eq(absences.candidat_id, candidatId),
        from ? or(isNull(absences.date_fin), gte(absences.date_fin, from)) : undefined,
        to ? lt(absences.date_debut, to) : undefined,
      ),
    )
    .orderBy(asc(absences.date_debut), asc(absences.id));
}

/** Delays of an agent, on interventions starting in [from, to). */
export async function listRetards(db: Db | Tx, candidatId: number, from?: Date, to?: Date) {
  const rows = await db
    .select({ retard: retards })
    .from(retards)
    .leftJoin(interventions, eq(interventions.id, retards.intervention_id))
    .where(
      and(
        eq(retards.candidat_id, candidatId),
        from ? gte(interventions.date_debut, from) : undefined,
        to ? lt(interventions.date_debut, to) : undefined,
      ),
    )
    .orderBy(asc(retards.created_at), asc(retards.id));
  return rows.map((row) => row.retard);
}

/** Active agents working in a skill (status 6 "Agent actif"). */
export function listActiveAgentsWithSkill(db: Db | Tx, skillId: number) {
  return db
    .select({
      candidat: candidats,
      statut: candidat_statuts.label,
    })
    .from(candidats)
    .innerJoin(
      candidat_competences,
      and(
        eq(candidat_competences.candidat_id, candidats.id),
        eq(candidat_competences.competence_id, skillId),
      ),
    )
    .leftJoin(candidat_statuts, eq(candidat_statuts.id, candidats.candidat_statut_id))
    .where(and(eq(candidats.is_active, true), eq(candidats.candidat_statut_id, 6)));
}

export async function skillsOfCandidats(db: Db | Tx, ids: number[]) {
  if (ids.length === 0) return new Map<number, number[]>();
  const rows = await db
    .select()
    .from(candidat_competences)
    .where(inArray(candidat_competences.candidat_id, ids));
  const map = new Map<number, number[]>();
  for (const row of rows)
    map.set(row.candidat_id, [...(map.get(row.candidat_id) ?? []), row.competence_id]);
  return map;
}

export async function ratingsOfCandidats(db: Db | Tx, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({
      id: intervention_avis.candidat_id,
      note: sql<number>`avg(${intervention_avis.note})::float8`,
    })
    .from(intervention_avis)
    .where(inArray(intervention_avis.candidat_id, ids))
    .groupBy(intervention_avis.candidat_id);
  return new Map(rows.map((row) => [row.id, Math.round(Number(row.note) * 10) / 10]));
}

/** Accepted leave of agents overlapping [from, to] (calendar days). */
export function acceptedCongesOf(db: Db | Tx, ids: number[], from: string, to: string) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(conges)
    .where(
      and(
        inArray(conges.candidat_id, ids),
        eq(conges.statut, 'accepte'),
        gte(conges.date_fin, from),
        lte(conges.date_debut, to),
      ),
    );
}

export function absencesOf(db: Db | Tx, ids: number[], from: Date, to: Date) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(absences)
    .where(
      and(
        inArray(absences.candidat_id, ids),
        or(isNull(absences.date_fin), gte(absences.date_fin, from)),
        lt(absences.date_debut, to),
      ),
    );
}

/** The agent's planned interventions overlapping [from, to): they need another agent. */
export async function unassignPlannedInterventions(
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

export async function findInterventionBrief(db: Db | Tx, id: number) {
  const [row] = await db
    .select({
      id: interventions.id,
      candidat_id: interventions.candidat_id,
      client_id: interventions.client_id,
      mission_id: interventions.mission_id,
      statut: interventions.statut,
      date_debut: interventions.date_debut,
      date_fin: interventions.date_fin,
    })
    .from(interventions)
    .where(eq(interventions.id, id));
  return row;
}

export async function findStatutLabel(db: Db | Tx, id: number) {
  const [row] = await db
    .select({ label: candidat_statuts.label })
    .from(candidat_statuts)
    .where(eq(candidat_statuts.id, id));
  return row?.label;
}
