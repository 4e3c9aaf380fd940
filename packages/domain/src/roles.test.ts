import { describe, expect, it } from 'vitest';
import {
  BACK_OFFICE_ROLES,
  CUSTOMER_ROLES,
  ROLE,
  ROLE_IDS,
  ROLE_GROUPS,
  ROLE_LABELS,
  homePathForAccount,
  homePathForRoles,
  isBackOfficeRole,
  isBackOfficeRoleSet,
  isRoleId,
} from './roles.ts';

describe('ROLE', () => {
  it('numbers the roles as the API does', () => {
    expect(ROLE_IDS).toEqual([1, 2, 3, 4, 5, 6]);
    expect([ROLE.ADMINISTRATEUR, ROLE.COMPTABILITE, ROLE.AGENT]).toEqual([1, 4, 6]);
    expect(ROLE_LABELS[ROLE.COMPTABILITE]).toBe('Comptabilité');
  });

  it('splits the roles into back office (1 to 4) and customer side (5, 6)', () => {
    expect([...BACK_OFFICE_ROLES, ...CUSTOMER_ROLES]).toEqual(ROLE_IDS);
    expect(isBackOfficeRole(4)).toBe(true);
    expect(isBackOfficeRole(5)).toBe(false);
    expect(isRoleId(6)).toBe(true);
    expect(isRoleId(7)).toBe(false);
  });

  it('puts the administrators in every back-office team', () => {
    for (const team of Object.values(ROLE_GROUPS)) expect(team).toContain(ROLE.ADMINISTRATEUR);
    expect(ROLE_GROUPS.RECRUTEMENT_COMMERCIAL).toEqual([1, 2, 3]);
  });
});

describe('homePathForRoles', () => {
  it.each([
    [[5], '/account'],
    [[6], '/account'],
    [[5, 6], '/account'],
    [[6, 6], '/account'],
    [[1], '/admin'],
    [[2, 3], '/admin'],
    [[4], '/admin'],
    [[5, 1], '/admin'],
    [[6, 4], '/admin'],
    [[42], '/admin'],
    [[], '/auth/login'],
  ])('sends roles %j to %s', (roles, path) => {
    expect(homePathForRoles(roles)).toBe(path);
  });
});

describe('isBackOfficeRoleSet', () => {
  it('is true when a role other than client or agent is present', () => {
    expect(isBackOfficeRoleSet([1])).toBe(true);
    expect(isBackOfficeRoleSet([5, 3])).toBe(true);
  });

  it('is false for customer-side roles only, or no role', () => {
    expect(isBackOfficeRoleSet([5, 6])).toBe(false);
    expect(isBackOfficeRoleSet([])).toBe(false);
  });
});

describe('homePathForAccount', () => {
  it('sends an account without role that follows a household to its follow-up', () => {
    expect(homePathForAccount({ roles_ids: [], proche_client_ids: [12] })).toBe('/suivi');
    expect(homePathForAccount({ roles_ids: [], proche_client_ids: [] })).toBe('/auth/login');
    expect(homePathForAccount({ roles_ids: [] })).toBe('/auth/login');
  });

  it('keeps the home of the roles of an account that also follows a household', () => {
    expect(homePathForAccount({ roles_ids: [5], proche_client_ids: [12] })).toBe('/account');
    expect(homePathForAccount({ roles_ids: [1], proche_client_ids: [12] })).toBe('/admin');
  });
});
