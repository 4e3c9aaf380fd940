import {
  congePeriod,
  firstOutsideAvailability,
  firstOverContractHours,
  firstTravelConflict,
  formatInterventionDate,
  isOnHalfHourGrid,
  mondayOfWeek,
  periodsOverlap,
  skillLabel,
  type AgentAgenda,
  type AgentWorkLimits,
  type Period,
  type Place,
  type PlacedVisit,
  type PlanningBreak,
  type RefusalDetails,
} from '@maisonnee/domain';
import { refusal, type AppError } from '../../lib/app-error.ts';

/*
 * Why an agent cannot take slots, as the refusals planning answers (docs/planning.md): a slot off
 * the half-hour grid, an agent without the skill, already working, on leave or absent at that
 * time. Each names the first date concerned so the planner knows what to change.
 */

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** SLOT_OFF_GRID for the first slot that does not start and end on the half-hour grid. */
export function assertSlotsOnGrid(periods: readonly Period[]) {
  const off = periods.find((period) => !isOnHalfHourGrid(period));
  if (off) {
    throw refusal(
      'SLOT_OFF_GRID',
      `Le créneau du ${formatInterventionDate(off.start, off.end)} n'est pas sur la grille des demi-heures (08:00, 08:30…) : corrigez ses horaires.`,
      { date: isoDay(off.start) },
    );
  }
}

/** AGENT_NOT_ELIGIBLE (not an active agent) or AGENT_WITHOUT_SKILL. */
export function assertAgentEligible(
  agent: { isActiveAgent: boolean; agenda: AgentAgenda; prenom: string | null },
  skillId: number,
) {
  const name = agent.prenom ?? 'Cet agent';
  if (!agent.isActiveAgent) {
    throw refusal(
      'AGENT_NOT_ELIGIBLE',
      `${name} n'est pas un agent actif : il ne peut pas recevoir de créneaux.`,
    );
  }
  if (!agent.agenda.skillIds.includes(skillId)) {
    throw refusal(
      'AGENT_WITHOUT_SKILL',
      `${name} n'a pas la compétence « ${skillLabel(skillId)} » demandée : choisissez un agent de ce service.`,
    );
  }
}

/**
 * AGENT_BUSY, AGENT_ON_LEAVE or AGENT_ABSENT for the first slot (in time) the agent cannot take:
 * another intervention, accepted leave or a declared absence over it.
 */
export function assertAgentFreeForAll(
  agent: { agenda: AgentAgenda; prenom: string | null },
  periods: readonly Period[],
) {
  const name = agent.prenom ?? "L'agent";
  const sorted = [...periods].sort((a, b) => a.start.getTime() - b.start.getTime());
  for (const period of sorted) {
    if (agent.agenda.interventions.some((busy) => periodsOverlap(busy, period)))
      throw planningRuleRefusal(name, { code: 'AGENT_BUSY' }, period);
    if (agent.agenda.conges.some((conge) => periodsOverlap(congePeriod(conge), period)))
      throw planningRuleRefusal(name, { code: 'AGENT_ON_LEAVE' }, period);
    if (agent.agenda.absences.some((absence) => periodsOverlap(absence, period)))
      throw planningRuleRefusal(name, { code: 'AGENT_ABSENT' }, period);
  }
}

const frenchNumber = (value: number) => String(Math.round(value * 100) / 100).replace('.', ',');
const frenchDay = (date: Date) => date.toISOString().slice(0, 10).split('-').reverse().join('/');

/**
 * The planning rules between an agent's visits (issue 26, docs/planning.md « Règles du
 * planning »), for the first slot (in time) that breaks one: AGENT_UNAVAILABLE outside its
 * declared weekly availability, AGENT_OVER_CONTRACT_HOURS when its Paris week would go over its
 * contract's weekly hours, TRAVEL_TOO_SHORT when its previous or next visit that day leaves less
 * time than the travel between the two addresses (`place`: the client's, null when not located).
 */
export function assertAgentWithinPlanningRules(
  agent: { prenom: string | null; transportTypeId: number | null },
  rules: { limits: AgentWorkLimits; visits: readonly PlacedVisit[] },
  periods: readonly Period[],
  place: Place | null,
) {
  const name = agent.prenom ?? "L'agent";
  const outside = firstOutsideAvailability(rules.limits, periods);
  if (outside) throw planningRuleRefusal(name, { code: 'AGENT_UNAVAILABLE' }, outside);
  const over = firstOverContractHours(rules.limits, rules.visits, periods);
  if (over)
    throw planningRuleRefusal(
      name,
      { code: 'AGENT_OVER_CONTRACT_HOURS', heures: over.hours },
      over.visit,
      { limitHours: rules.limits.nbHeuresHebdo },
    );
  const conflict = firstTravelConflict(
    rules.visits,
    periods.map((period) => ({ start: period.start, end: period.end, place })),
    agent.transportTypeId,
  );
  if (conflict)
    throw planningRuleRefusal(name, { code: 'TRAVEL_TOO_SHORT', travel: conflict }, conflict.visit);
}

/** What some refusals tell beyond the rule and the visit. */
export interface PlanningRefusalFacts {
  /** AGENT_OVER_CONTRACT_HOURS: the contract's weekly hours. */
  limitHours?: number | null;
  /** AGENT_TOO_FAR: the agency's search radius. */
  radiusKm?: number;
  /** AGENT_WITHOUT_SKILL: the service asked. */
  skillId?: number;
  /** Whether a planner may force the rule (moves from the board): `details.forcable`. */
  forcable?: boolean;
}

/**
 * The refusal of a planning rule `visit` breaks (docs/planning.md), in French, naming the agent
 * and the visit's date, with `details.date` (and the hours, minutes or km the rule measured).
 */
export function planningRuleRefusal(
  name: string,
  brk: PlanningBreak,
  visit: Period,
  facts: PlanningRefusalFacts = {},
): AppError {
  const when = formatInterventionDate(visit.start, visit.end);
  const details: RefusalDetails = { date: isoDay(visit.start) };
  if (facts.forcable !== undefined) details.forcable = facts.forcable;
  const other = 'choisissez un autre agent ou une autre période.';
  switch (brk.code) {
    case 'AGENT_BUSY':
      return refusal(brk.code, `${name} a déjà une intervention le ${when} : ${other}`, details);
    case 'AGENT_ON_LEAVE':
      return refusal(brk.code, `${name} est en congé le ${when} : ${other}`, details);
    case 'AGENT_ABSENT':
      return refusal(brk.code, `${name} a déclaré une absence le ${when} : ${other}`, details);
    case 'AGENT_UNAVAILABLE':
      return refusal(
        brk.code,
        `${name} n'est pas disponible le ${when} d'après ses disponibilités déclarées : ${other}`,
        details,
      );
    case 'AGENT_OVER_CONTRACT_HOURS': {
      const hours = brk.heures ?? 0;
      return refusal(
        brk.code,
        `Avec le ${when}, ${name} aurait ${frenchNumber(hours)} h planifiées la semaine du ${frenchDay(mondayOfWeek(visit.start))}, au-delà des ${frenchNumber(facts.limitHours ?? 0)} h hebdomadaires de son contrat : ${other}`,
        { ...details, heures: hours },
      );
    }
    case 'TRAVEL_TOO_SHORT': {
      const gap = `${frenchNumber(brk.travel?.gapMinutes ?? 0)} min`;
      const needed = brk.travel?.neededMinutes ?? 0;
      return refusal(
        brk.code,
        brk.travel?.before === false
          ? `${name} n'aurait que ${gap} après l'intervention du ${when} pour rejoindre la suivante, alors que le trajet est estimé à ${needed} min : choisissez un autre agent ou un autre horaire.`
          : `${name} n'aurait que ${gap} pour venir de son intervention précédente jusqu'à celle du ${when}, alors que le trajet est estimé à ${needed} min : choisissez un autre agent ou un autre horaire.`,
        { ...details, minutes: needed },
      );
    }
    case 'AGENT_TOO_FAR':
      return refusal(
        brk.code,
        `${name} habite à ${frenchNumber(brk.km ?? 0)} km de chez le client, au-delà des ${frenchNumber(facts.radiusKm ?? 0)} km du rayon de recherche de l'agence, pour l'intervention du ${when} : choisissez un agent plus proche.`,
        { ...details, km: brk.km ?? 0 },
      );
    case 'AGENT_WITHOUT_SKILL':
      return refusal(
        brk.code,
        `${name} n'a pas la compétence « ${skillLabel(facts.skillId ?? 0)} » demandée pour l'intervention du ${when} : choisissez un agent de ce service.`,
        details,
      );
    case 'INTERVENANT_ECARTE':
      return refusal(
        brk.code,
        `La famille a demandé à ne plus recevoir ${name} : choisissez un autre intervenant pour l'intervention du ${when}.`,
        details,
      );
  }
}
