import { agencyWallClock } from './instants.ts';
import { effectiveEnd, workedMinutes } from './interventions.ts';
import type { ProlongationStatut } from './statuts.ts';

/*
 * Check-out (pointage de départ) before the planned end (issue 22, point 6; docs/interventions.md).
 * The agent space asks for a confirmation showing the time worked; a visit shorter than
 * SHORT_VISIT_MINUTES needs a reason, which the API stores and the timesheet shows.
 */

/** A visit shorter than this (check-in to check-out) needs a reason at check-out. */
export const SHORT_VISIT_MINUTES = 5;

/** Longest reason an agent gives for a short visit. */
export const CHECK_OUT_MOTIF_MAX_LENGTH = 500;

/** The field of the check-out body that carries the reason of a short visit. */
export const CHECK_OUT_MOTIF_FIELD = 'motif_depart';

/** The French refusal of a short check-out without a reason. */
export const SHORT_VISIT_MOTIF_REQUIRED = `Une intervention de moins de ${SHORT_VISIT_MINUTES} minutes demande un motif : indiquez pourquoi vous partez déjà.`;

/** Minutes worked if the agent checked out at `now` (null before the check-in). */
export function minutesWorkedAt(
  intervention: { pointage_debut_at: Date | string | null },
  now: Date,
): number | null {
  return workedMinutes({ pointage_debut_at: intervention.pointage_debut_at, pointage_fin_at: now });
}

/**
 * A check-out is early when the agency's clock at `now` is before the planned end (an accepted
 * extension included): the agent confirms first, seeing the time worked.
 */
export function isEarlyCheckOut(
  intervention: {
    date_fin: Date | string;
    prolongation_minutes: number | null;
    prolongation_statut: ProlongationStatut | null;
  },
  now: Date,
): boolean {
  const end = effectiveEnd({ ...intervention, date_fin: new Date(intervention.date_fin) });
  return agencyWallClock(now).getTime() < end.getTime();
}

/** A visit is short when fewer than SHORT_VISIT_MINUTES whole minutes were worked. */
export function isShortVisit(minutes: number | null): boolean {
  return minutes !== null && minutes < SHORT_VISIT_MINUTES;
}

/** The reason as stored: trimmed, null when blank. */
export function normalizeCheckOutMotif(motif: string | null | undefined): string | null {
  const trimmed = motif?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * A check-out after fewer than SHORT_VISIT_MINUTES needs a reason (blank counts as none). Returns
 * the French message for the `motif_depart` field when it is missing, null when the check-out may go.
 */
export function checkCheckOutMotif(
  intervention: { pointage_debut_at: Date | string | null },
  now: Date,
  motif: string | null | undefined,
): string | null {
  if (!isShortVisit(minutesWorkedAt(intervention, now))) return null;
  return normalizeCheckOutMotif(motif) === null ? SHORT_VISIT_MOTIF_REQUIRED : null;
}

/** The flag a timesheet line shows for a visit cut short: « Intervention écourtée : <motif> ». */
export function interventionEcourteeLabel(motif: string): string {
  return `Intervention écourtée : ${motif}`;
}
