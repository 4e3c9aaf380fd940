import type { HandlerMap } from '../../plugins/contract-routes.ts';
import type { ModuleDeps } from '../module-deps.ts';
import type { TeamDeps } from './team-common.ts';
import { deactivateMembreEquipe } from './team-deactivate.ts';
import { inviteMembreEquipe } from './team-invite.ts';
import { listJournalEquipe } from './team-journal.ts';
import { listEquipe } from './team-list.ts';
import { reactivateMembreEquipe } from './team-reactivate.ts';
import { resendInvitationEquipe } from './team-resend-invitation.ts';
import { updateMembreEquipe } from './team-roles.ts';

/** The agency's team (/admin/equipe, issue 24): staff accounts, roles, invitations, the log. */
export function teamHandlers(deps: ModuleDeps): HandlerMap {
  const team: TeamDeps = {
    db: deps.db,
    mailer: deps.mailer,
    now: deps.now,
    codeSecret: deps.config.jwtSecret,
    publicUrl: deps.config.publicUrl,
    ...(deps.sessions ? { sessions: deps.sessions } : {}),
  };
  return {
    listEquipe: ({ auth }) => listEquipe(team, auth),
    inviteMembreEquipe: ({ auth, body }) => inviteMembreEquipe(team, auth, body),
    updateMembreEquipe: ({ auth, body }) => updateMembreEquipe(team, auth, body),
    deactivateMembreEquipe: ({ auth, body }) => deactivateMembreEquipe(team, auth, body),
    reactivateMembreEquipe: ({ auth, body }) => reactivateMembreEquipe(team, auth, body),
    resendInvitationEquipe: ({ auth, body }) => resendInvitationEquipe(team, auth, body),
    listJournalEquipe: ({ auth }) => listJournalEquipe(team, auth),
  };
}
