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
 * One app for three kinds of people (issue 10, point 9): which spaces a user holds, which
 * screens each space offers, and where each lands. A screen is offered only to a space it
 * serves, so nobody follows a link to "réservé aux clients"; a screen announced as "bientôt"
 * (the messaging placeholder) is offered to nobody.
 */

/** The spaces of the app: customer (client), agent (intervenant) and back office (operator). */
export type AppSpace = 'client' | 'intervenant' | 'backoffice';

export interface NavEntry {
  to: string;
  label: string;
}

/** What the navigation needs to know about the user. */
export type NavUser = Pick<User, 'id' | 'roles_ids' | 'client_id' | 'candidat_id'>;

/** The spaces the user holds, back office first (an operator lands on the cockpit). */
export function spacesOfUser(user: NavUser | null): AppSpace[] {
  if (!user?.id) return [];
  const spaces: AppSpace[] = [];
  if (isBackOfficeRoleSet(user.roles_ids)) spaces.push('backoffice');
  if (user.client_id) spaces.push('client');
  if (user.candidat_id) spaces.push('intervenant');
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

/** The screens each space serves, by path (the page itself refuses other users). */
const ROUTE_SPACES: Record<string, readonly AppSpace[] | 'everyone'> = {
  '/home': 'everyone',
  '/account': 'everyone',
  '/profil': 'everyone',
  '/besoin': ['client'],
  '/missions': ['client'],
  '/documents': ['client'],
  '/account/agent': ['intervenant'],
  '/messagerie': ['client', 'intervenant'],
  '/notifications': 'everyone',
  '/admin': ['backoffice'],
};

/** Screens announced as "bientôt": never offered. */
export const PLACEHOLDER_ROUTES: readonly string[] = [];

function routeKey(to: string): string {
  const path = to.split(/[?#]/)[0] ?? to;
  if (path.startsWith('/admin')) return '/admin';
  if (path.startsWith('/besoin')) return '/besoin';
  if (path.startsWith('/messagerie')) return '/messagerie';
  return path;
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
  besoins: 'Mes besoins',
  missions: 'Mes missions',
  documents: 'Mes documents',
  interventions: 'Mes interventions',
  declarations: 'Mes déclarations',
  messagerie: 'Messagerie',
  cockpit: 'Cockpit',
  profil: 'Mon profil',
  changeSpace: 'Changer d’espace',
} as const;

/** The main links of each space, in the menu's order (the profile is added for everyone). */
const SPACE_ENTRIES: Record<AppSpace, readonly NavEntry[]> = {
  client: [
    { to: '/home', label: NAV_TEXT.home },
    { to: '/besoin', label: NAV_TEXT.besoins },
    { to: '/missions', label: NAV_TEXT.missions },
    { to: '/documents', label: NAV_TEXT.documents },
    { to: '/messagerie', label: NAV_TEXT.messagerie },
  ],
  intervenant: [
    { to: '/home', label: NAV_TEXT.home },
    { to: '/account/agent', label: NAV_TEXT.interventions },
    { to: '/account/agent#declarations', label: NAV_TEXT.declarations },
    { to: '/messagerie', label: NAV_TEXT.messagerie },
  ],
  // The back office's own sections are in its layout (/admin), by operator role.
  backoffice: [{ to: '/admin', label: NAV_TEXT.cockpit }],
};

/**
 * The links offered to this user in the signed-in layout: those of the active space, then
 * "Changer d'espace" when the user holds several spaces, then the profile. Only screens the
 * user may use (`isRouteAllowed`).
 */
export function navigationFor(user: NavUser | null, chosen?: Space | null): NavEntry[] {
  if (!user?.id) return [];
  const space = activeSpace(user, chosen);
  const entries: NavEntry[] = space
    ? [...SPACE_ENTRIES[space]]
    : [{ to: '/home', label: NAV_TEXT.home }];
  if (spacesOfUser(user).length > 1) entries.push({ to: '/account', label: NAV_TEXT.changeSpace });
  entries.push({ to: '/profil', label: NAV_TEXT.profil });
  return entries.filter((entry) => isRouteAllowed(user, entry.to));
}

/** Where the user's home is: the cockpit for an operator, otherwise the app's home. */
export function homePathFor(user: NavUser | null, chosen?: Space | null): string {
  if (!user?.id) return '/auth/login';
  return activeSpace(user, chosen) === 'backoffice' ? '/admin' : '/home';
}
