import type {
  AgentSummary,
  agentInterventionSchema,
  Intervention as InterventionDto,
  interventionClientSchema,
  Mission as MissionDto,
  prolongationSchema,
} from '@maisonnee/contract';
import {
  agencyWallClock,
  isCivilite,
  keepFirstInterventions,
  workedMinutes,
} from '@maisonnee/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import type { clients } from '../../db/schema/clients.ts';
import type { interventions } from '../../db/schema/interventions.ts';
import {
  selectAgentSummaryRows,
  selectClientRows,
  selectHorairesOfMissions,
  selectInterventionCounts,
  selectInterventionsBetween,
  selectMissions,
  selectReviewedIds,
  type InterventionRow,
  type MissionRow,
} from './read-model.queries.ts';
import { mutuelleNames } from '../clients/mutuelles.service.ts';

/*
 * THE read model of planning: how rows become the contract's Mission, Intervention and
 * AgentSummary, for clients, agents and operators alike. It reads only through
 * read-model.queries.ts, and the insurers' names through the clients module.
 */

type Conn = Db | Tx;
type AgentInterventionDto = z.infer<typeof agentInterventionSchema>;
type InterventionClientDto = z.infer<typeof interventionClientSchema>;
type ProlongationDto = z.infer<typeof prolongationSchema>;

export type { InterventionRow, MissionRow };

/** Skill of an intervention outside any mission (the table has no skill column yet). */
const DEFAULT_SKILL_ID = 1;

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/**
 * "Today" of a real instant for planned times: 00:00 of its Paris day, written as planned times
 * are (the Paris wall clock as UTC). At 00:30 in Paris the day before is over, though UTC is
 * still on it.
 */
export function startOfParisDay(instant: Date): Date {
  return startOfUtcDay(agencyWallClock(instant));
}

/** Agent summaries (first name, initial of the last name, photo, rating) by candidat id. */
export async function loadAgentSummaries(
  db: Conn,
  candidatIds: readonly (number | null | undefined)[],
): Promise<Map<number, AgentSummary>> {
  const ids = [...new Set(candidatIds.filter((id): id is number => typeof id === 'number'))];
  if (ids.length === 0) return new Map();
  const rows = await selectAgentSummaryRows(db, ids);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        prenom: row.prenom ?? '',
        nom_initiale: row.nom ? `${row.nom.charAt(0).toUpperCase()}.` : '',
        profile_photo_path: row.photo ?? null,
        note_moyenne: row.note === null ? null : Math.round(Number(row.note) * 10) / 10,
        nb_avis: Number(row.nb ?? 0),
      },
    ]),
  );
}

function toDto(
  row: InterventionRow,
  agents: Map<number, AgentSummary>,
  reviewed: Set<number>,
): InterventionDto {
  return {
    id: row.id,
    mission_id: row.mission_id,
    client_id: row.client_id,
    client_besoin_skill_id: (row.skill_id ??
      DEFAULT_SKILL_ID) as InterventionDto['client_besoin_skill_id'],
    date_debut: row.date_debut.toISOString(),
    date_fin: row.date_fin.toISOString(),
    candidat_id: row.candidat_id,
    agent: row.candidat_id ? (agents.get(row.candidat_id) ?? null) : null,
    dt_dispo_client_id: row.dt_dispo_client_id,
    statut: row.statut,
    pointage_debut_at: iso(row.pointage_debut_at),
    pointage_fin_at: iso(row.pointage_fin_at),
    pointage_debut_recu_at: iso(row.pointage_debut_recu_at),
    pointage_fin_recu_at: iso(row.pointage_fin_recu_at),
    synchronise_en_retard: row.pointage_debut_recu_at !== null || row.pointage_fin_recu_at !== null,
    minutes_travaillees: workedMinutes(row),
    motif_depart: row.pointage_fin_motif,
    commentaire: row.commentaire,
    cancelled_at: iso(row.cancelled_at),
    cancel_reason: row.cancel_reason,
    has_avis: reviewed.has(row.id),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Intervention rows as the contract returns them (two extra queries, whatever the count). */
export async function toInterventionDtos(
  db: Conn,
  rows: InterventionRow[],
): Promise<InterventionDto[]> {
  if (rows.length === 0) return [];
  const [agents, reviewed] = await Promise.all([
    loadAgentSummaries(
      db,
      rows.map((row) => row.candidat_id),
    ),
    selectReviewedIds(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => toDto(row, agents, reviewed));
}

export async function toInterventionDto(db: Conn, row: InterventionRow) {
  const [dto] = await toInterventionDtos(db, [row]);
  return dto!;
}

/** The client as the agent sees it: where to go and how to get in. */
export function toInterventionClient(row: typeof clients.$inferSelect): InterventionClientDto {
  return {
    id: row.id,
    civilite: isCivilite(row.civilite) ? row.civilite : null,
    nom: row.nom,
    prenom: row.prenom,
    mobile: row.mobile,
    adresse: row.adresse,
    codep: row.codep,
    ville: row.ville,
    country: row.country,
    lat: row.lat,
    lng: row.lng,
    // The table has no separate access field: the address complement carries floor and door code.
    informations_acces: row.complement_adresse,
  };
}

/** Interventions of the agent space: each with the client to visit. */
export async function toAgentInterventionDtos(
  db: Conn,
  rows: InterventionRow[],
): Promise<AgentInterventionDto[]> {
  const [dtos, clientRows] = await Promise.all([
    toInterventionDtos(db, rows),
    selectClientRows(
      db,
      rows.map((row) => row.client_id),
    ),
  ]);
  return dtos.map((dto) => ({
    ...dto,
    client: toInterventionClient(clientRows.get(dto.client_id)!),
  }));
}

/** The extension of an intervention, or null when none was asked or given. */
export function toProlongationDto(row: typeof interventions.$inferSelect): ProlongationDto | null {
  if (!row.prolongation_statut || !row.prolongation_minutes || !row.prolongation_asked_at)
    return null;
  return {
    intervention_id: row.id,
    minutes: row.prolongation_minutes,
    nouvelle_date_fin: new Date(
      row.date_fin.getTime() + row.prolongation_minutes * 60_000,
    ).toISOString(),
    statut: row.prolongation_statut,
    asked_at: row.prolongation_asked_at.toISOString(),
    answered_at: iso(row.prolongation_answered_at),
  };
}

/** Which interventions come with each mission. */
export type MissionInterventions =
  /** all of them (a mission's page, a client's record) */
  | 'all'
  /** from today on; a recurring mission keeps its first four (specification §4) */
  | 'upcoming'
  | 'none';

/** Missions with the mutuelle's name, their recurring slots and agents, and their interventions. */
export async function toMissionDtos(
  db: Conn,
  rows: MissionRow[],
  options: { interventions: MissionInterventions; now: Date },
): Promise<MissionDto[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [horaires, mutuelleNameById, interventionDtos, counts] = await Promise.all([
    selectHorairesOfMissions(db, ids),
    mutuelleNames(
      db,
      rows.map((row) => row.mutuelle_id).filter((id): id is number => id !== null),
    ),
    options.interventions === 'none'
      ? Promise.resolve([])
      : selectInterventionsBetween(db, {
          missionIds: ids,
          from: options.interventions === 'upcoming' ? startOfParisDay(options.now) : undefined,
        }).then((found) => toInterventionDtos(db, found)),
    selectInterventionCounts(db, ids),
  ]);
  const agents = await loadAgentSummaries(
    db,
    horaires.map((h) => h.candidat_id),
  );
  return rows.map((row) => {
    const dto: MissionDto = {
      id: row.id,
      client_id: row.client_id,
      mutuelle_id: row.mutuelle_id,
      mutuelle: row.mutuelle_id
        ? { id: row.mutuelle_id, nom: mutuelleNameById.get(row.mutuelle_id) ?? '' }
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
      nb_interventions: counts.get(row.id)?.total ?? 0,
      nb_interventions_sans_agent: counts.get(row.id)?.sansAgent ?? 0,
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

/** A client's missions, or some missions by id, oldest first, with all their interventions. */
export async function findMissionDtos(
  db: Conn,
  where: { clientId: number } | { ids: number[] },
  now: Date,
): Promise<MissionDto[]> {
  if ('ids' in where && where.ids.length === 0) return [];
  const rows = await selectMissions(db, where);
  return toMissionDtos(db, rows, { interventions: 'all', now });
}
