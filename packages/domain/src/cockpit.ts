/*
 * The tasks of the back-office cockpits (docs/cockpit.md). Each task has a type from this
 * catalogue. An "event" task is written when something happens (a public request, a call-back
 * asked, a planning sent by the client, a check-in refused on an address without coordinates); a
 * "state" task is derived from the data each time the cockpit is read (a quote waiting too long
 * for its signature, slots without an agent, an absence that leaves interventions uncovered) and
 * is closed by itself once its condition is gone.
 */

import { labelledList } from './labelled.ts';

/**
 * French label of each type of cockpit task, in the order the cockpit lists them
 * (COCKPIT_TACHE_TYPE_LABELS), and every type of cockpit task (COCKPIT_TACHE_TYPES).
 */
export const { labels: COCKPIT_TACHE_TYPE_LABELS, values: COCKPIT_TACHE_TYPES } = labelledList({
  nouveau_besoin: 'Nouveau besoin',
  demande_publique: 'Demande du formulaire public',
  rappel: 'Rappel demandé',
  demande_planning: 'Planning transmis par le client',
  devis_a_construire: 'Devis à construire',
  devis_non_signe: 'Devis non signé',
  creneaux_sans_agent: 'Créneaux sans agent',
  absence_non_couverte: 'Absence à remplacer',
  adresse_a_localiser: 'Adresse à placer sur la carte',
  releve_conteste: 'Heures contestées',
  paiement_echoue: 'Paiement échoué',
  // After the last reminder of an unpaid invoice (docs/paiements.md « Impayés et relances »).
  facture_impayee: 'Facture impayée après relances',
  // Recruitment cockpit (docs/recrutement.md)
  candidature_recue: 'Nouvelle candidature',
  documents_a_verifier: 'Documents à vérifier',
  entretien: 'Entretien à mener',
  contrat_non_signe: 'Contrat non signé',
  contrat_a_contresigner: 'Contrat à contresigner',
  interet_annonce: 'Intérêt pour une annonce',
  autre: 'Autre',
});

/** A type of cockpit task. */
export type CockpitTacheType = keyof typeof COCKPIT_TACHE_TYPE_LABELS;

/**
 * Types derived from the state of the data: the cockpit opens them when reading finds their
 * condition true, and closes them by itself when it no longer holds (a unique key per subject
 * keeps one task per subject).
 */
export const DERIVED_COCKPIT_TACHE_TYPES = Object.freeze([
  'nouveau_besoin',
  'devis_a_construire',
  'devis_non_signe',
  'creneaux_sans_agent',
  'absence_non_couverte',
  'candidature_recue',
  'documents_a_verifier',
  'entretien',
  'contrat_non_signe',
  'contrat_a_contresigner',
] as const satisfies readonly CockpitTacheType[]);

/** True for a known type of cockpit task. */
export function isCockpitTacheType(value: unknown): value is CockpitTacheType {
  return typeof value === 'string' && Object.hasOwn(COCKPIT_TACHE_TYPE_LABELS, value);
}

/** The types of the recruitment cockpit (kind 'recrutement'); every other type is commercial. */
export const RECRUTEMENT_COCKPIT_TACHE_TYPES = Object.freeze([
  'candidature_recue',
  'documents_a_verifier',
  'entretien',
  'contrat_non_signe',
  'contrat_a_contresigner',
  'interet_annonce',
] as const satisfies readonly CockpitTacheType[]);

/** True when the cockpit derives tasks of this type from the data (see DERIVED_COCKPIT_TACHE_TYPES). */
export function isDerivedCockpitTacheType(type: CockpitTacheType): boolean {
  return (DERIVED_COCKPIT_TACHE_TYPES as readonly string[]).includes(type);
}

/**
 * Days a quote may wait for its signature before the commercial team is asked to follow it up
 * ("Devis non signé"): a quote sent (en_attente_signature) for this many days or more, still
 * valid, becomes a task. Before that, a quote made from a client's need is a "Nouveau besoin".
 * The first value of the agency's rule (`relance_devis_jours`, /admin/parametres).
 */
export const DEVIS_RELANCE_JOURS = 7;

/**
 * The unique key of a task about one subject (`devis_non_signe:devis:12`): at most one task per
 * type and subject, so deriving or adding it again updates the task instead of duplicating it.
 */
export function cockpitTacheCle(
  type: CockpitTacheType,
  subject: {
    kind:
      | 'client'
      | 'mission'
      | 'devis'
      | 'absence'
      | 'conge'
      | 'brouillon'
      | 'candidat'
      | 'contrat'
      | 'annonce'
      | 'facture';
    id: number;
  },
): string {
  return `${type}:${subject.kind}:${subject.id}`;
}
