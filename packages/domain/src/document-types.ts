/** Identifier of a document type (document_type.id); 5 is not used. */
export type DocumentTypeId = 1 | 2 | 3 | 4 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14;

/** Kinds of document the app stores, by document_type.id, with their French label. */
export const DOCUMENT_TYPES: Readonly<Record<DocumentTypeId, string>> = Object.freeze({
  1: 'CV',
  2: 'Pass sanitaire',
  3: 'Contrat de travail',
  4: 'Devis',
  6: 'Fiche de paie',
  7: 'Facture',
  8: 'Autre',
  9: 'Carte Vitale',
  10: 'Arrêt maladie',
  11: 'Note de frais',
  12: 'RIB',
  13: "Pièce d'identité",
  14: 'Mandat de prélèvement SEPA',
});

/** A document type id is valid only when it is one of the known types (5 does not exist). */
export function isDocumentTypeId(value: unknown): value is DocumentTypeId {
  return typeof value === 'number' && Object.hasOwn(DOCUMENT_TYPES, value);
}

/** The folders a client's documents are sorted into, in display order. */
export const CLIENT_DOCUMENT_BUCKETS = Object.freeze([
  'devis',
  'factures',
  'pieces_identites',
  'ribs',
  'sepa',
  'feuillepaie',
  'notefrais',
  'arretmaladie',
  'autres',
] as const);

/** One of the client's document folders. */
export type ClientDocumentBucket = (typeof CLIENT_DOCUMENT_BUCKETS)[number];

/** The document type each client folder holds. */
export const CLIENT_DOCUMENT_BUCKET_TYPES: Readonly<Record<ClientDocumentBucket, DocumentTypeId>> =
  Object.freeze({
    devis: 4,
    factures: 7,
    pieces_identites: 13,
    ribs: 12,
    sepa: 14,
    feuillepaie: 6,
    notefrais: 11,
    arretmaladie: 10,
    autres: 8,
  });
