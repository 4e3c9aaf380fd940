import { DOCUMENT_TYPE, type DocumentTypeId } from './document-types.ts';
import { labelledList } from './labelled.ts';

/*
 * Why an agent declares an absence (docs/contract-decisions.md: maladie, enfant_malade, familial,
 * transport, autre). Sickness reasons file the justification as a sick-leave document (type 10).
 */

/** French label of each reason an agent may give, in the order they are offered. */
export const { labels: ABSENCE_MOTIF_LABELS, values: ABSENCE_MOTIFS } = labelledList({
  maladie: 'Maladie',
  enfant_malade: 'Enfant malade',
  familial: 'Raison familiale',
  transport: 'Problème de transport',
  autre: 'Autre',
});
export type AbsenceMotif = keyof typeof ABSENCE_MOTIF_LABELS;

/**
 * The document type a justification is filed as when the agent does not say: a sick-leave note
 * (type 10) for the agent's or a child's sickness, "other document" (type 8) otherwise.
 */
export function justificatifDocumentTypeId(motif: AbsenceMotif): DocumentTypeId {
  return motif === 'maladie' || motif === 'enfant_malade'
    ? DOCUMENT_TYPE.ARRET_MALADIE
    : DOCUMENT_TYPE.AUTRE;
}
