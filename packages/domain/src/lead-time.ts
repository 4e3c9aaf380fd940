import { atUtc, periodsOverlap, weeklyOccurrences, type Period } from './interventions.ts';
import {
  formatInterventionDate,
  formatPlannedDate,
  formatPlannedTime,
  toIsoDateString,
} from './dates.ts';
import { agencyWallClock } from './instants.ts';

/*
 * Lead time before a first visit (issue 22, point 7; docs/planning.md, « Délai de prévenance »).
 * The agency needs time to find an agent: a need whose first visit starts sooner than the lead
 * time is accepted, but the family is told at signing that staffing is not guaranteed, the agency
 * is alerted, and the family is told again if no agent was found by the visit's start. A new need
 * that overlaps the family's own planned visits gets a warning (never a refusal).
 */

/** Default lead time, in hours: the agency sets its own (`delai_reservation_heures`). */
export const DEFAULT_STAFFING_LEAD_HOURS = 24;

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** A weekly slot as a need or a quote writes it (Monday = 1, half-hour times). */
export interface NeedSlot {
  day: number;
  time_debut: string;
  time_fin: string;
}

/** When a need (or the quote made from it) asks for its visits. */
export interface NeedTiming {
  is_ponctuel: boolean;
  /** One-off: the start (date and time); recurring: the first day. Agency wall clock as UTC. */
  date_debut: Date;
  /** One-off: the end (date and time); recurring: the last day, or null. */
  date_fin: Date | null;
  /** Recurring: the weekly slots. */
  slots: readonly NeedSlot[];
}

/**
 * The need's visits over `weeks` weeks from the day of `from` (agency wall clock): the one-off
 * slot, or each occurrence of the weekly slots from the first day on (never after the last day).
 */
export function needVisits(need: NeedTiming, from: Date, weeks = 5): Period[] {
  if (need.is_ponctuel) {
    return [{ start: need.date_debut, end: need.date_fin ?? need.date_debut }];
  }
  const firstDay = Math.max(
    need.date_debut.getTime(),
    Math.floor(from.getTime() / DAY_MS) * DAY_MS,
  );
  const first = toIsoDateString(new Date(firstDay));
  let last = toIsoDateString(new Date(firstDay + weeks * 7 * DAY_MS));
  if (need.date_fin) {
    const end = toIsoDateString(need.date_fin);
    if (end < last) last = end;
  }
  return need.slots
    .flatMap((slot) =>
      weeklyOccurrences(
        { day: slot.day, start_time: slot.time_debut, end_time: slot.time_fin },
        first,
        last,
      ),
    )
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

/**
 * The start of the need's first visit still to come at `now` (a real instant): the one-off slot,
 * or the first occurrence of a weekly slot at or after both the first day and now; null when a
 * recurring need has no slot.
 */
export function firstVisitStart(need: NeedTiming, now: Date): Date | null {
  if (need.is_ponctuel) return need.date_debut;
  const wall = agencyWallClock(now);
  const from = need.date_debut > wall ? need.date_debut : wall;
  const next = needVisits(need, from, 1).find((visit) => visit.start >= from);
  return next?.start ?? null;
}

/** What the family and the agency are told when the first visit starts within the lead time. */
export interface StaffingRisk {
  /** Start of the first visit (agency wall clock written as UTC). */
  premiere_intervention: Date;
  /** The lead time, in hours. */
  delai_heures: number;
}

/**
 * Staffing is not guaranteed when the first visit starts less than `leadHours` after `now` (a real
 * instant, compared on the agency's clock), or has already started; null otherwise.
 */
export function staffingRisk(
  firstStart: Date | null,
  now: Date,
  leadHours: number = DEFAULT_STAFFING_LEAD_HOURS,
): StaffingRisk | null {
  if (!firstStart) return null;
  const ahead = firstStart.getTime() - agencyWallClock(now).getTime();
  return ahead < leadHours * HOUR_MS
    ? { premiere_intervention: firstStart, delai_heures: leadHours }
    : null;
}

/** The French warning the family reads at signing when staffing is not guaranteed. */
export function staffingRiskMessage(risk: {
  premiere_intervention: Date | string;
  delai_heures: number;
}): string {
  const day = formatPlannedDate(risk.premiere_intervention);
  const time = formatPlannedTime(risk.premiere_intervention);
  return `Votre première intervention (le ${day} à ${time}) commence dans moins de ${risk.delai_heures} h : nous ne pouvons pas garantir qu’un intervenant sera disponible. L’agence cherche en priorité et vous prévient si personne n’est trouvé.`;
}

/** A visit the family already has planned (planned times, agency wall clock written as UTC). */
export interface PlannedVisit {
  date_debut: Date | string;
  date_fin: Date | string;
  statut?: string;
}

/**
 * The family's planned visits (not cancelled, not finished) that the new need's visits overlap.
 * A warning only: a family may want two services at the same time.
 */
export function overlappingVisits<V extends PlannedVisit>(
  need: NeedTiming,
  visits: readonly V[],
  now: Date,
): V[] {
  const live = visits.filter(
    (v) => v.statut === undefined || v.statut === 'planifiee' || v.statut === 'en_cours',
  );
  if (live.length === 0) return [];
  const lastEnd = Math.max(...live.map((v) => new Date(v.date_fin).getTime()));
  const from = agencyWallClock(now);
  const weeks = Math.min(53, Math.max(1, Math.ceil((lastEnd - from.getTime()) / (7 * DAY_MS)) + 1));
  const periods = needVisits(need, from, weeks);
  return live.filter((v) => {
    const visit = { start: new Date(v.date_debut), end: new Date(v.date_fin) };
    return periods.some((p) => periodsOverlap(p, visit));
  });
}

/** The French warning of a new need that overlaps planned visits (the first three named). */
export function overlapMessage(visits: readonly PlannedVisit[]): string {
  const named = visits
    .slice(0, 3)
    .map((v) => formatInterventionDate(v.date_debut, v.date_fin))
    .join(', ');
  const more = visits.length > 3 ? ` et ${visits.length - 3} autre(s)` : '';
  const count =
    visits.length === 1
      ? 'une intervention déjà prévue chez vous'
      : `${visits.length} interventions déjà prévues chez vous`;
  return `Ce besoin chevauche ${count} (${named}${more}). Vous pouvez tout de même l’envoyer.`;
}

/** The need's timing from the need form's fields; null while the date or times are missing. */
export function needTimingOf(besoin: {
  frequence: 'ponctuel' | 'recurrent';
  date: string | null | undefined;
  time_debut?: string | null;
  time_fin?: string | null;
  reccurentArray: readonly NeedSlot[];
}): NeedTiming | null {
  if (!besoin.date) return null;
  if (besoin.frequence === 'ponctuel') {
    if (!besoin.time_debut || !besoin.time_fin || besoin.time_fin <= besoin.time_debut) return null;
    return {
      is_ponctuel: true,
      date_debut: atUtc(besoin.date, besoin.time_debut),
      date_fin: atUtc(besoin.date, besoin.time_fin),
      slots: [],
    };
  }
  const slots = besoin.reccurentArray.filter((s) => s.time_fin > s.time_debut);
  if (slots.length === 0) return null;
  return { is_ponctuel: false, date_debut: atUtc(besoin.date, '00:00'), date_fin: null, slots };
}
