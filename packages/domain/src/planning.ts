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

// ---------------------------------------------------------------------------------------------
// What an agent agreed to work: its declared availability and its contract's weekly hours
// ---------------------------------------------------------------------------------------------

/** A weekly slot an agent declared itself available on: ISO day (Monday = 1), wall-clock times. */
export interface DeclaredAvailability {
  day: number;
  time_debut: string;
  time_fin: string;
}

/** What an agent agreed to work beyond its agenda (interventions, leave, absences). */
export interface AgentWorkLimits {
  /** Its declared weekly availability; empty: nothing declared, no restriction. */
  disponibilites: readonly DeclaredAvailability[];
  /** Weekly hours of its contract in force; null: no contract known, no limit. */
  nbHeuresHebdo: number | null;
}

const WEEK_MS = 7 * 86_400_000;

const minutesOfTime = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** Monday 00:00 of the week of a planned time (planned times are Paris wall clock read in UTC). */
export function mondayOfWeek(instant: Date): Date {
  const midnight = Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate());
  const isoDay = ((instant.getUTCDay() + 6) % 7) + 1;
  return new Date(midnight - (isoDay - 1) * 86_400_000);
}

/**
 * A slot fits an agent's declared availability when its declared slots of that weekday (joined
 * when they touch: 08:00–12:00 and 12:00–14:00 cover 10:00–13:00) cover it whole. An agent who
 * declared nothing is not restricted.
 */
export function isWithinDeclaredAvailability(
  disponibilites: readonly DeclaredAvailability[],
  slot: Period,
): boolean {
  if (disponibilites.length === 0) return true;
  const isoDay = ((slot.start.getUTCDay() + 6) % 7) + 1;
  const midnight = Date.UTC(
    slot.start.getUTCFullYear(),
    slot.start.getUTCMonth(),
    slot.start.getUTCDate(),
  );
  const start = (slot.start.getTime() - midnight) / 60_000;
  const end = (slot.end.getTime() - midnight) / 60_000;
  const ranges = disponibilites
    .filter((d) => d.day === isoDay)
    .map((d) => [minutesOfTime(d.time_debut), minutesOfTime(d.time_fin)] as const)
    .sort((a, b) => a[0] - b[0]);
  let covered = start;
  for (const [from, to] of ranges) {
    if (from > covered) break;
    covered = Math.max(covered, to);
    if (covered >= end) return true;
  }
  return false;
}

/**
 * The slots an agent may be proposed for, in time order: those within its declared availability
 * and, week by week (Monday to Sunday), as long as the hours already planned that week plus the
 * slots taken so far do not exceed its contract's weekly hours.
 */
export function slotsWithinAgentLimits(
  limits: AgentWorkLimits,
  planned: readonly Period[],
  slots: readonly Period[],
): Period[] {
  const limitMinutes = limits.nbHeuresHebdo === null ? null : limits.nbHeuresHebdo * 60;
  const minutesByWeek = new Map<number, number>();
  const plannedIn = (week: number) => {
    let minutes = minutesByWeek.get(week);
    if (minutes === undefined) {
      minutes = 0;
      for (const busy of planned) {
        const from = Math.max(busy.start.getTime(), week);
        const to = Math.min(busy.end.getTime(), week + WEEK_MS);
        if (to > from) minutes += (to - from) / 60_000;
      }
    }
    return minutes;
  };
  const taken: Period[] = [];
  for (const slot of [...slots].sort((a, b) => a.start.getTime() - b.start.getTime())) {
    if (!isWithinDeclaredAvailability(limits.disponibilites, slot)) continue;
    const week = mondayOfWeek(slot.start).getTime();
    const minutes = (slot.end.getTime() - slot.start.getTime()) / 60_000;
    const already = plannedIn(week);
    if (limitMinutes !== null && already + minutes > limitMinutes) continue;
    minutesByWeek.set(week, already + minutes);
    taken.push(slot);
  }
  return taken;
}
