import type { Db, Tx } from '../../db/client.ts';
import { recordCandidatEvenement } from './candidat-evenements.queries.ts';

/*
 * What other modules may write in a candidate's history (docs/recrutement.md): the candidats
 * module owns `candidat_evenements` and words its lines; a caller gives the facts, inside its own
 * transaction, so the event is kept or dropped with what it records.
 */

/** An agent or candidate said it is interested in a job post (annonces). */
export function recordInteretAnnonce(
  conn: Db | Tx,
  event: { candidatId: number; annonceTitle: string; userId: number | null },
): Promise<void> {
  return recordCandidatEvenement(conn, {
    candidatId: event.candidatId,
    type: 'interet_annonce',
    libelle: `Intéressé(e) par l'annonce « ${event.annonceTitle} »`,
    userId: event.userId,
  });
}
