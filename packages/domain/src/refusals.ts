/*
 * Business refusals: a well-formed request that a rule of the product refuses. Each has a stable
 * code of its own, so that a screen chooses its message (and what to show next) from the code, never
 * from the wording or the fields of the error. 409 when the state of the resource forbids the move
 * (already signed, already checked in); 422 when the request itself breaks a rule (too far from
 * the address, too late to cancel); 403 for the two rules about who acts (another candidate's
 * contract, an application link no longer valid). The API answers them as `{ code, message, details? }`
 * (docs/errors.md lists them).
 */

/** Refusal code → HTTP status. Add a code here, never a generic CONFLICT, for a new business rule. */
export const REFUSAL_STATUS = {
  // Quotes (devis) and proposals (scénarios)
  ALREADY_SIGNED: 409,
  DEVIS_CANCELLED: 409,
  DEVIS_REFUSED: 409,
  DEVIS_EXPIRED: 409,
  DEVIS_NOT_SENT: 409,
  DEVIS_CHANGED: 409,
  DEVIS_NOT_SIGNED: 409,
  CLIENT_WITHOUT_EMAIL: 422,
  SCENARIO_ALREADY_ACCEPTED: 409,
  SCENARIO_REFUSED: 409,
  SCENARIO_EXPIRED: 409,
  // Missions and planning
  MISSION_NOT_ACTIVE: 409,
  NO_SLOT_LEFT: 409,
  NO_INTERVENTION_TO_ASSIGN: 409,
  AGENT_BUSY: 409,
  AGENT_NOT_ELIGIBLE: 422,
  REFERENCE_TAKEN: 409,
  MINUTES_EXCEEDED: 422,
  AGENT_WITHOUT_SKILL: 422,
  AGENT_ON_LEAVE: 409,
  AGENT_ABSENT: 409,
  SLOT_OFF_GRID: 422,
  NO_HOURS_LEFT: 409,
  INTERVENANT_ECARTE: 409,
  AGENT_UNAVAILABLE: 409,
  AGENT_OVER_CONTRACT_HOURS: 409,
  TRAVEL_TOO_SHORT: 409,
  AGENT_TOO_FAR: 409,
  // Interventions: check-in and check-out (pointage)
  ALREADY_CHECKED_IN: 409,
  NOT_CHECKED_IN: 409,
  ALREADY_CHECKED_OUT: 409,
  INTERVENTION_FINISHED: 409,
  INTERVENTION_CANCELLED: 409,
  INTERVENTION_NOT_PLANNED: 409,
  INTERVENTION_CHANGED: 409,
  CHECK_IN_OUTSIDE_WINDOW: 422,
  ADDRESS_NOT_LOCATED: 422,
  TOO_FAR_FROM_ADDRESS: 422,
  // Check-in and check-out sent late, made without the network (docs/pointage-hors-ligne.md)
  POINTAGE_IN_FUTURE: 422,
  POINTAGE_TOO_OLD: 422,
  POSITION_TOO_INACCURATE: 422,
  CHECK_OUT_BEFORE_CHECK_IN: 422,
  POINTAGE_ALREADY_RECORDED: 409,
  EN_ROUTE_OUTSIDE_WINDOW: 422,
  // Interventions: client changes, extensions, ratings, agent declarations
  CANCELLATION_TOO_LATE: 422,
  INTERVENTION_STARTED: 409,
  PROLONGATION_NOT_IN_PROGRESS: 409,
  PROLONGATION_PENDING: 409,
  ALREADY_EXTENDED: 409,
  NO_PROLONGATION_ASKED: 409,
  PROLONGATION_ANSWERED: 409,
  NOT_FINISHED_YET: 409,
  ALREADY_RATED: 409,
  DELAY_AFTER_START: 422,
  // Accounts
  ACCOUNT_ALREADY_VALIDATED: 409,
  // Client records (back office)
  CLIENT_HAS_ACTIVE_MISSIONS: 409,
  CLIENT_INACTIVE: 409,
  CLIENT_HAS_ACCOUNT: 409,
  EMAIL_ALREADY_USED: 409,
  // Recruitment: applications, the pipeline, work contracts, announcements (docs/recrutement.md)
  STATUT_CHANGE_REFUSED: 409,
  CANDIDATURE_INCOMPLETE: 422,
  CANDIDATURE_LINK_INVALID: 403,
  CONTRAT_ANNULE: 409,
  CONTRAT_NON_SIGNE: 409,
  CONTRAT_EN_COURS: 409,
  CONTRAT_AUTRE_SIGNATAIRE: 403,
  CANDIDAT_HAS_INTERVENTIONS: 409,
  DOCUMENT_PROTECTED: 409,
  ANNONCE_INACTIVE: 409,
  ALREADY_INTERESTED: 409,
  // Timesheets, invoices, credit notes and tax certificates (docs/facturation.md, facture-rules.ts)
  RELEVE_LINE_INVOICED: 409,
  RELEVE_LINE_CONTESTED: 409,
  CONTEST_DEADLINE_PASSED: 409,
  RELEVE_LINE_ALREADY_CONTESTED: 409,
  RELEVE_LINE_ANSWERED: 409,
  RELEVE_LINE_NOT_CONTESTED: 409,
  MISSION_WITHOUT_MUTUELLE: 409,
  NO_HOURS_TO_BILL: 409,
  HOURS_PENDING: 409,
  FACTURE_EXISTS: 409,
  FACTURE_ALREADY_ISSUED: 409,
  FACTURE_NOT_ISSUED: 409,
  DRAFT_STATUT_REFUSED: 409,
  FACTURE_FROZEN: 409,
  FACTURE_NOT_FULLY_PAID: 409,
  FACTURE_CANCELLED: 409,
  AVOIR_NEEDS_ISSUED_FACTURE: 409,
  AVOIR_EXCEEDS_BALANCE: 409,
  FACTURE_WITHOUT_RECIPIENT: 409,
  FACTURE_EMPTY: 409,
  FACTURE_PDF_MISSING: 409,
  ATTESTATION_YEAR_NOT_OVER: 409,
  NO_PAYMENT_IN_YEAR: 409,
  NOTHING_TO_CERTIFY: 409,
  ATTESTATION_WITHOUT_RECIPIENT: 409,
  // Payments (docs/paiements.md)
  AVOIR_NOT_PAYABLE: 409,
  FACTURE_ALREADY_PAID: 409,
  NO_PAYMENT_METHOD: 409,
  PAYMENT_IN_PROGRESS: 409,
  LAST_PAYMENT_METHOD: 409,
  // The payment ledger (docs/paiements.md, reglements.ts)
  REGLEMENT_OVER_ALLOCATED: 422,
  IMPUTATION_EXCEEDS_REMAINING: 422,
  FACTURE_OTHER_CLIENT: 422,
  CREDIT_INSUFFICIENT: 422,
  REGLEMENT_CANCELLED: 409,
  // Agency settings: dated price grids (docs/agence.md)
  PRICE_GRID_IN_FORCE: 409,
  PRICE_GRID_IN_PAST: 422,
  // The agency's team (docs/equipe.md)
  LAST_ADMINISTRATEUR: 409,
  SELF_DEACTIVATION: 409,
  INVITATION_NOT_PENDING: 409,
  MEMBRE_INACTIF: 409,
  // Visit reports and the liaison notebook (docs/cahier.md)
  RAPPORT_ALREADY_SENT: 409,
  // A family's relatives (docs/proches.md)
  PROCHE_DEJA_INVITE: 409,
  PROCHES_MAX_ATTEINT: 409,
  PROCHE_EMAIL_FAMILLE: 422,
  PROCHE_RETIRE: 409,
  // The immediate tax-credit advance (docs/avance-immediate.md)
  AVANCE_INACTIVE: 409,
  AVANCE_DEJA_INSCRITE: 409,
  URSSAF_REFUS: 422,
  AVANCE_FACTURE_NON_CONFORME: 422,
  AVANCE_EN_COURS: 409,
  // Third-party payers, funding plans and prepaid CESU (docs/facturation.md)
  PRISE_EN_CHARGE_DATES: 422,
  PRISE_EN_CHARGE_OVERLAP: 409,
  CESU_DEJA_ENREGISTRE: 409,
  CESU_TOTAL_MISMATCH: 422,
} as const;

export type RefusalCode = keyof typeof REFUSAL_STATUS;

/** Facts a screen may show beside the message (the distance of a refused check-in, …). */
export type RefusalDetails = Record<string, string | number | boolean | null>;

/** Either the move is allowed, or the refusal: its code, its French reason, and its details. */
export type RuleResult =
  { ok: true } | { ok: false; code: RefusalCode; reason: string; details?: RefusalDetails };

export const ALLOWED: RuleResult = { ok: true };

/** A refused rule, with its code and French reason. */
export function refuse(code: RefusalCode, reason: string, details?: RefusalDetails): RuleResult {
  return details ? { ok: false, code, reason, details } : { ok: false, code, reason };
}

/** True when `code` is one of the business refusal codes. */
export function isRefusalCode(code: string): code is RefusalCode {
  return Object.hasOwn(REFUSAL_STATUS, code);
}
