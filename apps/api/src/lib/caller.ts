import type { Access } from '@maisonnee/contract';
import { assertOwns, hasAllowedRole, type AuthContext, type ResourceOwner } from './access.ts';
import { AppError } from './app-error.ts';

/**
 * The check an operation makes before anything else (issue 23, point 3): the caller holds a role
 * the endpoint lists (403 FORBIDDEN otherwise) and, when the resource has an owner, passes the
 * ownership rule (`assertOwns`). The route checked the role already; an operation does not rely
 * on it, so it stays safe when another route or module calls it.
 */
export function assertCaller(auth: AuthContext, access: Access, owner?: ResourceOwner): void {
  if (!hasAllowedRole(auth, access)) {
    throw new AppError('FORBIDDEN', 'Votre rôle ne permet pas cette action.');
  }
  if (owner) assertOwns(auth, access, owner);
}
