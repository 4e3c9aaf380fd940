import { isFactureIssued, type FactureState } from './facture-rules.ts';
import { ALLOWED, refuse, type RuleResult } from './refusals.ts';
import type { ReleveStatut } from './statuts.ts';

/*
 * What the client and the agency may do with a line of the monthly timesheet (docs/releves.md):
 * the client confirms or contests it before its deadline, the agency corrects a contested one,
 * and a line billed on an issued invoice never changes again.
 */

/** The state of a timesheet line as these rules read it. */
export interface ReleveLigneState {
  statut: ReleveStatut;
  /** The end of the client's time to answer. */
  dateLimite: Date;
}

export const CONTEST_DEADLINE_PASSED_REASON = 'Le délai pour contester ce relevé est passé.';

/** A line billed on an issued invoice (not a draft) is frozen with it. */
export function checkReleveLigneChangeable(
  invoice: Pick<FactureState, 'statut' | 'numero'> | undefined,
): RuleResult {
  return invoice && isFactureIssued(invoice)
    ? refuse(
        'RELEVE_LINE_INVOICED',
        'Cette ligne est déjà sur une facture émise : elle ne peut plus changer.',
      )
    : ALLOWED;
}

/** The client confirms the lines of a month; a contested line waits for the agency. */
export function checkReleveLignesConfirmable(
  lines: readonly { statut: ReleveStatut }[],
): RuleResult {
  return lines.some((line) => line.statut === 'conteste' || line.statut === 'corrige')
    ? refuse(
        'RELEVE_LINE_CONTESTED',
        "Une ligne contestée ne peut pas être confirmée : l'agence va l'examiner.",
      )
    : ALLOWED;
}

/** The client contests a line still to confirm, before its deadline, once. */
export function checkReleveLigneContestable(line: ReleveLigneState, now: Date): RuleResult {
  const deadlinePassed =
    line.statut === 'confirme_auto' ||
    (line.statut === 'a_confirmer' && line.dateLimite.getTime() <= now.getTime());
  if (deadlinePassed) return refuse('CONTEST_DEADLINE_PASSED', CONTEST_DEADLINE_PASSED_REASON);
  if (line.statut === 'conteste')
    return refuse(
      'RELEVE_LINE_ALREADY_CONTESTED',
      "Cette ligne est déjà contestée : l'agence va l'examiner.",
    );
  if (line.statut !== 'a_confirmer')
    return refuse(
      'RELEVE_LINE_ANSWERED',
      'Cette ligne a déjà été confirmée ou corrigée : elle ne peut plus être contestée.',
    );
  return ALLOWED;
}

/** The agency corrects a line the client contested (again, if it already did). */
export function checkReleveLigneCorrigeable(line: Pick<ReleveLigneState, 'statut'>): RuleResult {
  return line.statut === 'conteste' || line.statut === 'corrige'
    ? ALLOWED
    : refuse(
        'RELEVE_LINE_NOT_CONTESTED',
        'Seule une ligne contestée par le client peut être corrigée.',
      );
}
