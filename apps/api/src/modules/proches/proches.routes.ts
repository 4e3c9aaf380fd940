import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { getSuivi } from './get-suivi.ts';
import { inviteProche } from './invite-proche.ts';
import { listProches } from './list-proches.ts';
import type { ProchesDeps } from './proches-common.ts';
import { resendInvitationProche } from './resend-invitation-proche.ts';
import { revokeProche } from './revoke-proche.ts';

/** A family's relatives (issue 25, point 7; docs/proches.md) and the relative's follow-up. */
export function prochesHandlers(deps: ModuleDeps): HandlerMap {
  const proches: ProchesDeps = {
    db: deps.db,
    mailer: deps.mailer,
    now: deps.now,
    codeSecret: deps.config.jwtSecret,
    publicUrl: deps.config.publicUrl,
    ...(deps.sessions ? { sessions: deps.sessions } : {}),
  };
  return {
    listProches: ({ auth }) => listProches(proches, auth),
    inviteProche: ({ auth, body }) => inviteProche(proches, auth, body),
    resendInvitationProche: ({ auth, params }) => resendInvitationProche(proches, auth, params.id),
    revokeProche: ({ auth, params }) => revokeProche(proches, auth, params.id),
    getSuivi: ({ auth }) => getSuivi(proches, auth),
  };
}
