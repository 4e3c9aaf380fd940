import { endpoints, type Proche } from '@maisonnee/contract';
import type { AuthContext } from '../../lib/access.ts';
import { refusal } from '../../lib/app-error.ts';
import { assertCaller } from '../../lib/caller.ts';
import {
  greetingOf,
  invitationInstructions,
  renewInvitationCode,
} from '../auth/invited-accounts.ts';
import {
  familyName,
  householdOf,
  PROCHE_NOT_FOUND,
  toProche,
  type ProchesDeps,
} from './proches-common.ts';
import * as q from './proches.queries.ts';

/**
 * Mails the invitation again to a relative who has not opened the follow-up yet: a new week-long
 * code (the previous one void) when the account never signed in, the notice otherwise.
 */
export async function resendInvitationProche(
  deps: ProchesDeps,
  auth: AuthContext,
  id: number,
): Promise<Proche> {
  assertCaller(auth, endpoints.resendInvitationProche.access);
  householdOf(auth);
  const { proche, account, invitation } = await deps.db.transaction(async (tx) => {
    const locked = await q.lockProche(tx, id);
    if (!locked) throw PROCHE_NOT_FOUND();
    assertCaller(auth, endpoints.resendInvitationProche.access, { clientId: locked.client_id });
    if (locked.revoked_at) {
      throw refusal(
        'PROCHE_RETIRE',
        'L’accès de ce proche a été retiré : invitez-le de nouveau pour lui rendre l’accès.',
      );
    }
    if (locked.accepted_at) {
      throw refusal(
        'INVITATION_NOT_PENDING',
        'Ce proche suit déjà votre foyer : il n’y a pas d’invitation à renvoyer.',
      );
    }
    const found = locked.user_id ? await q.findRelativeAccount(tx, locked.user_id) : undefined;
    if (!found) throw PROCHE_NOT_FOUND();
    const renewed = found.has_signed_in ? null : await renewInvitationCode(deps, tx, found);
    return { proche: locked, account: found, invitation: renewed };
  });

  const famille = familyName(auth);
  const what = `${famille} vous renvoie son invitation à suivre son foyer sur Maisonnée : les visites prévues et leur déroulement, le cahier de liaison et les notifications du foyer. Vous ne pourrez ni signer, ni payer, ni modifier quoi que ce soit d'autre.`;
  const greeting = greetingOf({ prenom: proche.prenom });
  const text = invitation
    ? `${greeting},\n\n${what}\n\nUne fois votre mot de passe choisi, connectez-vous sur ${deps.publicUrl}/auth/login : le suivi s'ouvre sur ${deps.publicUrl}/suivi.\n\n${invitationInstructions(invitation.link, invitation.code)}`
    : `${greeting},\n\n${what}\n\nConnectez-vous avec votre compte Maisonnée habituel sur ${deps.publicUrl}/auth/login, puis ouvrez ${deps.publicUrl}/suivi.\n\nSi vous n'attendiez pas ce message, ignorez-le.\n\nL'équipe Maisonnée`;
  await deps.mailer.send({
    to: account.email,
    subject: `${famille} vous invite à suivre son foyer`,
    text,
  });
  return toProche(proche);
}
