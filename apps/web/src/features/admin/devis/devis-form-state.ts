import {
  DEFAULT_FREQUENCE_TYPE,
  SKILLS,
  frequenceIdOf,
  isHalfHourSlot,
  priceDevis,
  splitBesoinHours,
  type BesoinFrequence,
  type DevisPrice,
  type FrequenceType,
  type SkillId,
} from '@maisonnee/domain';
import type { DevisLibreBody } from './api/create-devis-libre.ts';
import type { BesoinBrouillon } from './api/brouillons.ts';
import { DEVIS_ADMIN_TEXT } from './text.ts';

const E = DEVIS_ADMIN_TEXT.errors;

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

/** What the quote builder holds: one service line, its schedule and the quote's terms. */
export interface DevisLibreValues {
  service: number | null;
  frequence: BesoinFrequence;
  frequenceType: FrequenceType;
  /** Recurring: first day of service. One-off: derived from the dated slots. */
  date_debut: string;
  /** Recurring: last day, optional. */
  date_fin: string;
  horaires: WeeklySlot[];
  creneaux: DatedSlot[];
  libelle: string;
  description: string;
  /** Negotiated hourly prices TTC as typed ('' = the prices of section 9). */
  prix_horaire_ttc: string;
  prix_horaire_weekend_ttc: string;
  date_validite: string;
  commentaire: string;
}

export const DEFAULT_WEEKLY_SLOT: WeeklySlot = { day: 1, time_debut: '09:00', time_fin: '12:00' };

export const EMPTY_DEVIS_LIBRE: DevisLibreValues = {
  service: null,
  frequence: 'recurrent',
  frequenceType: DEFAULT_FREQUENCE_TYPE,
  date_debut: '',
  date_fin: '',
  horaires: [DEFAULT_WEEKLY_SLOT],
  creneaux: [],
  libelle: '',
  description: '',
  prix_horaire_ttc: '',
  prix_horaire_weekend_ttc: '',
  date_validite: '',
  commentaire: '',
};

/** The builder prefilled from the client's need (a need draft of the new-need form). */
export function valuesFromBrouillon(brouillon: BesoinBrouillon): DevisLibreValues {
  const recurring = brouillon.frequence === 'recurrent';
  const oneOffSlot =
    !recurring && brouillon.date && brouillon.time_debut && brouillon.time_fin
      ? [{ date: brouillon.date, time_debut: brouillon.time_debut, time_fin: brouillon.time_fin }]
      : [];
  return {
    ...EMPTY_DEVIS_LIBRE,
    service: brouillon.service,
    frequence: recurring ? 'recurrent' : 'ponctuel',
    frequenceType: brouillon.frequenceType,
    date_debut: recurring ? (brouillon.date ?? '') : '',
    horaires: recurring
      ? brouillon.reccurentArray.map(({ day, time_debut, time_fin }) => ({
          day,
          time_debut,
          time_fin,
        }))
      : [],
    creneaux: oneOffSlot,
    description: brouillon.description ?? '',
  };
}

const minutes = (time: string): number => {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

const isSlotValid = (slot: { time_debut: string; time_fin: string }) =>
  isHalfHourSlot(slot.time_debut) &&
  isHalfHourSlot(slot.time_fin) &&
  minutes(slot.time_fin) > minutes(slot.time_debut);

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
  values: DevisLibreValues,
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
 * The live price of the quote, by the same domain function as the client's need form and the
 * API (`splitBesoinHours` then `priceDevis`), with the negotiated prices when typed; null while
 * the line is incomplete or a price is not an amount.
 */
export function priceFor(values: DevisLibreValues): DevisPrice | null {
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
    });
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** Field errors before sending (French); empty when the quote can be built. */
export function validateDevisLibre(
  values: DevisLibreValues,
  today: string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.service === null) errors.service = E.required;
  if (values.frequence === 'recurrent') {
    if (!values.date_debut) errors.date_debut = E.required;
    if (values.date_fin && values.date_debut && values.date_fin < values.date_debut) {
      errors.date_fin = E.endBeforeStart;
    }
    if (values.horaires.length === 0) errors.slots = E.noSlot;
    values.horaires.forEach((slot, index) => {
      if (!isSlotValid(slot)) errors[`slot.${index}`] = E.slotOrder;
    });
  } else {
    if (values.creneaux.length === 0) errors.slots = E.noSlot;
    values.creneaux.forEach((slot, index) => {
      if (!slot.date) errors[`slot.${index}`] = E.slotDate;
      else if (!isSlotValid(slot)) errors[`slot.${index}`] = E.slotOrder;
    });
  }
  if (Number.isNaN(parsePrice(values.prix_horaire_ttc))) errors.prix_horaire_ttc = E.price;
  if (Number.isNaN(parsePrice(values.prix_horaire_weekend_ttc))) {
    errors.prix_horaire_weekend_ttc = E.price;
  }
  if (values.date_validite && values.date_validite < today) errors.date_validite = E.pastValidity;
  return errors;
}

const optional = (text: string) => (text.trim() ? text.trim() : null);

/** The body of `devis-libre` (call only once `validateDevisLibre` is empty). */
export function toDevisLibreBody(
  values: DevisLibreValues,
  clientId: number,
  send: boolean,
): DevisLibreBody {
  const hours = hoursOf(values) ?? { nbHeures: 0, nbHeuresWeekend: 0 };
  const recurring = values.frequence === 'recurrent';
  const dates = values.creneaux.map((slot) => slot.date).sort();
  const prix = parsePrice(values.prix_horaire_ttc);
  const prixWeekend = parsePrice(values.prix_horaire_weekend_ttc);
  const service = values.service as SkillId;
  return {
    client_id: clientId,
    date_validite: values.date_validite || null,
    commentaire: optional(values.commentaire),
    send,
    lignes: [
      {
        client_besoin_skill_id: service,
        libelle: values.libelle.trim() || SKILLS[service],
        is_ponctuel: !recurring,
        frequence_type: recurring ? values.frequenceType : null,
        date_debut: recurring ? values.date_debut : (dates[0] ?? ''),
        date_fin: recurring ? values.date_fin || null : (dates[dates.length - 1] ?? null),
        nb_heures: hours.nbHeures,
        nb_heures_weekend: hours.nbHeuresWeekend,
        ...(prix !== null ? { prix_horaire_ttc: prix } : {}),
        ...(prixWeekend !== null ? { prix_horaire_weekend_ttc: prixWeekend } : {}),
        description: optional(values.description),
        horaires: recurring ? values.horaires : [],
        creneaux: recurring ? [] : values.creneaux,
      },
    ],
  };
}
