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
