import { describe, expect, it } from 'vitest';
import {
  CLIENT_DOCUMENT_BUCKETS,
  CLIENT_DOCUMENT_BUCKET_TYPES,
  DOCUMENT_TYPE,
  DOCUMENT_TYPES,
  DOCUMENT_TYPE_BUCKETS,
  DOCUMENT_TYPE_IDS,
  isDocumentTypeId,
} from './document-types.ts';

describe('DOCUMENT_TYPES', () => {
  it('names the thirteen document types, 5 being unused', () => {
    expect(DOCUMENT_TYPE_IDS).toHaveLength(13);
    expect(Object.keys(DOCUMENT_TYPES).map(Number)).toEqual(DOCUMENT_TYPE_IDS);
    expect(DOCUMENT_TYPES[DOCUMENT_TYPE.DEVIS]).toBe('Devis');
    expect(DOCUMENT_TYPES[DOCUMENT_TYPE.FACTURE]).toBe('Facture');
    expect(isDocumentTypeId(5)).toBe(false);
    expect(isDocumentTypeId(14)).toBe(true);
    expect(isDocumentTypeId('14')).toBe(false);
  });
});

describe('document folders', () => {
  it('files every type in a folder of its own', () => {
    const buckets = DOCUMENT_TYPE_IDS.map((id) => DOCUMENT_TYPE_BUCKETS[id]);
    expect(new Set(buckets).size).toBe(buckets.length);
  });

  it('maps every client folder of section 3 to the type filed in it', () => {
    expect(Object.keys(CLIENT_DOCUMENT_BUCKET_TYPES).sort()).toEqual(
      [...CLIENT_DOCUMENT_BUCKETS].sort(),
    );
    expect(CLIENT_DOCUMENT_BUCKET_TYPES.sepa).toBe(DOCUMENT_TYPE.MANDAT_SEPA);
    expect(CLIENT_DOCUMENT_BUCKET_TYPES.feuillepaie).toBe(DOCUMENT_TYPE.FICHE_PAIE);
    for (const bucket of CLIENT_DOCUMENT_BUCKETS) {
      expect(DOCUMENT_TYPE_BUCKETS[CLIENT_DOCUMENT_BUCKET_TYPES[bucket]]).toBe(bucket);
    }
  });
});
