import type { agentDispoSchema } from '@maisonnee/contract';
import {
  atUtc,
  availableAgentReasons,
  compareAvailableAgents,
  distanceMeters,
  effectiveEnd,
  isAgentAvailable,
  isSkillId,
  mondayOfWeek,
  periodsOverlap,
  slotsWithinAgentLimits,
  weeklyOccurrences,
  type AgentAgenda,
  type LatLng,
  type Period,
  type WeeklySlot,
} from '@maisonnee/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { personIdentityOf } from '../../lib/person-columns.ts';
import { preferencesOfClient } from '../clients/intervenant-preferences.service.ts';
import * as q from './availability.queries.ts';
import {
  findCandidat,
  selectBusyPlacesBetween,
  selectBusyRowsBetween,
} from './read-model.queries.ts';

/*
 * The availability engine: which agents can take which slots, given their skills, their other
 * interventions (with accepted extensions), their accepted leave and their absences. It lives in
 * planning, not in candidats, because what it weighs is the agents' interventions and what it
 * serves is planning them (agents available for a mission, interventions created for an agent);
 * the agents' declarations (leave, absences) are only read here.
 */

type Conn = Db | Tx;
type AgentDispoDto = z.infer<typeof agentDispoSchema>;

const DAY_MS = 86_400_000;
/** The first reason of an agent the family marked as preferred (ranked before the others). */
const PREFERE_REASON = 'Intervenant préféré de la famille';
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Planned periods of agents (not cancelled), with accepted extensions, overlapping [from, to). */
export async function busyPeriodsOfAgents(
  db: Conn,
  candidatIds: number[],
  from: Date,
  to: Date,
  exceptInterventionId?: number,
) {
  if (candidatIds.length === 0) return [];
  const rows = await selectBusyRowsBetween(db, {
    from,
    to,
    candidatIds,
    exceptInterventionId,
    withExtensions: true,
  });
  return rows.map((row) => ({
    candidat_id: row.candidat_id!,
    start: row.date_debut,
    end: effectiveEnd(row),
  }));
}

/** True when one of the agent's other interventions overlaps the period. */
export async function isAgentBusy(db: Conn, candidatId: number, period: Period, exceptId?: number) {
  const busy = await busyPeriodsOfAgents(db, [candidatId], period.start, period.end, exceptId);
  return busy.some((other) => periodsOverlap(other, period));
}

/** The agendas of agents between `from` and `to`: skills, interventions, leave and absences. */
async function loadAgendas(db: Conn, ids: number[], from: Date, to: Date) {
  const [busy, congeRows, absenceRows, skills] = await Promise.all([
    busyPeriodsOfAgents(db, ids, from, to),
    q.acceptedCongesOf(db, ids, isoDay(from), isoDay(to)),
    q.absencesOf(db, ids, from, to),
    q.skillsOfCandidats(db, ids),
  ]);
  // Grouped once: a search weighs hundreds of agents and their hundreds of interventions.
  const busyOf = byCandidat(busy);
  const congesOf = byCandidat(congeRows);
  const absencesOf = byCandidat(absenceRows);
  return (id: number): AgentAgenda => ({
    skillIds: skills.get(id) ?? [],
    interventions: busyOf.get(id) ?? [],
    conges: congesOf.get(id) ?? [],
    absences: (absencesOf.get(id) ?? []).map((a) => ({
      start: a.date_debut,
      end: a.date_fin ?? new Date(a.date_debut.getTime() + DAY_MS),
    })),
  });
}

/** Rows by their agent, in their order. */
function byCandidat<T extends { candidat_id: number | null }>(rows: readonly T[]) {
  const grouped = new Map<number, T[]>();
  for (const row of rows) {
    if (row.candidat_id === null) continue;
    const list = grouped.get(row.candidat_id);
    if (list) list.push(row);
    else grouped.set(row.candidat_id, [row]);
  }
  return grouped;
}

/**
 * The best-ranked agents a search answers. The whole ranking is computed, only its head travels:
 * within 200 km (the contract's largest radius) an agency of 3,000 agents would send every agent
 * with the skill, and a planner picks among the first few (docs/lists.md).
 */
export const AGENTS_DISPOS_MAX = 100;

/** What the search for agents available for dated slots is given. */
export interface AgentsDisposSearch {
  skillId: number;
  slots: Period[];
  /** The client's home (or the point searched around); null: no distance filter. */
  center: LatLng | null;
  distanceKM: number;
  /** The week whose planned hours are reported. */
  weekStart: Date;
  /**
   * The client the slots are for: agents it prefers come first, then those it knows and rated
   * well; agents it asked not to see again are left out (docs/intervenants.md).
   */
  clientId?: number | null;
  /** Agents left out (the one being replaced, …). */
  excludeCandidatIds?: readonly number[];
  /** How many of the best-ranked agents are answered (`AGENTS_DISPOS_MAX` by default). */
  max?: number;
}

/** What a search found: the agents answered, and how many of the skill were in the radius. */
export interface AgentsDisposFound {
  agents: AgentDispoDto[];
  /** Active agents with the skill within the radius (those left out by the search excepted). */
  nbIntervenantsRayon: number;
  /** Of those, the agents who can take at least one slot (before the `max` cut). */
  nbIntervenantsDisponibles: number;
}

/**
 * Agents available for dated slots: active agents with the skill, around `center` (when given)
 * within `distanceKM`, each with how many slots it can take (free, not on accepted leave, not
 * absent, within its declared availability and its contract's weekly hours: `slotsWithinAgentLimits`).
 * Agents that can take none are left out, and so are the agents the client asked not to see
 * again. Ranked by the client's preferred agents first, then by `compareAvailableAgents`: those
 * the client already knows and rated well first, then those free for every slot, then the nearest;
 * each says why (`raisons`). The first `max` only (`AGENTS_DISPOS_MAX`).
 */
export async function findAgentsDispos(
  db: Conn,
  search: AgentsDisposSearch,
): Promise<AgentDispoDto[]> {
  return (await searchAgentsDispos(db, search)).agents;
}

/**
 * `findAgentsDispos` with the counts a planner needs when no one is answered: nobody of the skill
 * in the radius, or agents there who are all taken on these slots.
 */
export async function searchAgentsDispos(
  db: Conn,
  search: AgentsDisposSearch,
): Promise<AgentsDisposFound> {
  const none = { agents: [], nbIntervenantsRayon: 0, nbIntervenantsDisponibles: 0 };
  if (search.slots.length === 0) return none;
  const agents = await q.listActiveAgentsWithSkill(
    db,
    search.skillId,
    search.center ? { center: search.center, km: search.distanceKM } : null,
  );
  const preferences = search.clientId
    ? await preferencesOfClient(db, search.clientId)
    : new Map<number, string>();
  const excluded = new Set(search.excludeCandidatIds ?? []);
  for (const [id, preference] of preferences) if (preference === 'ecarte') excluded.add(id);
  const nearby = agents
    .filter((agent) => !excluded.has(agent.candidat.id))
    .map((agent) => {
      const { lat, lng } = agent.candidat;
      const distanceKm =
        search.center && lat != null && lng != null
          ? distanceMeters(search.center, { lat, lng }) / 1000
          : null;
      return { ...agent, distanceKm };
    })
    .filter((agent) =>
      search.center ? agent.distanceKm !== null && agent.distanceKm <= search.distanceKM : true,
    );
  const ids = nearby.map((agent) => agent.candidat.id);
  if (ids.length === 0) return none;
  const weekEnd = new Date(search.weekStart.getTime() + 7 * DAY_MS);
  // Whole weeks around the slots: the contract's weekly hours count the week of each slot.
  const from = new Date(
    Math.min(
      search.weekStart.getTime(),
      ...search.slots.map((s) => mondayOfWeek(s.start).getTime()),
    ),
  );
  const to = new Date(
    Math.max(
      weekEnd.getTime(),
      ...search.slots.map((s) => mondayOfWeek(s.start).getTime() + 7 * DAY_MS),
      ...search.slots.map((s) => s.end.getTime()),
    ),
  );
  const [agendaOf, limits, ratings, known] = await Promise.all([
    loadAgendas(db, ids, from, to),
    q.workLimitsOfCandidats(db, ids, isoDay(from), isoDay(to)),
    q.ratingsOfCandidats(db, ids),
    search.clientId
      ? q.familiarityWithClient(db, search.clientId, ids)
      : Promise.resolve(new Map<number, { done: number; note: number | null }>()),
  ]);
  const week = { start: search.weekStart, end: weekEnd };
  const ranked: {
    dto: AgentDispoDto;
    rank: Parameters<typeof compareAvailableAgents>[0];
    prefere: boolean;
  }[] = [];
  for (const agent of nearby) {
    const id = agent.candidat.id;
    const agenda = agendaOf(id);
    const free = search.slots.filter((slot) => isAgentAvailable(agenda, search.skillId, slot));
    const available = slotsWithinAgentLimits(
      limits.get(id) ?? { disponibilites: [], nbHeuresHebdo: null },
      agenda.interventions,
      free,
    ).length;
    if (available === 0) continue;
    const plannedMs = agenda.interventions
      .filter((b) => periodsOverlap(b, week))
      .reduce((total, b) => total + (b.end.getTime() - b.start.getTime()), 0);
    const c = agent.candidat;
    const distanceKm = agent.distanceKm === null ? null : Math.round(agent.distanceKm * 10) / 10;
    const familiarity = known.get(id) ?? { done: 0, note: null };
    const rank = {
      nbInterventionsChezClient: familiarity.done,
      noteClient: familiarity.note,
      distanceKm,
      nbCreneauxDisponibles: available,
      nbCreneauxDemandes: search.slots.length,
    };
    const prefere = preferences.get(id) === 'prefere';
    const raisons = availableAgentReasons(rank).slice(search.clientId ? 0 : 1);
    ranked.push({
      rank,
      prefere,
      dto: {
        candidat: {
          id: c.id,
          ...personIdentityOf(c),
          codep: c.codep,
          ville: c.ville,
          statut_id: c.candidat_statut_id ?? q.STATUT_AGENT_ACTIF,
          statut: agent.statut ?? '',
          is_active: c.is_active,
          services: agenda.skillIds.filter(isSkillId),
          note_moyenne: ratings.get(id) ?? null,
          created_at: c.created_at.toISOString(),
        },
        distance_km: distanceKm,
        nb_creneaux_demandes: search.slots.length,
        nb_creneaux_disponibles: available,
        is_disponible_tous_creneaux: available === search.slots.length,
        nb_heures_planifiees_semaine: Math.round((plannedMs / 3_600_000) * 100) / 100,
        ...(search.clientId
          ? { nb_interventions_chez_client: familiarity.done, note_client: familiarity.note }
          : {}),
        // Without a client, what it knows of the agent is left out of the reasons.
        raisons: prefere ? [PREFERE_REASON, ...raisons] : raisons,
      },
    });
  }
  const head = ranked
    .sort((a, b) => Number(b.prefere) - Number(a.prefere) || compareAvailableAgents(a.rank, b.rank))
    .slice(0, search.max ?? AGENTS_DISPOS_MAX)
    .map((entry) => entry.dto);
  return {
    agents: head,
    nbIntervenantsRayon: ids.length,
    nbIntervenantsDisponibles: ranked.length,
  };
}

/**
 * What decides whether one agent can take slots between `from` and `to`: its skills, its other
 * interventions, its accepted leave and its absences. Null when the agent does not exist.
 */
export async function loadAgentAgenda(db: Conn, candidatId: number, from: Date, to: Date) {
  const candidat = await findCandidat(db, candidatId);
  if (!candidat) return null;
  const agendaOf = await loadAgendas(db, [candidatId], from, to);
  return {
    candidat,
    isActiveAgent: candidat.is_active && candidat.candidat_statut_id === q.STATUT_AGENT_ACTIF,
    agenda: agendaOf(candidatId),
  };
}

/**
 * What the planning rules weigh for an agent taking `periods` (docs/planning.md « Règles du
 * planning »): its declared availability and contract's weekly hours, and its interventions of
 * the whole Paris weeks of these periods with the position of each client (null: not located).
 */
export async function loadAgentRuleInputs(
  db: Conn,
  candidatId: number,
  periods: readonly Period[],
) {
  const none = { disponibilites: [], nbHeuresHebdo: null };
  if (periods.length === 0) return { limits: none, visits: [] };
  const starts = periods.map((period) => period.start.getTime());
  const from = mondayOfWeek(new Date(Math.min(...starts)));
  const to = new Date(mondayOfWeek(new Date(Math.max(...starts))).getTime() + 7 * DAY_MS);
  const [limits, rows] = await Promise.all([
    q.workLimitsOfCandidats(db, [candidatId], isoDay(from), isoDay(to)),
    selectBusyPlacesBetween(db, { from, to, candidatIds: [candidatId], withExtensions: true }),
  ]);
  return {
    limits: limits.get(candidatId) ?? none,
    visits: rows.map((row) => ({
      start: row.date_debut,
      end: effectiveEnd(row),
      place: row.lat != null && row.lng != null ? { lat: row.lat, lng: row.lng } : null,
    })),
  };
}

/** The dated occurrences of weekly slots in the week starting on `from` (a calendar day). */
export function firstWeekOccurrences(slots: readonly WeeklySlot[], from: string): Period[] {
  const last = isoDay(new Date(atUtc(from, '00:00').getTime() + 6 * DAY_MS));
  return slots.flatMap((slot) => weeklyOccurrences(slot, from, last));
}
