import type { Access } from '@maisonnee/contract';
import { isBackOfficeRole } from '@maisonnee/domain';
import type { users } from '../db/schema/users.ts';
import { AppError } from './app-error.ts';

export type CallerUser = typeof users.$inferSelect;

/** Who is calling, as established from a valid access token and an active session. */
export interface AuthContext {
  userId: number;
  sessionId: string;
  issuer: string;
  roles: number[];
  clientId: number | null;
  candidatId: number | null;
  /** The caller's user record as read with the session (at most a second old). */
  user: CallerUser;
}

/** True when the caller holds an operator role (BACK_OFFICE_ROLES: 1 to 4). */
export const isBackOffice = (auth: AuthContext) => auth.roles.some(isBackOfficeRole);

/** True when the caller holds one of the roles the endpoint allows. */
export function hasAllowedRole(auth: AuthContext, access: Access): boolean {
  if (access.kind === 'public' || access.roles === 'any') return true;
  return auth.roles.some((role) => (access.roles as readonly number[]).includes(role));
}

/** The owner of a resource, as far as the ownership rule is concerned. */
export interface ResourceOwner {
  userId?: number | null;
  clientId?: number | null;
  candidatId?: number | null;
}

/**
 * The one ownership check (ARCHITECTURE §4): a back-office caller whose role the endpoint lists
 * passes; a customer-side caller passes only when the resource is theirs: the same user, their
 * client record, or their agent record. Throws 403 FORBIDDEN otherwise.
 *
 * Services call this after loading the resource, before reading or changing it; for a missing
 * resource they answer 404 first, so callers cannot tell "not yours" from "not there" only when
 * the ids are guessed — path ids are encrypted anyway.
 */
export function assertOwns(auth: AuthContext, access: Access, owner: ResourceOwner): void {
  if (access.kind === 'public') return;
  const listedBackOffice =
    access.roles === 'any'
      ? isBackOffice(auth)
      : auth.roles.some(
          (role) => isBackOfficeRole(role) && (access.roles as readonly number[]).includes(role),
        );
  if (listedBackOffice) return;
  const owns =
    (owner.userId != null && owner.userId === auth.userId) ||
    (owner.clientId != null && owner.clientId === auth.clientId) ||
    (owner.candidatId != null && owner.candidatId === auth.candidatId);
  if (!owns) throw new AppError('FORBIDDEN', "Vous n'avez pas accès à cette ressource.");
}
