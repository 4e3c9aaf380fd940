/*
 * What an insurer (mutuelle) pays of a quote made for one of its missions. The mission grants a
 * number of hours (nb_heures_total) of which some are used (nb_heures_consommees); the hours left
 * when the quote is made are paid by the insurer first, the rest by the household:
 * - a one-off quote: its hours up to those left are covered;
 * - a recurring quote is priced per week: the hours left cover whole weeks first, so the weekly
 *   hours are covered while the balance lasts (`semainesCouvertes` full weeks), then the household
 *   pays them; the weekly split shown is that of the first week.
 * Amounts are split pro rata of the hours (a quote's weekend hours cost more, so the insurer's
 * share is the average hourly price times its hours). The 50 % tax credit applies only to what
 * the household pays itself (article 199 sexdecies du CGI: sums reimbursed are deducted).
 */

import { TAX_CREDIT_RATE } from './devis-pricing.ts';

export interface MutuelleCoverageInput {
  /** Insurer hours left on the mission when the quote was made (never below 0). */
  heuresRestantes: number;
  /** Hours of the quote: in total (one-off) or per week (recurring), weekday and weekend. */
  heuresDevis: number;
  /** Amount TTC of the quote: in total (one-off) or per week (recurring). */
  montantTTC: number;
  recurring: boolean;
}

export interface MutuelleCoverage {
  heuresRestantes: number;
  /** Hours of the quote (per week when recurring) paid by the insurer. */
  heuresCouvertes: number;
  /** Hours of the quote (per week when recurring) paid by the household. */
  heuresClient: number;
  montantMutuelleTTC: number;
  montantClientTTC: number;
  /** What the household pays after the tax credit, on its own share only. */
  resteAChargeClientTTC: number;
  /** Recurring quotes: full weeks the balance covers; null for a one-off quote. */
  semainesCouvertes: number | null;
}

const roundCents = (amount: number): number => Math.round(amount * 100) / 100;
const roundHalfHours = (hours: number): number => Math.floor(hours * 2) / 2;

/** The insurer's and the household's shares of a quote (rules at the top of this file). */
export function mutuelleCoverage(input: MutuelleCoverageInput): MutuelleCoverage {
  const restantes = Math.max(0, roundHalfHours(input.heuresRestantes));
  const heures = Math.max(0, input.heuresDevis);
  const couvertes = Math.min(heures, restantes);
  const montantMutuelle = heures === 0 ? 0 : roundCents((input.montantTTC * couvertes) / heures);
  const montantClient = roundCents(input.montantTTC - montantMutuelle);
  return {
    heuresRestantes: restantes,
    heuresCouvertes: couvertes,
    heuresClient: heures - couvertes,
    montantMutuelleTTC: montantMutuelle,
    montantClientTTC: montantClient,
    resteAChargeClientTTC: roundCents(montantClient - roundCents(montantClient * TAX_CREDIT_RATE)),
    semainesCouvertes: input.recurring ? (heures === 0 ? 0 : Math.floor(restantes / heures)) : null,
  };
}
