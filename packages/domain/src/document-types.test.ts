import { describe, expect, it } from 'vitest';
import {
  CLIENT_DOCUMENT_BUCKETS,
  CLIENT_DOCUMENT_BUCKET_TYPES,
  DOCUMENT_TYPES,
  isDocumentTypeId,
} from './document-types.ts';

describe('DOCUMENT_TYPES', () => {
  it('names the thirteen document types, 5 being unused', () => {
    expect(Object.keys(DOCUMENT_TYPES).map(Number)).toEqual([
      1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14,
    ]);
    expect(DOCUMENT_TYPES[4]).toBe('Devis');
    expect(DOCUMENT_TYPES[7]).toBe('Facture');
    expect(isDocumentTypeId(5)).toBe(false);
    expect(isDocumentTypeId(14)).toBe(true);
    expect(isDocumentTypeId('14')).toBe(false);
  });
});

describe('CLIENT_DOCUMENT_BUCKETS', () => {
  it('lists the client folders in display order', () => {
    expect(CLIENT_DOCUMENT_BUCKETS).toEqual([
      'devis',
      'factures',
      'pieces_identites',
      'ribs',
      'sepa',
      'feuillepaie',
      'notefrais',
      'arretmaladie',
      'autres',
    ]);
  });

  it('maps every folder to a distinct known document type', () => {
    const types = CLIENT_DOCUMENT_BUCKETS.map((b) => CLIENT_DOCUMENT_BUCKET_TYPES[b]);
    expect(types.every(isDocumentTypeId)).toBe(true);
    expect(new Set(types).size).toBe(types.length);
  });
});
