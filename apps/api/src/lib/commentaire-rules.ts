import { ROLE } from '@maisonnee/domain';
import type { AuthContext } from './access.ts';
import { forbidden } from './app-error.ts';

/**
 * A comment on a client's or a candidate's file is deleted by its author, an administrator or a
 * manager (docs/roles.md); anyone else gets 403.
 */
export function assertMayDeleteCommentaire(auth: AuthContext, auteurId: number | null): void {
  const mayDelete =
    auteurId === auth.userId || auth.roles.includes(ROLE.ADMINISTRATEUR) || auth.user.role_manager;
  if (!mayDelete) {
    throw forbidden(
      'Seul son auteur, un administrateur ou un manager peut supprimer ce commentaire.',
    );
  }
}
