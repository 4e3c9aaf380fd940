import { endpoints } from '@maisonnee/contract';
import type { AuthContext } from '../../lib/access.ts';
import { refusal } from '../../lib/app-error.ts';
import { assertCaller } from '../../lib/caller.ts';
import { recordAudit } from '../agence/audit.ts';
import { greetingOf, invitationInstructions, renewInvitationCode } from './invited-accounts.ts';
import {
  actorOf,
  lockMembre,
  readMembre,
  type MembreEquipe,
  type TeamDeps,
} from './team-common.ts';

/**
 * Mails a new invitation (a new week-long code, the previous one void) to a member who has not
 * chosen a password yet: the first one expired or went astray.
 */
export async function resendInvitationEquipe(
  deps: TeamDeps,
  auth: AuthContext,
  body: { user_id: number },
): Promise<MembreEquipe> {
  assertCaller(auth, endpoints.resendInvitationEquipe.access);
  const actor = actorOf(auth);
  const { user, code, link } = await deps.db.transaction(async (tx) => {
    const locked = await lockMembre(tx, body.user_id);
    if (!locked.is_active) {
      throw refusal(
        'MEMBRE_INACTIF',
        `Le compte de ${locked.name} est désactivé : réactivez-le avant de renvoyer l'invitation.`,
      );
    }
    if (!(await readMembre(tx, locked.id)).invitation_pending) {
      throw refusal(
        'INVITATION_NOT_PENDING',
        `${locked.name} a déjà choisi son mot de passe : il n'y a pas d'invitation à renvoyer.`,
      );
    }
    const renewed = await renewInvitationCode(deps, tx, locked);
    await recordAudit(tx, {
      area: 'equipe',
      action: 'resend_invitation',
      actor,
      targetUserId: locked.id,
      summary: `Nouvelle invitation envoyée à ${locked.name} (${locked.email})`,
    });
    return { user: locked, ...renewed };
  });
  await deps.mailer.send({
    to: user.email,
    subject: 'Rejoignez l’équipe Maisonnée',
    text: `${greetingOf(user)},

${actor.name} vous renvoie votre invitation à rejoindre l'équipe de l'agence Maisonnée. Une fois votre mot de passe choisi, connectez-vous sur ${deps.publicUrl}/auth/login.

${invitationInstructions(link, code)}`,
  });
  return readMembre(deps.db, user.id);
}
