import { endpoints } from '@maisonnee/contract';
import type { AuthContext } from '../../lib/access.ts';
import { assertCaller } from '../../lib/caller.ts';
import { recordAudit } from '../agence/audit.ts';
import * as q from './auth.queries.ts';
import {
  actorOf,
  lockMembre,
  readMembre,
  type MembreEquipe,
  type TeamDeps,
} from './team-common.ts';

/** Reactivates a member's account: it signs in again with its password (nothing if active). */
export async function reactivateMembreEquipe(
  deps: TeamDeps,
  auth: AuthContext,
  body: { user_id: number },
): Promise<MembreEquipe> {
  assertCaller(auth, endpoints.reactivateMembreEquipe.access);
  const changed = await deps.db.transaction(async (tx) => {
    const user = await lockMembre(tx, body.user_id);
    if (user.is_active) return false;
    await q.updateUser(tx, user.id, { is_active: true });
    await recordAudit(tx, {
      area: 'equipe',
      action: 'reactivate',
      actor: actorOf(auth),
      targetUserId: user.id,
      summary: `Réactivation du compte de ${user.name}`,
      before: { is_active: false },
      after: { is_active: true },
    });
    return true;
  });
  if (changed) deps.sessions?.forgetUser(body.user_id);
  return readMembre(deps.db, body.user_id);
}
