import { labelledList } from './labelled.ts';

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
export const { labels: INTERVENTION_STATUT_LABELS, values: INTERVENTION_STATUTS } = labelledList({
  planifiee: 'Planifiée',
  en_cours: 'En cours',
  terminee: 'Terminée',
  annulee: 'Annulée',
});
export type InterventionStatut = keyof typeof INTERVENTION_STATUT_LABELS;

/** The single extension of an intervention: asked by the agent, then accepted or refused. */
export const { labels: PROLONGATION_STATUT_LABELS, values: PROLONGATION_STATUTS } = labelledList({
  demandee: 'Demandée',
  acceptee: 'Acceptée',
  refusee: 'Refusée',
});
export type ProlongationStatut = keyof typeof PROLONGATION_STATUT_LABELS;

/**
 * Life of a mission: active (running or about to start), suspendue (paused), terminee (ended:
 * end date passed, insurer hours used up, or closed), annulee (cancelled before it ended).
 * Whether it still needs planning is derived from its slots, not stored.
 */
export const { labels: MISSION_STATUT_LABELS, values: MISSION_STATUTS } = labelledList({
  active: 'Active',
  suspendue: 'Suspendue',
  terminee: 'Terminée',
  annulee: 'Annulée',
});
export type MissionStatut = keyof typeof MISSION_STATUT_LABELS;

/**
 * Life of a quote (devis): brouillon → en_attente_signature (sent to the client) → signe
 * (electronic signature); refuse by the client, expire when left unsigned, annule by the back office.
 */
export const { labels: DEVIS_STATUT_LABELS, values: DEVIS_STATUTS } = labelledList({
  brouillon: 'Brouillon',
  en_attente_signature: 'À signer',
  signe: 'Signé',
  refuse: 'Refusé',
  expire: 'Expiré',
  annule: 'Annulé',
});
export type DevisStatut = keyof typeof DEVIS_STATUT_LABELS;

/**
 * Life of an invoice (facture): brouillon (planned billing, not numbered yet) → emise (numbered,
 * PDF generated) → envoyee (mailed) → payee; en_retard once due and unpaid; annulee replaces
 * deletion (numbers are never reused).
 */
export const { labels: FACTURE_STATUT_LABELS, values: FACTURE_STATUTS } = labelledList({
  brouillon: 'Planifiée',
  emise: 'Émise',
  envoyee: 'Envoyée',
  payee: 'Payée',
  en_retard: 'En retard',
  annulee: 'Annulée',
});
export type FactureStatut = keyof typeof FACTURE_STATUT_LABELS;

/** An invoice corrects nothing (facture) or cancels all or part of an issued one (avoir). */
export const { labels: FACTURE_NATURE_LABELS, values: FACTURE_NATURES } = labelledList({
  facture: 'Facture',
  avoir: 'Avoir',
});
export type FactureNature = keyof typeof FACTURE_NATURE_LABELS;

/**
 * A line of the monthly timesheet (relevé d'heures), one per intervention done: a_confirmer until
 * the client answers; confirme by the client, confirme_auto when the deadline passed without an
 * answer; conteste by the client until the agency rules (corrige with the hours it keeps).
 */
export const { labels: RELEVE_STATUT_LABELS, values: RELEVE_STATUTS } = labelledList({
  a_confirmer: 'À confirmer',
  confirme: 'Confirmé',
  confirme_auto: 'Confirmé automatiquement',
  conteste: 'Contesté',
  corrige: 'Corrigé par l’agence',
});
export type ReleveStatut = keyof typeof RELEVE_STATUT_LABELS;

/** One charge of an invoice through Stripe (PaymentIntent): en_cours until the webhook rules. */
export const { labels: PAIEMENT_STATUT_LABELS, values: PAIEMENT_STATUTS } = labelledList({
  en_cours: 'En cours',
  reussi: 'Réussi',
  echoue: 'Échoué',
});
export type PaiementStatut = keyof typeof PAIEMENT_STATUT_LABELS;

/** A scenario (planning proposal) is sent to the client, who accepts or refuses it; links expire. */
export const { labels: SCENARIO_STATUT_LABELS, values: SCENARIO_STATUTS } = labelledList({
  propose: 'Proposé',
  accepte: 'Accepté',
  refuse: 'Refusé',
  expire: 'Expiré',
});
export type ScenarioStatut = keyof typeof SCENARIO_STATUT_LABELS;

/** An agent's leave request (congé) waits for the back office, which accepts or refuses it. */
export const { labels: CONGE_STATUT_LABELS, values: CONGE_STATUTS } = labelledList({
  en_attente: 'En attente',
  accepte: 'Accepté',
  refuse: 'Refusé',
});
export type CongeStatut = keyof typeof CONGE_STATUT_LABELS;
