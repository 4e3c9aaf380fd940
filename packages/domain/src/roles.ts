/** Role ids found in a user's roles_ids. */
export const ROLE = Object.freeze({
  ADMINISTRATEUR: 1,
  RECRUTEMENT: 2,
  COMMERCIAL: 3,
  COMPTABILITE: 4,
  CLIENT: 5,
  AGENT: 6,
} as const);

/** One of the known role ids. */
export type RoleId = (typeof ROLE)[keyof typeof ROLE];

/** French name of each role, as shown to people. */
export const ROLE_LABELS: Readonly<Record<RoleId, string>> = Object.freeze({
  1: 'Administrateur',
  2: 'Recrutement',
  3: 'Commercial',
  4: 'Comptabilité',
  5: 'Client',
  6: 'Agent',
});

/** Roles of the customer side (client and agent), whose home is /account. */
export const CUSTOMER_ROLE_IDS: readonly number[] = Object.freeze([ROLE.CLIENT, ROLE.AGENT]);

/** Where a signed-in user lands. */
export type HomePath = '/account' | '/admin' | '/auth/login';

/**
 * Where a user lands after the session check: '/account' when the role set is non-empty and
 * only holds 5 (client) and/or 6 (agent); '/admin' for any other non-empty set; '/auth/login'
 * when the user has no role.
 */
export function homePathForRoles(rolesIds: readonly number[]): HomePath {
  if (rolesIds.length === 0) return '/auth/login';
  return rolesIds.every((id) => CUSTOMER_ROLE_IDS.includes(id)) ? '/account' : '/admin';
}

/**
 * A role set is back office (operators, routed to /admin) when it is non-empty and holds any
 * role other than client (5) and agent (6).
 */
export function isBackOfficeRoleSet(rolesIds: readonly number[]): boolean {
  return homePathForRoles(rolesIds) === '/admin';
}
