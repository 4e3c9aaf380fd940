import { endpoints } from '@maisonnee/contract';
import type { AuthContext } from '../../lib/access.ts';
import { notFound } from '../../lib/app-error.ts';
import { assertCaller } from '../../lib/caller.ts';
import { assertMayDeleteCommentaire } from '../../lib/commentaire-rules.ts';
import { deleteCandidatCommentaire } from '../clients/client-records.service.ts';
import type { ModuleDeps } from '../module-deps.ts';
import * as q from './recrutement.queries.ts';

export function createCandidatCommentaireDeleteService(deps: Pick<ModuleDeps, 'db'>) {
  const { db } = deps;

  return {
    /** A comment is deleted by its author, an administrator or a manager (as on client files). */
    async deleteCommentaire(auth: AuthContext, id: number) {
      assertCaller(auth, endpoints.deleteCandidatCommentaire.access);
      const found = await q.findCandidatCommentaire(db, id);
      if (!found) throw notFound('Commentaire introuvable.');
      assertMayDeleteCommentaire(auth, found.auteur_id);
      if (!(await deleteCandidatCommentaire(db, id))) throw notFound('Commentaire introuvable.');
      return { id, deleted: true as const };
    },
  };
}
