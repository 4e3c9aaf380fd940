/*
 * The immediate tax-credit advance as the product uses it (docs/avance-immediate.md): which
 * URSSAF activity each service is declared under, a family's registration states, how an
 * invoice's lines become the lines of a payment request, and what the family's invoice shows
 * (« payé par l'URSSAF (avance) », « votre part »). Amounts in integer cents.
 */

import { labelledList } from './labelled.ts';
import { URSSAF_UNITE_HEURE, type UrssafLignePrestation } from './urssaf-rules.ts';

/** A family's registration with URSSAF: accepted (an idClient) or refused (URSSAF's reason). */
export const { labels: AVANCE_INSCRIPTION_STATUT_LABELS, values: AVANCE_INSCRIPTION_STATUTS } =
  labelledList({
    inscrite: 'Inscrite',
    refusee: 'Refusée par l’URSSAF',
  });
export type AvanceInscriptionStatut = keyof typeof AVANCE_INSCRIPTION_STATUT_LABELS;

/**
 * URSSAF's activity and nature codes of each service sold (need-skill ids 1–5): household
 * upkeep, help to a dependent person, child care at home (babysitting and garde), housekeeping.
 */
export const AVANCE_CODES_ACTIVITE: Readonly<
  Record<number, { codeActivite: string; codeNature: string }>
> = Object.freeze({
  1: { codeActivite: '10', codeNature: 'MEN' },
  2: { codeActivite: '40', codeNature: 'AID' },
  3: { codeActivite: '30', codeNature: 'GAR' },
  4: { codeActivite: '30', codeNature: 'GAR' },
  5: { codeActivite: '10', codeNature: 'MEN' },
});

/** An invoice line as the advance reads it (euros, as the invoice stores them). */
export interface AvanceLigneFacture {
  libelle: string;
  skill_id: number | null;
  /** Hours. */
  quantite: number;
  prix_unitaire_ttc: number;
  montant_ht: number;
  montant_tva: number;
  montant_ttc: number;
}

export interface AvanceLignesResult {
  lignes: UrssafLignePrestation[];
  /** French reasons the invoice cannot go to URSSAF (a negative or discount line, no service). */
  problemes: string[];
}

const cents = (euros: number) => Math.round(euros * 100);
const DISCOUNT = /\b(remise|r[ée]duction|rabais|avoir|geste commercial|correction)\b/i;

/**
 * URSSAF's invoice rules before issuing for a registered family: no negative or zero line, no
 * discount line (a correction is a new invoice or a refund), each line tied to a service sold.
 * Then one request line per activity and unit price (hours summed, `unitFitting`); a group whose
 * hours × price cannot give its amount to the cent is sent line by line instead.
 */
export function avanceLignes(
  lignes: readonly AvanceLigneFacture[],
  numeroSap: string | null,
): AvanceLignesResult {
  const problemes: string[] = [];
  for (const ligne of lignes) {
    if (ligne.montant_ttc <= 0 || ligne.quantite <= 0 || ligne.prix_unitaire_ttc <= 0)
      problemes.push(
        `La ligne « ${ligne.libelle} » est négative ou nulle : avec l'avance immédiate, une correction se fait par une nouvelle facture ou un remboursement, jamais par une ligne.`,
      );
    else if (DISCOUNT.test(ligne.libelle))
      problemes.push(
        `La ligne « ${ligne.libelle} » est une remise : avec l'avance immédiate, une remise ou une correction se fait par une nouvelle facture ou un remboursement.`,
      );
    else if (ligne.skill_id == null || !AVANCE_CODES_ACTIVITE[ligne.skill_id])
      problemes.push(
        `La ligne « ${ligne.libelle} » n'est rattachée à aucune prestation déclarée : l'URSSAF ne peut pas l'intégrer.`,
      );
  }
  if (lignes.length === 0) problemes.push('La facture ne compte aucune prestation.');
  if (problemes.length > 0) return { lignes: [], problemes };

  const groups = new Map<string, AvanceLigneFacture[]>();
  for (const ligne of lignes) {
    const key = `${ligne.skill_id}|${cents(ligne.prix_unitaire_ttc)}`;
    groups.set(key, [...(groups.get(key) ?? []), ligne]);
  }
  const out: UrssafLignePrestation[] = [];
  /** The group as one line; `asBilled`: the agency's price even when it does not fit. */
  const toLine = (
    group: readonly AvanceLigneFacture[],
    asBilled = false,
  ): UrssafLignePrestation | null => {
    const first = group[0]!;
    const codes = AVANCE_CODES_ACTIVITE[first.skill_id!]!;
    const hundredths = group.reduce((sum, l) => sum + Math.round(l.quantite * 100), 0);
    const ht = group.reduce((sum, l) => sum + cents(l.montant_ht), 0);
    const ttc = group.reduce((sum, l) => sum + cents(l.montant_ttc), 0);
    const price = cents(first.prix_unitaire_ttc);
    const fit =
      unitFitting(hundredths, ttc, price) ?? (asBilled ? { hundredths, unit: price } : null);
    if (!fit) return null;
    return {
      ...codes,
      quantite: fit.hundredths / 100,
      unite: URSSAF_UNITE_HEURE,
      mntUnitaireTTC: fit.unit,
      mntPrestationTTC: ttc,
      mntPrestationHT: ht,
      mntPrestationTVA: ttc - ht,
      complement1: (group.length > 1 ? first.libelle.split(' — ')[0]! : first.libelle).slice(0, 50),
      complement2: numeroSap ?? undefined,
    };
  };
  for (const group of groups.values()) {
    const line = toLine(group);
    if (line) out.push(line);
    // verifierDemandePaiement names a line that fits in no way.
    else for (const single of group) out.push(toLine([single]) ?? toLine([single], true)!);
  }
  return { lignes: out, problemes: [] };
}

/**
 * The hours (hundredths) and unit price (cents) of a line such that hours × price gives its
 * amount to the cent, as URSSAF checks it. Visits are billed by the minute and hours have two
 * decimals (118 min at 24 € is 47,20 €, but 1,97 h × 24 € is 47,28 €): the agency's price is kept
 * when it fits, else the unit price is the amount over the hours (23,96 €), else the hours move by
 * a hundredth or two (never more than 72 seconds). Null when nothing fits.
 */
export function unitFitting(
  hundredths: number,
  ttc: number,
  price: number,
): { hundredths: number; unit: number } | null {
  const fits = (h: number, unit: number) =>
    h > 0 && unit > 0 && Math.abs(Math.round((h * unit) / 100) - ttc) <= 1;
  if (fits(hundredths, price)) return { hundredths, unit: price };
  for (const delta of [0, 1, -1, 2, -2]) {
    const h = hundredths + delta;
    const unit = Math.round((ttc * 100) / h);
    if (fits(h, unit)) return { hundredths: h, unit };
  }
  return null;
}

/**
 * What URSSAF advances on an invoice (the 50 % tax credit, in cents) and the family's share,
 * which URSSAF debits from the family's account; both are shown on the family's invoice.
 */
export function avancePartage(montantTtcCentimes: number): {
  avance_centimes: number;
  part_famille_centimes: number;
} {
  const avance = Math.round(montantTtcCentimes / 2);
  return { avance_centimes: avance, part_famille_centimes: montantTtcCentimes - avance };
}
