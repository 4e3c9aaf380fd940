import { endpoints } from '@maisonnee/contract';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/tokens.ts';
import { ENDPOINT_ROLES, canCall, type GuardedEndpoint } from './can-call.ts';

const names = Object.keys(ENDPOINT_ROLES) as GuardedEndpoint[];

describe('canCall mirrors the access of the contract', () => {
  it.each(names)('%s: the same roles as the contract declares', (name) => {
    const access = endpoints[name].access;
    expect(access.kind).toBe('user');
    const declared = access.kind === 'user' ? access.roles : [];
    expect(declared).not.toBe('any');
    expect([...new Set(ENDPOINT_ROLES[name])].sort()).toEqual(
      [...new Set(declared as readonly number[])].sort(),
    );
  });

  it('lets a commercial operator use the cockpit, not an accountant nor a recruiter', () => {
    expect(canCall(makeUser({ roles_ids: [3] }), 'listCockpitCommercial')).toBe(true);
    expect(canCall(makeUser({ roles_ids: [1] }), 'listCockpitCommercial')).toBe(true);
    expect(canCall(makeUser({ roles_ids: [4] }), 'listCockpitCommercial')).toBe(false);
    expect(canCall(makeUser({ roles_ids: [2] }), 'listCockpitCommercial')).toBe(false);
    expect(canCall(makeUser({ roles_ids: [2, 4] }), 'searchClients')).toBe(true);
    expect(canCall(null, 'searchClients')).toBe(false);
  });
});
