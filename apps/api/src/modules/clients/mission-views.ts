import type { AgentSummary, Intervention, Mission } from '@maisonnee/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { candidats } from '../../db/schema/candidats.ts';
import { mutuelles } from '../../db/schema/clients.ts';
import { intervention_avis, interventions } from '../../db/schema/interventions.ts';
import { horaires_recurents, missions } from '../../db/schema/missions.ts';
import { users } from '../../db/schema/users.ts';

/*
 * Read-only views of missions and interventions as a client sees them (contract missionSchema,
 * interventionSchema), for the calls of this module that answer with them (client record, signed
 * quote, accepted scenario). Writing missions stays with the missions module.
 */

type SkillId = 1 | 2 | 3 | 4 | 5;
type Conn = Db | Tx;

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** First name, initial of the last name, photo and rating of each agent. */
export async function findAgentSummaries(
  db: Conn,
  candidatIds: number[],
): Promise<Map<number, AgentSummary>> {
  const ids = [...new Set(candidatIds)];
  const summaries = new Map<number, AgentSummary>();
  if (ids.length === 0) return summaries;
  const [people, notes] = await Promise.all([
    db
      .select({
        id: candidats.id,
        prenom: candidats.prenom,
        nom: candidats.nom,
        photo: users.profile_photo_path,
      })
      .from(candidats)
      .leftJoin(users, eq(users.candidat_id, candidats.id))
      .where(inArray(candidats.id, ids)),
    db
      .select({
        candidatId: intervention_avis.candidat_id,
        average: sql<string | number>`avg(${intervention_avis.note})`,
        count: sql<string | number>`count(*)`,
      })
      .from(intervention_avis)
      .where(inArray(intervention_avis.candidat_id, ids))
      .groupBy(intervention_avis.candidat_id),
  ]);
  const byAgent = new Map(notes.map((n) => [n.candidatId, n]));
  for (const person of people) {
    if (summaries.has(person.id)) continue;
    const note = byAgent.get(person.id);
    summaries.set(person.id, {
      id: person.id,
      prenom: person.prenom ?? '',
      nom_initiale: person.nom ? `${person.nom.charAt(0).toUpperCase()}.` : '',
      profile_photo_path: person.photo ?? null,
      note_moyenne: note ? Math.round(Number(note.average) * 10) / 10 : null,
      nb_avis: note ? Number(note.count) : 0,
    });
  }
  return summaries;
}

type InterventionRow = typeof interventions.$inferSelect;

/** Interventions as the contract shows them. */
export async function toInterventionViews(
  db: Conn,
  rows: InterventionRow[],
  skillOf: (row: InterventionRow) => number,
): Promise<Intervention[]> {
  if (rows.length === 0) return [];
  const agents = await findAgentSummaries(
    db,
    rows.flatMap((row) => (row.candidat_id ? [row.candidat_id] : [])),
  );
  const reviewed = new Set(
    (
      await db
        .select({ id: intervention_avis.intervention_id })
        .from(intervention_avis)
        .where(
          inArray(
            intervention_avis.intervention_id,
            rows.map((row) => row.id),
          ),
        )
    ).map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    mission_id: row.mission_id,
    client_id: row.client_id,
    client_besoin_skill_id: skillOf(row) as SkillId,
    date_debut: row.date_debut.toISOString(),
    date_fin: row.date_fin.toISOString(),
    candidat_id: row.candidat_id,
    agent: row.candidat_id ? (agents.get(row.candidat_id) ?? null) : null,
    dt_dispo_client_id: row.dt_dispo_client_id,
    statut: row.statut,
    pointage_debut_at: iso(row.pointage_debut_at),
    pointage_fin_at: iso(row.pointage_fin_at),
    commentaire: row.commentaire,
    cancelled_at: iso(row.cancelled_at),
    cancel_reason: row.cancel_reason,
    has_avis: reviewed.has(row.id),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }));
}

/** Missions with their slots and interventions, by client or by ids, oldest first. */
export async function findMissionViews(
  db: Conn,
  where: { clientId: number } | { ids: number[] },
): Promise<Mission[]> {
  if ('ids' in where && where.ids.length === 0) return [];
  const rows = await db
    .select({ mission: missions, mutuelleNom: mutuelles.nom })
    .from(missions)
    .leftJoin(mutuelles, eq(mutuelles.id, missions.mutuelle_id))
    .where(
      'ids' in where ? inArray(missions.id, where.ids) : eq(missions.client_id, where.clientId),
    )
    .orderBy(asc(missions.date_debut), asc(missions.id));
  if (rows.length === 0) return [];
  const missionIds = rows.map((row) => row.mission.id);
  const [slots, interventionRows] = await Promise.all([
    db
      .select()
      .from(horaires_recurents)
      .where(inArray(horaires_recurents.mission_id, missionIds))
      .orderBy(asc(horaires_recurents.day), asc(horaires_recurents.start_time)),
    db
      .select()
      .from(interventions)
      .where(inArray(interventions.mission_id, missionIds))
      .orderBy(asc(interventions.date_debut)),
  ]);
  const skillByMission = new Map(
    rows.map((row) => [row.mission.id, row.mission.client_besoin_skill_id]),
  );
  const interventionViews = await toInterventionViews(
    db,
    interventionRows,
    (row) => skillByMission.get(row.mission_id ?? 0) ?? 1,
  );
  const agents = await findAgentSummaries(
    db,
    slots.flatMap((slot) => (slot.candidat_id ? [slot.candidat_id] : [])),
  );
  return rows.map(({ mission, mutuelleNom }) => ({
    id: mission.id,
    client_id: mission.client_id,
    mutuelle_id: mission.mutuelle_id,
    mutuelle:
      mission.mutuelle_id && mutuelleNom ? { id: mission.mutuelle_id, nom: mutuelleNom } : null,
    is_ponctuel: mission.is_ponctuel,
    client_besoin_skill_id: mission.client_besoin_skill_id as SkillId,
    devis_id: mission.devis_id,
    statut: mission.statut,
    date_debut: isoDay(mission.date_debut),
    date_fin: mission.date_fin ? isoDay(mission.date_fin) : null,
    nb_heures_total: mission.nb_heures_total,
    nb_heures_consommees: mission.nb_heures_consommees,
    nb_minutes_a_planifier: mission.nb_minutes_a_planifier,
    reference: mission.reference,
    description: mission.description,
    interventions: interventionViews.filter((view) => view.mission_id === mission.id),
    horaires_recurents: slots
      .filter((slot) => slot.mission_id === mission.id)
      .map((slot) => ({
        id: slot.id,
        mission_id: slot.mission_id,
        day: slot.day,
        start_time: slot.start_time,
        end_time: slot.end_time,
        agent: slot.candidat_id ? (agents.get(slot.candidat_id) ?? null) : null,
      })),
    created_at: mission.created_at.toISOString(),
    updated_at: mission.updated_at.toISOString(),
  }));
}
