import { refuse, ALLOWED, type RuleResult } from './refusals.ts';

/*
 * The visit report and the liaison notebook (issue 25, point 5; docs/cahier.md). The family sets
 * the tasks of its mission's visits; at check-out the planned agent ticks those done, may write a
 * note and attach a photo; the family, its relatives, the agents of the mission and the agency
 * write in the same notebook.
 */

/** At most this many tasks for the visits of one mission. */
export const CAHIER_TACHES_MAX = 20;
/** Length of a task's wording. */
export const CAHIER_TACHE_MAX_LENGTH = 200;
/** Length of a report's note or a notebook message. */
export const CAHIER_TEXTE_MAX_LENGTH = 2000;
/** A notebook photo: JPEG or PNG by its content, 5 MB at most, stored without its metadata. */
export const CAHIER_PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;
export const CAHIER_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Entries of the notebook per page (newest first). */
export const CAHIER_PAGE_SIZE = 30;

/** Who wrote an entry: the agent (visit reports and messages), the family, a relative, the agency. */
export const CAHIER_AUTEUR_LABELS = Object.freeze({
  intervenant: 'Intervenant',
  famille: 'Famille',
  proche: 'Proche',
  agence: 'Agence',
} as const);
export type CahierAuteurKind = keyof typeof CAHIER_AUTEUR_LABELS;

/** What the rule reads of the visit a report is about. */
export interface RapportVisit {
  statut: string;
  pointage_fin_at: Date | string | null;
  /** A report of this visit already exists. */
  hasRapport: boolean;
}

/**
 * A visit report is written once, after the check-out: the visit is over (`terminee`, or its
 * check-out recorded) and has no report yet.
 */
export function canWriteRapport(visit: RapportVisit): RuleResult {
  if (visit.statut === 'annulee') {
    return refuse(
      'INTERVENTION_CANCELLED',
      'Cette intervention a été annulée : pas de compte rendu.',
    );
  }
  if (visit.statut !== 'terminee' && !visit.pointage_fin_at) {
    return refuse(
      'NOT_FINISHED_YET',
      'Le compte rendu se fait après le pointage de fin de la visite.',
    );
  }
  if (visit.hasRapport) {
    return refuse('RAPPORT_ALREADY_SENT', 'Le compte rendu de cette visite a déjà été envoyé.');
  }
  return ALLOWED;
}
