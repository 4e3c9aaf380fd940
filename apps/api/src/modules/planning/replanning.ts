import {
  firstPlanningBreak,
  formatInterventionDate,
  isForceablePlanningConflit,
  mondayOfWeek,
  visitBreaks,
  type Period,
  type Place,
  type PlanningConflit,
  type PlanningVisit,
} from '@maisonnee/domain';
import type { AppConfig } from '../../config.ts';
import type { Tx } from '../../db/client.ts';
import { notFound, refusal } from '../../lib/app-error.ts';
import { lockCandidat, STATUT_AGENT_ACTIF } from './availability.queries.ts';
import { planningRuleRefusal } from './agent-checks.ts';
import * as q from './interventions.queries.ts';
import { DAY_MS } from './planning-common.ts';
import { loadPlanningContexts, planningVisitOf } from './planning-context.ts';
import { findCandidat, findClient } from './read-model.queries.ts';
import { startOfUtcDay } from './read-model.ts';

/*
 * Replanning planned interventions (docs/planning.md « Déplacer, affecter, forcer »): which
 * interventions a move carries (the one, or with its series the following ones of the same
 * recurring slot), and whether an agent may take them under every planning rule — the same
 * evaluation as the board's (`visitBreaks`). Used by the board's moves (which may force the
 * forceable rules with a reason) and by saveIntervention and updateIntervention (which never
 * force).
 */

/** An intervention a move carries: where it is, where it goes, and its agent now. */
export interface MoveTarget extends Period {
  id: number;
  before: Period;
  candidatId: number | null;
}

/**
 * The interventions moved to [start, end): this one, and with `serie` the following planned ones
 * of its recurring slot, shifted by the same number of days, at the same hours.
 */
export async function moveTargets(
  tx: Tx,
  row: {
    id: number;
    date_debut: Date;
    date_fin: Date;
    candidat_id: number | null;
    dt_dispo_client_id: number | null;
  },
  slot: Period,
  serie: boolean,
): Promise<MoveTarget[]> {
  const targets: MoveTarget[] = [
    {
      id: row.id,
      start: slot.start,
      end: slot.end,
      before: { start: row.date_debut, end: row.date_fin },
      candidatId: row.candidat_id,
    },
  ];
  if (!serie || !row.dt_dispo_client_id) return targets;
  const shiftDays = Math.round(
    (startOfUtcDay(slot.start).getTime() - startOfUtcDay(row.date_debut).getTime()) / DAY_MS,
  );
  const fromMidnight = (instant: Date) => instant.getTime() - startOfUtcDay(slot.start).getTime();
  for (const next of await q.plannedOfSlotFrom(tx, row.dt_dispo_client_id, row.date_debut)) {
    if (next.id === row.id) continue;
    const day = startOfUtcDay(next.date_debut).getTime() + shiftDays * DAY_MS;
    targets.push({
      id: next.id,
      start: new Date(day + fromMidnight(slot.start)),
      end: new Date(day + fromMidnight(slot.end)),
      before: { start: next.date_debut, end: next.date_fin },
      candidatId: next.candidat_id,
    });
  }
  return targets;
}

/** The intervention moved: its client, the client's home and the service asked. */
export interface MovedIntervention {
  clientId: number;
  place: Place | null;
  skillId: number;
}

/** What the rules weigh of an intervention moved: its client's home and its service. */
export async function movedIntervention(
  tx: Tx,
  row: { client_id: number; skill_id: number | null },
): Promise<MovedIntervention> {
  const client = await findClient(tx, row.client_id);
  return {
    clientId: row.client_id,
    place: client?.lat != null && client.lng != null ? { lat: client.lat, lng: client.lng } : null,
    // As the board reads it: the mission's service (the first one without a mission).
    skillId: row.skill_id ?? 1,
  };
}

/** Whether a move changes this intervention's agent or times (what the rules weigh). */
export const changesHandsOrTime = (target: MoveTarget, candidatId: number | null) =>
  target.candidatId !== candidatId ||
  target.start.getTime() !== target.before.start.getTime() ||
  target.end.getTime() !== target.before.end.getTime();

/**
 * Refuses unless the agent may take these interventions at their new times: 404 for an unknown
 * agent, AGENT_NOT_ELIGIBLE, then the first rule broken (those that cannot be forced first, then
 * the earliest visit), each refusal naming the agent and the date, with `details.forcable`. With
 * `forcer`, the forceable rules broken are answered (by intervention id) instead of refused.
 * Locks the agent's row until the end of the transaction: two moves of one agent cannot cross.
 */
export async function checkAgentTakes(
  tx: Tx,
  config: AppConfig,
  move: {
    candidatId: number;
    intervention: MovedIntervention;
    targets: readonly MoveTarget[];
    forcer: boolean;
  },
): Promise<Map<number, PlanningConflit[]>> {
  const forced = new Map<number, PlanningConflit[]>();
  if (move.targets.length === 0) return forced;
  await lockCandidat(tx, move.candidatId);
  const agent = await findCandidat(tx, move.candidatId);
  if (!agent) throw notFound('Agent introuvable.');
  const name = [agent.prenom, agent.nom].filter(Boolean).join(' ') || 'Cet agent';
  const sorted = [...move.targets].sort((a, b) => a.start.getTime() - b.start.getTime());
  const first = sorted[0]!;
  if (!agent.is_active || agent.candidat_statut_id !== STATUT_AGENT_ACTIF)
    throw refusal(
      'AGENT_NOT_ELIGIBLE',
      `${name} n'est pas un agent actif : il ne peut pas recevoir l'intervention du ${formatInterventionDate(first.start, first.end)}.`,
      { date: first.start.toISOString().slice(0, 10), forcable: false },
    );
  // Whole weeks (contract hours), a day before them (a visit over midnight) and after.
  const from = new Date(mondayOfWeek(first.start).getTime() - DAY_MS);
  const to = new Date(mondayOfWeek(sorted.at(-1)!.start).getTime() + 8 * DAY_MS);
  const { visits, contextOf } = await loadPlanningContexts(tx, config, [agent], { from, to });
  const context = contextOf(agent);
  const moved = new Set(sorted.map((target) => target.id));
  const existing = visits.filter((visit) => !moved.has(visit.id)).map(planningVisitOf);
  const news: (PlanningVisit & { id: number })[] = sorted.map((target) => ({
    id: target.id,
    start: target.start,
    end: target.end,
    place: move.intervention.place,
    clientId: move.intervention.clientId,
    skillId: move.intervention.skillId,
  }));
  const evaluated = news.map((visit, index) => ({
    visit,
    breaks: visitBreaks(context, visit, {
      others: [...existing, ...news.filter((_, other) => other !== index)],
      // The hours already planned in its week, then the moved ones before it.
      counted: [...existing, ...news.slice(0, index)],
    }).filter(
      // An agent the family set aside keeps the visits it already holds (docs/intervenants.md):
      // the planner may still move them in time; it is only never given new ones.
      (brk) => brk.code !== 'INTERVENANT_ECARTE' || sorted[index]!.candidatId !== move.candidatId,
    ),
  }));
  const facts = {
    limitHours: context.limits.nbHeuresHebdo,
    radiusKm: context.radiusKm,
    skillId: move.intervention.skillId,
  };
  const never = firstPlanningBreak(
    evaluated.map((entry) => ({
      visit: entry.visit,
      breaks: entry.breaks.filter((brk) => !isForceablePlanningConflit(brk.code)),
    })),
  );
  if (never) throw planningRuleRefusal(name, never.brk, never.visit, { ...facts, forcable: false });
  const forceable = firstPlanningBreak(evaluated);
  if (forceable && !move.forcer)
    throw planningRuleRefusal(name, forceable.brk, forceable.visit, { ...facts, forcable: true });
  for (const entry of evaluated)
    if (entry.breaks.length > 0)
      forced.set(
        entry.visit.id,
        entry.breaks.map((brk) => brk.code),
      );
  return forced;
}
