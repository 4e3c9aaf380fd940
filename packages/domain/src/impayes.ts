import { toParisIsoDate } from './instants.ts';

/*
 * What is owed and late (issue 27 point 3, docs/paiements.md « Impayés et relances »): every
 * issued invoice with something remaining falls in one bucket of the aged list by the days past
 * its due date, counted in Paris calendar days (the agency's day), and is reminded to the family
 * at the delays the agency sets (`relances_factures_jours`, /admin/parametres).
 */

/** One bucket of the aged list: the days past the due date it holds, both ends included. */
export interface ImpayeTranche {
  label: string;
  /** Days past the due date, at least (0: due today or later, not yet due). */
  min: number;
  /** Days past the due date, at most; null: no end. */
  max: number | null;
}

/** The buckets of the aged list, in order: not yet due, 1–15, 16–30, 31–60, over 60 days late. */
export const IMPAYE_TRANCHE_DEFS = Object.freeze({
  a_echoir: { label: 'Non échues', min: 0, max: 0 },
  retard_1_15: { label: '1 à 15 jours', min: 1, max: 15 },
  retard_16_30: { label: '16 à 30 jours', min: 16, max: 30 },
  retard_31_60: { label: '31 à 60 jours', min: 31, max: 60 },
  retard_plus_60: { label: 'Plus de 60 jours', min: 61, max: null },
} as const satisfies Record<string, ImpayeTranche>);

export type ImpayeTrancheId = keyof typeof IMPAYE_TRANCHE_DEFS;

/** Every bucket id, in the list's order (a non-empty tuple, as z.enum wants). */
export const IMPAYE_TRANCHES = Object.freeze(
  Object.keys(IMPAYE_TRANCHE_DEFS),
) as unknown as readonly [ImpayeTrancheId, ...ImpayeTrancheId[]];

/** The buckets' French labels. */
export const IMPAYE_TRANCHE_LABELS: Readonly<Record<ImpayeTrancheId, string>> = Object.freeze(
  Object.fromEntries(IMPAYE_TRANCHES.map((id) => [id, IMPAYE_TRANCHE_DEFS[id].label])) as Record<
    ImpayeTrancheId,
    string
  >,
);

const DAY_MS = 86_400_000;

/** Whole days from one 'YYYY-MM-DD' to another (negative when `to` is before `from`). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * Days an invoice is late at `now`: Paris days from its due day (the Paris day of `dueAt`) to
 * today's Paris day; 0 or less while the due day has not passed (due today: 0). Null without a
 * due date.
 */
export function joursDeRetard(dueAt: Date | string | null, now: Date): number | null {
  const due = toParisIsoDate(dueAt);
  if (!due) return null;
  return daysBetween(due, toParisIsoDate(now));
}

/** The bucket of an invoice `jours` days late (0 or less, or no due date: not yet due). */
export function impayeTranche(jours: number | null): ImpayeTrancheId {
  const late = Math.max(0, jours ?? 0);
  for (const id of IMPAYE_TRANCHES) {
    const { min, max } = IMPAYE_TRANCHE_DEFS[id] as ImpayeTranche;
    if (late >= min && (max === null || late <= max)) return id;
  }
  return 'retard_plus_60';
}

/** The first delays of the invoice reminders, in days after the due date. */
export const DEFAULT_RELANCES_FACTURES_JOURS: readonly number[] = Object.freeze([7, 15, 30]);

/** Bounds of the reminders' setting, checked by the API and shown by the settings screen. */
export const RELANCES_FACTURES_BOUNDS = Object.freeze({
  /** At most this many reminders. */
  maxCount: 5,
  min: 1,
  max: 180,
  label: 'Relances des factures impayées (jours après l’échéance)',
});

/**
 * Why the reminders' delays are refused, or null: one to five whole numbers of days, each from
 * 1 to 180, in increasing order (a reminder follows the one before it).
 */
export function relancesFacturesProblem(values: readonly unknown[]): string | null {
  const { maxCount, min, max } = RELANCES_FACTURES_BOUNDS;
  if (values.length === 0) return 'Indiquez au moins une relance.';
  if (values.length > maxCount) return `${maxCount} relances au plus.`;
  for (const value of values) {
    if (typeof value !== 'number' || !Number.isInteger(value))
      return 'Des nombres entiers de jours sont attendus.';
    if (value < min || value > max) return `Chaque délai est entre ${min} et ${max} jours.`;
  }
  const numbers = values as number[];
  if (numbers.some((value, i) => i > 0 && value <= numbers[i - 1]!))
    return 'Les délais vont en croissant : chaque relance vient après la précédente.';
  return null;
}

/**
 * The reminder due for an invoice `jours` days late: the highest level (1 for the first delay)
 * whose delay has passed, or 0 when none has. A level not sent in time (the job did not run) is
 * skipped for the latest one: a family never receives three reminders at once.
 */
export function relanceNiveauDu(jours: number | null, delais: readonly number[]): number {
  if (jours === null) return 0;
  let niveau = 0;
  delais.forEach((delai, i) => {
    if (jours >= delai) niveau = i + 1;
  });
  return niveau;
}
