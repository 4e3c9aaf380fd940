import { endpoints } from '@maisonnee/contract';
import { ROLE } from '@maisonnee/domain';
import type { AuthContext } from '../../lib/access.ts';
import { assertCaller } from '../../lib/caller.ts';
import { recordAudit } from '../agence/audit.ts';
import * as q from './auth.queries.ts';
import {
  actorOf,
  assertAnotherAdministrateur,
  lockMembre,
  readMembre,
  rolesLabel,
  staffRolesOf,
  type MembreEquipe,
  type TeamDeps,
} from './team-common.ts';

/**
 * Gives a member its back-office roles and manager flag (a customer space it holds stays). The
 * last active administrator keeps role 1. Applies at the member's next call: the authenticator
 * reads roles from the account, and this process forgets its cached sessions.
 */
export async function updateMembreEquipe(
  deps: TeamDeps,
  auth: AuthContext,
  body: { user_id: number; roles: number[]; is_manager: boolean },
): Promise<MembreEquipe> {
  assertCaller(auth, endpoints.updateMembreEquipe.access);
  const changed = await deps.db.transaction(async (tx) => {
    const user = await lockMembre(tx, body.user_id);
    const before = { roles: staffRolesOf(user.roles_ids), is_manager: user.role_manager };
    const after = { roles: staffRolesOf(body.roles), is_manager: body.is_manager };
    const rolesChanged = before.roles.join() !== after.roles.join();
    if (!rolesChanged && before.is_manager === after.is_manager) return false;
    if (before.roles.includes(ROLE.ADMINISTRATEUR) && !after.roles.includes(ROLE.ADMINISTRATEUR)) {
      await assertAnotherAdministrateur(tx, user, 'role');
    }
    const customerRoles = user.roles_ids.filter((role) => !before.roles.includes(role));
    await q.updateUser(tx, user.id, {
      roles_ids: [...after.roles, ...customerRoles],
      user_role_id:
        user.user_role_id !== null && after.roles.includes(user.user_role_id)
          ? user.user_role_id
          : after.roles[0]!,
      role_manager: after.is_manager,
    });
    const changes = [
      rolesChanged
        ? `Rôles de ${user.name} : ${rolesLabel(before.roles)} → ${rolesLabel(after.roles)}`
        : null,
      before.is_manager === after.is_manager
        ? null
        : after.is_manager
          ? `${user.name} devient responsable`
          : `${user.name} n'est plus responsable`,
    ];
    await recordAudit(tx, {
      area: 'equipe',
      action: 'roles',
      actor: actorOf(auth),
      targetUserId: user.id,
      summary: changes.filter(Boolean).join(' ; '),
      before,
      after,
    });
    return true;
  });
  if (changed) deps.sessions?.forgetUser(body.user_id);
  return readMembre(deps.db, body.user_id);
}
