import { formatInterventionDate } from './dates.ts';
import { ARRIVAL_DISTANCE_METERS, distanceMeters, type LatLng } from './geo.ts';
import { agencyWallClock } from './instants.ts';
import { ALLOWED as OK, refuse, type RuleResult } from './refusals.ts';
import type { InterventionStatut, ProlongationStatut } from './statuts.ts';

/*
 * The life of an intervention (docs/interventions.md). Web and API share these rules: the agent
 * space disables a button the API would refuse, with the same French reason.
 */

/**
 * Allowed moves: planned → in progress (check-in) → done (check-out); a planned intervention
 * may be cancelled. Done and cancelled are final.
 */
export const INTERVENTION_TRANSITIONS: Readonly<
  Record<InterventionStatut, readonly InterventionStatut[]>
> = {
  planifiee: ['en_cours', 'annulee'],
  en_cours: ['terminee'],
  terminee: [],
  annulee: [],
};

/** True when an intervention may go from `from` to `to`. */
export function canTransition(from: InterventionStatut, to: InterventionStatut): boolean {
  return INTERVENTION_TRANSITIONS[from].includes(to);
}

/** Why an agent may not check in (pointage de début) on an intervention in this status. */
export function checkPointageDebut(statut: InterventionStatut): RuleResult {
  switch (statut) {
    case 'planifiee':
      return OK;
    case 'en_cours':
      return refuse(
        'ALREADY_CHECKED_IN',
        'Vous avez déjà pointé votre arrivée pour cette intervention.',
      );
    case 'terminee':
      return refuse('INTERVENTION_FINISHED', 'Cette intervention est déjà terminée.');
    case 'annulee':
      return refuse('INTERVENTION_CANCELLED', 'Cette intervention a été annulée.');
  }
}

/** Why an agent may not check out (pointage de fin) of an intervention in this status. */
export function checkPointageFin(statut: InterventionStatut): RuleResult {
  switch (statut) {
    case 'en_cours':
      return OK;
    case 'planifiee':
      return refuse(
        'NOT_CHECKED_IN',
        "Pointez d'abord votre arrivée : le départ se pointe après l'arrivée.",
      );
    case 'terminee':
      return refuse(
        'ALREADY_CHECKED_OUT',
        'Vous avez déjà pointé votre départ pour cette intervention.',
      );
    case 'annulee':
      return refuse('INTERVENTION_CANCELLED', 'Cette intervention a été annulée.');
  }
}

/**
 * An agent may check in this many minutes before the planned start, at the earliest: the first
 * value of the agency's check-in window (`fenetre_pointage_minutes`).
 */
export const CHECK_IN_EARLY_MINUTES = 30;

/**
 * An agent checks in from `earlyMinutes` (the agency's check-in window, 30 by default) before the
 * planned start until the planned end (extension included), on the agency's clock: earlier the
 * visit has not begun (a check-in at 04:41 for a 09:00 slot is refused), later it is over and the
 * agency corrects the times.
 */
export function checkPointageWindow(
  intervention: {
    date_debut: Date;
    date_fin: Date;
    prolongation_minutes: number | null;
    prolongation_statut: ProlongationStatut | null;
  },
  now: Date,
  earlyMinutes: number = CHECK_IN_EARLY_MINUTES,
): RuleResult {
  const wall = agencyWallClock(now).getTime();
  const opens = intervention.date_debut.getTime() - earlyMinutes * 60_000;
  const closes = effectiveEnd(intervention).getTime();
  if (wall >= opens && wall <= closes) return OK;
  const when = formatInterventionDate(intervention.date_debut, effectiveEnd(intervention));
  const reason =
    wall < opens
      ? `Cette intervention est prévue le ${when} : vous pourrez pointer votre arrivée ${earlyMinutes} minutes avant le début, au plus tôt.`
      : `Cette intervention prévue le ${when} est passée : l'arrivée ne peut plus être pointée. Contactez l'agence.`;
  return refuse('CHECK_IN_OUTSIDE_WINDOW', reason, {
    ouverture: new Date(opens).toISOString(),
    fermeture: new Date(closes).toISOString(),
  });
}

/**
 * Minutes worked: from the check-in to the check-out when both are known (the real times, not
 * the plan); null otherwise. Never negative.
 */
export function workedMinutes(intervention: {
  pointage_debut_at: Date | string | null;
  pointage_fin_at: Date | string | null;
}): number | null {
  if (!intervention.pointage_debut_at || !intervention.pointage_fin_at) return null;
  const start = new Date(intervention.pointage_debut_at).getTime();
  const end = new Date(intervention.pointage_fin_at).getTime();
  if (Number.isNaN(start) || Number.isNaN(end)) return null;
  return Math.max(0, Math.round((end - start) / 60_000));
}

/** Result of a position check: the distance to the client's home, rounded to the metre. */
export type DistanceCheck =
  | { ok: true; distanceMeters: number }
  | {
      ok: false;
      code: 'TOO_FAR_FROM_ADDRESS';
      distanceMeters: number;
      reason: string;
      details: { distance_m: number };
    };

/**
 * An agent checks in or out only within 50 m of the client's home (limit included), measured from
 * the device's position. The refusal says how far the agent stands.
 */
export function checkPointageDistance(
  device: LatLng,
  clientHome: LatLng,
  kind: 'arrivee' | 'depart',
): DistanceCheck {
  const exact = distanceMeters(device, clientHome);
  const distance = Math.round(exact);
  if (exact <= ARRIVAL_DISTANCE_METERS) return { ok: true, distanceMeters: distance };
  const action = kind === 'arrivee' ? 'votre arrivée' : 'votre départ';
  return {
    ok: false,
    code: 'TOO_FAR_FROM_ADDRESS',
    distanceMeters: distance,
    details: { distance_m: distance },
    reason: `Vous êtes à ${formatDistance(distance)} du domicile du client : vous pouvez pointer ${action} à ${ARRIVAL_DISTANCE_METERS} m au plus.`,
  };
}

/** '35 m', '1,2 km' (French decimal comma). */
export function formatDistance(meters: number): string {
  if (!Number.isFinite(meters)) return 'une distance inconnue';
  if (meters < 1000) return `${Math.round(meters)} m`;
  return `${(meters / 1000).toFixed(1).replace('.', ',')} km`;
}

/** A client cancels or moves an intervention at least this long before it starts. */
export const CLIENT_CANCELLATION_NOTICE_HOURS = 24;
const NOTICE_MS = CLIENT_CANCELLATION_NOTICE_HOURS * 3_600_000;

/**
 * A client may cancel (or move) a planned intervention until 24 hours before its start; later,
 * or once started, the agency has to be called.
 */
export function checkClientCancellation(
  intervention: { statut: InterventionStatut; date_debut: Date; date_fin: Date },
  now: Date,
  action: 'annuler' | 'modifier' = 'annuler',
): RuleResult {
  if (intervention.statut === 'annulee')
    return refuse('INTERVENTION_CANCELLED', 'Cette intervention est déjà annulée.');
  if (intervention.statut !== 'planifiee') {
    return refuse(
      'INTERVENTION_STARTED',
      `Cette intervention a déjà commencé : vous ne pouvez plus la ${action}.`,
    );
  }
  if (intervention.date_debut.getTime() - now.getTime() < NOTICE_MS) {
    const when = formatInterventionDate(intervention.date_debut, intervention.date_fin);
    return refuse(
      'CANCELLATION_TOO_LATE',
      `Une intervention ne peut plus être ${action === 'annuler' ? 'annulée' : 'modifiée'} moins de ${CLIENT_CANCELLATION_NOTICE_HOURS} heures avant son début (${when}). Contactez l'agence.`,
    );
  }
  return OK;
}

/** Whether the agent may ask the client for an extension (one per intervention). */
export function checkAskProlongation(intervention: {
  statut: InterventionStatut;
  prolongation_statut: ProlongationStatut | null;
}): RuleResult {
  if (intervention.statut !== 'en_cours') {
    return refuse(
      'PROLONGATION_NOT_IN_PROGRESS',
      "Une prolongation se demande pendant l'intervention, après avoir pointé.",
    );
  }
  return checkProlongationFree(intervention.prolongation_statut);
}

/** Whether the client (or the back office) may extend directly. */
export function checkDirectProlongation(intervention: {
  statut: InterventionStatut;
  prolongation_statut: ProlongationStatut | null;
}): RuleResult {
  if (intervention.statut !== 'planifiee' && intervention.statut !== 'en_cours') {
    return refuse(
      'INTERVENTION_FINISHED',
      'Seule une intervention à venir ou en cours peut être prolongée.',
    );
  }
  return checkProlongationFree(intervention.prolongation_statut);
}

function checkProlongationFree(statut: ProlongationStatut | null): RuleResult {
  if (statut === 'demandee')
    return refuse(
      'PROLONGATION_PENDING',
      'Une demande de prolongation attend déjà la réponse du client.',
    );
  if (statut === 'acceptee')
    return refuse('ALREADY_EXTENDED', 'Cette intervention a déjà été prolongée.');
  return OK; // none yet, or the previous one was refused
}

/** Whether the client may answer the extension: only one that was asked and not answered. */
export function checkAnswerProlongation(statut: ProlongationStatut | null): RuleResult {
  if (statut === 'demandee') return OK;
  if (statut === null)
    return refuse(
      'NO_PROLONGATION_ASKED',
      "Aucune prolongation n'a été demandée pour cette intervention.",
    );
  return refuse('PROLONGATION_ANSWERED', 'Cette demande de prolongation a déjà reçu une réponse.');
}

/** The end of an intervention once its accepted extension is counted. */
export function effectiveEnd(intervention: {
  date_fin: Date;
  prolongation_minutes: number | null;
  prolongation_statut: ProlongationStatut | null;
}): Date {
  const extra =
    intervention.prolongation_statut === 'acceptee' ? (intervention.prolongation_minutes ?? 0) : 0;
  return new Date(intervention.date_fin.getTime() + extra * 60_000);
}

// ---------------------------------------------------------------------------------------------
// Agents available for a slot
// ---------------------------------------------------------------------------------------------

/** A period [start, end) in instants. */
export interface Period {
  start: Date;
  end: Date;
}

/** Two half-open periods overlap when each starts before the other ends. */
export function periodsOverlap(a: Period, b: Period): boolean {
  return a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();
}

/** What is known of an agent to decide whether it can take a slot. */
export interface AgentAgenda {
  /** Need skills the agent works in (candidat_competences). */
  skillIds: readonly number[];
  /** Its interventions that are not cancelled. */
  interventions: readonly Period[];
  /** Accepted leave, whole days `YYYY-MM-DD` inclusive. */
  conges: readonly { date_debut: string; date_fin: string }[];
  /** Declared absences. */
  absences: readonly Period[];
}

/** Leave covers whole UTC days, from the first day 00:00 to the day after the last one. */
export function congePeriod(conge: { date_debut: string; date_fin: string }): Period {
  const start = new Date(`${conge.date_debut}T00:00:00Z`);
  const last = new Date(`${conge.date_fin}T00:00:00Z`);
  return { start, end: new Date(last.getTime() + 86_400_000) };
}

/**
 * An agent is available for a slot when it has the slot's skill, has no other intervention at
 * that time, is not on accepted leave and has not declared an absence over it.
 */
export function isAgentAvailable(agent: AgentAgenda, skillId: number, slot: Period): boolean {
  if (!agent.skillIds.includes(skillId)) return false;
  if (agent.interventions.some((busy) => periodsOverlap(busy, slot))) return false;
  if (agent.conges.some((conge) => periodsOverlap(congePeriod(conge), slot))) return false;
  return !agent.absences.some((absence) => periodsOverlap(absence, slot));
}

/** A weekly slot: ISO day (Monday = 1) and half-hour times. */
export interface WeeklySlot {
  day: number;
  start_time: string;
  end_time: string;
}

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** `YYYY-MM-DD` + 'HH:mm' as a UTC instant (dates of the product are in UTC, section 9). */
export function atUtc(date: string, time: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + minutesOf(time) * 60_000);
}

/**
 * Every dated occurrence of a weekly slot between two calendar days (both included), in UTC.
 */
export function weeklyOccurrences(slot: WeeklySlot, from: string, to: string): Period[] {
  const periods: Period[] = [];
  const first = new Date(`${from}T00:00:00Z`);
  const last = new Date(`${to}T00:00:00Z`).getTime();
  const isoDay = ((first.getUTCDay() + 6) % 7) + 1;
  let day = first.getTime() + ((slot.day - isoDay + 7) % 7) * 86_400_000;
  for (; day <= last; day += 7 * 86_400_000) {
    periods.push({
      start: new Date(day + minutesOf(slot.start_time) * 60_000),
      end: new Date(day + minutesOf(slot.end_time) * 60_000),
    });
  }
  return periods;
}
