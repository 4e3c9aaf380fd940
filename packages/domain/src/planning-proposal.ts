import { distanceMeters } from './geo.ts';
import { periodsOverlap, type Period } from './interventions.ts';
import { mondayOfWeek } from './planning.ts';
import {
  PLANNING_REFUSAL_ORDER,
  visitBreaks,
  type AgentPlanningContext,
  type PlanningConflit,
} from './planning-conflicts.ts';
import {
  firstOutsideAvailability,
  firstOverContractHours,
  firstTravelConflict,
  travelMinutes,
  weekHours,
  type Place,
  type PlacedVisit,
} from './planning-rules.ts';

/*
 * A proposal of an agent for every unstaffed visit of a week (issue 26, point 4; docs/planning.md
 * « Proposition de planning pour la semaine »). Pure: the API loads the week, this decides.
 * Greedy, hardest visits first (fewest agents able to take them), each given to the best agent
 * able to take it: the shortest travel once the family's ties are counted as minutes saved (a
 * preferred agent as PREFERRED_BONUS_MINUTES less travel, a known one as KNOWN_BONUS_MINUTES: a
 * known agent 2 hours away on foot does not beat a stranger 20 minutes away), then the most
 * contract hours left. The rules are the board's and a move's (`visitBreaks`), and every
 * assignment is added to the agent's week before the next visit is weighed, so the proposal
 * breaks no planning rule by construction. Planned times are the
 * agency's wall clock read in UTC, like every planning rule.
 */

/** An unstaffed visit to give: its client, service, times and the client's home. */
export interface ProposalVisit extends Period {
  id: number;
  clientId: number;
  skillId: number;
  /** The client's home; null (or a coordinate missing) when not located. */
  place: Place | null;
}

/**
 * What decides whether an agent can take a visit of the week: its planning context (skills,
 * home, way of travelling, availability and contract hours, leave, absences, declared
 * unavailability; the radius and the families' choices are the proposal's) and its visits.
 */
export interface ProposalAgent extends Omit<AgentPlanningContext, 'radiusKm' | 'ecartePar'> {
  id: number;
  /** Its visits already planned (not cancelled, accepted extensions counted) at their clients. */
  visits: readonly PlacedVisit[];
}

/** What a family decided about an agent (docs/intervenants.md). */
export type FamilyPreference = 'prefere' | 'ecarte';

/** Everything the proposal weighs. */
export interface ProposalInput {
  visits: readonly ProposalVisit[];
  agents: readonly ProposalAgent[];
  /** The families' choices, by `pairKey(clientId, agentId)`. */
  preferences: ReadonlyMap<string, FamilyPreference>;
  /** The (client, agent) pairs that already worked together, by `pairKey`. */
  known: ReadonlySet<string>;
  /** The agency's search radius (km): the client's home must lie within it of the agent's. */
  radiusKm: number;
}

/** The key of a (client, agent) pair in `preferences` and `known`. */
export const pairKey = (clientId: number, agentId: number) => `${clientId}:${agentId}`;

/** A visit given to an agent, with the estimated travel to it and why this agent. */
export interface ProposalLine {
  visitId: number;
  agentId: number;
  /** From the agent's previous visit that day, else from home; null when a place is unknown. */
  travelMinutes: number | null;
  /** Short French reasons: « préféré par la famille », « 12 min de trajet »… */
  reasons: string[];
}

/** A visit nobody can take, with why in French. */
export interface ProposalMiss {
  visitId: number;
  reason: string;
}

/** Lines and misses, each by visit start (then id). */
export interface PlanningProposal {
  lines: ProposalLine[];
  misses: ProposalMiss[];
}

/** The planning rules an assignment may break (refusal codes of docs/errors.md). */
export type ProposalRule = PlanningConflit;

const hasPosition = (place: Place | null | undefined): place is { lat: number; lng: number } =>
  place?.lat != null && place.lng != null;

/** Kilometres between two located places as the crow flies. */
const kmBetween = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) =>
  distanceMeters(a, b) / 1000;

/** The agent's planning context for the rules (`visitBreaks`), with the proposal's radius. */
export function proposalContext(
  agent: ProposalAgent,
  context: Pick<ProposalInput, 'preferences' | 'radiusKm'>,
): AgentPlanningContext {
  const ecartePar = new Set<number>();
  for (const [key, preference] of context.preferences) {
    const [clientId, agentId] = key.split(':').map(Number);
    if (preference === 'ecarte' && agentId === agent.id) ecartePar.add(clientId!);
  }
  return { ...agent, radiusKm: context.radiusKm, ecartePar };
}

/**
 * The first planning rule (docs/planning.md « Règles du planning », the domain's `visitBreaks`,
 * in PLANNING_REFUSAL_ORDER: those no one may force first) an agent would break by taking
 * `visit` on top of `planned` (its visits, and those given to it before); null when it can take
 * it. The search radius is weighed when both homes are located.
 */
export function firstRuleBroken(
  agent: AgentPlanningContext,
  planned: readonly PlacedVisit[],
  visit: ProposalVisit,
): ProposalRule | null {
  const breaks = visitBreaks(agent, visit, { others: planned, counted: planned });
  return PLANNING_REFUSAL_ORDER.find((code) => breaks.some((brk) => brk.code === code)) ?? null;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Minutes to reach the visit: from the agent's previous visit that day (the latest ending before
 * it starts), else from its home; null when either place is not located.
 */
export function travelToVisit(
  agent: Pick<ProposalAgent, 'home' | 'transport'>,
  planned: readonly PlacedVisit[],
  visit: Period & { place: Place | null },
): number | null {
  const day = dayOf(visit.start);
  const previous = planned
    .filter((other) => dayOf(other.start) === day && other.end.getTime() <= visit.start.getTime())
    .sort((a, b) => b.end.getTime() - a.end.getTime())[0];
  return travelMinutes(previous ? previous.place : agent.home, visit.place, agent.transport);
}

const frenchNumber = (value: number) => String(Math.round(value * 10) / 10).replace('.', ',');

/** Hours as a planner reads them: 18 → « 18 h », 7.5 → « 7 h 30 ». */
export function formatProposalHours(hours: number): string {
  const minutes = Math.round(hours * 60);
  const rest = minutes % 60;
  return rest === 0
    ? `${Math.floor(minutes / 60)} h`
    : `${Math.floor(minutes / 60)} h ${String(rest).padStart(2, '0')}`;
}

/** Travel as a planner reads it: 12 → « 12 min », 100 → « 1 h 40 ». */
export function formatTravelMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  return formatProposalHours(minutes / 60);
}

/**
 * What a family's tie to an agent is worth, in minutes of travel: the proposal takes a preferred
 * agent up to an hour's more travel than another, a known one up to half an hour's more.
 */
export const PREFERRED_BONUS_MINUTES = 60;
export const KNOWN_BONUS_MINUTES = 30;

/** How an agent ranks for a visit: smaller first, in this order. */
interface Rank {
  /** Travel minutes less the family's ties (unknown travel: last). */
  cost: number;
  withoutContract: number;
  /** Contract hours left after the visit (negated: more left first), or hours planned. */
  balance: number;
  id: number;
}

const compareRanks = (a: Rank, b: Rank) =>
  a.cost - b.cost || a.withoutContract - b.withoutContract || a.balance - b.balance || a.id - b.id;

/** The mutable week of each agent while a proposal is built. */
type Weeks = Map<number, PlacedVisit[]>;

const weeksOf = (agents: readonly ProposalAgent[]): Weeks =>
  new Map(agents.map((agent) => [agent.id, [...agent.visits]]));

/** French labels of the rules, for the reason of a visit left without agent. */
const RULE_LABELS: Record<ProposalRule, string> = {
  AGENT_WITHOUT_SKILL: 'sans ce service',
  INTERVENANT_ECARTE: 'écarté par la famille',
  AGENT_TOO_FAR: 'trop loin',
  AGENT_BUSY: 'déjà occupé',
  AGENT_ON_LEAVE: 'en congé',
  AGENT_ABSENT: 'absent',
  AGENT_UNAVAILABLE: 'indisponible',
  AGENT_OVER_CONTRACT_HOURS: 'au-delà des heures du contrat',
  TRAVEL_TOO_SHORT: 'trajet trop court',
};

/** Where the proposal stands while it is built. */
class ProposalRun {
  readonly weeks: Weeks;
  readonly contexts: Map<number, AgentPlanningContext>;
  constructor(readonly input: ProposalInput) {
    this.weeks = weeksOf(input.agents);
    this.contexts = new Map(input.agents.map((agent) => [agent.id, proposalContext(agent, input)]));
  }

  /**
   * The agents of the visit's service whose home lies within the radius of the client's: those
   * the proposal may weigh (an agent whose home is not located cannot be placed in the radius).
   */
  inRadius(visit: ProposalVisit): ProposalAgent[] {
    const place = visit.place;
    if (!hasPosition(place)) return [];
    return this.input.agents.filter(
      (agent) =>
        agent.skillIds.includes(visit.skillId) &&
        hasPosition(agent.home) &&
        kmBetween(agent.home, place) <= this.input.radiusKm,
    );
  }

  /** The first rule the agent breaks for the visit in the proposal's current state. */
  ruleBroken(agent: ProposalAgent, visit: ProposalVisit): ProposalRule | null {
    return firstRuleBroken(this.contexts.get(agent.id)!, this.weeks.get(agent.id) ?? [], visit);
  }

  eligible(visit: ProposalVisit): ProposalAgent[] {
    return this.inRadius(visit).filter((agent) => this.ruleBroken(agent, visit) === null);
  }

  rank(agent: ProposalAgent, visit: ProposalVisit): Rank {
    const key = pairKey(visit.clientId, agent.id);
    const planned = this.weeks.get(agent.id) ?? [];
    const contract = agent.limits.nbHeuresHebdo;
    const hours = weekHours([...planned, visit], mondayOfWeek(visit.start));
    const travel = travelToVisit(agent, planned, visit) ?? Number.POSITIVE_INFINITY;
    const ties =
      (this.input.preferences.get(key) === 'prefere' ? PREFERRED_BONUS_MINUTES : 0) +
      (this.input.known.has(key) ? KNOWN_BONUS_MINUTES : 0);
    return {
      cost: travel - ties,
      withoutContract: contract === null ? 1 : 0,
      balance: contract === null ? hours : -(contract - hours),
      id: agent.id,
    };
  }

  /** Gives the visit to the agent: the line, and the visit added to the agent's week. */
  assign(agent: ProposalAgent, visit: ProposalVisit): ProposalLine {
    const key = pairKey(visit.clientId, agent.id);
    const planned = this.weeks.get(agent.id) ?? [];
    const travel = travelToVisit(agent, planned, visit);
    planned.push({ start: visit.start, end: visit.end, place: visit.place });
    this.weeks.set(agent.id, planned);
    const hours = weekHours(planned, mondayOfWeek(visit.start));
    const contract = agent.limits.nbHeuresHebdo;
    const reasons: string[] = [];
    if (this.input.preferences.get(key) === 'prefere') reasons.push('préféré par la famille');
    if (this.input.known.has(key)) reasons.push('connu de la famille');
    reasons.push(travel === null ? 'trajet inconnu' : `${formatTravelMinutes(travel)} de trajet`);
    reasons.push(
      contract === null
        ? `${formatProposalHours(hours)} cette semaine`
        : `${formatProposalHours(hours)} / ${formatProposalHours(contract)} cette semaine`,
    );
    return { visitId: visit.id, agentId: agent.id, travelMinutes: travel, reasons };
  }

  /** Why nobody can take the visit now, in French. */
  missReason(visit: ProposalVisit): string {
    if (!hasPosition(visit.place))
      return 'Adresse du client non localisée : la distance et le trajet ne peuvent pas être estimés.';
    const radius = `${frenchNumber(this.input.radiusKm)} km`;
    const around = this.inRadius(visit);
    if (around.length === 0) return `Aucun intervenant actif de ce service à moins de ${radius}.`;
    const counts = new Map<ProposalRule, number>();
    for (const agent of around) {
      const rule = this.ruleBroken(agent, visit);
      if (rule) counts.set(rule, (counts.get(rule) ?? 0) + 1);
    }
    const detail = [...counts]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([rule, count]) => `${RULE_LABELS[rule]} : ${count}`)
      .join(' ; ');
    const who =
      around.length === 1
        ? `1 intervenant de ce service à moins de ${radius}, qui ne peut pas la prendre`
        : `${around.length} intervenants de ce service à moins de ${radius}, aucun ne peut la prendre`;
    return `${who} (${detail}).`;
  }
}

const byStart = (a: Period & { id: number }, b: Period & { id: number }) =>
  a.start.getTime() - b.start.getTime() || a.id - b.id;

/** Lines and misses sorted by their visit's start. */
function sorted(input: ProposalInput, lines: ProposalLine[], misses: ProposalMiss[]) {
  const order = new Map([...input.visits].sort(byStart).map((visit, index) => [visit.id, index]));
  const position = (id: number) => order.get(id) ?? 0;
  return {
    lines: lines.sort((a, b) => position(a.visitId) - position(b.visitId)),
    misses: misses.sort((a, b) => position(a.visitId) - position(b.visitId)),
  };
}

/**
 * The proposal (docs/planning.md): the visits whose client is located, hardest first (fewest
 * agents able to take them at the start, then by start and id), each given to the agent able to
 * take it with the best rank — the shortest travel from its previous visit that day or from home,
 * less PREFERRED_BONUS_MINUTES when the family prefers it and KNOWN_BONUS_MINUTES when it worked
 * there, then the most contract hours left (agents
 * without contract hours after, fewest hours first), then the smallest id — and added to that
 * agent's week before the next visit is weighed. Deterministic; breaks no rule by construction.
 */
export function proposePlanning(input: ProposalInput): PlanningProposal {
  const run = new ProposalRun(input);
  const hardness = new Map(input.visits.map((visit) => [visit.id, run.eligible(visit).length]));
  const order = [...input.visits].sort(
    (a, b) => (hardness.get(a.id) ?? 0) - (hardness.get(b.id) ?? 0) || byStart(a, b),
  );
  const lines: ProposalLine[] = [];
  const misses: ProposalMiss[] = [];
  for (const visit of order) {
    let best: { agent: ProposalAgent; rank: Rank } | null = null;
    for (const agent of run.eligible(visit)) {
      const rank = run.rank(agent, visit);
      if (!best || compareRanks(rank, best.rank) < 0) best = { agent, rank };
    }
    if (best) lines.push(run.assign(best.agent, visit));
    else misses.push({ visitId: visit.id, reason: run.missReason(visit) });
  }
  return sorted(input, lines, misses);
}

/**
 * The first-come baseline (the report of bench/planning-proposal.ts): the visits by start, each
 * given to the first agent (by id) able to take it, under the same rules.
 */
export function firstComeProposal(input: ProposalInput): PlanningProposal {
  const run = new ProposalRun(input);
  const byId = [...input.agents].sort((a, b) => a.id - b.id);
  const lines: ProposalLine[] = [];
  const misses: ProposalMiss[] = [];
  for (const visit of [...input.visits].sort(byStart)) {
    const around = new Set(run.inRadius(visit));
    const agent = byId.find((a) => around.has(a) && run.ruleBroken(a, visit) === null);
    if (agent) lines.push(run.assign(agent, visit));
    else misses.push({ visitId: visit.id, reason: run.missReason(visit) });
  }
  return sorted(input, lines, misses);
}

/** A line of a proposal that breaks a rule. */
export interface BrokenLine {
  visitId: number;
  agentId: number;
  rule: ProposalRule | 'UNKNOWN';
}

/**
 * Every line of a proposal checked again against the agent's week with all the proposal's other
 * lines (each rule function on its own): an unknown visit or agent, the service, « écarté », the
 * radius, an overlap, leave, absence, unavailability, the contract hours (the earlier lines of
 * the agent counted first) and the travel time.
 */
export function proposalRulesBroken(
  input: ProposalInput,
  proposal: Pick<PlanningProposal, 'lines'>,
): BrokenLine[] {
  const visits = new Map(input.visits.map((visit) => [visit.id, visit]));
  const agents = new Map(input.agents.map((agent) => [agent.id, agent]));
  const given = new Map<number, ProposalVisit[]>();
  const broken: BrokenLine[] = [];
  for (const line of proposal.lines) {
    const visit = visits.get(line.visitId);
    if (!visit || !agents.has(line.agentId)) {
      broken.push({ ...line, rule: 'UNKNOWN' });
      continue;
    }
    given.set(line.agentId, [...(given.get(line.agentId) ?? []), visit]);
  }
  for (const [agentId, own] of given) {
    const agent = agents.get(agentId)!;
    const ordered = [...own].sort(byStart);
    for (const [index, visit] of ordered.entries()) {
      const others = [...agent.visits, ...ordered.filter((_, other) => other !== index)];
      const flag = (rule: ProposalRule) => broken.push({ visitId: visit.id, agentId, rule });
      if (!agent.skillIds.includes(visit.skillId)) flag('AGENT_WITHOUT_SKILL');
      if (input.preferences.get(pairKey(visit.clientId, agentId)) === 'ecarte')
        flag('INTERVENANT_ECARTE');
      if (
        hasPosition(agent.home) &&
        hasPosition(visit.place) &&
        kmBetween(agent.home, visit.place) > input.radiusKm
      )
        flag('AGENT_TOO_FAR');
      if (others.some((other) => periodsOverlap(other, visit))) flag('AGENT_BUSY');
      if (agent.leave.some((period) => periodsOverlap(period, visit))) flag('AGENT_ON_LEAVE');
      if (agent.absences.some((period) => periodsOverlap(period, visit))) flag('AGENT_ABSENT');
      if (
        agent.unavailable.some((period) => periodsOverlap(period, visit)) ||
        firstOutsideAvailability(agent.limits, [visit])
      )
        flag('AGENT_UNAVAILABLE');
      if (
        firstOverContractHours(agent.limits, [...agent.visits, ...ordered.slice(0, index)], [visit])
      )
        flag('AGENT_OVER_CONTRACT_HOURS');
      if (firstTravelConflict(others, [visit], agent.transport)) flag('TRAVEL_TOO_SHORT');
    }
  }
  return broken;
}

/** The figures of a proposal: how many visits it fills, its travel, the rules it breaks. */
export interface ProposalStats {
  aPourvoir: number;
  proposees: number;
  /** Share of the visits filled, 0 to 1 (1 when there was none to fill). */
  filledShare: number;
  /** Sum of the lines' travel minutes (unknown travel counts 0). */
  travelMinutes: number;
  /** Lines breaking a rule (`proposalRulesBroken`): 0 for `proposePlanning`. */
  rulesBroken: number;
}

export function proposalStats(input: ProposalInput, proposal: PlanningProposal): ProposalStats {
  const aPourvoir = input.visits.length;
  return {
    aPourvoir,
    proposees: proposal.lines.length,
    filledShare: aPourvoir === 0 ? 1 : proposal.lines.length / aPourvoir,
    travelMinutes: proposal.lines.reduce((total, line) => total + (line.travelMinutes ?? 0), 0),
    rulesBroken: proposalRulesBroken(input, proposal).length,
  };
}
