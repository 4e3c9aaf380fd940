/*
 * Kinds of document the app stores (section 3: document_type.id, 5 is not used) and the folder
 * (storage bucket) each is filed in. The client's documents screen shows the nine client folders
 * of section 3; an agent's CV, health pass, work contract and health card have folders of their own.
 */

/** Document type ids by name. */
export const DOCUMENT_TYPE = Object.freeze({
  CV: 1,
  PASS_SANITAIRE: 2,
  CONTRAT_TRAVAIL: 3,
  DEVIS: 4,
  FICHE_PAIE: 6,
  FACTURE: 7,
  AUTRE: 8,
  CARTE_VITALE: 9,
  ARRET_MALADIE: 10,
  NOTE_FRAIS: 11,
  RIB: 12,
  PIECE_IDENTITE: 13,
  MANDAT_SEPA: 14,
} as const);

/** Identifier of a document type (document_type.id); 5 is not used. */
export type DocumentTypeId = (typeof DOCUMENT_TYPE)[keyof typeof DOCUMENT_TYPE];

/** Every document type id, in numeric order. */
export const DOCUMENT_TYPE_IDS: readonly DocumentTypeId[] = Object.freeze(
  Object.values(DOCUMENT_TYPE),
);

/** French label of each document type (section 3: 1 applicant CV, 2 health pass …). */
export const DOCUMENT_TYPES: Readonly<Record<DocumentTypeId, string>> = Object.freeze({
  1: 'CV',
  2: 'Pass sanitaire',
  3: 'Contrat de travail',
  4: 'Devis',
  6: 'Fiche de paie',
  7: 'Facture',
  8: 'Autre document',
  9: 'Carte Vitale',
  10: 'Arrêt maladie',
  11: 'Note de frais',
  12: 'RIB',
  13: "Pièce d'identité",
  14: 'Mandat de prélèvement SEPA',
});

/** A document type id is valid only when it is one of the known types (5 does not exist). */
export function isDocumentTypeId(value: unknown): value is DocumentTypeId {
  return (DOCUMENT_TYPE_IDS as readonly unknown[]).includes(value);
}

/** The folders a client's documents are sorted into, in display order (section 3). */
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

/** Any storage folder: a client folder, or one of an agent's own. */
export type DocumentBucket =
  ClientDocumentBucket | 'cv' | 'pass_sanitaire' | 'contrats' | 'carte_vitale';

/** The folder each document type is filed in. */
export const DOCUMENT_TYPE_BUCKETS: Readonly<Record<DocumentTypeId, DocumentBucket>> =
  Object.freeze({
    1: 'cv',
    2: 'pass_sanitaire',
    3: 'contrats',
    4: 'devis',
    6: 'feuillepaie',
    7: 'factures',
    8: 'autres',
    9: 'carte_vitale',
    10: 'arretmaladie',
    11: 'notefrais',
    12: 'ribs',
    13: 'pieces_identites',
    14: 'sepa',
  });

/** The document type each client folder holds (the reverse of DOCUMENT_TYPE_BUCKETS). */
export const CLIENT_DOCUMENT_BUCKET_TYPES: Readonly<Record<ClientDocumentBucket, DocumentTypeId>> =
  Object.freeze(
    Object.fromEntries(
      DOCUMENT_TYPE_IDS.map((id) => [DOCUMENT_TYPE_BUCKETS[id], id]).filter(([bucket]) =>
        (CLIENT_DOCUMENT_BUCKETS as readonly unknown[]).includes(bucket),
      ),
    ) as Record<ClientDocumentBucket, DocumentTypeId>,
  );
