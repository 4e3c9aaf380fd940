import { BACK_OFFICE_ROLES, ROLE, ROLE_LABELS, type RoleId } from '@maisonnee/domain';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access.ts';
import { AppError, refusal } from '../../lib/app-error.ts';
import type { AuditEntry } from '../agence/audit.ts';
import * as q from './auth.queries.ts';
import type { InvitationDeps } from './invited-accounts.ts';

/*
 * What the operations of the agency's team (/admin/equipe, docs/equipe.md) share: their
 * dependencies, the member as the screen shows it, and the rules every change passes. Each
 * change is written with its audit entry in one transaction (agence/audit.ts).
 */

export interface TeamDeps extends InvitationDeps {
  db: Db;
  mailer: Mailer;
  /** This process's session cache: forgotten at once when an account's roles or state change. */
  sessions?: { forgetUser(userId: number): void };
}

export type MembreEquipe = {
  id: number;
  email: string;
  name: string;
  civilite: string | null;
  nom: string | null;
  prenom: string | null;
  mobile: string | null;
  roles: number[];
  is_manager: boolean;
  is_active: boolean;
  last_login_at: string | null;
  invitation_pending: boolean;
  invitation_expires_at: string | null;
};

const isStaffRole = (role: number) => (BACK_OFFICE_ROLES as readonly number[]).includes(role);

/** The back-office roles of a role set, ascending (a member may also hold a customer space). */
export const staffRolesOf = (roles: readonly number[]) =>
  [...new Set(roles.filter(isStaffRole))].sort((a, b) => a - b);

type StaffRow = Awaited<ReturnType<typeof q.listStaffUsers>>[number];

/** A staff row as the screen shows it; its invitation is pending while it never signed in. */
export function toMembre(row: StaffRow): MembreEquipe {
  const lastLogin = row.last_session_at ?? row.last_login_at;
  const pendingUntil = lastLogin === null ? row.pending_code_until : null;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    civilite: row.civilite,
    nom: row.nom,
    prenom: row.prenom,
    mobile: row.mobile,
    roles: staffRolesOf(row.roles_ids),
    is_manager: row.role_manager,
    is_active: row.is_active,
    last_login_at: lastLogin?.toISOString() ?? null,
    invitation_pending: pendingUntil !== null,
    invitation_expires_at: pendingUntil?.toISOString() ?? null,
  };
}

/** The member `userId` as the screen shows it (after a change). */
export async function readMembre(db: Db | Tx, userId: number): Promise<MembreEquipe> {
  const [row] = await q.listStaffUsers(db, BACK_OFFICE_ROLES, userId);
  if (!row) throw MEMBRE_NOT_FOUND();
  return toMembre(row);
}

export const MEMBRE_NOT_FOUND = () =>
  new AppError('NOT_FOUND', "Ce membre de l'équipe est introuvable.");

/**
 * The member `userId`, locked for the transaction: an account holding a back-office role (a
 * client's or an agent's account is not the team's to change).
 */
export async function lockMembre(tx: Tx, userId: number): Promise<q.UserRow> {
  const user = await q.findUserForUpdate(tx, userId);
  if (!user || staffRolesOf(user.roles_ids).length === 0) throw MEMBRE_NOT_FOUND();
  return user;
}

/**
 * The team keeps one active administrator at least: refuses a change after which `user` would
 * no longer be one when it is the last (the administrators are locked until the change is saved).
 */
export async function assertAnotherAdministrateur(
  tx: Tx,
  user: q.UserRow,
  move: 'role' | 'deactivate',
): Promise<void> {
  const administrateurs = await q.lockActiveUsersWithRole(tx, ROLE.ADMINISTRATEUR);
  if (administrateurs.some((id) => id !== user.id)) return;
  if (!administrateurs.includes(user.id)) return;
  throw refusal(
    'LAST_ADMINISTRATEUR',
    move === 'role'
      ? `${user.name} est le dernier administrateur actif : nommez d'abord un autre administrateur avant de lui retirer ce rôle.`
      : `${user.name} est le dernier administrateur actif : nommez d'abord un autre administrateur avant de désactiver ce compte.`,
  );
}

/** Who made a change, for the audit entry. */
export const actorOf = (auth: AuthContext): AuditEntry['actor'] => ({
  id: auth.userId,
  name: auth.user.name,
});

/** « Commercial, Comptabilité » (« aucun » for none). */
export const rolesLabel = (roles: readonly number[]) =>
  roles.length === 0 ? 'aucun' : roles.map((role) => ROLE_LABELS[role as RoleId]).join(', ');
