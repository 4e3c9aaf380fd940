import type { Mission as MissionDto } from '@maisonnee/contract';
import { keepFirstInterventions } from '@maisonnee/domain';
import { and, asc, eq, gte, inArray, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { mutuelles } from '../../db/schema/clients.ts';
import { interventions } from '../../db/schema/interventions.ts';
import { horaires_recurents, missions } from '../../db/schema/missions.ts';
import { listInterventionDtos, loadAgentSummaries } from './interventions.dto.ts';

/*
 * Read model of missions as the contract returns them: with the mutuelle's name, the recurring
 * slots and their agents, and the interventions.
 */

export type MissionRow = typeof missions.$inferSelect;

/** Which interventions come with each mission. */
export type MissionInterventions =
  /** all of them (a mission's page) */
  | 'all'
  /** from today on; a recurring mission keeps its first four (specification §4) */
  | 'upcoming'
  | 'none';

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

export async function toMissionDtos(
  db: Db | Tx,
  rows: MissionRow[],
  options: { interventions: MissionInterventions; now: Date },
): Promise<MissionDto[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const mutuelleIds = rows.map((row) => row.mutuelle_id).filter((id): id is number => id !== null);
  const [horaires, mutuelleRows, interventionDtos] = await Promise.all([
    db
      .select()
      .from(horaires_recurents)
      .where(inArray(horaires_recurents.mission_id, ids))
      .orderBy(asc(horaires_recurents.day), asc(horaires_recurents.start_time)),
    mutuelleIds.length
      ? db
          .select({ id: mutuelles.id, nom: mutuelles.nom })
          .from(mutuelles)
          .where(inArray(mutuelles.id, mutuelleIds))
      : Promise.resolve([]),
    options.interventions === 'none'
      ? Promise.resolve([])
      : listInterventionDtos(
          db,
          and(
            inArray(interventions.mission_id, ids),
            options.interventions === 'upcoming'
              ? gte(interventions.date_fin, startOfUtcDay(options.now))
              : undefined,
          ) as SQL,
        ),
  ]);
  const agents = await loadAgentSummaries(
    db,
    horaires.map((h) => h.candidat_id),
  );
  const mutuelleNames = new Map(mutuelleRows.map((row) => [row.id, row.nom]));
  return rows.map((row) => {
    const dto: MissionDto = {
      id: row.id,
      client_id: row.client_id,
      mutuelle_id: row.mutuelle_id,
      mutuelle: row.mutuelle_id
        ? { id: row.mutuelle_id, nom: mutuelleNames.get(row.mutuelle_id) ?? '' }
        : null,
      is_ponctuel: row.is_ponctuel,
      client_besoin_skill_id: row.client_besoin_skill_id as MissionDto['client_besoin_skill_id'],
      devis_id: row.devis_id,
      statut: row.statut,
      date_debut: day(row.date_debut)!,
      date_fin: day(row.date_fin),
      nb_heures_total: row.nb_heures_total,
      nb_heures_consommees: row.nb_heures_consommees,
      nb_minutes_a_planifier: row.nb_minutes_a_planifier,
      reference: row.reference,
      description: row.description,
      interventions: interventionDtos.filter((i) => i.mission_id === row.id),
      horaires_recurents: horaires
        .filter((h) => h.mission_id === row.id)
        .map((h) => ({
          id: h.id,
          mission_id: h.mission_id,
          day: h.day,
          start_time: h.start_time,
          end_time: h.end_time,
          agent: h.candidat_id ? (agents.get(h.candidat_id) ?? null) : null,
        })),
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    };
    return options.interventions === 'upcoming' ? keepFirstInterventions(dto) : dto;
  });
}

export async function findMissionRow(db: Db | Tx, id: number): Promise<MissionRow | undefined> {
  const [row] = await db.select().from(missions).where(eq(missions.id, id));
  return row;
}

export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}
