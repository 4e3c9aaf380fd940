import {
  atUtc,
  hourlyPriceTTC,
  isWeekendPricedDay,
  PLANNING_DEFAULT_HORIZON_DAYS,
  RECURRING_INTERVENTIONS_SHOWN,
  TAX_CREDIT_RATE,
  weeklyOccurrences,
  type Period,
  type PriceGrid,
} from '@maisonnee/domain';

/*
 * The dated slots of a proposal (scénario): those its acceptance creates (checked against the
 * agent's agenda), and those its planned billing counts (docs/planning.md).
 */

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (day: string, days: number) =>
  isoDay(new Date(atUtc(day, '00:00').getTime() + days * DAY_MS));
const cents = (amount: number) => Math.round(amount * 100) / 100;

/** What a proposal schedules. */
export interface ProposalSchedule {
  isPonctuel: boolean;
  dateDebut: string;
  dateFin: string | null;
  horaires: { day: number; time_debut: string; time_fin: string }[];
  creneaux: { date: string; time_debut: string; time_fin: string }[];
}

const weekly = (h: ProposalSchedule['horaires'][number]) => ({
  day: h.day,
  start_time: h.time_debut,
  end_time: h.time_fin,
});

/**
 * The interventions accepting the proposal creates: its dated slots still to come, or the first
 * four upcoming occurrences of each weekly slot (section 9), from its first day, until its end.
 */
export function acceptedPeriods(p: ProposalSchedule, now: Date): Period[] {
  if (p.isPonctuel) {
    return p.creneaux
      .map((c) => ({ start: atUtc(c.date, c.time_debut), end: atUtc(c.date, c.time_fin) }))
      .filter((period) => period.start > now);
  }
  const today = isoDay(now);
  const first = p.dateDebut > today ? p.dateDebut : today;
  const last = addDays(first, 7 * (RECURRING_INTERVENTIONS_SHOWN + 1));
  return p.horaires.flatMap((h) =>
    weeklyOccurrences(weekly(h), first, p.dateFin && p.dateFin < last ? p.dateFin : last)
      .filter((period) => period.start > now)
      .slice(0, RECURRING_INTERVENTIONS_SHOWN),
  );
}

/**
 * The slots the planned billing counts: the dated slots, or every occurrence of the weekly slots
 * from the first day to the end (three months when open-ended).
 */
export function billedPeriods(p: ProposalSchedule): { periods: Period[]; last: string } {
  if (p.isPonctuel) {
    const periods = p.creneaux.map((c) => ({
      start: atUtc(c.date, c.time_debut),
      end: atUtc(c.date, c.time_fin),
    }));
    const last =
      p.creneaux
        .map((c) => c.date)
        .sort()
        .at(-1) ?? p.dateDebut;
    return { periods, last };
  }
  const last = p.dateFin ?? addDays(p.dateDebut, PLANNING_DEFAULT_HORIZON_DAYS);
  return {
    periods: p.horaires.flatMap((h) => weeklyOccurrences(weekly(h), p.dateDebut, last)),
    last,
  };
}

/**
 * Hours and amounts month by month: each slot at the hourly price of the service (recurring or
 * one-off) of `grid` (the agency's when the proposal was made), Saturday, Sunday and public
 * holidays at the weekend price; 50 % tax credit.
 */
export function planBilling(
  skillId: number,
  recurring: boolean,
  periods: Period[],
  grid?: PriceGrid,
) {
  const prix = hourlyPriceTTC({ skillId, recurring, weekend: false }, grid);
  const prixWeekend = hourlyPriceTTC({ skillId, recurring, weekend: true }, grid);
  const months = new Map<string, { n: number; heures: number; weekend: number }>();
  for (const period of [...periods].sort((a, b) => a.start.getTime() - b.start.getTime())) {
    const key = isoDay(period.start).slice(0, 7);
    const hours = (period.end.getTime() - period.start.getTime()) / 3_600_000;
    const month = months.get(key) ?? { n: 0, heures: 0, weekend: 0 };
    month.n += 1;
    if (isWeekendPricedDay(period.start)) month.weekend += hours;
    else month.heures += hours;
    months.set(key, month);
  }
  const mois = [...months.entries()].map(([key, m]) => {
    const montant = cents(m.heures * prix + m.weekend * prixWeekend);
    const credit = cents(montant * TAX_CREDIT_RATE);
    return {
      mois: key,
      nb_interventions: m.n,
      nb_heures: m.heures,
      nb_heures_weekend: m.weekend,
      montant_ttc: montant,
      credit_impot_ttc: credit,
      reste_a_charge_ttc: cents(montant - credit),
    };
  });
  return {
    prix_horaire_ttc: prix,
    prix_horaire_weekend_ttc: prixWeekend,
    mois,
    total_ttc: cents(mois.reduce((sum, m) => sum + m.montant_ttc, 0)),
    total_reste_a_charge_ttc: cents(mois.reduce((sum, m) => sum + m.reste_a_charge_ttc, 0)),
  };
}

/**
 * Weekly hours and the estimated amount (monthly for a recurring proposal, total for a one-off),
 * at the prices of `grid` (the agency's in force).
 */
export function estimate(skillId: number, p: ProposalSchedule, grid?: PriceGrid) {
  const minutes = (start: string, end: string) =>
    (atUtc('2026-01-01', end).getTime() - atUtc('2026-01-01', start).getTime()) / 60_000;
  if (p.isPonctuel) {
    const billing = planBilling(skillId, false, billedPeriods(p).periods, grid);
    return { nbHeuresSemaine: null, montant: billing.total_ttc };
  }
  let weekday = 0;
  let weekend = 0;
  for (const h of p.horaires) {
    const hours = minutes(h.time_debut, h.time_fin) / 60;
    if (h.day >= 6) weekend += hours;
    else weekday += hours;
  }
  const weeklyAmount =
    weekday * hourlyPriceTTC({ skillId, recurring: true, weekend: false }, grid) +
    weekend * hourlyPriceTTC({ skillId, recurring: true, weekend: true }, grid);
  return { nbHeuresSemaine: weekday + weekend, montant: cents((weeklyAmount * 52) / 12) };
}
