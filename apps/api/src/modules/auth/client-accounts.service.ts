import { ROLE } from '@maisonnee/domain';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { Db, Tx } from '../../db/client.ts';
import { refusal } from '../../lib/app-error.ts';
import * as q from './auth.queries.ts';
import {
  greetingOf,
  insertInvitedUser as insertInvited,
  invitationInstructions,
  type Invitee,
} from './invited-accounts.ts';

/*
 * Accounts the agency opens and closes for a client record or an agent (back office). Only auth
 * writes `users`: the clients and candidats modules call these. An invitation reuses the
 * reset-password code: the person chooses a password with the mailed code (POST
 * users/reset-password), then signs in.
 */

export interface ClientAccountsDeps {
  db: Db;
  mailer: Mailer;
  now: () => Date;
  /** The secret of mailed codes (the auth service's `codeSecret`). */
  codeSecret: string;
  /** Where the web app is served: the invitation links to its password page. */
  publicUrl: string;
}

export function createClientAccountsService(deps: ClientAccountsDeps) {
  const { db, mailer, now } = deps;

  /** An invited account holding one customer role and its record (invited-accounts.ts). */
  function insertInvitedUser(
    conn: Db | Tx,
    invitee: Invitee,
    space:
      | { role: typeof ROLE.CLIENT; client_id: number }
      | { role: typeof ROLE.AGENT; candidat_id: number },
  ) {
    const { role, ...record } = space;
    return insertInvited(deps, conn, invitee, { roles_ids: [role], user_role_id: role, ...record });
  }

  return {
    /**
     * Creates the client's account (role 5) and mails the link and code to choose a password.
     * Undefined when the address already belongs to an account (nothing is kept).
     */
    async inviteClientUser(
      invite: Invitee & { clientId: number },
    ): Promise<{ userId: number } | undefined> {
      const invited = await insertInvitedUser(db, invite, {
        role: ROLE.CLIENT,
        client_id: invite.clientId,
      });
      if (!invited) return undefined;
      const { user, code, link } = invited;
      await mailer.send({
        to: user.email,
        subject: 'Votre espace Maisonnée vous attend',
        text: `${greetingOf(invite)},\n\nL'agence Maisonnée vous a ouvert un espace client : vous y retrouverez vos devis, vos interventions, vos factures et vos documents.\n\n${invitationInstructions(link, code)}`,
      });
      return { userId: user.id };
    },

    /**
     * Opens the agent space (role 6, `candidat_id`) of a candidate the agency sends a work contract
     * to, inside the caller's transaction `conn`: the account holding it already (nothing to do), an
     * account of the same address without an agent space (the space is added to it), or a new account
     * (no usable password, a code to choose one, as for clients). Answers the account and the mail to
     * send once the caller's transaction committed. EMAIL_ALREADY_USED when the address belongs to
     * another agent's account.
     */
    async inviteAgentUser(
      invite: Invitee & { candidatId: number },
      conn: Db | Tx = db,
    ): Promise<{ userId: number; created: boolean; mail: () => Promise<void> }> {
      const nothing = async () => undefined;
      const holder = await q.findUserOfCandidat(conn, invite.candidatId);
      if (holder) return { userId: holder.id, created: false, mail: nothing };
      const email = invite.email.trim().toLowerCase();
      const greeting = greetingOf(invite);
      const existing = await q.findUserByEmail(conn, email);
      if (existing) {
        if (existing.candidat_id !== null) {
          throw refusal(
            'EMAIL_ALREADY_USED',
            "L'adresse e-mail de ce candidat est celle du compte d'un autre agent : corrigez-la dans sa fiche.",
          );
        }
        await q.updateUser(conn, existing.id, {
          candidat_id: invite.candidatId,
          roles_ids: [...new Set([...existing.roles_ids, ROLE.AGENT])],
          user_role_id: existing.user_role_id ?? ROLE.AGENT,
        });
        return {
          userId: existing.id,
          created: false,
          mail: async () => {
            await mailer.send({
              to: email,
              subject: 'Votre espace agent Maisonnée',
              text: `${greeting},

Votre compte Maisonnée (${email}) donne maintenant accès à votre espace agent : connectez-vous avec votre mot de passe habituel (ou « Mot de passe oublié » pour en choisir un) : ${deps.publicUrl}/auth/login

L'équipe Maisonnée`,
            });
          },
        };
      }
      const invited = await insertInvitedUser(
        conn,
        { ...invite, email },
        { role: ROLE.AGENT, candidat_id: invite.candidatId },
      );
      if (!invited) {
        throw refusal(
          'EMAIL_ALREADY_USED',
          "Cette adresse e-mail vient d'être prise par un autre compte : réessayez.",
        );
      }
      const { user, code, link } = invited;
      return {
        userId: user.id,
        created: true,
        mail: async () => {
          await mailer.send({
            to: email,
            subject: 'Votre espace agent Maisonnée vous attend',
            text: `${greeting},

L'agence Maisonnée vous a ouvert un espace agent : votre contrat de travail vous y attend pour être signé, puis vous y retrouverez vos interventions et vos documents.

${invitationInstructions(link, code)}`,
          });
        },
      };
    },

    /** Makes sure the accounts of the agent space of a candidat are active (countersignature). */
    activateAgentUser(candidatId: number, conn: Db | Tx = db): Promise<number[]> {
      return q.activateUsersOfCandidat(conn, candidatId);
    },

    /** Deactivates the client's accounts and ends their sessions; their ids. */
    async closeClientAccounts(clientId: number): Promise<number[]> {
      const userIds = await q.deactivateUsersOfClient(db, clientId);
      for (const userId of userIds) await q.revokeUserSessions(db, userId, 'deactivated', now());
      return userIds;
    },
  };
}

export type ClientAccountsService = ReturnType<typeof createClientAccountsService>;
