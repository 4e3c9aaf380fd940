import { ALLOWED, refuse, type RuleResult } from './refusals.ts';

/*
 * Third-party payers (financeurs) and clients' funding plans (prises en charge), issue 28 and
 * docs/facturation.md. A payer (the département for APA / PCH, a pension fund, an insurer, an
 * employer) pays part of a client's hours under a plan: the services covered, hours or an amount
 * per month, the hourly rate the payer accepts, the client's share and validity dates (Paris days).
 *
 * The client's share (participation / ticket modérateur) is one model: a percentage of what the
 * payer's rate gives for the covered hours, stored in basis points (1 250 = 12,50 %). On covered
 * hours the client also pays what the agency's price exceeds the payer's rate by. Hours over the
 * plan are the client's at the agency's price.
 */

/** The kinds of payer. */
export const FINANCEUR_TYPES = ['departement', 'caisse_retraite', 'mutuelle', 'employeur'] as const;
export type FinanceurType = (typeof FINANCEUR_TYPES)[number];

export const FINANCEUR_TYPE_LABELS: Readonly<Record<FinanceurType, string>> = Object.freeze({
  departement: 'Département (APA / PCH)',
  caisse_retraite: 'Caisse de retraite',
  mutuelle: 'Mutuelle / assureur',
  employeur: 'Employeur',
});

/**
 * Which payer pays first when two plans cover the same visit: the département's legal aid, then
 * the pension fund, the insurer, the employer (each completes what the previous leaves).
 */
const TYPE_ORDER: Readonly<Record<FinanceurType, number>> = Object.freeze({
  departement: 0,
  caisse_retraite: 1,
  mutuelle: 2,
  employeur: 3,
});

/** How a payer wants its invoices: one listing its beneficiaries, or one per beneficiary. */
export const FINANCEUR_FACTURATION_MODES = ['groupee', 'par_beneficiaire'] as const;
export type FinanceurFacturationMode = (typeof FINANCEUR_FACTURATION_MODES)[number];

export const FINANCEUR_FACTURATION_MODE_LABELS: Readonly<Record<FinanceurFacturationMode, string>> =
  Object.freeze({
    groupee: 'Une facture par financeur (liste des bénéficiaires)',
    par_beneficiaire: 'Une facture par bénéficiaire',
  });

/** Basis points: 10 000 = 100 % (the client's share of the payer's rate). */
export const PARTICIPATION_MAX_BP = 10_000;

export interface PeriodeValidite {
  /** Paris day, inclusive. */
  date_debut: string;
  /** Paris day, inclusive; null when open-ended. */
  date_fin: string | null;
}

/** A plan's dates: the end, when given, is not before the start. */
export function checkPeriodeValidite(periode: PeriodeValidite): RuleResult {
  return periode.date_fin !== null && periode.date_fin < periode.date_debut
    ? refuse(
        'PRISE_EN_CHARGE_DATES',
        'La date de fin de la prise en charge précède sa date de début.',
      )
    : ALLOWED;
}

const overlaps = (a: PeriodeValidite, b: PeriodeValidite) =>
  a.date_debut <= (b.date_fin ?? '9999-12-31') && b.date_debut <= (a.date_fin ?? '9999-12-31');

export interface PlanForOverlap extends PeriodeValidite {
  id: number;
  financeur_id: number;
  skill_ids: readonly number[];
}

/**
 * Two plans of the same payer for the same client may not cover the same service on the same
 * day (which one would count the hours?). `others` are the client's other plans.
 */
export function checkPrisesEnChargeOverlap(
  plan: Omit<PlanForOverlap, 'id'> & { id?: number },
  others: readonly PlanForOverlap[],
  skillLabel: (skillId: number) => string,
): RuleResult {
  for (const other of others) {
    if (other.id === plan.id || other.financeur_id !== plan.financeur_id) continue;
    if (!overlaps(plan, other)) continue;
    const shared = plan.skill_ids.filter((id) => other.skill_ids.includes(id));
    if (shared.length === 0) continue;
    return refuse(
      'PRISE_EN_CHARGE_OVERLAP',
      `Ce financeur prend déjà en charge « ${shared.map(skillLabel).join(', ')} » pour ce client sur une partie de ces dates (prise en charge du ${frenchDay(other.date_debut)}${other.date_fin ? ` au ${frenchDay(other.date_fin)}` : ''}).`,
      { prise_en_charge_id: other.id },
    );
  }
  return ALLOWED;
}

const frenchDay = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** A funding plan as the split reads it. */
export interface PlanFinancement extends PeriodeValidite {
  id: number;
  financeur_id: number;
  financeur_type: FinanceurType;
  skill_ids: readonly number[];
  /** Minutes per month the payer pays (hours plan), or null for an amount plan. */
  minutes_par_mois: number | null;
  /** Cents per month the payer pays at most (amount plan), or null for an hours plan. */
  montant_mensuel_centimes: number | null;
  /** The hourly rate the payer accepts, cents. */
  tarif_horaire_centimes: number;
  /** The client's share of the payer's rate, basis points (0 to 10 000). */
  participation_bp: number;
}

/** One visit of the month: its Paris day, service, minutes and the agency's hourly price. */
export interface VisiteAFinancer {
  date: string;
  skill_id: number;
  minutes: number;
  /** The agency's hourly price for this visit (weekday, Sunday…), cents. */
  prix_horaire_centimes: number;
}

export interface PartFinanceur {
  prise_en_charge_id: number;
  financeur_id: number;
  minutes: number;
  /** What the payer's rate gives for its minutes, capped at the agency's price, cents. */
  montant_brut_centimes: number;
  /** The client's share of it (participation), cents. */
  participation_centimes: number;
  /** What the payer pays: brut − participation (capped at an amount plan's month), cents. */
  montant_centimes: number;
}

export interface RepartitionMois {
  /** Every visit at the agency's price, each rounded to the cent as an invoice line is. */
  total_centimes: number;
  financeurs: PartFinanceur[];
  /** total − what the payers pay: participation, the price over the payer's rate, hours over plans. */
  client_centimes: number;
  /** Minutes no plan covered (over the plans, or a service or day without a plan). */
  minutes_hors_prise_en_charge: number;
}

const daysInMonth = (mois: string) => {
  const [year, month] = mois.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
};

/** Days of `mois` (YYYY-MM) inside the plan's validity. */
function daysValidInMonth(plan: PeriodeValidite, mois: string): number {
  const first = `${mois}-01`;
  const last = `${mois}-${String(daysInMonth(mois)).padStart(2, '0')}`;
  const start = plan.date_debut > first ? plan.date_debut : first;
  const end = plan.date_fin !== null && plan.date_fin < last ? plan.date_fin : last;
  if (end < start) return 0;
  return Number(end.slice(8, 10)) - Number(start.slice(8, 10)) + 1;
}

const isValidOn = (plan: PeriodeValidite, day: string) =>
  plan.date_debut <= day && (plan.date_fin === null || day <= plan.date_fin);

/** Rounds a non-negative rational half up to the cent (integers only, no float drift). */
const divRound = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

/**
 * The month's split between payers and the client (rules at the top of this file), exact to the
 * cent. Visits are taken in date order; each visit's minutes fill the plans valid that day for its
 * service, the first payer first (département, pension fund, insurer, employer, then plan id),
 * until an hours plan's month is used; the rest is the client's. An hours plan valid for part of
 * the month (a change mid-month) has its monthly minutes in proportion of its days in the month,
 * rounded down to the minute. An amount plan covers its services' minutes and pays at most its
 * monthly amount. The payer's gross amount is rounded once per plan; the client pays the rest of
 * the total, so payers + client = total to the cent.
 */
export function repartitionMensuelle(
  mois: string,
  plans: readonly PlanFinancement[],
  visites: readonly VisiteAFinancer[],
): RepartitionMois {
  const inMonth = visites.filter((v) => v.date.startsWith(`${mois}-`) && v.minutes > 0);
  const ordered = [...plans].sort(
    (a, b) => TYPE_ORDER[a.financeur_type] - TYPE_ORDER[b.financeur_type] || a.id - b.id,
  );
  const days = daysInMonth(mois);
  const left = new Map<number, number>();
  for (const plan of ordered) {
    const valid = daysValidInMonth(plan, mois);
    left.set(
      plan.id,
      plan.minutes_par_mois === null
        ? Number.POSITIVE_INFINITY
        : Math.floor((plan.minutes_par_mois * valid) / days),
    );
  }
  // Per plan: minutes, and minutes × rate (payer) and minutes × agency price (cap), both ×1/60.
  const acc = new Map<number, { minutes: number; tarif: number; prix: number }>();
  let total = 0;
  let horsPlan = 0;
  for (const visite of [...inMonth].sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : 0,
  )) {
    total += divRound(visite.minutes * visite.prix_horaire_centimes, 60);
    let minutes = visite.minutes;
    for (const plan of ordered) {
      if (minutes === 0) break;
      if (!isValidOn(plan, visite.date) || !plan.skill_ids.includes(visite.skill_id)) continue;
      const taken = Math.min(minutes, left.get(plan.id)!);
      if (taken <= 0) continue;
      left.set(plan.id, left.get(plan.id)! - taken);
      minutes -= taken;
      const sums = acc.get(plan.id) ?? { minutes: 0, tarif: 0, prix: 0 };
      sums.minutes += taken;
      sums.tarif += taken * plan.tarif_horaire_centimes;
      sums.prix += taken * visite.prix_horaire_centimes;
      acc.set(plan.id, sums);
    }
    horsPlan += minutes;
  }
  const financeurs: PartFinanceur[] = [];
  for (const plan of ordered) {
    const sums = acc.get(plan.id);
    if (!sums) continue;
    // The payer never pays more than the agency's price for its minutes.
    const brut = divRound(Math.min(sums.tarif, sums.prix), 60);
    const participation = divRound(brut * plan.participation_bp, PARTICIPATION_MAX_BP);
    const due = brut - participation;
    const montant =
      plan.montant_mensuel_centimes === null ? due : Math.min(due, plan.montant_mensuel_centimes);
    financeurs.push({
      prise_en_charge_id: plan.id,
      financeur_id: plan.financeur_id,
      minutes: sums.minutes,
      montant_brut_centimes: brut,
      participation_centimes: participation,
      montant_centimes: montant,
    });
  }
  // Rounding each visit's line and each payer once may leave the payers a cent over the total:
  // the last payers give it back, the client never owes below zero.
  let over = financeurs.reduce((sum, part) => sum + part.montant_centimes, 0) - total;
  for (let i = financeurs.length - 1; i >= 0 && over > 0; i--) {
    const part = financeurs[i]!;
    const back = Math.min(over, part.montant_centimes);
    part.montant_centimes -= back;
    over -= back;
  }
  const payes = financeurs.reduce((sum, part) => sum + part.montant_centimes, 0);
  return {
    total_centimes: total,
    financeurs,
    client_centimes: total - payes,
    minutes_hors_prise_en_charge: horsPlan,
  };
}
