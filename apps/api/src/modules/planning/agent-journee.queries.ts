import { and, asc, eq, gte, inArray, isNotNull, lt, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { cahier_entrees, mission_taches } from '../../db/schema/cahier.ts';
import { candidats } from '../../db/schema/candidats.ts';
import { clients } from '../../db/schema/clients.ts';
import { interventions } from '../../db/schema/interventions.ts';
import { missions } from '../../db/schema/missions.ts';

/*
 * Reads and the one write of the agent's day (docs/agent-journee.md). The tasks and the reports
 * belong to the cahier module and the clients to the clients module: read here in joins only.
 */

type Conn = Db | Tx;

/**
 * An agent's visits starting within [from, to) (planned wall-clock times), cancelled ones
 * aside, in the order of the day, with the client to visit and the mission's service.
 */
export function selectAgentVisites(db: Conn, candidatId: number, from: Date, to: Date) {
  return db
    .select({
      id: interventions.id,
      mission_id: interventions.mission_id,
      client_id: interventions.client_id,
      candidat_id: interventions.candidat_id,
      date_debut: interventions.date_debut,
      date_fin: interventions.date_fin,
      statut: interventions.statut,
      prolongation_minutes: interventions.prolongation_minutes,
      prolongation_statut: interventions.prolongation_statut,
      pointage_debut_at: interventions.pointage_debut_at,
      pointage_fin_at: interventions.pointage_fin_at,
      en_route_at: interventions.en_route_at,
      en_route_arrivee_estimee_at: interventions.en_route_arrivee_estimee_at,
      skill_id: missions.client_besoin_skill_id,
      client: {
        id: clients.id,
        prenom: clients.prenom,
        nom: clients.nom,
        mobile: clients.mobile,
        adresse: clients.adresse,
        complement_adresse: clients.complement_adresse,
        codep: clients.codep,
        ville: clients.ville,
        lat: clients.lat,
        lng: clients.lng,
        acces_instructions: clients.acces_instructions,
        code_porte: clients.code_porte,
      },
    })
    .from(interventions)
    .innerJoin(clients, eq(clients.id, interventions.client_id))
    .leftJoin(missions, eq(missions.id, interventions.mission_id))
    .where(
      and(
        eq(interventions.candidat_id, candidatId),
        ne(interventions.statut, 'annulee'),
        gte(interventions.date_debut, from),
        lt(interventions.date_debut, to),
      ),
    )
    .orderBy(asc(interventions.date_debut), asc(interventions.id));
}

export type AgentVisiteRow = Awaited<ReturnType<typeof selectAgentVisites>>[number];

/** The active tasks of missions, in each mission's order. */
export function selectMissionTaches(db: Conn, missionIds: number[]) {
  if (missionIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: mission_taches.id,
      mission_id: mission_taches.mission_id,
      libelle: mission_taches.libelle,
    })
    .from(mission_taches)
    .where(and(inArray(mission_taches.mission_id, missionIds), eq(mission_taches.is_active, true)))
    .orderBy(asc(mission_taches.mission_id), asc(mission_taches.position), asc(mission_taches.id));
}

/** Which of these interventions have a visit report in the notebook. */
export async function selectInterventionsAvecRapport(
  db: Conn,
  interventionIds: number[],
): Promise<Set<number>> {
  if (interventionIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: cahier_entrees.intervention_id })
    .from(cahier_entrees)
    .where(
      and(
        inArray(cahier_entrees.intervention_id, interventionIds),
        isNotNull(cahier_entrees.intervention_id),
      ),
    );
  return new Set(rows.map((row) => row.id!));
}

/** One intervention with what « En route » needs: the agent's home and way, the client's home. */
export async function findEnRouteContext(db: Conn, interventionId: number) {
  const [row] = await db
    .select({
      id: interventions.id,
      mission_id: interventions.mission_id,
      client_id: interventions.client_id,
      candidat_id: interventions.candidat_id,
      date_debut: interventions.date_debut,
      date_fin: interventions.date_fin,
      statut: interventions.statut,
      prolongation_minutes: interventions.prolongation_minutes,
      prolongation_statut: interventions.prolongation_statut,
      en_route_arrivee_estimee_at: interventions.en_route_arrivee_estimee_at,
      client_lat: clients.lat,
      client_lng: clients.lng,
      agent_prenom: candidats.prenom,
      agent_lat: candidats.lat,
      agent_lng: candidats.lng,
      agent_transport_type_id: candidats.transport_type_id,
    })
    .from(interventions)
    .innerJoin(clients, eq(clients.id, interventions.client_id))
    .leftJoin(candidats, eq(candidats.id, interventions.candidat_id))
    .where(eq(interventions.id, interventionId));
  return row;
}

/** Writes « En route » on a planned intervention; false when it changed meanwhile. */
export async function updateEnRoute(
  db: Conn,
  interventionId: number,
  values: { en_route_at: Date; en_route_arrivee_estimee_at: Date },
): Promise<boolean> {
  const updated = await db
    .update(interventions)
    .set(values)
    .where(and(eq(interventions.id, interventionId), eq(interventions.statut, 'planifiee')))
    .returning({ id: interventions.id });
  return updated.length > 0;
}
