import type { User } from '@maisonnee/contract';
import { isBackOfficeRoleSet } from '@maisonnee/domain';
import type { Space } from './session.ts';

/**
 * Navigation from outside React (the HTTP client and the session service). The router registers
 * its own `navigate`; until then a full page load is used.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate = (to) => window.location.assign(to);

export function setNavigator(navigate: Navigate): void {
  navigator = navigate;
}

export function navigateTo(to: string, options: { replace?: boolean } = { replace: true }): void {
  if (typeof window !== 'undefined' && window.location.pathname === to) return;
  navigator(to, options);
}

/*
 * One app for several kinds of people (issue 10, point 9; issue 25, point 1): which spaces a user
 * holds, which screens each space offers, and where each lands. A screen is offered only to a
 * space it serves, so nobody follows a link to "réservé aux clients"; a screen announced as
 * "bientôt" is offered to nobody.
 */

/**
 * The spaces of the app: customer (client), agent (intervenant), relative of a household
 * (proche: follows a family's care, issue 25 point 7) and back office (operator).
 */
export type AppSpace = 'client' | 'intervenant' | 'proche' | 'backoffice';

/** The icon of an entry, drawn by the layout (app/layouts/nav-icons.tsx). */
export type NavIcon =
  | 'home'
  | 'missions'
  | 'documents'
  | 'messages'
  | 'besoin'
  | 'proches'
  | 'notifications'
  | 'profil'
  | 'space'
  | 'journee'
  | 'semaine'
  | 'offres'
  | 'declarations'
  | 'agentProfil'
  | 'suivi'
  | 'cockpit';

/** A count shown on an entry: unread messages or unread notifications. */
export type NavBadge = 'messages' | 'notifications';

export interface NavEntry {
  to: string;
  label: string;
  icon?: NavIcon;
  badge?: NavBadge;
}

/**
 * The navigation of the signed-in layout: the tabs (bottom bar on a phone, header links on a
 * wider screen) and the entries under « Plus ».
 */
export interface SpaceNavigation {
  tabs: NavEntry[];
  more: NavEntry[];
}

/** A bottom bar holds at most five entries, « Plus » included. */
export const MAX_TABS = 5;

/** What the navigation needs to know about the user. */
export type NavUser = Pick<User, 'id' | 'roles_ids' | 'client_id' | 'candidat_id'> &
  Partial<Pick<User, 'proche_client_ids'>>;

/** The spaces the user holds, back office first (an operator lands on the cockpit). */
export function spacesOfUser(user: NavUser | null): AppSpace[] {
  if (!user?.id) return [];
  const spaces: AppSpace[] = [];
  if (isBackOfficeRoleSet(user.roles_ids)) spaces.push('backoffice');
  if (user.client_id) spaces.push('client');
  if (user.candidat_id) spaces.push('intervenant');
  // A relative may hold no role, no client and no agent record: the households they follow.
  if ((user.proche_client_ids?.length ?? 0) > 0) spaces.push('proche');
  return spaces;
}

/**
 * The space the navigation follows: the one chosen on /account when the user holds it,
 * otherwise the first one held; null for a user without any space yet.
 */
export function activeSpace(user: NavUser | null, chosen?: Space | null): AppSpace | null {
  const spaces = spacesOfUser(user);
  if (chosen && spaces.includes(chosen)) return chosen;
  return spaces[0] ?? null;
}

/** The screens each space serves, by path or path prefix (the page itself refuses other users). */
const ROUTE_SPACES: Record<string, readonly AppSpace[] | 'everyone'> = {
  '/home': 'everyone',
  '/account': 'everyone',
  '/profil': 'everyone',
  '/besoin': ['client'],
  '/missions': ['client'],
  '/documents': ['client'],
  '/proches': ['client'],
  '/intervenants': ['client'],
  '/account/agent': ['intervenant'],
  '/cahier': ['client', 'intervenant', 'proche'],
  '/suivi': ['proche'],
  '/messagerie': ['client', 'intervenant'],
  '/notifications': 'everyone',
  '/admin': ['backoffice'],
};

/** Screens announced as "bientôt": never offered. */
export const PLACEHOLDER_ROUTES: readonly string[] = [];

/** Paths whose sub-paths are screens of the same space (`/documents/factures`, `/cahier/12`). */
const PREFIX_ROUTES = [
  '/admin',
  '/besoin',
  '/messagerie',
  '/documents',
  '/account/agent',
  '/intervenants',
  '/cahier',
] as const;

function routeKey(to: string): string {
  const path = to.split(/[?#]/)[0] ?? to;
  const prefix = PREFIX_ROUTES.find((key) => path === key || path.startsWith(`${key}/`));
  return prefix ?? path;
}

/** Whether the screen at `to` serves this user (false for unknown and placeholder screens). */
export function isRouteAllowed(user: NavUser | null, to: string): boolean {
  const key = routeKey(to);
  if (!user?.id || PLACEHOLDER_ROUTES.includes(key)) return false;
  const spaces = ROUTE_SPACES[key];
  if (!spaces) return false;
  if (spaces === 'everyone') return true;
  return spacesOfUser(user).some((space) => spaces.includes(space));
}

export const NAV_TEXT = {
  home: 'Accueil',
  missions: 'Missions',
  documents: 'Documents',
  messages: 'Messages',
  besoin: 'Déclarer un besoin',
  proches: 'Mes proches',
  notifications: 'Notifications',
  journee: 'Journée',
  semaine: 'Semaine',
  offres: 'Offres',
  agentDocuments: 'Mes documents',
  declarations: 'Mes déclarations',
  agentProfil: 'Mon profil d’intervenant',
  suivi: 'Suivi',
  cockpit: 'Cockpit',
  profil: 'Mon profil',
  changeSpace: 'Changer d’espace',
} as const;

const NOTIFICATIONS: NavEntry = {
  to: '/notifications',
  label: NAV_TEXT.notifications,
  icon: 'notifications',
  badge: 'notifications',
};
const PROFIL: NavEntry = { to: '/profil', label: NAV_TEXT.profil, icon: 'profil' };
const MESSAGES: NavEntry = {
  to: '/messagerie',
  label: NAV_TEXT.messages,
  icon: 'messages',
  badge: 'messages',
};

/**
 * Each space's tabs and « Plus » entries, in order (the space change is added for a user holding
 * several spaces). The documents' badge is left out: no query of the layout knows cheaply what
 * waits there, and the home's dashboard says it.
 */
const SPACE_NAVIGATION: Record<AppSpace, SpaceNavigation> = {
  client: {
    tabs: [
      { to: '/home', label: NAV_TEXT.home, icon: 'home' },
      { to: '/missions', label: NAV_TEXT.missions, icon: 'missions' },
      { to: '/documents', label: NAV_TEXT.documents, icon: 'documents' },
      MESSAGES,
    ],
    more: [
      { to: '/besoin', label: NAV_TEXT.besoin, icon: 'besoin' },
      { to: '/proches', label: NAV_TEXT.proches, icon: 'proches' },
      NOTIFICATIONS,
      PROFIL,
    ],
  },
  intervenant: {
    tabs: [
      { to: '/account/agent', label: NAV_TEXT.journee, icon: 'journee' },
      { to: '/account/agent/semaine', label: NAV_TEXT.semaine, icon: 'semaine' },
      { to: '/account/agent/annonces', label: NAV_TEXT.offres, icon: 'offres' },
      MESSAGES,
    ],
    more: [
      { to: '/account/agent/documents', label: NAV_TEXT.agentDocuments, icon: 'documents' },
      { to: '/account/agent/declarations', label: NAV_TEXT.declarations, icon: 'declarations' },
      { to: '/account/agent/profil', label: NAV_TEXT.agentProfil, icon: 'agentProfil' },
      NOTIFICATIONS,
      PROFIL,
    ],
  },
  proche: {
    tabs: [{ to: '/suivi', label: NAV_TEXT.suivi, icon: 'suivi' }, NOTIFICATIONS, PROFIL],
    more: [],
  },
  // The back office's own sections are in its layout (/admin), by operator role.
  backoffice: {
    tabs: [{ to: '/admin', label: NAV_TEXT.cockpit, icon: 'cockpit' }, NOTIFICATIONS, PROFIL],
    more: [],
  },
};

const CHANGE_SPACE: NavEntry = { to: '/account', label: NAV_TEXT.changeSpace, icon: 'space' };

/**
 * The navigation offered to this user in the signed-in layout: the tabs and « Plus » entries of
 * the active space, « Changer d'espace » (under « Plus ») when the user holds several spaces. Only
 * screens the user may use (`isRouteAllowed`); at most `MAX_TABS` entries in the bar, « Plus »
 * counted, the others go under « Plus ».
 */
export function navigationFor(user: NavUser | null, chosen?: Space | null): SpaceNavigation {
  if (!user?.id) return { tabs: [], more: [] };
  const space = activeSpace(user, chosen);
  const base: SpaceNavigation = space
    ? SPACE_NAVIGATION[space]
    : { tabs: [{ to: '/home', label: NAV_TEXT.home, icon: 'home' }, PROFIL], more: [] };
  const allowed = (entry: NavEntry) => isRouteAllowed(user, entry.to);
  let tabs = base.tabs.filter(allowed);
  const more = base.more.filter(allowed);
  if (spacesOfUser(user).length > 1) more.push(CHANGE_SPACE);
  if (more.length > 0 && tabs.length > MAX_TABS - 1) {
    more.unshift(...tabs.slice(MAX_TABS - 1));
    tabs = tabs.slice(0, MAX_TABS - 1);
  }
  return { tabs, more };
}

/**
 * The entry of the current page among `entries`: the one whose path is the longest prefix of
 * `pathname` (« Journée » on /account/agent, « Semaine » on /account/agent/semaine, « Documents »
 * on /documents/factures); null when none.
 */
export function currentEntry(entries: readonly NavEntry[], pathname: string): NavEntry | null {
  let found: NavEntry | null = null;
  for (const entry of entries) {
    const path = entry.to.split(/[?#]/)[0] ?? entry.to;
    const matches = pathname === path || pathname.startsWith(`${path}/`);
    if (matches && (!found || path.length > found.to.length)) found = entry;
  }
  return found;
}

/**
 * Where the user's home is: the cockpit for an operator, the household's follow-up for a
 * relative, otherwise the app's home.
 */
export function homePathFor(user: NavUser | null, chosen?: Space | null): string {
  if (!user?.id) return '/auth/login';
  const space = activeSpace(user, chosen);
  if (space === 'backoffice') return '/admin';
  if (space === 'proche') return '/suivi';
  return '/home';
}

/**
 * The entry of the space's navigation that is the current page, and whether it sits under « Plus »
 * (the phone's tab bar and the wide screen's header mark both).
 */
export function currentOfSpace(
  navigation: SpaceNavigation,
  pathname: string,
): { current: NavEntry | null; inMore: boolean } {
  const current = currentEntry([...navigation.tabs, ...navigation.more], pathname);
  return { current, inMore: current !== null && navigation.more.includes(current) };
}
