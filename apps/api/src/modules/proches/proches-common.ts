import type { Proche } from '@maisonnee/contract';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { InvitationDeps } from '../auth/invited-accounts.ts';
import type { ProcheRow } from './proches.queries.ts';

/*
 * What the operations of a family's relatives share (issue 25, point 7; docs/proches.md): their
 * dependencies, the relative as the family's screen shows it, and the family's own household.
 */

export interface ProchesDeps extends InvitationDeps {
  db: Db;
  mailer: Mailer;
  /** This process's session cache: the removed relative's sessions are read again at once. */
  sessions?: { forgetUser(userId: number): void };
}

/** The relative as the family's screen shows it. */
export function toProche(row: ProcheRow): Proche {
  return {
    id: row.id,
    email: row.email,
    prenom: row.prenom,
    nom: row.nom,
    lien: row.lien,
    statut: row.revoked_at ? 'revoked' : row.accepted_at ? 'active' : 'invited',
    invited_at: row.invited_at.toISOString(),
    accepted_at: row.accepted_at?.toISOString() ?? null,
    revoked_at: row.revoked_at?.toISOString() ?? null,
  };
}

/**
 * The caller's household: a family manages the relatives of its own client record only. The
 * route let role 5 through; an account without a client record (a relative, an agent) is refused.
 */
export function householdOf(auth: AuthContext): number {
  if (auth.clientId === null) {
    throw new AppError('FORBIDDEN', 'Seule la famille du foyer gère ses proches.');
  }
  return auth.clientId;
}

export const PROCHE_NOT_FOUND = () => new AppError('NOT_FOUND', 'Ce proche est introuvable.');

/** Who invites, as the mail names them (« Alice Durand »). */
export const familyName = (auth: AuthContext) =>
  auth.user.name?.trim() ||
  [auth.user.prenom, auth.user.nom].filter(Boolean).join(' ') ||
  'Votre proche';
