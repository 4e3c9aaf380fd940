import { endpoints, PROCHES_MAX, type Proche } from '@maisonnee/contract';
import type { AuthContext } from '../../lib/access.ts';
import { refusal } from '../../lib/app-error.ts';
import { assertCaller } from '../../lib/caller.ts';
import { greetingOf, insertInvitedUser, invitationInstructions } from '../auth/invited-accounts.ts';
import { familyName, householdOf, toProche, type ProchesDeps } from './proches-common.ts';
import * as q from './proches.queries.ts';

export interface ProcheInvitation {
  /** Lower-cased and trimmed by the contract. */
  email: string;
  prenom: string;
  nom: string | null;
  lien: string | null;
}

/** A relative account has no role and no record of its own: its access is its `proches` rows. */
const NO_ROLE = {
  roles_ids: [],
  user_role_id: null,
  role_manager: false,
  client_id: null,
  candidat_id: null,
};

/**
 * Invites a relative to follow the family's household. A new address gets an account without
 * role nor usable password and the mailed week-long link to choose it (the auth module's invited
 * accounts); an address that has an account already (a client of its own, say) is linked to the
 * household and told by mail. The row and the account are saved together; the mail after.
 */
export async function inviteProche(
  deps: ProchesDeps,
  auth: AuthContext,
  body: ProcheInvitation,
): Promise<Proche> {
  assertCaller(auth, endpoints.inviteProche.access);
  const clientId = householdOf(auth);
  assertCaller(auth, endpoints.inviteProche.access, { clientId });
  const email = body.email.trim().toLowerCase();
  const at = deps.now();

  const saved = await deps.db.transaction(async (tx) => {
    await q.lockInvitationsOf(tx, clientId);
    const familyEmails = [auth.user.email.toLowerCase(), ...(await q.familyEmailsOf(tx, clientId))];
    if (familyEmails.includes(email)) {
      throw refusal(
        'PROCHE_EMAIL_FAMILLE',
        'Cette adresse est celle de la famille : invitez un proche avec sa propre adresse e-mail.',
      );
    }
    const active = await q.activeEmailsOf(tx, clientId);
    if (active.includes(email)) {
      throw refusal(
        'PROCHE_DEJA_INVITE',
        'Ce proche suit déjà votre foyer : renvoyez-lui l’invitation si besoin.',
      );
    }
    if (active.length >= PROCHES_MAX) {
      throw refusal(
        'PROCHES_MAX_ATTEINT',
        `Vous avez déjà ${PROCHES_MAX} proches : retirez l’accès de l’un d’eux avant d’en inviter un autre.`,
      );
    }
    const row = (userId: number) => ({
      clientId,
      email,
      prenom: body.prenom,
      nom: body.nom,
      lien: body.lien,
      userId,
      invitedByUserId: auth.userId,
      at,
    });
    const existing = await q.findAccountByEmail(tx, email);
    if (!existing) {
      const invited = await insertInvitedUser(
        deps,
        tx,
        { email, civilite: null, nom: body.nom ?? '', prenom: body.prenom, mobile: null },
        NO_ROLE,
        (inner, user) => q.insertProche(inner, row(user.id)),
      );
      if (invited?.extra) return { proche: invited.extra, invitation: invited };
    }
    // An account has this address (or took it a moment ago): the relative signs in with it.
    const account = existing ?? (await q.findAccountByEmail(tx, email));
    if (!account) throw new Error('invitation: the account of the address vanished');
    return { proche: await q.insertProche(tx, row(account.id)), invitation: null };
  });

  const famille = familyName(auth);
  const what = `${famille} vous invite à suivre son foyer sur Maisonnée${body.lien ? ` (vous êtes : ${body.lien})` : ''}. Vous y verrez les visites prévues et leur déroulement (intervenant en route, arrivé, visite terminée), le cahier de liaison, où vous pouvez écrire, et vous recevrez les notifications du foyer. Vous ne pourrez ni signer, ni payer, ni modifier quoi que ce soit d'autre ; la famille peut retirer cet accès à tout moment.`;
  const text = saved.invitation
    ? `${greetingOf(body)},\n\n${what}\n\nUne fois votre mot de passe choisi, connectez-vous sur ${deps.publicUrl}/auth/login : le suivi s'ouvre sur ${deps.publicUrl}/suivi.\n\n${invitationInstructions(saved.invitation.link, saved.invitation.code)}`
    : `${greetingOf(body)},\n\n${what}\n\nConnectez-vous avec votre compte Maisonnée habituel sur ${deps.publicUrl}/auth/login, puis ouvrez ${deps.publicUrl}/suivi.\n\nSi vous n'attendiez pas ce message, ignorez-le.\n\nL'équipe Maisonnée`;
  await deps.mailer.send({ to: email, subject: `${famille} vous invite à suivre son foyer`, text });
  return toProche(saved.proche);
}
