import { and, asc, desc, eq, gte, isNull, lt, lte, ne, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { absences, conges, demissions, retards } from '../../db/schema/candidat-declarations.ts';
import {
  candidat_competences,
  candidat_statuts,
  candidats,
  contrats_travail,
} from '../../db/schema/candidats.ts';
import { interventions } from '../../db/schema/interventions.ts';

export type CandidatRow = typeof candidats.$inferSelect;
export type CongeRow = typeof conges.$inferSelect;
export type AbsenceRow = typeof absences.$inferSelect;
export type RetardRow = typeof retards.$inferSelect;

export async function findCandidat(db: Db | Tx, id: number): Promise<CandidatRow | undefined> {
  const [row] = await db.select().from(candidats).where(eq(candidats.id, id));
  return row;
}

/** The candidate's row, locked until the end of the caller's transaction. */
export async function lockCandidat(tx: Tx, id: number): Promise<CandidatRow | undefined> {
  const [row] = await tx.select().from(candidats).where(eq(candidats.id, id)).for('update');
  return row;
}

/** The services (need skills) the candidate works in or applies for, by id. */
export async function findServices(db: Db | Tx, candidatId: number): Promise<number[]> {
  const rows = await db
    .select({ id: candidat_competences.competence_id })
    .from(candidat_competences)
    .where(eq(candidat_competences.candidat_id, candidatId))
    .orderBy(asc(candidat_competences.competence_id));
  return rows.map((row) => row.id);
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

export async function findStatutLabel(db: Db | Tx, id: number) {
  const [row] = await db
    .select({ label: candidat_statuts.label })
    .from(candidat_statuts)
    .where(eq(candidat_statuts.id, id));
  return row?.label;
}

/**
 * The state of a candidate's work contracts, newest first (cancelled ones left out): what the
 * agent space needs to know whether a contract waits for the candidate or the agency.
 */
export function listContratStatuts(db: Db | Tx, candidatId: number) {
  return db
    .select({
      id: contrats_travail.id,
      statut: contrats_travail.statut,
      countersigned_at: contrats_travail.countersigned_at,
    })
    .from(contrats_travail)
    .where(and(eq(contrats_travail.candidat_id, candidatId), ne(contrats_travail.statut, 'annule')))
    .orderBy(desc(contrats_travail.sent_at), desc(contrats_travail.id));
}
