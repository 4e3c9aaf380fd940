import { PLANNING_PROPOSAL_MAX, type endpoints } from '@maisonnee/contract';
import {
  agencyWallClock,
  familiarityTier,
  firstRuleBroken,
  mondayOfWeek,
  pairKey,
  proposePlanning,
  skillLabel,
  type AgentPlanningContext,
  type ProposalAgent,
  type ProposalInput,
  type ProposalRule,
  type ProposalVisit,
} from '@maisonnee/domain';
import type { AppConfig } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { refusal } from '../../lib/app-error.ts';
import type { BodyOf } from '../../plugins/contract-routes.ts';
import { searchRadiusKm } from '../agence/search-radius.ts';
import { preferencesOfCandidats } from '../clients/intervenant-preferences.service.ts';
import { NOTIFICATION_MESSAGES } from '../notifications/notifications.service.ts';
import * as availability from './availability.queries.ts';
import * as iq from './interventions.queries.ts';
import { refOf, tell, when } from './planning-common.ts';
import { publishPlanningChanged } from './planning-live.ts';
import * as q from './proposal.queries.ts';
import { loadPlanningContexts, planningVisitOf } from './planning-context.ts';

/*
 * The week's proposal (issue 26 point 4, docs/planning.md « Proposition de planning pour la
 * semaine »): an agent for every unstaffed intervention to come of a week, chosen by the domain's
 * proposePlanning over what is read here in one statement per kind of data, and the lines a
 * planner kept applied at once, each checked again against every planning rule.
 */

type E = typeof endpoints;
type Conn = Db | Tx;
type AgentRow = Awaited<ReturnType<typeof q.selectAgentsByIds>>[number];
type VisitRow = Awaited<ReturnType<typeof q.selectUnstaffedToCome>>[number];

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

const nameOf = (person: { prenom: string | null; nom: string }) =>
  [person.prenom, person.nom].filter(Boolean).join(' ');
const clientNom = (row: VisitRow) => nameOf({ prenom: row.client_prenom, nom: row.client_nom });
const placeOf = (row: { lat: number | null; lng: number | null }) =>
  row.lat != null && row.lng != null ? { lat: row.lat, lng: row.lng } : null;

const visitOf = (row: VisitRow): ProposalVisit => ({
  id: row.id,
  clientId: row.client_id,
  skillId: row.skill_id,
  start: row.date_debut,
  end: row.date_fin,
  place: placeOf(row),
});

/** Rows grouped by their agent. */
function byAgent<T extends { candidat_id: number | null }>(rows: readonly T[]) {
  const grouped = new Map<number, T[]>();
  for (const row of rows) {
    if (row.candidat_id === null) continue;
    grouped.set(row.candidat_id, [...(grouped.get(row.candidat_id) ?? []), row]);
  }
  return grouped;
}

/**
 * What the planning rules weigh of these agents over the weeks [from, to): the board's planning
 * contexts (`loadPlanningContexts`: a fixed number of statements whatever the number of agents)
 * and each agent's visits at their clients.
 */
async function loadAgentWeeks(
  conn: Conn,
  config: AppConfig,
  rows: readonly AgentRow[],
  range: { from: Date; to: Date },
) {
  const { visits, contextOf } = await loadPlanningContexts(conn, config, rows, range);
  const visitsOf = byAgent(visits);
  const agents = new Map<number, ProposalAgent>();
  const contexts = new Map<number, AgentPlanningContext>();
  for (const row of rows) {
    const context = contextOf(row);
    contexts.set(row.id, context);
    agents.set(row.id, {
      id: row.id,
      skillIds: context.skillIds,
      limits: context.limits,
      leave: context.leave,
      absences: context.absences,
      unavailable: context.unavailable,
      home: context.home,
      transport: context.transport,
      visits: (visitsOf.get(row.id) ?? []).map(planningVisitOf),
    });
  }
  return { agents, contexts };
}

/** Why an agent cannot take a line, in French, for the refusal of the rule it breaks. */
function whyNot(rule: ProposalRule, row: VisitRow, radiusKm: number): string {
  switch (rule) {
    case 'AGENT_WITHOUT_SKILL':
      return `le service « ${skillLabel(row.skill_id)} » n'est pas le sien`;
    case 'AGENT_BUSY':
      return 'une autre de ses interventions tombe déjà à ce moment';
    case 'AGENT_ON_LEAVE':
      return 'un congé accepté tombe ce jour-là';
    case 'AGENT_ABSENT':
      return 'une absence déclarée tombe à ce moment';
    case 'INTERVENANT_ECARTE':
      return 'la famille a demandé à ne plus recevoir cet intervenant';
    case 'AGENT_UNAVAILABLE':
      return "c'est en dehors de ses disponibilités déclarées";
    case 'AGENT_OVER_CONTRACT_HOURS':
      return 'sa semaine dépasserait les heures hebdomadaires de son contrat';
    case 'TRAVEL_TOO_SHORT':
      return "il n'aurait pas le temps de trajet nécessaire depuis ou vers sa visite voisine";
    case 'AGENT_TOO_FAR':
      return `la famille habite au-delà du rayon de recherche de ${String(radiusKm).replace('.', ',')} km de son domicile`;
  }
}

const NOTHING_APPLIED =
  "Aucune ligne n'a été appliquée : décochez cette ligne ou relancez la proposition.";

/**
 * What the proposal of the week of `body.debut` weighs (docs/planning.md): the planned
 * interventions without agent still to come at `at` (filters: service, client, postal code;
 * PLANNING_PROPOSAL_MAX at most, by start), the active agents of their services living within the
 * agency's radius of one of them (SQL), their weeks, the families' choices about them and the
 * (client, agent) pairs that worked together — worked there and not rated below 4 there
 * (`familiarityTier` 0 or 1). One statement per kind of data. Also read by
 * bench/planning-proposal.ts.
 */
export async function readProposalInput(
  db: Db,
  config: AppConfig,
  body: BodyOf<E['proposerPlanningSemaine']>,
  at: Date,
) {
  const monday = new Date(`${body.debut}T00:00:00Z`);
  const nextMonday = new Date(monday.getTime() + WEEK_MS);
  const [radiusKm, rows] = await Promise.all([
    searchRadiusKm(db, config, undefined),
    q.selectUnstaffedToCome(
      db,
      {
        from: monday,
        to: nextMonday,
        after: agencyWallClock(at),
        skillId: body.skill_id,
        clientId: body.client_id,
        codePostal: body.code_postal,
      },
      PLANNING_PROPOSAL_MAX,
    ),
  ]);
  const visits = rows.map(visitOf);
  const centers = [
    ...new Map(
      visits.flatMap((visit) => {
        const place = visit.place;
        return place?.lat != null && place.lng != null
          ? [[`${place.lat}:${place.lng}`, { lat: place.lat, lng: place.lng }] as const]
          : [];
      }),
    ).values(),
  ];
  const agentRows = await q.selectCandidateAgents(
    db,
    [...new Set(visits.map((visit) => visit.skillId))],
    centers,
    radiusKm,
  );
  const ids = agentRows.map((row) => row.id);
  const [{ agents }, preferences, pairs] = await Promise.all([
    loadAgentWeeks(db, config, agentRows, { from: monday, to: nextMonday }),
    preferencesOfCandidats(db, ids),
    q.selectFamiliarityPairs(db, [...new Set(visits.map((visit) => visit.clientId))], ids),
  ]);
  const known = new Set(
    pairs
      .filter(
        (pair) =>
          familiarityTier({ nbInterventionsChezClient: pair.done, noteClient: pair.note }) <= 1,
      )
      .map((pair) => pairKey(pair.client_id, pair.candidat_id)),
  );
  const input: ProposalInput = {
    visits,
    agents: [...agents.values()],
    preferences,
    known,
    radiusKm,
  };
  return { rows, agentRows, input };
}

export function createProposalService(deps: { db: Db; config: AppConfig; now: () => Date }) {
  const { db, config, now } = deps;

  return {
    /**
     * The proposal for the week of `debut` (docs/planning.md): the planned interventions without
     * agent still to come (filters: service, client, postal code; PLANNING_PROPOSAL_MAX at most),
     * the active agents of their services living within the agency's radius of one of them, and
     * the domain's proposePlanning. Nothing is written.
     */
    async proposer(body: BodyOf<E['proposerPlanningSemaine']>) {
      const { rows, agentRows, input } = await readProposalInput(db, config, body, now());
      const started = performance.now();
      const proposal = proposePlanning(input);
      const calculMs = Math.round((performance.now() - started) * 10) / 10;

      const rowOf = new Map(rows.map((row) => [row.id, row]));
      const agentOf = new Map(agentRows.map((row) => [row.id, row]));
      const lignes = proposal.lines.map((line) => {
        const row = rowOf.get(line.visitId)!;
        const agent = agentOf.get(line.agentId)!;
        return {
          intervention_id: row.id,
          client_id: row.client_id,
          client_nom: clientNom(row),
          skill_id: row.skill_id,
          date_debut: row.date_debut.toISOString(),
          date_fin: row.date_fin.toISOString(),
          candidat_id: agent.id,
          prenom: agent.prenom ?? '',
          nom: agent.nom,
          trajet_minutes: line.travelMinutes,
          raisons: line.reasons,
        };
      });
      return {
        lignes,
        sans_agent: proposal.misses.map((miss) => {
          const row = rowOf.get(miss.visitId)!;
          return {
            intervention_id: row.id,
            client_nom: clientNom(row),
            date_debut: row.date_debut.toISOString(),
            date_fin: row.date_fin.toISOString(),
            raison: miss.reason,
          };
        }),
        statistiques: {
          a_pourvoir: rows.length,
          proposees: lignes.length,
          trajet_total_minutes: lignes.reduce((sum, l) => sum + (l.trajet_minutes ?? 0), 0),
          calcul_ms: calculMs,
        },
      };
    },

    /**
     * Gives the interventions of the lines to their agents in one transaction (the agents' and
     * the interventions' rows locked): each line, in order, must still be a planned intervention
     * without agent to come, for an active agent who can take it under every planning rule with
     * the lines before it counted. The first line refused refuses all (its rule's code, details
     * `intervention_id`); otherwise client and agent are told of each intervention.
     */
    async appliquer(body: BodyOf<E['appliquerPropositionPlanning']>) {
      const at = agencyWallClock(now());
      const ids = await db.transaction(async (tx) => {
        const agentIds = [...new Set(body.lignes.map((ligne) => ligne.candidat_id))].sort(
          (a, b) => a - b,
        );
        // One planning of each agent at a time: another planner's assignment waits, or is seen.
        await q.lockCandidats(tx, agentIds);
        const rows = await q.lockInterventionsForApply(
          tx,
          body.lignes.map((ligne) => ligne.intervention_id),
        );
        const agentRows = await q.selectAgentsByIds(tx, agentIds);
        const mondays = rows.map((row) => mondayOfWeek(row.date_debut).getTime());
        const from = new Date(mondays.length ? Math.min(...mondays) : at.getTime());
        const to = new Date((mondays.length ? Math.max(...mondays) : at.getTime()) + WEEK_MS);
        const { agents, contexts } = await loadAgentWeeks(tx, config, agentRows, { from, to });
        const rowOf = new Map(rows.map((row) => [row.id, row]));
        const agentOf = new Map(agentRows.map((row) => [row.id, row]));
        const weeks = new Map([...agents].map(([id, agent]) => [id, [...agent.visits]]));
        const given = new Map<number, number[]>();

        for (const ligne of body.lignes) {
          const details = { intervention_id: ligne.intervention_id };
          const row = rowOf.get(ligne.intervention_id);
          if (!row)
            throw refusal(
              'INTERVENTION_NOT_PLANNED',
              `L'intervention n° ${ligne.intervention_id} n'existe plus. ${NOTHING_APPLIED}`,
              details,
            );
          const what = `l'intervention du ${when(row)} chez ${clientNom(row)}`;
          if (row.statut !== 'planifiee' || row.date_debut <= at)
            throw refusal(
              'INTERVENTION_NOT_PLANNED',
              `${capitalize(what)} n'est plus une intervention planifiée à venir. ${NOTHING_APPLIED}`,
              details,
            );
          if (row.candidat_id !== null)
            throw refusal(
              'INTERVENTION_CHANGED',
              `${capitalize(what)} a reçu un intervenant entre-temps. ${NOTHING_APPLIED}`,
              details,
            );
          const agentRow = agentOf.get(ligne.candidat_id);
          const agent = agents.get(ligne.candidat_id);
          const context = contexts.get(ligne.candidat_id);
          const name = agentRow ? nameOf(agentRow) : `L'intervenant n° ${ligne.candidat_id}`;
          if (
            !agentRow ||
            !agent ||
            !context ||
            !agentRow.is_active ||
            agentRow.candidat_statut_id !== availability.STATUT_AGENT_ACTIF
          )
            throw refusal(
              'AGENT_NOT_ELIGIBLE',
              `${name} n'est pas un agent actif : ${what} ne peut pas lui être confiée. ${NOTHING_APPLIED}`,
              details,
            );
          const visit = visitOf(row);
          const planned = weeks.get(agent.id) ?? [];
          const rule = firstRuleBroken(context, planned, visit);
          if (rule)
            throw refusal(
              rule,
              `${name} ne peut pas prendre ${what} : ${whyNot(rule, row, context.radiusKm)}. ${NOTHING_APPLIED}`,
              details,
            );
          planned.push({ start: visit.start, end: visit.end, place: visit.place });
          weeks.set(agent.id, planned);
          given.set(agent.id, [...(given.get(agent.id) ?? []), row.id]);
        }

        for (const [candidatId, interventionIds] of given)
          await iq.assignInterventions(tx, interventionIds, candidatId);
        // The open boards of these weeks refetch once the call succeeded (planning-live.ts).
        publishPlanningChanged(body.lignes.map((ligne) => rowOf.get(ligne.intervention_id)!));
        for (const ligne of body.lignes) {
          const row = rowOf.get(ligne.intervention_id)!;
          const agentRow = agentOf.get(ligne.candidat_id)!;
          await tell(
            tx,
            'client',
            row,
            row.mission_id
              ? NOTIFICATION_MESSAGES.intervention.intervenantConfirme({
                  missionId: row.mission_id,
                  prenom: agentRow.prenom,
                  summary: `l'intervention du ${when(row)}`,
                })
              : NOTIFICATION_MESSAGES.intervention.planifiee({ ...refOf(row), quand: when(row) }),
          );
          await tell(
            tx,
            'agent',
            { ...row, candidat_id: ligne.candidat_id },
            NOTIFICATION_MESSAGES.intervention.confiee({
              ...refOf(row),
              quand: when(row),
              clientName: clientNom(row),
            }),
          );
        }
        return body.lignes.map((ligne) => ligne.intervention_id);
      });
      return { affectees: ids.length, ids };
    },
  };
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
