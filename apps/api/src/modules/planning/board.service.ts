import { PLANNING_BOARD_MAX_A_POURVOIR } from '@maisonnee/contract';
import {
  REALTIME_EVENT,
  isSkillId,
  isTransportTypeId,
  periodsOverlap,
  visitBreaks,
  weekHours,
  type DeclaredAvailability,
  type Period,
} from '@maisonnee/domain';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { endpoints } from '@maisonnee/contract';
import type { BodyOf } from '../../plugins/contract-routes.ts';
import { createSharedReads } from '../../lib/shared-reads.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { searchRadiusKm } from '../agence/search-radius.ts';
import * as q from './board.queries.ts';
import { selectLatestForcages } from './forcages.queries.ts';
import { loadPlanningContexts, planningVisitOf, type ContextVisitRow } from './planning-context.ts';

/*
 * The planning board (issue 26, docs/planning.md « Tableau de planning »): a week of agents, each
 * with its interventions and the planning rules each breaks, its leave, absences and declared
 * unavailability, its planned minutes against its contract; and the week's interventions without
 * an agent. Read-only. Times are the agency's wall-clock as stored (read with the UTC getters),
 * so a week is Monday 00:00 to the next Monday 00:00 in those times, whatever the daylight saving.
 */

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** A client's name as the board shows it: first name and name. */
const clientNom = (row: { client_prenom: string | null; client_nom: string }) =>
  [row.client_prenom, row.client_nom].filter(Boolean).join(' ');

const aPourvoirDto = (row: ContextVisitRow) => ({
  id: row.id,
  mission_id: row.mission_id,
  client_id: row.client_id,
  client_nom: clientNom(row),
  code_postal: row.code_postal,
  skill_id: row.skill_id,
  date_debut: row.date_debut.toISOString(),
  date_fin: row.date_fin.toISOString(),
});

/** The hours of a day outside the agent's declared availability (none declared: none). */
function outsideDeclared(declared: readonly DeclaredAvailability[], monday: Date): Period[] {
  if (declared.length === 0) return [];
  const periods: Period[] = [];
  for (let index = 0; index < 7; index += 1) {
    const day = isoDay(new Date(monday.getTime() + index * DAY_MS));
    const at = (time: string) => new Date(`${day}T${time === '24:00' ? '23:59' : time}:00Z`);
    const windows = declared
      .filter((slot) => slot.day === index + 1)
      .map((slot) => ({ start: at(slot.time_debut), end: at(slot.time_fin) }))
      .sort((a, b) => a.start.getTime() - b.start.getTime());
    let cursor = new Date(`${day}T00:00:00Z`);
    const end = new Date(cursor.getTime() + DAY_MS);
    for (const window of windows) {
      if (window.start > cursor) periods.push({ start: cursor, end: window.start });
      if (window.end > cursor) cursor = window.end;
    }
    if (cursor < end && end.getTime() - cursor.getTime() > 60_000)
      periods.push({ start: cursor, end });
  }
  return periods;
}

type SemaineBody = BodyOf<(typeof endpoints)['getPlanningSemaine']>;

export function createBoardService(deps: {
  db: Db;
  config: AppConfig;
  realtime?: ModuleDeps['realtime'];
}) {
  const { db, config } = deps;
  // After a move every open board of the agency asks for the same week at once: the requests for
  // a week and filters that a read is already answering share that read (not a cache: nothing is
  // kept once it settled). A `planning` event — a write on this or another instance — stops later
  // requests for its weeks from joining a read started before it; `resync` (events may have been
  // missed) stops every sharing. Without the realtime bus nothing is shared.
  const shared = createSharedReads<Awaited<ReturnType<typeof readSemaine>>>();
  deps.realtime?.subscribe((_audience, event) => {
    if (event.type === REALTIME_EVENT.PLANNING && event.data.semaines.length > 0) {
      const weeks = new Set(event.data.semaines);
      shared.forget((key) => weeks.has(key.slice(0, 10)));
    } else if (event.type === REALTIME_EVENT.PLANNING || event.type === REALTIME_EVENT.RESYNC) {
      shared.forget();
    }
  });
  return {
    /** The week's board; identical requests arriving while it is read share the answer. */
    getSemaine(body: SemaineBody) {
      if (!deps.realtime) return readSemaine(body);
      // The key starts with the Monday ('YYYY-MM-DD'), which the events name.
      return shared.read(`${body.debut}|${JSON.stringify(body)}`, () => readSemaine(body));
    },
  };

  async function readSemaine(body: SemaineBody) {
    const monday = new Date(`${body.debut}T00:00:00Z`);
    const nextMonday = new Date(monday.getTime() + 7 * DAY_MS);
    const sunday = isoDay(new Date(nextMonday.getTime() - DAY_MS));
    const filter: q.BoardFilter = {
      from: monday,
      to: nextMonday,
      skillId: body.skill_id,
      agentId: body.agent_id,
      clientId: body.client_id,
      codePostal: body.code_postal,
      autour: body.autour && {
        center: { lat: body.autour.lat, lng: body.autour.lng },
        km: await searchRadiusKm(db, config, body.autour.distanceKM),
      },
    };
    const { page, par_page: limit } = body;
    const [agents, aPourvoir] = await Promise.all([
      q.selectBoardAgents(db, filter, { limit, offset: (page - 1) * limit }),
      q.selectBoardAPourvoir(db, filter, PLANNING_BOARD_MAX_A_POURVOIR),
    ]);
    const { visits, contextOf } = await loadPlanningContexts(db, config, agents.rows, {
      from: monday,
      to: nextMonday,
    });
    const forcages = new Map(
      (
        await selectLatestForcages(
          db,
          visits.map((visit) => visit.id),
        )
      ).map((row) => [row.intervention_id, row]),
    );
    // Each agent's visits, by start as read: one pass, not one filter of the week per agent.
    const visitsOf = new Map<number, ReturnType<typeof planningVisitOf>[]>();
    for (const row of visits) {
      if (row.candidat_id === null) continue;
      const ofAgent = visitsOf.get(row.candidat_id);
      if (ofAgent) ofAgent.push(planningVisitOf(row));
      else visitsOf.set(row.candidat_id, [planningVisitOf(row)]);
    }
    const items = agents.rows.map((agent) => {
      const context = contextOf(agent);
      const placed = visitsOf.get(agent.id) ?? [];
      const days = placed.map((visit) => Math.floor(visit.start.getTime() / DAY_MS));
      const interventions = placed.map((visit, index) => {
        // Its neighbours: the rules look at the visits of its day (travel) and those it
        // overlaps (busy), never further; the rest of the week is left out of `others` so that
        // a week of 20 visits is not weighed 20 times per visit (the same answers, board.test.ts).
        const others = placed.filter(
          (other, at) => at !== index && (days[at] === days[index] || periodsOverlap(other, visit)),
        );
        // The visits before it (by start, as listed) count first: the one going over is flagged.
        const breaks = visitBreaks(context, visit, {
          others,
          counted: placed.slice(0, index),
        });
        const conflits = breaks.map((brk) => brk.code);
        // A forcing shows while a rule it forced is still broken: a later move that keeps
        // every rule (or to another agent) leaves it in the history only.
        const latest = forcages.get(visit.row.id);
        const forcage = latest?.regles.some((code) => conflits.includes(code)) ? latest : undefined;
        return {
          ...aPourvoirDto(visit.row),
          statut: visit.row.statut,
          conflits,
          forcage: forcage
            ? {
                motif: forcage.motif,
                regles: forcage.regles,
                par: forcage.par ?? 'Un compte supprimé',
                le: forcage.le.toISOString(),
              }
            : null,
        };
      });
      const iso = (period: Period) => ({
        debut: period.start.toISOString(),
        fin: period.end.toISOString(),
      });
      return {
        candidat_id: agent.id,
        prenom: agent.prenom ?? '',
        nom: agent.nom,
        transport_type_id: isTransportTypeId(agent.transport_type_id)
          ? agent.transport_type_id
          : null,
        skill_ids: context.skillIds.filter(isSkillId),
        heures_contrat_hebdo: context.limits.nbHeuresHebdo,
        minutes_planifiees: Math.round(weekHours(placed, monday) * 60),
        indisponibilites: [
          ...context.leave.map((period) => ({ ...iso(period), type: 'conge' as const })),
          ...context.absences.map((period) => ({ ...iso(period), type: 'absence' as const })),
          ...[
            ...context.unavailable,
            ...outsideDeclared(context.limits.disponibilites, monday),
          ].map((period) => ({ ...iso(period), type: 'indisponibilite' as const })),
        ].sort((a, b) => a.debut.localeCompare(b.debut)),
        interventions,
      };
    });
    return {
      page: { items, page, limit, total: agents.total },
      extras: { debut: body.debut, fin: sunday, a_pourvoir: aPourvoir.map(aPourvoirDto) },
    };
  }
}
