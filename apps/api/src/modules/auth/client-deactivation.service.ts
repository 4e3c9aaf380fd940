import { endpoints } from '@maisonnee/contract';
import type { AuthContext } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertCaller } from '../../lib/caller.ts';
import { deactivateClientRecord } from '../clients/client-records.service.ts';
import type { AuthServiceDeps } from './auth-common.ts';
import * as q from './auth.queries.ts';

/*
 * `clients/setInactif`: a client closes its own record, or the back office closes any; the
 * record and its accounts are deactivated together, then every session of those accounts ends.
 */

export function createClientDeactivationService(
  deps: Pick<AuthServiceDeps, 'db' | 'now' | 'sessions'>,
) {
  const { db, now, sessions } = deps;
  return {
    /** Deactivates a client and its accounts, ending their sessions. */
    async setClientInactif(auth: AuthContext, clientId: number) {
      assertCaller(auth, endpoints.setClientInactif.access, { clientId });
      const userIds = await db.transaction(async (tx) =>
        (await deactivateClientRecord(tx, clientId))
          ? q.deactivateUsersOfClient(tx, clientId)
          : null,
      );
      if (userIds === null) throw new AppError('NOT_FOUND', 'Client introuvable.');
      for (const userId of userIds) {
        await q.revokeUserSessions(db, userId, 'deactivated', now());
        sessions.forgetUser(userId);
      }
      return { clientId, is_active: false as const };
    },
  };
}
