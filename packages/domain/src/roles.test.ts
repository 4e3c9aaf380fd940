import { describe, expect, it } from 'vitest';
import { ROLE, ROLE_LABELS, homePathForRoles, isBackOfficeRoleSet } from './roles.ts';

describe('ROLE', () => {
  it('numbers the roles as the API does', () => {
    expect(ROLE).toEqual({
      ADMINISTRATEUR: 1,
      RECRUTEMENT: 2,
      COMMERCIAL: 3,
      COMPTABILITE: 4,
      CLIENT: 5,
      AGENT: 6,
    });
    expect(ROLE_LABELS[ROLE.COMPTABILITE]).toBe('Comptabilité');
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
