import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/tokens.ts';
import {
  activeSpace,
  homePathFor,
  isRouteAllowed,
  navigationFor,
  spacesOfUser,
} from './navigation.ts';

const client = makeUser({ roles_ids: [5], client_id: 3, candidat_id: null });
const agent = makeUser({ roles_ids: [6], client_id: null, candidat_id: 9 });
const both = makeUser({ roles_ids: [5, 6], client_id: 3, candidat_id: 9 });
const operator = makeUser({ roles_ids: [1, 3], client_id: null, candidat_id: null });
const accountant = makeUser({ roles_ids: [4], client_id: null, candidat_id: null });
const nobody = makeUser({ roles_ids: [5], client_id: null, candidat_id: null });

const paths = (entries: { to: string }[]) => entries.map((entry) => entry.to);

describe('navigation per space', () => {
  it('a client is offered needs, missions, documents, messaging and the profile', () => {
    expect(paths(navigationFor(client))).toEqual([
      '/home',
      '/besoin',
      '/missions',
      '/documents',
      '/messagerie',
      '/profil',
    ]);
  });

  it('an agent is offered the day’s interventions, the declarations, messaging and the profile', () => {
    expect(paths(navigationFor(agent))).toEqual([
      '/home',
      '/account/agent',
      '/account/agent#declarations',
      '/messagerie',
      '/profil',
    ]);
  });

  it('an operator is offered the cockpit and the profile, no customer screen', () => {
    expect(paths(navigationFor(operator))).toEqual(['/admin', '/profil']);
    expect(paths(navigationFor(accountant))).toEqual(['/admin', '/profil']);
  });

  it('a user with two spaces follows the chosen one and may change space', () => {
    expect(paths(navigationFor(both, 'intervenant'))).toEqual([
      '/home',
      '/account/agent',
      '/account/agent#declarations',
      '/messagerie',
      '/account',
      '/profil',
    ]);
    expect(paths(navigationFor(both, 'client'))).toContain('/missions');
    // Without a choice, the first space held.
    expect(activeSpace(both, null)).toBe('client');
    // A stored choice the user does not hold (another account on this device) is ignored.
    expect(activeSpace(client, 'intervenant')).toBe('client');
  });

  it('a user without any space is offered only the home and the profile', () => {
    expect(spacesOfUser(nobody)).toEqual([]);
    expect(paths(navigationFor(nobody))).toEqual(['/home', '/profil']);
    expect(navigationFor(null)).toEqual([]);
  });

  it.each([
    ['client', client],
    ['agent', agent],
    ['both', both],
    ['operator', operator],
    ['nobody', nobody],
  ])('every entry offered to %s is a screen that serves them', (_name, user) => {
    for (const chosen of [null, 'client', 'intervenant'] as const) {
      for (const entry of navigationFor(user, chosen)) {
        expect(isRouteAllowed(user, entry.to), entry.to).toBe(true);
      }
    }
  });

  it('customer screens refuse other spaces; messaging serves customers, notifications everyone', () => {
    expect(isRouteAllowed(agent, '/missions')).toBe(false);
    expect(isRouteAllowed(agent, '/besoin/abc')).toBe(false);
    expect(isRouteAllowed(operator, '/documents')).toBe(false);
    expect(isRouteAllowed(client, '/account/agent')).toBe(false);
    expect(isRouteAllowed(client, '/admin/clients')).toBe(false);
    expect(isRouteAllowed(operator, '/admin/clients')).toBe(true);
    for (const user of [client, agent, both]) {
      expect(isRouteAllowed(user, '/messagerie')).toBe(true);
      expect(isRouteAllowed(user, '/messagerie/abc')).toBe(true);
    }
    // Operators answer in the back office's own messaging (/admin/messagerie).
    expect(isRouteAllowed(operator, '/messagerie')).toBe(false);
    expect(paths(navigationFor(operator))).not.toContain('/messagerie');
    for (const user of [client, agent, operator, accountant]) {
      expect(isRouteAllowed(user, '/notifications')).toBe(true);
    }
    expect(isRouteAllowed(null, '/notifications')).toBe(false);
  });
});

describe('home per space', () => {
  it('an operator’s home is the cockpit, a customer’s the app’s home, signed out the login', () => {
    expect(homePathFor(operator)).toBe('/admin');
    expect(homePathFor(client)).toBe('/home');
    expect(homePathFor(agent)).toBe('/home');
    expect(homePathFor(null)).toBe('/auth/login');
    // An operator who also holds a client space and chose it lands in that space.
    const operatorClient = makeUser({ roles_ids: [3, 5], client_id: 3 });
    expect(homePathFor(operatorClient)).toBe('/admin');
    expect(homePathFor(operatorClient, 'client')).toBe('/home');
  });
});
