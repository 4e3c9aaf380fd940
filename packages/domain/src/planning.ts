import { frenchHolidays } from './holidays.ts';
import type { Period } from './interventions.ts';
import { SLOT_MINUTES } from './time-slots.ts';

/*
 * Planning a mission (docs/planning.md): how far ahead interventions are created, which agents
 * come first for a client, what a public holiday does to a recurring slot, and the limits of
 * scenario proposals.
 */

/** Interventions created for an agent without a chosen horizon: three months (91 days) ahead. */
export const PLANNING_DEFAULT_HORIZON_DAYS = 91;

/** Longest period planned in one action. */
export const PLANNING_MAX_HORIZON_DAYS = 366;

/** An agent "rated well" by a client: an average of at least 4 stars out of 5 from that client. */
export const WELL_RATED_MIN_NOTE = 4;

/** A scenario offers one to three proposals. */
export const SCENARIO_PROPOSALS_MAX = 3;

/** The signed link mailed with scenario proposals is valid 14 days. */
export const SCENARIO_LINK_VALIDITY_DAYS = 14;

/** What the client knows of an agent: its interventions there (done) and its ratings there. */
export interface AgentFamiliarity {
  /** Interventions the agent carried out for this client (checked out). */
  nbInterventionsChezClient: number;
  /** Average rating this client gave the agent, null when never rated. */
  noteClient: number | null;
}

/**
 * Rank tier of an agent for a client, smaller first: 0 already worked there and rated well
 * (≥ 4), 1 already worked there and not rated, 2 unknown to the client, 3 already worked there
 * and rated below 4.
 */
export function familiarityTier(agent: AgentFamiliarity): 0 | 1 | 2 | 3 {
  if (agent.nbInterventionsChezClient === 0 && agent.noteClient === null) return 2;
  if (agent.noteClient === null) return 1;
  return agent.noteClient >= WELL_RATED_MIN_NOTE ? 0 : 3;
}

/** What ranks the agents available for slots. */
export interface RankedAgent extends AgentFamiliarity {
  distanceKm: number | null;
  nbCreneauxDisponibles: number;
  nbCreneauxDemandes: number;
}

/**
 * Order of the agents available for a client's slots: those the client knows and rated well
 * first (see `familiarityTier`), then those free for every slot, then more slots, then the
 * nearest (unknown distance last).
 */
export function compareAvailableAgents(a: RankedAgent, b: RankedAgent): number {
  const all = (x: RankedAgent) => Number(x.nbCreneauxDisponibles === x.nbCreneauxDemandes);
  return (
    familiarityTier(a) - familiarityTier(b) ||
    all(b) - all(a) ||
    b.nbCreneauxDisponibles - a.nbCreneauxDisponibles ||
    (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity)
  );
}

const frenchNumber = (value: number) => String(value).replace('.', ',');

/** Why an agent is proposed, in French, one reason per line of the list. */
export function availableAgentReasons(agent: RankedAgent): string[] {
  const reasons: string[] = [];
  if (agent.nbInterventionsChezClient > 0)
    reasons.push(
      `Déjà intervenu(e) chez ce client (${agent.nbInterventionsChezClient} intervention${agent.nbInterventionsChezClient > 1 ? 's' : ''})`,
    );
  else reasons.push("N'est encore jamais intervenu(e) chez ce client");
  if (agent.noteClient !== null)
    reasons.push(`Noté(e) ${frenchNumber(agent.noteClient)}/5 par ce client`);
  reasons.push(
    agent.nbCreneauxDisponibles === agent.nbCreneauxDemandes
      ? 'Libre sur tous les créneaux'
      : `Libre sur ${agent.nbCreneauxDisponibles} créneau(x) sur ${agent.nbCreneauxDemandes}`,
  );
  reasons.push(
    agent.distanceKm === null
      ? 'Distance inconnue (adresse non localisée)'
      : `À ${frenchNumber(agent.distanceKm)} km du client`,
  );
  return reasons;
}

/** True when a period starts and ends on the half-hour grid (minutes read in UTC). */
export function isOnHalfHourGrid(period: Period): boolean {
  const onGrid = (date: Date) =>
    date.getUTCSeconds() === 0 &&
    date.getUTCMilliseconds() === 0 &&
    date.getUTCMinutes() % SLOT_MINUTES === 0;
  return onGrid(period.start) && onGrid(period.end) && period.end > period.start;
}

/**
 * The metropolitan public holiday a period starts on (its name), or null. Recurring
 * interventions falling on one are skipped unless the planner keeps them (docs/planning.md).
 */
export function holidayOf(period: Period): string | null {
  const day = period.start.toISOString().slice(0, 10);
  return frenchHolidays(period.start.getUTCFullYear())[day] ?? null;
}
