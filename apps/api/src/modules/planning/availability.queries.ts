import { and, desc, eq, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { AgentWorkLimits, DeclaredAvailability, LatLng } from '@maisonnee/domain';
import type { Db, Tx } from '../../db/client.ts';
import { absences, conges } from '../../db/schema/candidat-declarations.ts';
import {
  candidat_competences,
  candidat_infos_supp,
  candidat_statuts,
  candidats,
  contrats_travail,
} from '../../db/schema/candidats.ts';
import { intervention_avis, interventions } from '../../db/schema/interventions.ts';
import { withinKm } from '../../lib/geo-sql.ts';
import { idIn } from './read-model.queries.ts';

type Conn = Db | Tx;

/*
 * Reads of the availability engine (availability.service.ts): active agents of a skill, their
 * skills and ratings, their accepted leave and absences. The candidats module owns these tables;
 * planning only reads them here.
 */

/** Candidate status of an agent at work ("Agent actif", candidat_statuts). */
export const STATUT_AGENT_ACTIF = 6;

/** Active agents working in a skill (status "Agent actif"). */
export function listActiveAgentsWithSkill(
  db: Conn,
  skillId: number,
  near: { center: LatLng; km: number } | null = null,
) {
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
    .where(
      and(
        eq(candidats.is_active, true),
        eq(candidats.candidat_statut_id, STATUT_AGENT_ACTIF),
        // Only the agents around the client (indexed box, then exact distance), not all of them.
        near ? withinKm(candidats.lat, candidats.lng, near.center, near.km) : undefined,
      ),
    );
}

export async function skillsOfCandidats(db: Conn, ids: number[]) {
  if (ids.length === 0) return new Map<number, number[]>();
  const rows = await db
    .select()
    .from(candidat_competences)
    .where(idIn(candidat_competences.candidat_id, ids));
  const map = new Map<number, number[]>();
  for (const row of rows)
    map.set(row.candidat_id, [...(map.get(row.candidat_id) ?? []), row.competence_id]);
  return map;
}

export async function ratingsOfCandidats(db: Conn, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({
      id: intervention_avis.candidat_id,
      note: sql<number>`avg(${intervention_avis.note})::float8`,
    })
    .from(intervention_avis)
    .where(idIn(intervention_avis.candidat_id, ids))
    .groupBy(intervention_avis.candidat_id);
  return new Map(rows.map((row) => [row.id, Math.round(Number(row.note) * 10) / 10]));
}

const isDeclaredSlot = (value: unknown): value is DeclaredAvailability => {
  const slot = value as Partial<DeclaredAvailability> | null;
  return (
    typeof slot?.day === 'number' &&
    typeof slot.time_debut === 'string' &&
    typeof slot.time_fin === 'string'
  );
};

/**
 * What agents agreed to work (docs/planning.md): their declared weekly availability
 * (candidat_infos_supp.disponibilites) and the weekly hours of their countersigned contract in
 * force over [from, to] (calendar days; the latest one when several). Agents with neither are
 * answered without limits.
 */
export async function workLimitsOfCandidats(db: Conn, ids: number[], from: string, to: string) {
  const limits = new Map<number, AgentWorkLimits>();
  if (ids.length === 0) return limits;
  const [infos, contrats] = await Promise.all([
    db
      .select({
        candidat_id: candidat_infos_supp.candidat_id,
        disponibilites: candidat_infos_supp.disponibilites,
      })
      .from(candidat_infos_supp)
      .where(idIn(candidat_infos_supp.candidat_id, ids)),
    db
      .select({
        candidat_id: contrats_travail.candidat_id,
        nb_heures_hebdo: contrats_travail.nb_heures_hebdo,
      })
      .from(contrats_travail)
      .where(
        and(
          idIn(contrats_travail.candidat_id, ids),
          eq(contrats_travail.statut, 'contresigne'),
          lte(contrats_travail.date_debut, to),
          or(isNull(contrats_travail.date_fin), gte(contrats_travail.date_fin, from)),
        ),
      )
      .orderBy(desc(contrats_travail.date_debut), desc(contrats_travail.id)),
  ]);
  const entry = (id: number) => {
    let limit = limits.get(id);
    if (!limit) {
      limit = { disponibilites: [], nbHeuresHebdo: null };
      limits.set(id, limit);
    }
    return limit;
  };
  for (const row of infos) {
    const declared = Array.isArray(row.disponibilites) ? row.disponibilites : [];
    entry(row.candidat_id).disponibilites = declared.filter(isDeclaredSlot);
  }
  for (const row of contrats) {
    const limit = entry(row.candidat_id);
    // Ordered newest first: the first contract met is the one in force.
    limit.nbHeuresHebdo ??= row.nb_heures_hebdo;
  }
  return limits;
}

/** Accepted leave of agents overlapping [from, to] (calendar days). */
export function acceptedCongesOf(db: Conn, ids: number[], from: string, to: string) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(conges)
    .where(
      and(
        idIn(conges.candidat_id, ids),
        eq(conges.statut, 'accepte'),
        gte(conges.date_fin, from),
        lte(conges.date_debut, to),
      ),
    );
}

export function absencesOf(db: Conn, ids: number[], from: Date, to: Date) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(absences)
    .where(
      and(
        idIn(absences.candidat_id, ids),
        or(isNull(absences.date_fin), gte(absences.date_fin, from)),
        lt(absences.date_debut, to),
      ),
    );
}

/**
 * What a client knows of agents: the interventions each carried out there (terminee) and the
 * average rating the client gave each (null when never rated).
 */
export async function familiarityWithClient(db: Conn, clientId: number, ids: number[]) {
  const known = new Map<number, { done: number; note: number | null }>();
  if (ids.length === 0) return known;
  const [done, notes] = await Promise.all([
    db
      .select({ id: interventions.candidat_id, n: sql<number>`count(*)::int` })
      .from(interventions)
      .where(
        and(
          eq(interventions.client_id, clientId),
          eq(interventions.statut, 'terminee'),
          idIn(interventions.candidat_id, ids),
        ),
      )
      .groupBy(interventions.candidat_id),
    db
      .select({
        id: intervention_avis.candidat_id,
        note: sql<number>`avg(${intervention_avis.note})::float8`,
      })
      .from(intervention_avis)
      .where(
        and(eq(intervention_avis.client_id, clientId), idIn(intervention_avis.candidat_id, ids)),
      )
      .groupBy(intervention_avis.candidat_id),
  ]);
  for (const row of done)
    if (row.id !== null) known.set(row.id, { done: Number(row.n), note: null });
  for (const row of notes) {
    const entry = known.get(row.id) ?? { done: 0, note: null };
    entry.note = Math.round(Number(row.note) * 10) / 10;
    known.set(row.id, entry);
  }
  return known;
}

/** Locks an agent's row until the end of the transaction (one planning of an agent at a time). */
export async function lockCandidat(tx: Tx, id: number) {
  await tx.select({ id: candidats.id }).from(candidats).where(eq(candidats.id, id)).for('update');
}
