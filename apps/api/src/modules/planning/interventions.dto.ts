import type {
  AgentSummary,
  agentInterventionSchema,
  Intervention as InterventionDto,
  interventionClientSchema,
  prolongationSchema,
} from '@maisonnee/contract';
import { effectiveEnd } from '@maisonnee/domain';
import { and, eq, getTableColumns, gt, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { candidats } from '../../db/schema/candidats.ts';
import { clients } from '../../db/schema/clients.ts';
import { intervention_avis, interventions } from '../../db/schema/interventions.ts';
import { missions } from '../../db/schema/missions.ts';
import { users } from '../../db/schema/users.ts';

/*
 * Read model of interventions as the contract returns them: the row, the mission's skill, the
 * agent summary (first name, initial, photo, rating) and whether the client left a review.
 * Shared by the missions, interventions and candidats modules.
 */

type AgentInterventionDto = z.infer<typeof agentInterventionSchema>;
type InterventionClientDto = z.infer<typeof interventionClientSchema>;
type ProlongationDto = z.infer<typeof prolongationSchema>;

/** Skill of an intervention outside any mission (the table has no skill column yet). */
const DEFAULT_SKILL_ID = 1;

const interventionColumns = {
  ...getTableColumns(interventions),
  skill_id: missions.client_besoin_skill_id,
  is_ponctuel: missions.is_ponctuel,
};

export type InterventionRow = typeof interventions.$inferSelect & {
  skill_id: number | null;
  is_ponctuel: boolean | null;
};

/** Interventions matching `where`, with their mission's skill, in chronological order. */
export function selectInterventions(
  db: Db | Tx,
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
  db: Db | Tx,
  id: number,
): Promise<InterventionRow | undefined> {
  const [row] = await selectInterventions(db, eq(interventions.id, id), 1);
  return row;
}

/** Agent summaries (first name, initial of the last name, photo, rating) by candidat id. */
export async function loadAgentSummaries(
  db: Db | Tx,
  candidatIds: readonly (number | null | undefined)[],
): Promise<Map<number, AgentSummary>> {
  const ids = [...new Set(candidatIds.filter((id): id is number => typeof id === 'number'))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: candidats.id,
      prenom: candidats.prenom,
      nom: candidats.nom,
      photo: sql<
        string | null
      >`(select ${users.profile_photo_path} from ${users} where ${users.candidat_id} = ${candidats.id} order by ${users.id} limit 1)`,
      note: sql<
        number | null
      >`(select avg(${intervention_avis.note})::float8 from ${intervention_avis} where ${intervention_avis.candidat_id} = ${candidats.id})`,
      nb: sql<number>`(select count(*)::int from ${intervention_avis} where ${intervention_avis.candidat_id} = ${candidats.id})`,
    })
    .from(candidats)
    .where(inArray(candidats.id, ids));
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

async function loadReviewedIds(db: Db | Tx, interventionIds: number[]): Promise<Set<number>> {
  if (interventionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: intervention_avis.intervention_id })
    .from(intervention_avis)
    .where(inArray(intervention_avis.intervention_id, interventionIds));
  return new Set(rows.map((row) => row.id));
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

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
  db: Db | Tx,
  rows: InterventionRow[],
): Promise<InterventionDto[]> {
  const [agents, reviewed] = await Promise.all([
    loadAgentSummaries(
      db,
      rows.map((row) => row.candidat_id),
    ),
    loadReviewedIds(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => toDto(row, agents, reviewed));
}

export async function toInterventionDto(db: Db | Tx, row: InterventionRow) {
  const [dto] = await toInterventionDtos(db, [row]);
  return dto!;
}

/** Interventions matching `where` as the contract returns them. */
export async function listInterventionDtos(db: Db | Tx, where: SQL | undefined) {
  return toInterventionDtos(db, await selectInterventions(db, where));
}

const CIVILITES = new Set(['M.', 'Mme']);

/** The client as the agent sees it: where to go and how to get in. */
export function toInterventionClient(row: typeof clients.$inferSelect): InterventionClientDto {
  return {
    id: row.id,
    civilite: CIVILITES.has(row.civilite ?? '') ? (row.civilite as 'M.' | 'Mme') : null,
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

export async function loadClientRows(db: Db | Tx, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<number, typeof clients.$inferSelect>();
  const rows = await db.select().from(clients).where(inArray(clients.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Interventions of the agent space: each with the client to visit. */
export async function toAgentInterventionDtos(
  db: Db | Tx,
  rows: InterventionRow[],
): Promise<AgentInterventionDto[]> {
  const [dtos, clientRows] = await Promise.all([
    toInterventionDtos(db, rows),
    loadClientRows(
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

/** Planned periods of agents (not cancelled), with accepted extensions, overlapping [from, to). */
export async function busyPeriodsOfAgents(
  db: Db | Tx,
  candidatIds: number[],
  from: Date,
  to: Date,
  exceptInterventionId?: number,
) {
  if (candidatIds.length === 0) return [];
  const rows = await db
    .select({
      id: interventions.id,
      candidat_id: interventions.candidat_id,
      date_debut: interventions.date_debut,
      date_fin: interventions.date_fin,
      prolongation_minutes: interventions.prolongation_minutes,
      prolongation_statut: interventions.prolongation_statut,
    })
    .from(interventions)
    .where(
      and(
        inArray(interventions.candidat_id, candidatIds),
        ne(interventions.statut, 'annulee'),
        lt(interventions.date_debut, to),
        // Extensions are at most 4 hours: look a little before `from`.
        gt(interventions.date_fin, new Date(from.getTime() - 4 * 3_600_000)),
        exceptInterventionId ? ne(interventions.id, exceptInterventionId) : undefined,
      ),
    );
  return rows.map((row) => ({
    candidat_id: row.candidat_id!,
    start: row.date_debut,
    end: effectiveEnd(row),
  }));
}
