import type { Mission as MissionDto } from '@maisonnee/contract';
import type { Db, Tx } from '../../db/client.ts';
import * as q from './billing.queries.ts';
export type { DoneCursor } from './billing.queries.ts';
import type { DoneCursor } from './billing.queries.ts';
import { findMissionRow } from './read-model.queries.ts';
import { toMissionDtos } from './read-model.ts';

/*
 * What the money loop (facturation) reads from planning: the interventions done and their
 * minutes, and a mission for `client/savedepassement`. Read only; planning keeps writing them.
 */

type Conn = Db | Tx;

/** An intervention done, as the timesheet records it. */
export interface DoneIntervention {
  id: number;
  clientId: number;
  missionId: number | null;
  candidatId: number | null;
  /** "Prénom Nom" of the agent, or null. */
  agentNom: string | null;
  skillId: number | null;
  /** Planned start and end (agency wall-clock times stored as UTC, as every planned time). */
  dateDebut: Date;
  dateFin: Date;
  pointageDebutAt: Date | null;
  pointageFinAt: Date | null;
  /** Why the agent left after fewer than 5 minutes (issue 22, point 6); null otherwise. */
  motifDepart: string | null;
  /** Planned minutes: the slot plus an accepted extension. */
  minutesPrevues: number;
  /** Whole minutes between check-in and check-out (0 without both). */
  minutesRealisees: number;
}

function toDone(row: q.BillingInterventionRow): DoneIntervention {
  const planned = Math.round((row.date_fin.getTime() - row.date_debut.getTime()) / 60_000);
  const extension =
    row.prolongation_statut === 'acceptee' && row.prolongation_minutes
      ? row.prolongation_minutes
      : 0;
  const worked =
    row.pointage_debut_at && row.pointage_fin_at
      ? Math.max(
          0,
          Math.floor((row.pointage_fin_at.getTime() - row.pointage_debut_at.getTime()) / 60_000),
        )
      : 0;
  const agentNom =
    row.agent_prenom !== null || row.agent_nom !== null
      ? [row.agent_prenom, row.agent_nom].filter(Boolean).join(' ')
      : null;
  return {
    id: row.id,
    clientId: row.client_id,
    missionId: row.mission_id,
    candidatId: row.candidat_id,
    agentNom,
    skillId: row.skill_id,
    dateDebut: row.date_debut,
    dateFin: row.date_fin,
    pointageDebutAt: row.pointage_debut_at,
    pointageFinAt: row.pointage_fin_at,
    motifDepart: row.pointage_fin_motif,
    minutesPrevues: planned + extension,
    minutesRealisees: worked,
  };
}

/**
 * Ids (and planned starts, the page cursor) of the interventions done (statut 'terminee', checked
 * in and out) whose planned start is in [from, to) (wall-clock bounds, as planned times are
 * stored), of one client or of all: the next `page.limit` of them after `page.after`.
 */
export function doneInterventionKeysBetween(
  db: Conn,
  range: { from: Date; to: Date; clientId?: number | undefined },
  page: { after?: DoneCursor | undefined; limit: number },
): Promise<DoneCursor[]> {
  return q.selectDoneInterventionKeys(db, range, page);
}

/** Some interventions by id (any statut), with the same facts. */
export async function billingInterventionsByIds(
  db: Conn,
  ids: number[],
): Promise<Map<number, DoneIntervention>> {
  const rows = await q.selectBillingInterventionsByIds(db, ids);
  return new Map(rows.map((row) => [row.id, toDone(row)]));
}

/** A mission's owner and payer, or null when there is none. */
export async function missionForBilling(
  db: Conn,
  id: number,
): Promise<{ id: number; clientId: number; mutuelleId: number | null } | null> {
  const row = await findMissionRow(db, id);
  return row ? { id: row.id, clientId: row.client_id, mutuelleId: row.mutuelle_id } : null;
}

/** The mission as the contract answers it (missionSchema), with all its interventions. */
export async function missionDtoForBilling(db: Conn, id: number, now: Date): Promise<MissionDto> {
  const row = await findMissionRow(db, id);
  const [dto] = await toMissionDtos(db, row ? [row] : [], { interventions: 'all', now });
  return dto!;
}
