import { formatInstantParis } from '@maisonnee/domain';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access.ts';
import { addCandidatCommentaire } from '../clients/client-records.service.ts';
import { recordCandidatEvenement } from './candidat-evenements.queries.ts';
import { statutLabel } from './recrutement-common.ts';

/*
 * What the recruitment team changed on a file beyond its fields (status, interview, documents
 * checked, a comment), written to the file's history in the transaction of the change.
 */

export interface BackOfficeChanges {
  fromStatut: number | null;
  toStatut: number;
  entretienBefore: Date | null;
  /** Undefined: unchanged; null: cancelled. */
  entretienAt: string | null | undefined;
  documentsVerifies: boolean;
  commentaire: string | null | undefined;
}

/** Fields of candidat/update that only the recruitment team may send. */
export const BACK_OFFICE_UPDATE_FIELDS = [
  'statut_id',
  'is_active',
  'entretien_at',
  'documents_verifies',
  'commentaire',
] as const;

/**
 * The history lines (and the comment) of a back-office change, in the caller's transaction:
 * the status moved, the interview planned or cancelled, the documents checked, a comment.
 */
export async function recordBackOfficeChanges(
  tx: Tx,
  auth: AuthContext,
  candidatId: number,
  changes: BackOfficeChanges,
): Promise<void> {
  const event = (type: Parameters<typeof recordCandidatEvenement>[1]['type'], libelle: string) =>
    recordCandidatEvenement(tx, { candidatId, type, libelle, userId: auth.userId });
  const { fromStatut, toStatut } = changes;
  if (fromStatut !== toStatut) {
    await event(
      'statut',
      fromStatut === null
        ? `Statut : ${statutLabel(toStatut)}.`
        : `Statut : ${statutLabel(fromStatut)} → ${statutLabel(toStatut)}.`,
    );
  }
  const before = changes.entretienBefore?.getTime() ?? null;
  const after =
    changes.entretienAt === undefined
      ? before
      : changes.entretienAt === null
        ? null
        : Date.parse(changes.entretienAt);
  if (after !== before) {
    await event(
      'entretien',
      after === null
        ? 'Entretien annulé.'
        : `Entretien planifié le ${formatInstantParis(new Date(after))}.`,
    );
  }
  if (changes.documentsVerifies) await event('documents_verifies', 'Documents vérifiés.');
  if (changes.commentaire) {
    await addCandidatCommentaire(tx, {
      candidat_id: candidatId,
      author_user_id: auth.userId,
      commentaire: changes.commentaire,
    });
    await event('commentaire', 'Commentaire ajouté.');
  }
}
