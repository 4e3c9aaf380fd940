import { endpoints } from '@maisonnee/contract';
import type { AuthContext } from '../../lib/access.ts';
import { assertCaller } from '../../lib/caller.ts';
import { copyAddressToClientRecord } from '../clients/client-records.service.ts';
import { registerNativePushToken } from '../notifications/push.service.ts';
import type { AuthServiceDeps } from './auth-common.ts';
import * as q from './auth.queries.ts';
import { readUserDto } from './user-dto.ts';

/*
 * The caller's own profile: read with its session, changed only by itself (the route refuses the
 * photo, set by uploading it: profile-photo.service.ts).
 */

export function createProfileService(deps: Pick<AuthServiceDeps, 'db' | 'now' | 'sessions'>) {
  const { db, now, sessions } = deps;
  return {
    /** The caller, as read with its session (this process forgets it on any change). */
    async currentUser(auth: AuthContext) {
      assertCaller(auth, endpoints.authUser.access);
      return readUserDto(db, auth.user);
    },

    /** `appVersion`: the app-version header, kept with the native push device (docs/push.md). */
    async updateProfile(
      auth: AuthContext,
      changes: Partial<q.NewUserRow>,
      device: { appVersion?: string | null } = {},
    ) {
      assertCaller(auth, endpoints.updateUser.access);
      const next: Partial<q.NewUserRow> = { ...changes };
      if ('fcm_token' in changes) next.fcm_token_saved_at = changes.fcm_token ? now() : null;
      // The caller's record came with the session: no second read.
      const current = auth.user;
      if ((changes.nom || changes.prenom) && !changes.name) {
        next.name =
          `${changes.prenom ?? current.prenom ?? ''} ${changes.nom ?? current.nom ?? ''}`.trim();
      }
      const updated = await db.transaction(async (tx) => {
        const row = await q.updateUser(tx, auth.userId, next);
        // A client's own account: its address and position are its client record's too.
        if (auth.clientId !== null) await copyAddressToClientRecord(tx, auth.clientId, next);
        // The app's FCM token is also its push device; clearing it removes the user's devices.
        if ('fcm_token' in changes)
          await registerNativePushToken(
            tx,
            { userId: auth.userId, token: changes.fcm_token, appVersion: device.appVersion },
            now(),
          );
        return row;
      });
      sessions.forgetUser(auth.userId);
      return readUserDto(db, updated!);
    },
  };
}
