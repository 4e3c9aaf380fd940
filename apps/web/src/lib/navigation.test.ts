import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/tokens.ts';
import {
  MAX_TABS,
  activeSpace,
  currentEntry,
  homePathFor,
  isRouteAllowed,
  navigationFor,
  spacesOfUser,
  type SpaceNavigation,
} from './navigation.ts';

const client = makeUser({ roles_ids: [5], client_id: 3, candidat_id: null });
const agent = makeUser({ roles_ids: [6], client_id: null, candidat_id: 9 });
const both = makeUser({ roles_ids: [5, 6], client_id: 3, candidat_id: 9 });
const operator = makeUser({ roles_ids: [1, 3], client_id: null, candidat_id: null });
const accountant = makeUser({ roles_ids: [4], client_id: null, candidat_id: null });
const nobody = makeUser({ roles_ids: [5], client_id: null, candidat_id: null });
/** A relative only: no role, no client, no agent record, one household followed. */
const relative = makeUser({
  roles_ids: [],
  client_id: null,
  candidat_id: null,
  proche_client_ids: [3],
});
const clientAndRelative = makeUser({ roles_ids: [5], client_id: 3, proche_client_ids: [8] });

const paths = (entries: { to: string }[]) => entries.map((entry) => entry.to);
const tabs = (navigation: SpaceNavigation) => paths(navigation.tabs);
const more = (navigation: SpaceNavigation) => paths(navigation.more);

describe('navigation per space', () => {
  it('a client has home, missions, documents and messages as tabs; the rest under « Plus »', () => {
    const navigation = navigationFor(client);
    expect(navigation.tabs.map((entry) => entry.label)).toEqual([
      'Accueil',
      'Missions',
      'Documents',
      'Messages',
    ]);
    expect(tabs(navigation)).toEqual(['/home', '/missions', '/documents', '/messagerie']);
    expect(more(navigation)).toEqual(['/besoin', '/proches', '/notifications', '/profil']);
    expect(navigation.tabs.find((entry) => entry.to === '/messagerie')?.badge).toBe('messages');
    expect(navigation.more.find((entry) => entry.to === '/notifications')?.badge).toBe(
      'notifications',
    );
  });

  it('an agent has the day, the week, the job posts and messages; papers under « Plus »', () => {
    const navigation = navigationFor(agent);
    expect(navigation.tabs.map((entry) => entry.label)).toEqual([
      'Journée',
      'Semaine',
      'Offres',
      'Messages',
    ]);
    expect(tabs(navigation)).toEqual([
      '/account/agent',
      '/account/agent/semaine',
      '/account/agent/annonces',
      '/messagerie',
    ]);
    expect(more(navigation)).toEqual([
      '/account/agent/documents',
      '/account/agent/declarations',
      '/account/agent/profil',
      '/notifications',
      '/profil',
    ]);
  });

  it('a relative follows the household, the notifications and the profile, without « Plus »', () => {
    expect(spacesOfUser(relative)).toEqual(['proche']);
    const navigation = navigationFor(relative);
    expect(tabs(navigation)).toEqual(['/suivi', '/notifications', '/profil']);
    expect(navigation.more).toEqual([]);
    expect(homePathFor(relative)).toBe('/suivi');
  });

  it('an operator is offered the cockpit, the notifications and the profile, no customer screen', () => {
    expect(tabs(navigationFor(operator))).toEqual(['/admin', '/notifications', '/profil']);
    expect(tabs(navigationFor(accountant))).toEqual(['/admin', '/notifications', '/profil']);
  });

  it('a user with two spaces follows the chosen one and may change space under « Plus »', () => {
    const navigation = navigationFor(both, 'intervenant');
    expect(tabs(navigation)).toContain('/account/agent/semaine');
    expect(more(navigation).at(-1)).toBe('/account');
    expect(tabs(navigationFor(both, 'client'))).toContain('/missions');
    expect(more(navigationFor(client))).not.toContain('/account');
    // Without a choice, the first space held.
    expect(activeSpace(both, null)).toBe('client');
    // A stored choice the user does not hold (another account on this device) is ignored.
    expect(activeSpace(client, 'intervenant')).toBe('client');
    // A client who also follows another household chooses the relative's space.
    expect(spacesOfUser(clientAndRelative)).toEqual(['client', 'proche']);
    expect(tabs(navigationFor(clientAndRelative, 'proche'))).toEqual([
      '/suivi',
      '/notifications',
      '/profil',
    ]);
    expect(more(navigationFor(clientAndRelative, 'proche'))).toEqual(['/account']);
    expect(homePathFor(clientAndRelative)).toBe('/home');
  });

  it('a user without any space is offered only the home and the profile', () => {
    expect(spacesOfUser(nobody)).toEqual([]);
    expect(tabs(navigationFor(nobody))).toEqual(['/home', '/profil']);
    expect(navigationFor(null)).toEqual({ tabs: [], more: [] });
  });

  it.each([
    ['client', client],
    ['agent', agent],
    ['both', both],
    ['operator', operator],
    ['nobody', nobody],
    ['relative', relative],
    ['client and relative', clientAndRelative],
  ])(
    'every entry offered to %s serves them, and the bar holds at most five with « Plus »',
    (_name, user) => {
      for (const chosen of [null, 'client', 'intervenant', 'proche'] as const) {
        const navigation = navigationFor(user, chosen);
        for (const entry of [...navigation.tabs, ...navigation.more]) {
          expect(isRouteAllowed(user, entry.to), entry.to).toBe(true);
          expect(entry.icon, entry.to).toBeDefined();
        }
        const bar = navigation.tabs.length + (navigation.more.length > 0 ? 1 : 0);
        expect(bar).toBeLessThanOrEqual(MAX_TABS);
      }
    },
  );

  it('customer screens refuse other spaces; messaging serves customers, notifications everyone', () => {
    expect(isRouteAllowed(agent, '/missions')).toBe(false);
    expect(isRouteAllowed(agent, '/besoin/abc')).toBe(false);
    expect(isRouteAllowed(operator, '/documents')).toBe(false);
    expect(isRouteAllowed(client, '/account/agent')).toBe(false);
    expect(isRouteAllowed(client, '/account/agent/semaine')).toBe(false);
    expect(isRouteAllowed(client, '/admin/clients')).toBe(false);
    expect(isRouteAllowed(operator, '/admin/clients')).toBe(true);
    for (const user of [client, agent, both]) {
      expect(isRouteAllowed(user, '/messagerie')).toBe(true);
      expect(isRouteAllowed(user, '/messagerie/abc')).toBe(true);
    }
    // Operators answer in the back office's own messaging (/admin/messagerie).
    expect(isRouteAllowed(operator, '/messagerie')).toBe(false);
    expect(paths(navigationFor(operator).tabs)).not.toContain('/messagerie');
    for (const user of [client, agent, operator, accountant, relative]) {
      expect(isRouteAllowed(user, '/notifications')).toBe(true);
    }
    expect(isRouteAllowed(null, '/notifications')).toBe(false);
    expect(isRouteAllowed(relative, '/messagerie')).toBe(false);
  });

  it('the screens of issue 25 serve their spaces', () => {
    for (const path of [
      '/account/agent/semaine',
      '/account/agent/documents',
      '/account/agent/annonces',
      '/account/agent/declarations',
      '/account/agent/profil',
    ]) {
      expect(isRouteAllowed(agent, path), path).toBe(true);
      expect(isRouteAllowed(client, path), path).toBe(false);
    }
    for (const section of [
      'releves',
      'factures',
      'devis',
      'attestations',
      'fichiers',
      'paiement',
    ]) {
      expect(isRouteAllowed(client, `/documents/${section}`)).toBe(true);
      expect(isRouteAllowed(agent, `/documents/${section}`)).toBe(false);
    }
    expect(isRouteAllowed(client, '/intervenants/abc')).toBe(true);
    expect(isRouteAllowed(agent, '/intervenants/abc')).toBe(false);
    for (const user of [client, agent, relative]) {
      expect(isRouteAllowed(user, '/cahier/abc')).toBe(true);
    }
    expect(isRouteAllowed(operator, '/cahier/abc')).toBe(false);
    expect(isRouteAllowed(client, '/proches')).toBe(true);
    expect(isRouteAllowed(relative, '/proches')).toBe(false);
    expect(isRouteAllowed(relative, '/suivi')).toBe(true);
    expect(isRouteAllowed(client, '/suivi')).toBe(false);
    expect(isRouteAllowed(relative, '/documents')).toBe(false);
    expect(isRouteAllowed(relative, '/missions')).toBe(false);
  });
});

describe('the current entry', () => {
  it('is the longest path that holds the page', () => {
    const navigation = navigationFor(both, 'intervenant');
    const entries = [...navigation.tabs, ...navigation.more];
    expect(currentEntry(entries, '/account/agent')?.label).toBe('Journée');
    expect(currentEntry(entries, '/account/agent/semaine')?.label).toBe('Semaine');
    expect(currentEntry(entries, '/account/agent/profil')?.label).toBe('Mon profil d’intervenant');
    expect(currentEntry(entries, '/account')?.label).toBe('Changer d’espace');
    expect(currentEntry(entries, '/messagerie/abc')?.label).toBe('Messages');
    expect(currentEntry(entries, '/missionsx')).toBeNull();
    const clientEntries = [...navigationFor(client).tabs, ...navigationFor(client).more];
    expect(currentEntry(clientEntries, '/documents/factures')?.label).toBe('Documents');
    expect(currentEntry(clientEntries, '/besoin/abc')?.label).toBe('Déclarer un besoin');
    expect(currentEntry(clientEntries, '/cahier/abc')).toBeNull();
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
