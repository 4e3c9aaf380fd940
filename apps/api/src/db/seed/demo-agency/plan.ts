import type { DeclaredAvailability } from '@maisonnee/domain';
import { DEMO_AGENTS, DEMO_HOUSEHOLDS, householdEmail, type DemoHousehold } from './places.ts';

/*
 * Who is what in the demo agency, computed from the fixed lists alone (no clock, no database):
 * each household's kind, account, weekly slots and agent; each agent's declared week. An agent
 * keeps one slot time per household it serves (morning, early afternoon, after school), so no
 * two of its interventions overlap, whatever the day.
 */

export type HouseholdKind = 'recurrent' | 'mutuelle' | 'ponctuel' | 'prospect';

export interface WeeklySlot {
  day: number;
  start: string;
  end: string;
  /** Index in DEMO_AGENTS, or null: a slot still without an agent (a cockpit task). */
  agent: number | null;
}

export interface HouseholdPlan {
  index: number;
  person: DemoHousehold;
  email: string;
  kind: HouseholdKind;
  /** client_statuts: 1 prospect, 2 quote sent, 3 active, 6 lost. */
  statut: number;
  hasAccount: boolean;
  skill: number;
  /** Weekly slots (recurring and insurer-covered households). */
  slots: WeeklySlot[];
  /** Months of history before the current one (the household's first month). */
  sinceMonths: number;
  /** Also served in November of last year (invoices paid then: last year's tax certificate). */
  longStanding: boolean;
  /** The agent of a one-off household's services. */
  ponctuelAgent: number;
}

const PROSPECTS = new Map([
  [9, 1],
  [19, 2],
  [29, 6],
  [39, 1],
]);
const MUTUELLE = new Set([4, 14, 24, 34]);
const PONCTUEL = new Set([7, 17, 27, 37]);
/** The household whose second weekly slot has no agent yet. */
export const UNASSIGNED_SLOT_HOUSEHOLD = 12;

/** Start times of an agent's slots, one per household it serves, and their longest length. */
const SLOT_TIMES = [
  { start: 9 * 60, lengths: [120, 150, 180] },
  { start: 13 * 60 + 30, lengths: [120, 150, 180] },
  { start: 17 * 60, lengths: [120, 150] },
] as const;

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

function kindOf(index: number): HouseholdKind {
  if (PROSPECTS.has(index)) return 'prospect';
  if (MUTUELLE.has(index)) return 'mutuelle';
  if (PONCTUEL.has(index)) return 'ponctuel';
  return 'recurrent';
}

function plan(): HouseholdPlan[] {
  let served = 0;
  return DEMO_HOUSEHOLDS.map((person, index) => {
    const kind = kindOf(index);
    const base = {
      index,
      person,
      email: householdEmail(person),
      kind,
      statut: PROSPECTS.get(index) ?? 3,
      hasAccount: index % 3 === 0 && kind !== 'prospect',
      sinceMonths: index % 5 === 2 ? 3 : index % 7 === 5 ? 1 : 6,
      ponctuelAgent: index % DEMO_AGENTS.length,
    };
    if (kind !== 'recurrent' && kind !== 'mutuelle') {
      return {
        ...base,
        skill: kind === 'ponctuel' ? 1 : [1, 4, 2, 3][index % 4]!,
        slots: [],
        longStanding: false,
      };
    }
    const j = served;
    served += 1;
    const agent = j % DEMO_AGENTS.length;
    const k = Math.floor(j / DEMO_AGENTS.length);
    const time = SLOT_TIMES[k % SLOT_TIMES.length]!;
    const length = time.lengths[index % time.lengths.length]!;
    const skills = DEMO_AGENTS[agent]!.skills;
    const day = 1 + ((agent + 2 * k) % 5);
    const slot = (d: number, who: number | null): WeeklySlot => ({
      day: d,
      start: hhmm(time.start),
      end: hhmm(time.start + length),
      agent: who,
    });
    const slots = [slot(day, agent)];
    if (index % 3 === 0) {
      slots.push(slot(((day + 1) % 5) + 1, index === UNASSIGNED_SLOT_HOUSEHOLD ? null : agent));
    }
    return {
      ...base,
      skill: kind === 'mutuelle' ? (skills.includes(2) ? 2 : 1) : skills[j % skills.length]!,
      slots,
      longStanding: index % 4 === 1 && base.sinceMonths === 6,
    };
  });
}

export const HOUSEHOLD_PLANS: readonly HouseholdPlan[] = plan();

/** The mission references of a household: its weekly mission, or its two one-off services. */
export const missionReference = (index: number, suffix: 'R' | 'P1' | 'P2') =>
  `DEMO-A-${String(index + 1).padStart(2, '0')}-${suffix}`;

/**
 * An agent's declared weekly availability: Monday to Friday 08:30–20:00, and Saturday morning
 * for most (the one-off services are on Saturdays).
 */
export function agentWeek(index: number): DeclaredAvailability[] {
  const week: DeclaredAvailability[] = [1, 2, 3, 4, 5].map((day) => ({
    day,
    time_debut: '08:30',
    time_fin: '20:00',
  }));
  if (index !== 0 && index !== 2) week.push({ day: 6, time_debut: '09:00', time_fin: '15:00' });
  return week;
}
