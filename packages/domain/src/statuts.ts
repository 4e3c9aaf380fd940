import { valuesOf } from './labelled.ts';

/*
 * The statuses of the product's life cycles, with the French word shown to people; each list is
 * the keys of its labels. The specification leaves them open ("not shown"); these are the decided
 * values (docs/decisions.md, docs/interventions.md, docs/devis.md). The API stores the ids (snake
 * case, no accents) and the contract's enums are built from these lists, so a status exists once.
 */

/**
 * Life of an intervention: planifiee → en_cours (pointage de début) → terminee (pointage de fin);
 * annulee before it starts (by the client or the back office). A planned intervention may have
 * no agent yet (candidat_id null).
 */
export const INTERVENTION_STATUT_LABELS = Object.freeze({
  planifiee: 'Planifiée',
  en_cours: 'En cours',
  terminee: 'Terminée',
  annulee: 'Annulée',
} as const);
export type InterventionStatut = keyof typeof INTERVENTION_STATUT_LABELS;
export const INTERVENTION_STATUTS = valuesOf(INTERVENTION_STATUT_LABELS);

/** The single extension of an intervention: asked by the agent, then accepted or refused. */
export const PROLONGATION_STATUT_LABELS = Object.freeze({
  demandee: 'Demandée',
  acceptee: 'Acceptée',
  refusee: 'Refusée',
} as const);
export type ProlongationStatut = keyof typeof PROLONGATION_STATUT_LABELS;
export const PROLONGATION_STATUTS = valuesOf(PROLONGATION_STATUT_LABELS);

/**
 * Life of a mission: active (running or about to start), suspendue (paused), terminee (ended:
 * end date passed, insurer hours used up, or closed), annulee (cancelled before it ended).
 * Whether it still needs planning is derived from its slots, not stored.
 */
export const MISSION_STATUT_LABELS = Object.freeze({
  active: 'Active',
  suspendue: 'Suspendue',
  terminee: 'Terminée',
  annulee: 'Annulée',
} as const);
export type MissionStatut = keyof typeof MISSION_STATUT_LABELS;
export const MISSION_STATUTS = valuesOf(MISSION_STATUT_LABELS);

/**
 * Life of a quote (devis): brouillon → en_attente_signature (sent to the client) → signe
 * (electronic signature); refuse by the client, expire when left unsigned, annule by the back office.
 */
export const DEVIS_STATUT_LABELS = Object.freeze({
  brouillon: 'Brouillon',
  en_attente_signature: 'À signer',
  signe: 'Signé',
  refuse: 'Refusé',
  expire: 'Expiré',
  annule: 'Annulé',
} as const);
export type DevisStatut = keyof typeof DEVIS_STATUT_LABELS;
export const DEVIS_STATUTS = valuesOf(DEVIS_STATUT_LABELS);

/**
 * Life of an invoice (facture): brouillon (planned billing, not numbered yet) → emise (numbered,
 * PDF generated) → envoyee (mailed) → payee; en_retard once due and unpaid; annulee replaces
 * deletion (numbers are never reused).
 */
export const FACTURE_STATUT_LABELS = Object.freeze({
  brouillon: 'Planifiée',
  emise: 'Émise',
  envoyee: 'Envoyée',
  payee: 'Payée',
  en_retard: 'En retard',
  annulee: 'Annulée',
} as const);
export type FactureStatut = keyof typeof FACTURE_STATUT_LABELS;
export const FACTURE_STATUTS = valuesOf(FACTURE_STATUT_LABELS);

/** An invoice corrects nothing (facture) or cancels all or part of an issued one (avoir). */
export const FACTURE_NATURE_LABELS = Object.freeze({
  facture: 'Facture',
  avoir: 'Avoir',
} as const);
export type FactureNature = keyof typeof FACTURE_NATURE_LABELS;
export const FACTURE_NATURES = valuesOf(FACTURE_NATURE_LABELS);

/**
 * A line of the monthly timesheet (relevé d'heures), one per intervention done: a_confirmer until
 * the client answers; confirme by the client, confirme_auto when the deadline passed without an
 * answer; conteste by the client until the agency rules (corrige with the hours it keeps).
 */
export const RELEVE_STATUT_LABELS = Object.freeze({
  a_confirmer: 'À confirmer',
  confirme: 'Confirmé',
  confirme_auto: 'Confirmé automatiquement',
  conteste: 'Contesté',
  corrige: 'Corrigé par l’agence',
} as const);
export type ReleveStatut = keyof typeof RELEVE_STATUT_LABELS;
export const RELEVE_STATUTS = valuesOf(RELEVE_STATUT_LABELS);

/** One charge of an invoice through Stripe (PaymentIntent): en_cours until the webhook rules. */
export const PAIEMENT_STATUT_LABELS = Object.freeze({
  en_cours: 'En cours',
  reussi: 'Réussi',
  echoue: 'Échoué',
} as const);
export type PaiementStatut = keyof typeof PAIEMENT_STATUT_LABELS;
export const PAIEMENT_STATUTS = valuesOf(PAIEMENT_STATUT_LABELS);

/** A scenario (planning proposal) is sent to the client, who accepts or refuses it; links expire. */
export const SCENARIO_STATUT_LABELS = Object.freeze({
  propose: 'Proposé',
  accepte: 'Accepté',
  refuse: 'Refusé',
  expire: 'Expiré',
} as const);
export type ScenarioStatut = keyof typeof SCENARIO_STATUT_LABELS;
export const SCENARIO_STATUTS = valuesOf(SCENARIO_STATUT_LABELS);

/** An agent's leave request (congé) waits for the back office, which accepts or refuses it. */
export const CONGE_STATUT_LABELS = Object.freeze({
  en_attente: 'En attente',
  accepte: 'Accepté',
  refuse: 'Refusé',
} as const);
export type CongeStatut = keyof typeof CONGE_STATUT_LABELS;
export const CONGE_STATUTS = valuesOf(CONGE_STATUT_LABELS);
