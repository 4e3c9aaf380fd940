import { ALLOWED, refuse, type RuleResult } from './refusals.ts';

/*
 * Prepaid CESU (chèque emploi service universel préfinancé, docs/facturation.md): vouchers an
 * employer, a pension fund or a département gives a client, paper or electronic (e-CESU). The
 * agency records them as one payment of method « cesu » in the ledger, each voucher with its
 * issuer, number and amount; a voucher number is recorded once per issuer.
 */

export const CESU_SUPPORTS = ['papier', 'e_cesu'] as const;
export type CesuSupport = (typeof CESU_SUPPORTS)[number];

export const CESU_SUPPORT_LABELS: Readonly<Record<CesuSupport, string>> = Object.freeze({
  papier: 'CESU papier',
  e_cesu: 'e-CESU',
});

/** At most this many vouchers in one payment (a family hands over a booklet at most). */
export const CESU_TITRES_MAX = 50;

/** The issuer as compared for duplicates: case, accents and spacing aside. */
export function cesuEmetteurKey(emetteur: string): string {
  return emetteur
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The voucher number as compared for duplicates: spaces and dashes aside, upper case. */
export function cesuNumeroKey(numero: string): string {
  return numero.replace(/[\s-]+/g, '').toUpperCase();
}

export interface CesuTitreInput {
  emetteur: string;
  numero: string;
  montant_centimes: number;
}

/**
 * A CESU payment's vouchers: their amounts make the payment's amount, and no voucher is named
 * twice (same issuer and number).
 */
export function checkCesuTitres(
  montantCentimes: number,
  titres: readonly CesuTitreInput[],
  euros: (amount: number) => string,
): RuleResult {
  const seen = new Set<string>();
  for (const titre of titres) {
    const key = `${cesuEmetteurKey(titre.emetteur)}|${cesuNumeroKey(titre.numero)}`;
    if (seen.has(key))
      return refuse(
        'CESU_DEJA_ENREGISTRE',
        `Le titre CESU n° ${titre.numero} de ${titre.emetteur} est saisi deux fois.`,
        { numero: titre.numero },
      );
    seen.add(key);
  }
  const total = titres.reduce((sum, titre) => sum + titre.montant_centimes, 0);
  return titres.length > 0 && total !== montantCentimes
    ? refuse(
        'CESU_TOTAL_MISMATCH',
        `Les titres CESU totalisent ${euros(total / 100)}, le règlement ${euros(montantCentimes / 100)}.`,
        { total_titres_centimes: total },
      )
    : ALLOWED;
}
