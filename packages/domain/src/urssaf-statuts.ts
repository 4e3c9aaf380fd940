/*
 * The statuses of an URSSAF payment request (« demande de paiement », avance immédiate de crédit
 * d'impôt, API Tiers de prestation), as URSSAF answers them in `statut.code`, with the French label
 * the screens show (docs/avance-immediate.md).
 */

export const URSSAF_STATUTS = Object.freeze({
  '10': 'Intégrée',
  '15': 'Aides calculées',
  '20': 'En attente de validation',
  '30': 'Validée',
  '40': 'Refusée',
  '50': 'Prélevée',
  '60': 'Refus de prélèvement',
  '70': 'Payée',
  '110': 'Annulée',
  '111': 'Annulée',
  '112': 'Annulée',
  '120': 'Recouvrée',
} as const);

export type UrssafStatutCode = keyof typeof URSSAF_STATUTS;
export const URSSAF_STATUT_CODES = Object.freeze(Object.keys(URSSAF_STATUTS) as UrssafStatutCode[]);

/** What a status means for the request: still moving, ended well, or ended badly. */
export type UrssafStatutIssue = 'en_cours' | 'payee' | 'echec' | 'annulee';

const ISSUES: Readonly<Record<UrssafStatutCode, UrssafStatutIssue>> = Object.freeze({
  '10': 'en_cours',
  '15': 'en_cours',
  '20': 'en_cours',
  '30': 'en_cours',
  '40': 'echec',
  '50': 'en_cours',
  '60': 'echec',
  '70': 'payee',
  '110': 'annulee',
  '111': 'annulee',
  '112': 'annulee',
  '120': 'echec',
});

/** True for a code of the catalogue (URSSAF sends it as a string; a number is accepted). */
export function isUrssafStatutCode(value: unknown): value is UrssafStatutCode {
  const code = typeof value === 'number' ? String(value) : value;
  return typeof code === 'string' && Object.hasOwn(URSSAF_STATUTS, code);
}

/** The French label of a status; an unknown code is named as such, never dropped. */
export function urssafStatutLabel(code: string | number): string {
  const key = String(code);
  return isUrssafStatutCode(key) ? URSSAF_STATUTS[key] : `Statut URSSAF inconnu (${key})`;
}

/** Where the request stands: `en_cours` while URSSAF may still change it. */
export function urssafStatutIssue(code: string | number): UrssafStatutIssue | null {
  const key = String(code);
  return isUrssafStatutCode(key) ? ISSUES[key] : null;
}

/**
 * True while the status may still change and is worth asking URSSAF again (a background job's
 * polling); a paid, refused, cancelled or recovered request is final. An unknown code is polled.
 */
export function urssafStatutEnCours(code: string | number): boolean {
  const issue = urssafStatutIssue(code);
  return issue === null || issue === 'en_cours';
}

/** Statuses that call for someone at the agency: a refusal or a failed debit (a cockpit task). */
export function urssafStatutDemandeAction(code: string | number): boolean {
  const key = String(code);
  return key === '40' || key === '60';
}
