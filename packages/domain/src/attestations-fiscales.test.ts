import { describe, expect, it } from 'vitest';
import {
  ATTESTATION_SANS_MOTIF_LABELS,
  ATTESTATION_SANS_MOTIFS,
  attestationSansMotif,
  lastCertifiableYear,
} from './attestations-fiscales.ts';

describe('tax certificates: the year and the reasons', () => {
  it('the last year over is counted on the Paris clock', () => {
    // 31 December 2026, 23:30 UTC is already 1 January 2027 in Paris.
    expect(lastCertifiableYear(new Date('2026-12-31T23:30:00Z'))).toBe(2026);
    expect(lastCertifiableYear(new Date('2026-12-31T22:30:00Z'))).toBe(2025);
  });

  it('names why a client has none', () => {
    const facts = { ownPaid: 0, ownCents: null, ownUnpaid: 0, tiersPaid: 0 };
    expect(attestationSansMotif({ ...facts, ownPaid: 2, ownCents: 1 })).toBeNull();
    expect(attestationSansMotif({ ...facts, ownPaid: 2 })).toBe('a_etablir');
    expect(attestationSansMotif({ ...facts, ownPaid: 1, ownCents: 0 })).toBe('rien_a_declarer');
    expect(attestationSansMotif({ ...facts, ownUnpaid: 1, tiersPaid: 1 })).toBe(
      'factures_impayees',
    );
    expect(attestationSansMotif({ ...facts, tiersPaid: 1 })).toBe('paye_par_tiers');
    expect(attestationSansMotif(facts)).toBe('aucun_paiement');
    for (const motif of ATTESTATION_SANS_MOTIFS) {
      expect(ATTESTATION_SANS_MOTIF_LABELS[motif]).toMatch(/^[A-ZÀ]/);
    }
  });
});
