import { describe, expect, it } from 'vitest';
import {
  checkDevisDeletable,
  checkDevisPaperSignable,
  checkDevisSendable,
  checkDevisSignable,
  effectiveDevisStatut,
} from './devis-signature.ts';
import { REFUSAL_STATUS } from './refusals.ts';
import { DEVIS_STATUTS, type DevisStatut } from './statuts.ts';

const now = new Date('2026-03-02T09:00:00Z');
const later = new Date('2026-03-05T00:00:00Z');
const earlier = new Date('2026-03-01T00:00:00Z');
const codeOf = (result: { ok: boolean; code?: string }) => (result.ok ? 'OK' : result.code);

describe('effective status of a quote', () => {
  it('is expired once the signature window of a sent quote has passed, to the millisecond', () => {
    expect(effectiveDevisStatut({ statut: 'en_attente_signature', expiresAt: later }, now)).toBe(
      'en_attente_signature',
    );
    expect(effectiveDevisStatut({ statut: 'en_attente_signature', expiresAt: now }, now)).toBe(
      'expire',
    );
    expect(effectiveDevisStatut({ statut: 'en_attente_signature', expiresAt: null }, now)).toBe(
      'en_attente_signature',
    );
    // Only a quote waiting for its signature expires.
    expect(effectiveDevisStatut({ statut: 'signe', expiresAt: earlier }, now)).toBe('signe');
  });
});

describe('checkDevisSignable', () => {
  it('allows a sent quote within its window and names the reason of every other state', () => {
    const expected: Record<DevisStatut, string> = {
      en_attente_signature: 'OK',
      signe: 'ALREADY_SIGNED',
      annule: 'DEVIS_CANCELLED',
      refuse: 'DEVIS_REFUSED',
      expire: 'DEVIS_EXPIRED',
      brouillon: 'DEVIS_NOT_SENT',
    };
    for (const statut of DEVIS_STATUTS) {
      expect(codeOf(checkDevisSignable({ statut, expiresAt: later }, now)), statut).toBe(
        expected[statut],
      );
    }
    const expired = checkDevisSignable({ statut: 'en_attente_signature', expiresAt: earlier }, now);
    expect(expired).toEqual({
      ok: false,
      code: 'DEVIS_EXPIRED',
      reason: 'Ce devis a expiré : demandez-nous de vous en renvoyer un.',
    });
    expect(REFUSAL_STATUS.DEVIS_EXPIRED).toBe(409);
  });
});

describe('checkDevisSendable', () => {
  it('sends drafts and waiting quotes; an expired one by the back office only', () => {
    const client = { isBackOffice: false };
    const office = { isBackOffice: true };
    expect(codeOf(checkDevisSendable({ statut: 'brouillon' }, now, office))).toBe('OK');
    expect(codeOf(checkDevisSendable({ statut: 'en_attente_signature' }, now, client))).toBe('OK');
    const expired = { statut: 'en_attente_signature', expiresAt: earlier } as const;
    expect(codeOf(checkDevisSendable(expired, now, office))).toBe('OK');
    expect(codeOf(checkDevisSendable(expired, now, client))).toBe('DEVIS_EXPIRED');
    expect(codeOf(checkDevisSendable({ statut: 'signe' }, now, office))).toBe('ALREADY_SIGNED');
    expect(codeOf(checkDevisSendable({ statut: 'annule' }, now, office))).toBe('DEVIS_CANCELLED');
    expect(codeOf(checkDevisSendable({ statut: 'refuse' }, now, office))).toBe('DEVIS_REFUSED');
  });
});

describe('paper copies and deletion', () => {
  it('attach a paper copy to a quote not signed, cancelled or refused', () => {
    expect(codeOf(checkDevisPaperSignable({ statut: 'brouillon' }, now))).toBe('OK');
    expect(
      codeOf(checkDevisPaperSignable({ statut: 'en_attente_signature', expiresAt: earlier }, now)),
    ).toBe('OK');
    expect(codeOf(checkDevisPaperSignable({ statut: 'signe' }, now))).toBe('ALREADY_SIGNED');
    expect(codeOf(checkDevisPaperSignable({ statut: 'annule' }, now))).toBe('DEVIS_CANCELLED');
    expect(codeOf(checkDevisPaperSignable({ statut: 'refuse' }, now))).toBe('DEVIS_REFUSED');
  });

  it('never delete a signed quote', () => {
    expect(checkDevisDeletable({ statut: 'signe' })).toEqual({
      ok: false,
      code: 'ALREADY_SIGNED',
      reason: 'Un devis signé ne peut pas être supprimé.',
    });
    expect(codeOf(checkDevisDeletable({ statut: 'en_attente_signature' }))).toBe('OK');
  });
});
