import { randomBytes } from 'node:crypto';
import type { Db, Tx } from '../../db/client.ts';
import { hashPassword } from '../../lib/password.ts';
import * as q from './auth.queries.ts';
import { newCode, pendingCode } from './mailed-codes.ts';

/*
 * Accounts the agency opens for someone else (a client, an agent, a member of its team): the
 * account gets an unusable password and a reset-password code valid a week, mailed with a link
 * to the password page; the person chooses a password with it (POST users/reset-password), then
 * signs in. The address counts as verified: the mailed code proves it.
 */

/** An invitation's code stays valid a week: the person may open the mail days later. */
export const INVITATION_TTL_MS = 7 * 86_400_000;

export interface InvitationDeps {
  now: () => Date;
  /** The secret of mailed codes (the auth service's `codeSecret`). */
  codeSecret: string;
  /** Where the web app is served: the invitation links to its password page. */
  publicUrl: string;
}

/** Who is invited, as the agency typed it. */
export interface Invitee {
  email: string;
  civilite: string | null;
  nom: string;
  prenom: string | null;
  mobile: string | null;
}

/** What the new account holds: its roles and, for a customer, its record. */
export type InvitedAccess = Pick<
  q.NewUserRow,
  'roles_ids' | 'user_role_id' | 'role_manager' | 'client_id' | 'candidat_id'
>;

export const greetingOf = (invitee: { prenom: string | null }) =>
  `Bonjour ${invitee.prenom ?? ''}`.trimEnd();

/** The link of the password page with the address and the code filled in. */
export const invitationLink = (publicUrl: string, email: string, code: string) =>
  `${publicUrl}/auth/forgot-password?email=${encodeURIComponent(email)}&code=${code}`;

/** How to choose the password, as every invitation mail ends. */
export const invitationInstructions = (link: string, code: string) =>
  `Choisissez votre mot de passe en ouvrant ce lien :\n${link}\n\nOu, sur la page « Mot de passe oublié », saisissez votre adresse e-mail puis ce code : ${code}\nLe code est valable 7 jours.\n\nSi vous n'attendiez pas ce message, ignorez-le.\n\nL'équipe Maisonnée`;

/**
 * Creates an invited account holding `access`, with its week-long code, in one transaction
 * (nested in `conn` when it is one); `alsoInTx` writes what must be saved with it (the audit
 * entry). Undefined when the address is taken: nothing is kept then.
 */
export async function insertInvitedUser<T = undefined>(
  deps: InvitationDeps,
  conn: Db | Tx,
  invitee: Invitee,
  access: InvitedAccess,
  alsoInTx?: (tx: Tx, user: q.UserRow) => Promise<T>,
) {
  const code = newCode();
  const unusable = await hashPassword(randomBytes(32).toString('hex'));
  const inserted = await q.insertUnlessEmailTaken(conn, async (tx) => {
    const created = await q.insertUser(tx, {
      email: invitee.email,
      password_hash: unusable,
      civilite: invitee.civilite,
      nom: invitee.nom,
      prenom: invitee.prenom,
      mobile: invitee.mobile,
      name: [invitee.prenom, invitee.nom].filter(Boolean).join(' '),
      ...access,
      email_verified_at: deps.now(),
    });
    await q.insertVerificationCode(
      tx,
      pendingCode(deps, created.id, 'password_reset', code, INVITATION_TTL_MS),
    );
    const extra = alsoInTx ? await alsoInTx(tx, created) : undefined;
    return { created, extra };
  });
  if (!inserted) return undefined;
  const { created: user, extra } = inserted;
  return { user, code, link: invitationLink(deps.publicUrl, user.email, code), extra };
}

/**
 * A new week-long code for an invited account, replacing its pending one (inside `tx` when
 * given); its link and code, to mail once saved.
 */
export async function renewInvitationCode(
  deps: InvitationDeps,
  tx: Db | Tx,
  user: { id: number; email: string },
) {
  const code = newCode();
  await q.replaceVerificationCode(
    tx,
    pendingCode(deps, user.id, 'password_reset', code, INVITATION_TTL_MS),
  );
  return { code, link: invitationLink(deps.publicUrl, user.email, code) };
}
