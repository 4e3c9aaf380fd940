import {
  frequenceIdOf,
  isHalfHourSlot,
  priceDevis,
  splitBesoinHours,
  type BesoinFrequence,
  type DevisPrice,
  type FrequenceType,
  type PriceGrid,
} from '@maisonnee/domain';
import type { BesoinBrouillon } from '../../../lib/brouillons.ts';
import { NEED_SCHEDULE_TEXT } from './text.ts';

/*
 * The schedule of a need as the back office composes it, the same for a quote (devis) and for
 * scenario proposals: its slots, their checks, the need draft they start from and the live price.
 */

const E = NEED_SCHEDULE_TEXT.errors;

/** A weekly slot of a recurring line: Monday = 1 … Sunday = 7, times on the half-hour grid. */
export interface WeeklySlot {
  day: number;
  time_debut: string;
  time_fin: string;
}

/** A dated slot of a one-off line. */
export interface DatedSlot {
  date: string;
  time_debut: string;
  time_fin: string;
}

/** What a need is before its schedule: the service, one-off or recurring, and its period. */
export interface NeedBasics {
  service: number | null;
  frequence: BesoinFrequence;
  /** Recurring: first day of service. One-off: derived from the dated slots. */
  date_debut: string;
  /** Recurring: last day, optional. */
  date_fin: string;
}

/** A need's slots: weekly when it recurs, dated when it is one-off. */
export interface NeedSlots {
  horaires: WeeklySlot[];
  creneaux: DatedSlot[];
}

/** What the price of a need is computed from. */
export interface PricedNeed extends NeedSlots {
  service: number | null;
  frequence: BesoinFrequence;
  frequenceType: FrequenceType;
  /** Negotiated hourly prices TTC as typed ('' = the prices of section 9). */
  prix_horaire_ttc: string;
  prix_horaire_weekend_ttc: string;
}

export const DEFAULT_WEEKLY_SLOT: WeeklySlot = { day: 1, time_debut: '09:00', time_fin: '12:00' };

const minutes = (time: string): number => {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** A slot on the half-hour grid that ends after it starts. */
export const isSlotValid = (slot: { time_debut: string; time_fin: string }) =>
  isHalfHourSlot(slot.time_debut) &&
  isHalfHourSlot(slot.time_fin) &&
  minutes(slot.time_fin) > minutes(slot.time_debut);

/**
 * The kind and slots of the client's need draft: its weekly slots when it recurs, else its one
 * dated slot (when complete); `date_debut` is the recurring start. `recurring` says how the caller
 * reads the draft (a draft may not have chosen its kind yet).
 */
export function scheduleFromBrouillon(
  brouillon: BesoinBrouillon,
  recurring: boolean,
): NeedSlots & { frequence: BesoinFrequence; date_debut: string } {
  return {
    frequence: recurring ? 'recurrent' : 'ponctuel',
    date_debut: recurring ? (brouillon.date ?? '') : '',
    horaires: recurring
      ? brouillon.reccurentArray.map(({ day, time_debut, time_fin }) => ({
          day,
          time_debut,
          time_fin,
        }))
      : [],
    creneaux:
      !recurring && brouillon.date && brouillon.time_debut && brouillon.time_fin
        ? [{ date: brouillon.date, time_debut: brouillon.time_debut, time_fin: brouillon.time_fin }]
        : [],
  };
}

/**
 * Field errors of the need's basics: the service, and the period of a recurring need (`service`,
 * `date_debut`, `date_fin`).
 */
export function needErrors(need: NeedBasics): Record<string, string> {
  const errors: Record<string, string> = {};
  if (need.service === null) errors.service = E.required;
  if (need.frequence === 'recurrent') {
    if (!need.date_debut) errors.date_debut = E.required;
    if (need.date_fin && need.date_debut && need.date_fin < need.date_debut) {
      errors.date_fin = E.endBeforeStart;
    }
  }
  return errors;
}

/**
 * Errors of the slots of the need's kind: `slots` when there is none, `slot.<n>` on a slot without
 * its date or ending before it starts; each key after `prefix` (`0.` for the first proposal).
 */
export function slotErrors(
  frequence: BesoinFrequence,
  slots: NeedSlots,
  prefix = '',
): Record<string, string> {
  const errors: Record<string, string> = {};
  const list: readonly (WeeklySlot | DatedSlot)[] =
    frequence === 'recurrent' ? slots.horaires : slots.creneaux;
  if (list.length === 0) errors[`${prefix}slots`] = E.noSlot;
  list.forEach((slot, index) => {
    if ('date' in slot && !slot.date) errors[`${prefix}slot.${index}`] = E.slotDate;
    else if (!isSlotValid(slot)) errors[`${prefix}slot.${index}`] = E.slotOrder;
  });
  return errors;
}

/** A typed price: null when empty (section 9 prices), NaN when it is not a valid amount. */
export function parsePrice(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value > 0 && value <= 1000 && Number.isInteger(value * 100)
    ? value
    : Number.NaN;
}

/** Weekday and weekend hours of the line's schedule; null while a slot is incomplete. */
export function hoursOf(
  values: NeedSlots & { service: number | null; frequence: BesoinFrequence },
): { nbHeures: number; nbHeuresWeekend: number } | null {
  if (values.service === null) return null;
  try {
    if (values.frequence === 'recurrent') {
      if (values.horaires.length === 0 || !values.horaires.every(isSlotValid)) return null;
      return splitBesoinHours({
        service: values.service,
        frequence: 'recurrent',
        reccurentArray: values.horaires,
      });
    }
    if (values.creneaux.length === 0) return null;
    let nbHeures = 0;
    let nbHeuresWeekend = 0;
    for (const slot of values.creneaux) {
      if (!slot.date || !isSlotValid(slot)) return null;
      // One slot at a time: its date decides the weekday or the weekend (and holiday) rate.
      const split = splitBesoinHours({ service: values.service, frequence: 'ponctuel', ...slot });
      nbHeures += split.nbHeures;
      nbHeuresWeekend += split.nbHeuresWeekend;
    }
    return { nbHeures, nbHeuresWeekend };
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/**
 * The live price of the need, by the same domain function as the client's need form and the
 * API (`splitBesoinHours` then `priceDevis`), with the negotiated prices when typed, else those
 * of `grid` (the agency's in force; the specification's when omitted); null while the line is
 * incomplete or a price is not an amount.
 */
export function priceFor(values: PricedNeed, grid?: PriceGrid): DevisPrice | null {
  const hours = hoursOf(values);
  if (!hours || values.service === null) return null;
  const prix = parsePrice(values.prix_horaire_ttc);
  const prixWeekend = parsePrice(values.prix_horaire_weekend_ttc);
  if (Number.isNaN(prix) || Number.isNaN(prixWeekend)) return null;
  try {
    return priceDevis({
      skillId: values.service,
      recurring: values.frequence === 'recurrent',
      ...hours,
      frequenceId: values.frequence === 'recurrent' ? frequenceIdOf(values.frequenceType) : null,
      prixHoraireTTC: prix,
      prixHoraireWeekendTTC: prixWeekend,
      grid,
    });
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}
