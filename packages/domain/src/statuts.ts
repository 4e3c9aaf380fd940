/*
 * The statuses of the product's life cycles, with the French word shown to people. The
 * specification leaves them open ("not shown"); these are the decided values (docs/decisions.md,
 * docs/interventions.md, docs/devis.md). The API stores the ids (snake case, no accents) and the
 * contract's enums are built from these lists, so a status exists once.
 */

/**
 * Life of an intervention: planifiee → en_cours (pointage de début) → terminee (pointage de fin);
 * annulee before it starts (by the client or the back office). A planned intervention may have
 * no agent yet (candidat_id null).
 */
export const INTERVENTION_STATUTS = Object.freeze([
  'planifiee',
  'en_cours',
  'terminee',
  'annulee',
] as const);
export type InterventionStatut = (typeof INTERVENTION_STATUTS)[number];
export const INTERVENTION_STATUT_LABELS: Readonly<Record<InterventionStatut, string>> =
  Object.freeze({
    planifiee: 'Planifiée',
    en_cours: 'En cours',
    terminee: 'Terminée',
    annulee: 'Annulée',
  });

/** The single extension of an intervention: asked by the agent, then accepted or refused. */
export const PROLONGATION_STATUTS = Object.freeze(['demandee', 'acceptee', 'refusee'] as const);
export type ProlongationStatut = (typeof PROLONGATION_STATUTS)[number];
export const PROLONGATION_STATUT_LABELS: Readonly<Record<ProlongationStatut, string>> =
  Object.freeze({ demandee: 'Demandée', acceptee: 'Acceptée', refusee: 'Refusée' });

/**
 * Life of a mission: active (running or about to start), suspendue (paused), terminee (ended:
 * end date passed, insurer hours used up, or closed), annulee (cancelled before it ended).
 * Whether it still needs planning is derived from its slots, not stored.
 */
export const MISSION_STATUTS = Object.freeze([
  'active',
  'suspendue',
  'terminee',
  'annulee',
] as const);
export type MissionStatut = (typeof MISSION_STATUTS)[number];
export const MISSION_STATUT_LABELS: Readonly<Record<MissionStatut, string>> = Object.freeze({
  active: 'Active',
  suspendue: 'Suspendue',
  terminee: 'Terminée',
  annulee: 'Annulée',
});

/**
 * Life of a quote (devis): brouillon → en_attente_signature (sent to the client) → signe
 * (electronic signature); refuse by the client, expire when left unsigned, annule by the back office.
 */
export const DEVIS_STATUTS = Object.freeze([
  'brouillon',
  'en_attente_signature',
  'signe',
  'refuse',
  'expire',
  'annule',
] as const);
export type DevisStatut = (typeof DEVIS_STATUTS)[number];
export const DEVIS_STATUT_LABELS: Readonly<Record<DevisStatut, string>> = Object.freeze({
  brouillon: 'Brouillon',
  en_attente_signature: 'À signer',
  signe: 'Signé',
  refuse: 'Refusé',
  expire: 'Expiré',
  annule: 'Annulé',
});

/**
 * Life of an invoice (facture): brouillon (planned billing, not numbered yet) → emise (numbered,
 * PDF generated) → envoyee (mailed) → payee; en_retard once due and unpaid; annulee replaces
 * deletion (numbers are never reused).
 */
export const FACTURE_STATUTS = Object.freeze([
  'brouillon',
  'emise',
  'envoyee',
  'payee',
  'en_retard',
  'annulee',
] as const);
export type FactureStatut = (typeof FACTURE_STATUTS)[number];
export const FACTURE_STATUT_LABELS: Readonly<Record<FactureStatut, string>> = Object.freeze({
  brouillon: 'Planifiée',
  emise: 'Émise',
  envoyee: 'Envoyée',
  payee: 'Payée',
  en_retard: 'En retard',
  annulee: 'Annulée',
});

/** A scenario (planning proposal) is sent to the client, who accepts or refuses it; links expire. */
export const SCENARIO_STATUTS = Object.freeze(['propose', 'accepte', 'refuse', 'expire'] as const);
export type ScenarioStatut = (typeof SCENARIO_STATUTS)[number];
export const SCENARIO_STATUT_LABELS: Readonly<Record<ScenarioStatut, string>> = Object.freeze({
  propose: 'Proposé',
  accepte: 'Accepté',
  refuse: 'Refusé',
  expire: 'Expiré',
});

/** An agent's leave request (congé) waits for the back office, which accepts or refuses it. */
export const CONGE_STATUTS = Object.freeze(['en_attente', 'accepte', 'refuse'] as const);
export type CongeStatut = (typeof CONGE_STATUTS)[number];
export const CONGE_STATUT_LABELS: Readonly<Record<CongeStatut, string>> = Object.freeze({
  en_attente: 'En attente',
  accepte: 'Accepté',
  refuse: 'Refusé',
});
