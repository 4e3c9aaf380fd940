import { parseUtcDate } from './dates.ts';

/** The agent (candidat) as the API embeds it in an intervention or a recurring slot. */
export interface AgentLike {
  id: number;
  nom?: string | null;
  prenom?: string | null;
  profile_photo_path?: string | null;
}

/** One visit of an agent at a client's home, as the API sends it. */
export interface InterventionLike {
  id: number;
  date_debut: string;
  date_fin: string;
  /** null while no agent has been assigned */
  candidat_id: number | null;
  agent?: AgentLike | null;
  /** the recurring slot (horaire récurrent) this intervention was planned from, if any */
  dt_dispo_client_id: number | null;
}

/** A weekly time slot of a recurring mission (horaire récurrent). */
export interface HoraireRecurentLike {
  id: number;
  mission_id: number;
  /** ISO day, Monday = 1 … Sunday = 7 */
  day: number;
  /** 'HH:mm' or 'HH:mm:ss' */
  start_time: string;
  end_time: string;
  agent?: AgentLike | null;
}

/** A notification attached to a mission. */
export interface MissionNotificationLike {
  id: number;
  is_read: boolean;
  date_fin?: string | null;
}

/** A mission as the API sends it (field names of the specification, section 3). */
export interface MissionLike {
  id: number;
  mutuelle_id: number | null;
  mutuelle?: { nom: string } | null;
  is_ponctuel: boolean;
  client_besoin_skill_id: number;
  devis_id: number | null;
  date_debut: string;
  date_fin: string | null;
  nb_heures_total: number | null;
  nb_heures_consommees: number | null;
  nb_minutes_a_planifier: number | null;
  reference: string | null;
  interventions: InterventionLike[];
  horaires_recurents: HoraireRecurentLike[];
  notifications?: MissionNotificationLike[];
}

/** The intervention type of a mission type (keeps the caller's extra fields). */
export type InterventionOf<M extends MissionLike> = M['interventions'][number];
/** The recurring-slot type of a mission type (keeps the caller's extra fields). */
export type HoraireOf<M extends MissionLike> = M['horaires_recurents'][number];

/** How many interventions a recurring mission shows. */
export const RECURRING_INTERVENTIONS_SHOWN = 4;

/**
 * Slots still waiting for an agent. Recurring mission: the recurring slots that have at least
 * one linked intervention (dt_dispo_client_id = slot id) without an agent. One-off mission:
 * every intervention without an agent.
 */
export function unassignedSlots<M extends MissionLike>(
  mission: M,
): InterventionOf<M>[] | HoraireOf<M>[] {
  const interventions: readonly InterventionOf<M>[] = mission.interventions;
  const withoutAgent = interventions.filter((i) => i.candidat_id === null);
  if (mission.is_ponctuel) return withoutAgent;
  const slotIds = new Set(withoutAgent.map((i) => i.dt_dispo_client_id));
  const horaires: readonly HoraireOf<M>[] = mission.horaires_recurents;
  return horaires.filter((slot) => slotIds.has(slot.id));
}

/** A mission is complete only when none of its slots is waiting for an agent. */
export function isMissionComplete(mission: MissionLike): boolean {
  return unassignedSlots(mission).length === 0;
}

function startTime(intervention: InterventionLike): number {
  const time = parseUtcDate(intervention.date_debut).getTime();
  // Unreadable dates go last rather than breaking the order of the others.
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
}

/** Interventions in chronological order of their start (a new array). */
export function sortInterventions<I extends InterventionLike>(interventions: readonly I[]): I[] {
  return [...interventions].sort((a, b) => startTime(a) - startTime(b));
}

/**
 * A recurring mission keeps only its first four interventions by start date
 * (RECURRING_INTERVENTIONS_SHOWN); a one-off mission keeps them all. The mission given is not
 * changed: a recurring mission comes back as a copy.
 */
export function keepFirstInterventions<M extends MissionLike>(mission: M): M {
  if (mission.is_ponctuel) return mission;
  return {
    ...mission,
    interventions: sortInterventions<InterventionOf<M>>(mission.interventions).slice(
      0,
      RECURRING_INTERVENTIONS_SHOWN,
    ),
  };
}
