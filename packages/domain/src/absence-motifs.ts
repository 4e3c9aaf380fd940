import { DOCUMENT_TYPE, type DocumentTypeId } from './document-types.ts';

/*
 * Why an agent declares an absence (docs/contract-decisions.md: maladie, enfant_malade, familial,
 * transport, autre). Sickness reasons file the justification as a sick-leave document (type 10).
 */

/** The reasons an agent may give for an absence, in the order they are offered. */
export const ABSENCE_MOTIFS = Object.freeze([
  'maladie',
  'enfant_malade',
  'familial',
  'transport',
  'autre',
] as const);
export type AbsenceMotif = (typeof ABSENCE_MOTIFS)[number];

/** French label of each reason, as the agent reads it. */
export const ABSENCE_MOTIF_LABELS: Readonly<Record<AbsenceMotif, string>> = Object.freeze({
  maladie: 'Maladie',
  enfant_malade: 'Enfant malade',
  familial: 'Raison familiale',
  transport: 'Problème de transport',
  autre: 'Autre',
});

/**
 * The document type a justification is filed as when the agent does not say: a sick-leave note
 * (type 10) for the agent's or a child's sickness, "other document" (type 8) otherwise.
 */
export function justificatifDocumentTypeId(motif: AbsenceMotif): DocumentTypeId {
  return motif === 'maladie' || motif === 'enfant_malade'
    ? DOCUMENT_TYPE.ARRET_MALADIE
    : DOCUMENT_TYPE.AUTRE;
}
