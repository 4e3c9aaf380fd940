import { endpoints } from '@maisonnee/contract';
import type { AuthContext } from '../../lib/access.ts';
import { refusal } from '../../lib/app-error.ts';
import { assertCaller } from '../../lib/caller.ts';
import { recordAudit } from '../agence/audit.ts';
import { greetingOf, insertInvitedUser, invitationInstructions } from './invited-accounts.ts';
import {
  actorOf,
  readMembre,
  rolesLabel,
  type MembreEquipe,
  type TeamDeps,
} from './team-common.ts';

export interface MembreInvitation {
  email: string;
  civilite: string | null;
  nom: string;
  prenom: string;
  mobile: string | null;
  /** Back-office roles, ascending (the contract checked them). */
  roles: number[];
  is_manager: boolean;
}

/**
 * Invites a member of the team: the account (its roles, no usable password, a week-long code)
 * and its audit entry are saved together, then the invitation is mailed. An address that already
 * has an account is refused, and nothing is kept.
 */
export async function inviteMembreEquipe(
  deps: TeamDeps,
  auth: AuthContext,
  body: MembreInvitation,
): Promise<MembreEquipe> {
  assertCaller(auth, endpoints.inviteMembreEquipe.access);
  const actor = actorOf(auth);
  const invited = await insertInvitedUser(
    deps,
    deps.db,
    body,
    { roles_ids: body.roles, user_role_id: body.roles[0]!, role_manager: body.is_manager },
    (tx, user) =>
      recordAudit(tx, {
        area: 'equipe',
        action: 'invite',
        actor,
        targetUserId: user.id,
        summary: `Invitation de ${user.name} (${user.email}) : ${rolesLabel(body.roles)}${body.is_manager ? ', responsable' : ''}`,
        after: { email: user.email, roles: body.roles, is_manager: body.is_manager },
      }),
  );
  if (!invited) {
    throw refusal(
      'EMAIL_ALREADY_USED',
      'Cette adresse e-mail est déjà celle d’un compte Maisonnée : choisissez-en une autre.',
    );
  }
  const { user, code, link } = invited;
  await deps.mailer.send({
    to: user.email,
    subject: 'Rejoignez l’équipe Maisonnée',
    text: `${greetingOf(body)},

${actor.name} vous invite à rejoindre l'équipe de l'agence Maisonnée (${rolesLabel(body.roles)}). Une fois votre mot de passe choisi, connectez-vous sur ${deps.publicUrl}/auth/login.

${invitationInstructions(link, code)}`,
  });
  return readMembre(deps.db, user.id);
}
