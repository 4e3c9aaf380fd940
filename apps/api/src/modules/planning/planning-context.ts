import {
  congePeriod,
  effectiveEnd,
  isTransportTypeId,
  type AgentPlanningContext,
  type AgentWorkLimits,
  type Period,
  type PlanningVisit,
} from '@maisonnee/domain';
import type { AppConfig } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { searchRadiusKm } from '../agence/search-radius.ts';
import { ecartesOfCandidats } from '../clients/intervenant-preferences.service.ts';
import * as availability from './availability.queries.ts';
import * as q from './board.queries.ts';

/*
 * What the planning rules weigh for agents over a range of days (docs/planning.md « Tableau de
 * planning », « Déplacer, affecter, forcer »): their visits (not cancelled), skills, declared
 * availability and contract hours, leave, absences, declared unavailability, the families that
 * set them aside and the agency's search radius. Read in a fixed number of statements whatever
 * the number of agents; the rules themselves are the domain's `visitBreaks`, the same for the
 * board and for a move.
 */

type Conn = Db | Tx;

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const NO_LIMITS: AgentWorkLimits = { disponibilites: [], nbHeuresHebdo: null };

/** An agent as the rules need it: its home and its way of travelling. */
export interface ContextAgent {
  id: number;
  lat: number | null;
  lng: number | null;
  transport_type_id: number | null;
}

/** A visit of the range as read (client, its place, the mission's skill…). */
export type ContextVisitRow = Awaited<ReturnType<typeof q.selectBoardInterventions>>[number];

/** A visit row as the rules weigh it (accepted extension included). */
export function planningVisitOf(row: ContextVisitRow): PlanningVisit & { row: ContextVisitRow } {
  return {
    row,
    start: row.date_debut,
    end: effectiveEnd(row),
    place: row.lat != null && row.lng != null ? { lat: row.lat, lng: row.lng } : null,
    clientId: row.client_id,
    skillId: row.skill_id,
  };
}

/** Rows grouped by their agent (`candidat_id`), in their order. */
function byAgent<T extends { candidat_id: number | null }>(rows: readonly T[]): Map<number, T[]> {
  const grouped = new Map<number, T[]>();
  for (const row of rows) {
    if (row.candidat_id === null) continue;
    const ofAgent = grouped.get(row.candidat_id);
    if (ofAgent) ofAgent.push(row);
    else grouped.set(row.candidat_id, [row]);
  }
  return grouped;
}

/** A declared unavailability: its days and hours; hours not ordered: whole days. */
function indisponibilitePeriod(row: {
  debut: string;
  fin: string;
  time_debut: string;
  time_fin: string;
}): Period {
  const start = new Date(`${row.debut}T${row.time_debut}:00Z`);
  const end = new Date(`${row.fin}T${row.time_fin === '24:00' ? '23:59' : row.time_fin}:00Z`);
  if (end > start) return { start, end };
  return congePeriod({ date_debut: row.debut, date_fin: row.fin });
}

/**
 * The planning context of `agents` over [from, to) (agency wall-clock, as stored): their visits
 * starting in it, by start, and each agent's `AgentPlanningContext`.
 */
export async function loadPlanningContexts(
  conn: Conn,
  config: AppConfig,
  agents: readonly ContextAgent[],
  range: { from: Date; to: Date },
) {
  const ids = agents.map((agent) => agent.id);
  const firstDay = isoDay(range.from);
  const lastDay = isoDay(new Date(range.to.getTime() - DAY_MS));
  const [visits, skills, limits, conges, absences, indisponibles, ecartes, radiusKm] =
    await Promise.all([
      q.selectBoardInterventions(conn, range, ids),
      availability.skillsOfCandidats(conn, ids),
      availability.workLimitsOfCandidats(conn, ids, firstDay, lastDay),
      availability.acceptedCongesOf(conn, ids, firstDay, lastDay),
      availability.absencesOf(conn, ids, range.from, range.to),
      q.selectIndisponibilites(conn, ids, firstDay, lastDay),
      ecartesOfCandidats(conn, ids),
      searchRadiusKm(conn, config, undefined),
    ]);
  // The families that set each agent aside (keys `client:agent`), grouped once.
  const ecartePar = new Map<number, Set<number>>();
  for (const key of ecartes) {
    const [clientId, candidatId] = key.split(':').map(Number) as [number, number];
    ecartePar.set(candidatId, (ecartePar.get(candidatId) ?? new Set()).add(clientId));
  }
  // Grouped once: a page of 150 agents does not filter every list 150 times.
  const congesOf = byAgent(conges);
  const absencesOf = byAgent(absences);
  const indisponiblesOf = byAgent(indisponibles);
  const contextOf = (agent: ContextAgent): AgentPlanningContext => ({
    skillIds: skills.get(agent.id) ?? [],
    limits: limits.get(agent.id) ?? NO_LIMITS,
    leave: (congesOf.get(agent.id) ?? []).map((conge) => congePeriod(conge)),
    absences: (absencesOf.get(agent.id) ?? []).map((absence) => ({
      start: absence.date_debut,
      end: absence.date_fin ?? new Date(absence.date_debut.getTime() + DAY_MS),
    })),
    unavailable: (indisponiblesOf.get(agent.id) ?? []).map(indisponibilitePeriod),
    home: agent.lat != null && agent.lng != null ? { lat: agent.lat, lng: agent.lng } : null,
    transport: isTransportTypeId(agent.transport_type_id) ? agent.transport_type_id : null,
    radiusKm,
    ecartePar: ecartePar.get(agent.id) ?? new Set(),
  });
  return { visits, contextOf };
}
