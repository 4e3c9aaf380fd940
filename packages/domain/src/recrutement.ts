import { DOCUMENT_TYPE, type DocumentTypeId } from './document-types.ts';
import { labelledList } from './labelled.ts';
import { ALLOWED, refuse, type RuleResult } from './refusals.ts';

/*
 * Recruitment (docs/recrutement.md): where a candidate stands, from the public application to a
 * signed work contract and an active agent, and what the agency may move by hand. The ids are
 * stored in candidats.candidat_statut_id (seeded from this list); the pipeline screens, the API
 * rules and the cockpit read the same catalogue.
 */

/** Recruitment status ids by name (candidat_statuts.id). */
export const CANDIDAT_STATUT = Object.freeze({
  CANDIDATURE_RECUE: 1,
  A_CONTACTER: 2,
  ENTRETIEN: 3,
  DOSSIER_INCOMPLET: 4,
  CONTRAT_A_SIGNER: 5,
  AGENT_ACTIF: 6,
  AGENT_INACTIF: 7,
  CANDIDATURE_REFUSEE: 8,
  DEMISSIONNAIRE: 9,
} as const);

/** One of the recruitment status ids. */
export type CandidatStatutId = (typeof CANDIDAT_STATUT)[keyof typeof CANDIDAT_STATUT];

/** French label of each status, in the order of the pipeline. */
export const CANDIDAT_STATUT_LABELS: Readonly<Record<CandidatStatutId, string>> = Object.freeze({
  1: 'Candidature reçue',
  2: 'À contacter',
  3: 'Entretien planifié',
  4: 'Dossier incomplet',
  5: 'Contrat à signer',
  6: 'Agent actif',
  7: 'Agent inactif',
  8: 'Candidature refusée',
  9: 'Démissionnaire',
});

/** Every status id, in the pipeline's order. */
export const CANDIDAT_STATUT_IDS: readonly CandidatStatutId[] = Object.freeze(
  Object.values(CANDIDAT_STATUT),
);

/** The columns of the recruitment pipeline (candidates not yet agents, still in the running). */
export const RECRUTEMENT_PIPELINE: readonly CandidatStatutId[] = Object.freeze([
  CANDIDAT_STATUT.CANDIDATURE_RECUE,
  CANDIDAT_STATUT.A_CONTACTER,
  CANDIDAT_STATUT.ENTRETIEN,
  CANDIDAT_STATUT.DOSSIER_INCOMPLET,
  CANDIDAT_STATUT.CONTRAT_A_SIGNER,
]);

/** True for a known status id. */
export function isCandidatStatutId(value: unknown): value is CandidatStatutId {
  return (CANDIDAT_STATUT_IDS as readonly unknown[]).includes(value);
}

/** True when the person is an agent of the agency (may sign in to the agent space and be planned). */
export function isAgentStatut(statutId: number | null | undefined): boolean {
  return statutId === CANDIDAT_STATUT.AGENT_ACTIF;
}

/**
 * A status the recruiter may set by hand (candidat/save). "Contrat à signer" is set by sending the
 * contract, "Agent actif" by the employer's countersignature, "Démissionnaire" by the agent's
 * resignation: those moves go through their own calls, which leave evidence. An active agent may
 * only be set inactive; an inactive one made active again.
 */
export function checkCandidatStatutChange(from: number | null, to: number): RuleResult {
  if (from === to) return ALLOWED;
  if (!isCandidatStatutId(to)) return refuse('STATUT_CHANGE_REFUSED', 'Statut inconnu.');
  if (to === CANDIDAT_STATUT.CONTRAT_A_SIGNER) {
    return refuse(
      'STATUT_CHANGE_REFUSED',
      'Ce statut est donné par l’envoi du contrat de travail : envoyez le contrat.',
    );
  }
  if (to === CANDIDAT_STATUT.DEMISSIONNAIRE) {
    return refuse('STATUT_CHANGE_REFUSED', 'Ce statut est donné par la démission de l’agent.');
  }
  if (to === CANDIDAT_STATUT.AGENT_ACTIF && from !== CANDIDAT_STATUT.AGENT_INACTIF) {
    return refuse(
      'STATUT_CHANGE_REFUSED',
      'Un candidat devient agent quand l’agence contresigne son contrat de travail.',
    );
  }
  if (from === CANDIDAT_STATUT.AGENT_ACTIF && to !== CANDIDAT_STATUT.AGENT_INACTIF) {
    return refuse('STATUT_CHANGE_REFUSED', 'Un agent actif ne peut être que désactivé.');
  }
  if (to === CANDIDAT_STATUT.AGENT_INACTIF && from !== CANDIDAT_STATUT.AGENT_ACTIF) {
    return refuse('STATUT_CHANGE_REFUSED', 'Seul un agent actif peut être désactivé.');
  }
  return ALLOWED;
}

/**
 * The steps of the public application form, in order: each is saved before the next opens, and
 * the application is complete when the last one is.
 */
export const { labels: CANDIDATURE_ETAPE_LABELS, values: CANDIDATURE_ETAPES } = labelledList({
  identite: 'Identité',
  adresse: 'Adresse',
  competences: 'Compétences',
  disponibilites: 'Disponibilités et transport',
  documents: 'Documents',
});
export type CandidatureEtape = keyof typeof CANDIDATURE_ETAPE_LABELS;

/** Days a mailed application link (finish or edit an application) stays valid. */
export const CANDIDATURE_LINK_DAYS = 30;

/** What a candidate may upload with the application (type ids of section 3). */
export const CANDIDATURE_DOCUMENT_TYPES: readonly DocumentTypeId[] = Object.freeze([
  DOCUMENT_TYPE.CV,
  DOCUMENT_TYPE.PIECE_IDENTITE,
  DOCUMENT_TYPE.PASS_SANITAIRE,
  DOCUMENT_TYPE.CARTE_VITALE,
  DOCUMENT_TYPE.RIB,
]);

/** What the agency files in an agent's documents (the signed contract is filed by the signature). */
export const AGENT_DOCUMENT_TYPES_BY_AGENCY: readonly DocumentTypeId[] = Object.freeze([
  DOCUMENT_TYPE.FICHE_PAIE,
  DOCUMENT_TYPE.CONTRAT_TRAVAIL,
  DOCUMENT_TYPE.NOTE_FRAIS,
  DOCUMENT_TYPE.AUTRE,
]);

/**
 * Extra information a candidate may declare (candidats-infos-supp): yes/no questions and short
 * answers. Ids are stable: answers are stored by id.
 */
export const INFOS_SUPP = Object.freeze([
  { id: 1, libelle: 'Permis B', type: 'boolean' },
  { id: 2, libelle: 'Véhicule personnel', type: 'boolean' },
  { id: 3, libelle: 'Accepte les animaux', type: 'boolean' },
  { id: 4, libelle: 'Non-fumeur', type: 'boolean' },
  { id: 5, libelle: 'Formation aux premiers secours (PSC1)', type: 'boolean' },
  { id: 6, libelle: 'Langues parlées', type: 'text' },
  { id: 7, libelle: 'Diplômes', type: 'text' },
] as const satisfies readonly { id: number; libelle: string; type: 'boolean' | 'text' }[]);
export type InfoSuppId = (typeof INFOS_SUPP)[number]['id'];

/**
 * The finer skills an agent declares within each service (candidats-competences): stored by id
 * with the candidate; the service itself (client_besoin_skill_id) is what missions are matched on.
 */
export const COMPETENCES = Object.freeze([
  { id: 1, libelle: 'Ménage', client_besoin_skill_id: 1 },
  { id: 2, libelle: 'Repassage', client_besoin_skill_id: 1 },
  { id: 3, libelle: 'Vitres', client_besoin_skill_id: 1 },
  { id: 4, libelle: 'Aide à la toilette', client_besoin_skill_id: 2 },
  { id: 5, libelle: 'Préparation et aide aux repas', client_besoin_skill_id: 2 },
  { id: 6, libelle: 'Accompagnement aux courses et rendez-vous', client_besoin_skill_id: 2 },
  { id: 7, libelle: 'Aide aux transferts et à la mobilité', client_besoin_skill_id: 2 },
  { id: 8, libelle: 'Garde en soirée', client_besoin_skill_id: 3 },
  { id: 9, libelle: 'Aide aux devoirs', client_besoin_skill_id: 3 },
  { id: 10, libelle: 'Sortie d’école', client_besoin_skill_id: 4 },
  { id: 11, libelle: 'Garde d’enfants de moins de 3 ans', client_besoin_skill_id: 4 },
  { id: 12, libelle: 'Cuisine familiale', client_besoin_skill_id: 5 },
  { id: 13, libelle: 'Entretien du linge délicat', client_besoin_skill_id: 5 },
  { id: 14, libelle: 'Intendance de la maison', client_besoin_skill_id: 5 },
] as const satisfies readonly { id: number; libelle: string; client_besoin_skill_id: number }[]);

/** True for a known finer-skill id. */
export function isCompetenceId(value: unknown): boolean {
  return COMPETENCES.some((competence) => competence.id === value);
}

/** True for a known extra-information id. */
export function isInfoSuppId(value: unknown): value is InfoSuppId {
  return INFOS_SUPP.some((info) => info.id === value);
}

/**
 * Life of a work contract: en_attente_signature (sent to the candidate) → signe_agent (signed by
 * the candidate in the app) → contresigne (countersigned by the agency: the candidate is now an
 * agent); annule by the agency before the countersignature.
 */
export const { labels: CONTRAT_TRAVAIL_STATUT_LABELS, values: CONTRAT_TRAVAIL_STATUTS } =
  labelledList({
    en_attente_signature: 'À signer par le candidat',
    signe_agent: 'À contresigner par l’agence',
    contresigne: 'Signé',
    annule: 'Annulé',
  });
export type ContratTravailStatut = keyof typeof CONTRAT_TRAVAIL_STATUT_LABELS;

/** Only a contract waiting for the candidate can be signed by them. */
export function checkContratSignable(statut: ContratTravailStatut): RuleResult {
  switch (statut) {
    case 'en_attente_signature':
      return ALLOWED;
    case 'annule':
      return refuse('CONTRAT_ANNULE', 'Ce contrat a été annulé : il ne peut plus être signé.');
    default:
      return refuse('ALREADY_SIGNED', 'Ce contrat est déjà signé.');
  }
}

/** Only a contract signed by the candidate can be countersigned, once. */
export function checkContratCountersignable(statut: ContratTravailStatut): RuleResult {
  switch (statut) {
    case 'signe_agent':
      return ALLOWED;
    case 'en_attente_signature':
      return refuse(
        'CONTRAT_NON_SIGNE',
        'Le candidat n’a pas encore signé ce contrat : il ne peut pas être contresigné.',
      );
    case 'annule':
      return refuse('CONTRAT_ANNULE', 'Ce contrat a été annulé : il ne peut plus être signé.');
    case 'contresigne':
      return refuse('ALREADY_SIGNED', 'Ce contrat est déjà contresigné.');
  }
}

/**
 * Days after which a contract sent and still unsigned becomes a recruitment cockpit task: the
 * first value of the agency's rule (`relance_contrat_jours`, /admin/parametres).
 */
export const CONTRAT_RELANCE_JOURS = 3;
