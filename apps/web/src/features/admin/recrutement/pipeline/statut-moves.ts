import {
  CANDIDAT_STATUT_IDS,
  CANDIDAT_STATUT_LABELS,
  checkCandidatStatutChange,
  isCandidatStatutId,
  type CandidatStatutId,
} from '@maisonnee/domain';

/** The French label of a status id; an unknown id (newer API) falls back to the API's label. */
export function statutLabel(statutId: number, fallback?: string | null): string {
  return isCandidatStatutId(statutId) ? CANDIDAT_STATUT_LABELS[statutId] : (fallback ?? '');
}

/**
 * The statuses a card offers to move a candidate to: those the recruiter may set by hand from
 * here (checkCandidatStatutChange, the API's own rule), never the current one. "Contrat à
 * signer" is refused by the rule: it comes with the contract, sent from the candidate's file.
 */
export function moveTargets(from: number): { value: string; label: string }[] {
  return CANDIDAT_STATUT_IDS.filter(
    (to): to is CandidatStatutId => to !== from && checkCandidatStatutChange(from, to).ok,
  ).map((to) => ({ value: String(to), label: CANDIDAT_STATUT_LABELS[to] }));
}
