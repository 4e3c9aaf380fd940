import { endpoints } from '@maisonnee/contract';
import { ROLE } from '@maisonnee/domain';
import type { AuthContext } from '../../lib/access.ts';
import { refusal } from '../../lib/app-error.ts';
import { assertCaller } from '../../lib/caller.ts';
import { recordAudit } from '../agence/audit.ts';
import * as q from './auth.queries.ts';
import {
  actorOf,
  assertAnotherAdministrateur,
  lockMembre,
  readMembre,
  staffRolesOf,
  type MembreEquipe,
  type TeamDeps,
} from './team-common.ts';

/**
 * Deactivates a member's account: it can no longer sign in, and every session it holds ends in
 * the same transaction (its access and refresh tokens stop working at once). An administrator
 * does not deactivate themself, and the last active administrator stays. Deactivating an
 * account already deactivated changes nothing.
 */
export async function deactivateMembreEquipe(
  deps: TeamDeps,
  auth: AuthContext,
  body: { user_id: number; motif: string | null },
): Promise<MembreEquipe> {
  assertCaller(auth, endpoints.deactivateMembreEquipe.access);
  if (body.user_id === auth.userId) {
    throw refusal(
      'SELF_DEACTIVATION',
      'Vous ne pouvez pas désactiver votre propre compte : demandez-le à un autre administrateur.',
    );
  }
  const changed = await deps.db.transaction(async (tx) => {
    const user = await lockMembre(tx, body.user_id);
    if (!user.is_active) return false;
    if (staffRolesOf(user.roles_ids).includes(ROLE.ADMINISTRATEUR)) {
      await assertAnotherAdministrateur(tx, user, 'deactivate');
    }
    await q.updateUser(tx, user.id, { is_active: false });
    await q.revokeUserSessions(tx, user.id, 'deactivated', deps.now());
    await recordAudit(tx, {
      area: 'equipe',
      action: 'deactivate',
      actor: actorOf(auth),
      targetUserId: user.id,
      summary: `Désactivation du compte de ${user.name}${body.motif ? ` (motif : ${body.motif})` : ''}`,
      before: { is_active: true },
      after: { is_active: false, motif: body.motif },
    });
    return true;
  });
  if (changed) deps.sessions?.forgetUser(body.user_id);
  return readMembre(deps.db, body.user_id);
}
