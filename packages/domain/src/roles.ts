/*
 * Roles of section 6 of the specification and ARCHITECTURE §4: numeric ids in a user's roles_ids.
 * 1 to 4 are the back office (routed to /admin), 5 and 6 the customer side (routed to /account).
 */

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

/** Every role id, in numeric order. */
export const ROLE_IDS: readonly RoleId[] = Object.freeze(Object.values(ROLE));

/** French name of each role, as shown to people. */
export const ROLE_LABELS: Readonly<Record<RoleId, string>> = Object.freeze({
  1: 'Administrateur',
  2: 'Recrutement',
  3: 'Commercial',
  4: 'Comptabilité',
  5: 'Client',
  6: 'Agent',
});

/** Operator roles (administration, recruitment, commercial, accounting), whose home is /admin. */
export const BACK_OFFICE_ROLES = Object.freeze([
  ROLE.ADMINISTRATEUR,
  ROLE.RECRUTEMENT,
  ROLE.COMMERCIAL,
  ROLE.COMPTABILITE,
] as const);

/**
 * The back-office teams, each with the administrators: who may call a team's endpoints and who
 * hears about its events.
 */
export const ROLE_GROUPS = Object.freeze({
  RECRUTEMENT: [ROLE.ADMINISTRATEUR, ROLE.RECRUTEMENT],
  COMMERCIAL: [ROLE.ADMINISTRATEUR, ROLE.COMMERCIAL],
  COMPTABILITE: [ROLE.ADMINISTRATEUR, ROLE.COMPTABILITE],
  /** Recruitment and commercial teams: they plan missions and write announcements. */
  RECRUTEMENT_COMMERCIAL: [ROLE.ADMINISTRATEUR, ROLE.RECRUTEMENT, ROLE.COMMERCIAL],
  /** Payment calls: the client itself and accounting; staff never type card details. */
  PAIEMENT: [ROLE.ADMINISTRATEUR, ROLE.COMPTABILITE, ROLE.CLIENT],
} as const);

/** Roles of the customer side (client and agent), whose home is /account. */
export const CUSTOMER_ROLES = Object.freeze([ROLE.CLIENT, ROLE.AGENT] as const);

/** A role id is valid only when it is one of the six known roles. */
export function isRoleId(value: unknown): value is RoleId {
  return (ROLE_IDS as readonly unknown[]).includes(value);
}

/** True when the role is an operator role (1 to 4). */
export function isBackOfficeRole(role: number): boolean {
  return (BACK_OFFICE_ROLES as readonly number[]).includes(role);
}

/** Where a signed-in user lands. */
export type HomePath = '/account' | '/admin' | '/auth/login';

/**
 * Where a user lands after the session check: '/account' when the role set is non-empty and
 * only holds 5 (client) and/or 6 (agent); '/admin' for any other non-empty set; '/auth/login'
 * when the user has no role.
 */
export function homePathForRoles(rolesIds: readonly number[]): HomePath {
  if (rolesIds.length === 0) return '/auth/login';
  return rolesIds.every((id) => (CUSTOMER_ROLES as readonly number[]).includes(id))
    ? '/account'
    : '/admin';
}

/**
 * A role set is back office (operators, routed to /admin) when it is non-empty and holds any
 * role other than client (5) and agent (6).
 */
export function isBackOfficeRoleSet(rolesIds: readonly number[]): boolean {
  return homePathForRoles(rolesIds) === '/admin';
}

/** Where a signed-in account lands: the home of its roles, or a relative's follow-up. */
export type AccountHomePath = HomePath | '/suivi';

/**
 * Where an account lands after signing in: the home of its roles (`homePathForRoles`); an account
 * without any role that follows a household as a relative (`proche_client_ids`, docs/proches.md)
 * lands on its follow-up, '/suivi', instead of the sign-in page.
 */
export function homePathForAccount(account: {
  roles_ids: readonly number[];
  proche_client_ids?: readonly number[] | undefined;
}): AccountHomePath {
  const home = homePathForRoles(account.roles_ids);
  if (home === '/auth/login' && (account.proche_client_ids?.length ?? 0) > 0) return '/suivi';
  return home;
}
