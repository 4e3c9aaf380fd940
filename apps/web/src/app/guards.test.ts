import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/tokens.ts';
import { adminGuard, sessionHome, userGuard } from './guards.tsx';

describe('guards', () => {
  it('a guarded route needs a stored user with an id', () => {
    expect(userGuard(null)).toBe('/auth/login');
    expect(userGuard({ id: 0 } as never)).toBe('/auth/login');
    expect(userGuard(makeUser())).toBe('allow');
  });

  it('/admin is for back-office roles; customers go back to /account', () => {
    expect(adminGuard(null)).toBe('/auth/login');
    expect(adminGuard(makeUser({ roles_ids: [1, 3] }))).toBe('allow');
    expect(adminGuard(makeUser({ roles_ids: [4] }))).toBe('allow');
    expect(adminGuard(makeUser({ roles_ids: [5] }))).toBe('/account');
    expect(adminGuard(makeUser({ roles_ids: [5, 6] }))).toBe('/account');
  });

  it('after checking a session, roles 5 or 6 go to /account and others to /admin', () => {
    expect(sessionHome(makeUser({ roles_ids: [5] }), true)).toBe('/account');
    expect(sessionHome(makeUser({ roles_ids: [6] }), true)).toBe('/account');
    expect(sessionHome(makeUser({ roles_ids: [5, 6] }), true)).toBe('/account');
    expect(sessionHome(makeUser({ roles_ids: [1, 3] }), true)).toBe('/admin');
    expect(sessionHome(makeUser({ roles_ids: [2, 5] }), true)).toBe('/admin');
  });

  it('signed out, or without roles, stays on the auth screens', () => {
    expect(sessionHome(makeUser(), false)).toBeNull();
    expect(sessionHome(null, true)).toBeNull();
    expect(sessionHome(makeUser({ roles_ids: [] }), true)).toBeNull();
    // A relative without role follows a household: its follow-up (docs/proches.md).
    expect(sessionHome(makeUser({ roles_ids: [], proche_client_ids: [3] }), true)).toBe('/suivi');
  });
});
