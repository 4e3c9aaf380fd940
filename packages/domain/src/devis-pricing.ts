import type { PriceGrid } from './agency-settings.ts';
import { hourlyPriceTTC, isWeekendPricedDay } from './pricing.ts';
import { frequenceById, frequenceIdOf } from './frequences.ts';
import { isSkillId } from './skills.ts';
import { slotToMinutes } from './time-slots.ts';

/*
 * How a quote (devis) is priced, the same way in the need form (live estimate) and in the API
 * (the stored quote):
 * - a one-off need (ponctuel) is priced as a whole: the hours of its dated slots, each slot at the
 *   weekday or the weekend rate of its day (Saturday, Sunday and public holidays are weekend);
 * - a recurring need (recurrent) is priced per occurrence of its frequency, that is one week of
 *   service: the hours of its weekly slots, Saturday and Sunday slots at the weekend rate. The
 *   monthly amount is the weekly amount times the weeks billed in an average month: 52/12 for
 *   'Toutes les semaines', 26/12 for 'Toutes les deux semaines', 1 for 'Une semaine par mois'.
 *   Weekly slots have no date, so a public holiday falling on a weekday slot is not in the quote:
 *   it is billed at the weekend rate on the invoice of that month.
 * All amounts are euros TTC rounded to the cent; the estimate after the tax credit for home
 * services (50 % of what the household pays, article 199 sexdecies du CGI) is given beside them.
 */

/** Share of the amount paid that comes back to the household as a tax credit. */
export const TAX_CREDIT_RATE = 0.5;

const roundCents = (amount: number): number => Math.round(amount * 100) / 100;

/** The hours to price, already split between weekday and weekend rates. */
export interface DevisPriceInput {
  skillId: number;
  recurring: boolean;
  /** Weekday hours: per week (recurring) or in total (one-off); half-hour steps. */
  nbHeures: number;
  /** Weekend and public-holiday hours, same unit. */
  nbHeuresWeekend: number;
  /** Recurring only; default 1 ('Toutes les semaines'). */
  frequenceId?: number | null;
  /** Negotiated prices (free-form quotes); section 9 prices when omitted. */
  prixHoraireTTC?: number | null;
  prixHoraireWeekendTTC?: number | null;
  /** The agency's grid in force (`priceGridOn`); the specification's when omitted. */
  grid?: PriceGrid;
}

export interface DevisPrice {
  skillId: number;
  recurring: boolean;
  nbHeures: number;
  nbHeuresWeekend: number;
  prixHoraireTTC: number;
  prixHoraireWeekendTTC: number;
  /** One-off: the whole service; recurring: one week of service. */
  montantTTC: number;
  /** Recurring: the average month (see FREQUENCE_TYPES); one-off: null. */
  montantMensuelTTC: number | null;
  /** Tax credit on `montantTTC` (50 %). */
  creditImpotTTC: number;
  /** What the household pays in the end for `montantTTC`. */
  resteAChargeTTC: number;
  /** The same for the month, recurring only. */
  resteAChargeMensuelTTC: number | null;
}

function assertHours(name: string, hours: number): void {
  if (!Number.isFinite(hours) || hours < 0 || !Number.isInteger(hours * 2)) {
    throw new RangeError(
      `${name} : un nombre d'heures positif, par demi-heure, est attendu (${String(hours)}).`,
    );
  }
}

/**
 * Prices hours already split between weekday and weekend: hours × the section 9 hourly price
 * for the skill and the frequency (or the negotiated prices), TTC, with the monthly amount of a
 * recurring quote and the amounts after the 50 % tax credit.
 * @throws RangeError for an unknown skill, negative or non half-hour hours, an unknown frequency.
 */
export function priceDevis(input: DevisPriceInput): DevisPrice {
  const { skillId, recurring, nbHeures, nbHeuresWeekend } = input;
  if (!isSkillId(skillId)) throw new RangeError(`Prestation inconnue : ${String(skillId)}.`);
  assertHours('Heures en semaine', nbHeures);
  assertHours('Heures le week-end', nbHeuresWeekend);
  const frequenceId = input.frequenceId ?? 1;
  const frequence = recurring ? frequenceById(frequenceId) : undefined;
  if (recurring && !frequence) throw new RangeError(`Fréquence inconnue : ${String(frequenceId)}.`);

  const prixHoraireTTC =
    input.prixHoraireTTC ?? hourlyPriceTTC({ skillId, recurring, weekend: false }, input.grid);
  const prixHoraireWeekendTTC =
    input.prixHoraireWeekendTTC ??
    hourlyPriceTTC({ skillId, recurring, weekend: true }, input.grid);
  const montantTTC = roundCents(
    nbHeures * prixHoraireTTC + nbHeuresWeekend * prixHoraireWeekendTTC,
  );
  const montantMensuelTTC = frequence ? roundCents(montantTTC * frequence.weeksPerMonth) : null;
  const creditImpotTTC = roundCents(montantTTC * TAX_CREDIT_RATE);
  return {
    skillId,
    recurring,
    nbHeures,
    nbHeuresWeekend,
    prixHoraireTTC,
    prixHoraireWeekendTTC,
    montantTTC,
    montantMensuelTTC,
    creditImpotTTC,
    resteAChargeTTC: roundCents(montantTTC - creditImpotTTC),
    resteAChargeMensuelTTC:
      montantMensuelTTC === null
        ? null
        : roundCents(montantMensuelTTC - roundCents(montantMensuelTTC * TAX_CREDIT_RATE)),
  };
}

/** A weekly slot of a recurring need: day Monday = 1 … Sunday = 7, times on the half-hour grid. */
export interface BesoinWeeklySlot {
  day: number;
  time_debut: string;
  time_fin: string;
}

/** A need as the form holds it (fields of the new-need draft, specification §3). */
export interface BesoinToPrice {
  service: number;
  frequence: 'ponctuel' | 'recurrent';
  /** One-off: the day of the service ('YYYY-MM-DD'). */
  date?: string | null;
  time_debut?: string | null;
  time_fin?: string | null;
  /** Recurring: the weekly slots. */
  reccurentArray?: readonly BesoinWeeklySlot[] | null;
  frequenceId?: number | null;
  frequenceType?: string | null;
}

/** Minutes of a slot; the end must follow the start, both on the half-hour grid. */
function slotMinutes(timeDebut: string, timeFin: string): number {
  const start = slotToMinutes(timeDebut);
  const end = slotToMinutes(timeFin);
  if (end <= start) {
    throw new RangeError(
      `L'heure de fin (${timeFin}) doit suivre l'heure de début (${timeDebut}).`,
    );
  }
  return end - start;
}

/**
 * Weekday and weekend hours of a need: a one-off need on its date (a Saturday, a Sunday or a
 * public holiday counts as weekend), a recurring need over one week of its slots (days 6 and 7
 * are weekend).
 * @throws RangeError for times off the grid, an end before the start, a day outside 1–7, a
 * one-off need without date and times, a recurring need without slots.
 */
export function splitBesoinHours(besoin: BesoinToPrice): {
  nbHeures: number;
  nbHeuresWeekend: number;
} {
  if (besoin.frequence === 'ponctuel') {
    if (!besoin.date || !besoin.time_debut || !besoin.time_fin) {
      throw new RangeError(
        'Un besoin ponctuel a une date, une heure de début et une heure de fin.',
      );
    }
    const hours = slotMinutes(besoin.time_debut, besoin.time_fin) / 60;
    return isWeekendPricedDay(besoin.date)
      ? { nbHeures: 0, nbHeuresWeekend: hours }
      : { nbHeures: hours, nbHeuresWeekend: 0 };
  }
  const slots = besoin.reccurentArray ?? [];
  if (slots.length === 0) throw new RangeError('Un besoin récurrent a au moins un créneau.');
  let weekday = 0;
  let weekend = 0;
  for (const slot of slots) {
    if (!Number.isInteger(slot.day) || slot.day < 1 || slot.day > 7) {
      throw new RangeError(`Jour inconnu : ${String(slot.day)} (1 = lundi … 7 = dimanche).`);
    }
    const minutes = slotMinutes(slot.time_debut, slot.time_fin);
    if (slot.day >= 6) weekend += minutes;
    else weekday += minutes;
  }
  return { nbHeures: weekday / 60, nbHeuresWeekend: weekend / 60 };
}

/**
 * The price of a need as the quote will show it: hours from its date or weekly slots
 * (`splitBesoinHours`), priced by `priceDevis` with the need's skill and frequency, at the
 * agency's grid in force (the specification's when omitted).
 * @throws RangeError as `splitBesoinHours` and `priceDevis` do.
 */
export function estimateBesoin(besoin: BesoinToPrice, grid?: PriceGrid): DevisPrice {
  const { nbHeures, nbHeuresWeekend } = splitBesoinHours(besoin);
  const recurring = besoin.frequence === 'recurrent';
  return priceDevis({
    skillId: besoin.service,
    recurring,
    nbHeures,
    nbHeuresWeekend,
    frequenceId: recurring ? (besoin.frequenceId ?? frequenceIdOf(besoin.frequenceType)) : null,
    grid,
  });
}

/**
 * VAT rate included in the TTC prices: 5.5 % for help to dependent people (skill 2), 10 % for
 * the other home services (article 279 du CGI).
 */
export function tvaRate(skillId: number): number {
  return skillId === 2 ? 0.055 : 0.1;
}

/** Splits a TTC amount into HT and VAT at the skill's rate, to the cent. */
export function splitTTC(montantTTC: number, skillId: number): { ht: number; tva: number } {
  const ht = roundCents(montantTTC / (1 + tvaRate(skillId)));
  return { ht, tva: roundCents(montantTTC - ht) };
}

/**
 * Splits a quote whose lines may be different services: each line at its own VAT rate (a line
 * without a skill takes `defaultSkillId`), HT and VAT being the sums of the lines. The TTC total
 * stays the quote's; without lines the whole amount is split at the default rate.
 */
export function splitTTCPerLine(
  montantTTC: number,
  lines: readonly { montantTTC: number; skillId: number | null }[],
  defaultSkillId: number,
): { ht: number; tva: number } {
  if (lines.length === 0) return splitTTC(montantTTC, defaultSkillId);
  let ht = 0;
  for (const line of lines) ht += splitTTC(line.montantTTC, line.skillId ?? defaultSkillId).ht;
  ht = roundCents(ht);
  return { ht, tva: roundCents(montantTTC - ht) };
}
