import { toParisIsoDate } from './instants.ts';

/*
 * Yearly tax certificates in the back office (issue 28 point 5, docs/facturation.md « Attestations
 * fiscales au back-office »): the year a certificate may be drawn up for, and why a client of a
 * year has none. The API decides the reason from the client's invoices of the year; the screens
 * show its label.
 */

/** Why a client who had invoices in a year has no certificate for it. */
export const ATTESTATION_SANS_MOTIF_DEFS = Object.freeze({
  a_etablir: {
    label: 'À établir : des paiements de l’année ouvrent droit à une attestation',
  },
  rien_a_declarer: {
    label:
      'Rien à déclarer : les paiements de l’année ne laissent rien à la charge du client (avance immédiate, avoirs)',
  },
  factures_impayees: {
    label: 'Factures de l’année non payées : aucun paiement reçu dans l’année',
  },
  paye_par_tiers: {
    label: 'Payé par un tiers : seules les factures de l’organisme ont été réglées',
  },
  aucun_paiement: {
    label: 'Aucun paiement dans l’année : les factures ont été réglées une autre année ou annulées',
  },
} as const);

export type AttestationSansMotif = keyof typeof ATTESTATION_SANS_MOTIF_DEFS;

/** Every reason, in the screens' order (a non-empty tuple, as z.enum wants). */
export const ATTESTATION_SANS_MOTIFS = Object.freeze(
  Object.keys(ATTESTATION_SANS_MOTIF_DEFS),
) as unknown as readonly [AttestationSansMotif, ...AttestationSansMotif[]];

/** The reasons' French labels. */
export const ATTESTATION_SANS_MOTIF_LABELS: Readonly<Record<AttestationSansMotif, string>> =
  Object.freeze(
    Object.fromEntries(
      ATTESTATION_SANS_MOTIFS.map((id) => [id, ATTESTATION_SANS_MOTIF_DEFS[id].label]),
    ) as Record<AttestationSansMotif, string>,
  );

/** The last year over on the Paris clock: the latest a certificate may be drawn up for. */
export const lastCertifiableYear = (at: Date): number => Number(toParisIsoDate(at).slice(0, 4)) - 1;

/** What a client's invoices of a year say, as the API counts them. */
export interface AttestationYearFacts {
  /** Own invoices or credit notes paid or refunded in the year (Paris days). */
  ownPaid: number;
  /** What the client paid itself in the year, cents (null: not computed). */
  ownCents: number | null;
  /** Own invoices of the year still waiting for a payment. */
  ownUnpaid: number;
  /** Third-party (insurer) invoices paid in the year. */
  tiersPaid: number;
}

/** Why a client has no certificate for the year, or null when one is due. */
export function attestationSansMotif(facts: AttestationYearFacts): AttestationSansMotif | null {
  if (facts.ownPaid > 0) {
    if (facts.ownCents === null) return 'a_etablir';
    return facts.ownCents > 0 ? null : 'rien_a_declarer';
  }
  if (facts.ownUnpaid > 0) return 'factures_impayees';
  if (facts.tiersPaid > 0) return 'paye_par_tiers';
  return 'aucun_paiement';
}
