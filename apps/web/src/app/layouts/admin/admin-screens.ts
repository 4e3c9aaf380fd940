import type { User } from '@maisonnee/contract';
import { BACK_OFFICE_ROLES, ROLE, type RoleId } from '@maisonnee/domain';
import { matchPath } from 'react-router';
import { ENDPOINT_ROLES, type GuardedEndpoint } from '../../../lib/can-call.ts';

/*
 * Which back-office screen each role may open (docs/roles.md, « Screens of the back office »).
 * A screen names the calls it cannot work without; the roles that may open it are those the
 * contract lets make every one of these calls (ENDPOINT_ROLES mirrors the contract's access,
 * can-call.test.ts checks it). The menu offers only these screens and the frame refuses the
 * others in French before the screen loads (admin-layout.tsx), so an accountant is never shown
 * an invoice form that answers 403 on submit. The API checks access anyway.
 */
export interface AdminScreen {
  /** The route pattern under /admin, as in app/rest-routes.tsx. */
  path: string;
  /** The calls the screen opens with; empty: every operator (messaging, the landing). */
  calls: readonly GuardedEndpoint[];
  /** Among those roles, only administrators and managers (`role_manager`): the agency's figures. */
  managersOnly?: true;
}

export const ADMIN_SCREENS: readonly AdminScreen[] = [
  // The landing: the commercial cockpit, or the first section the operator may use.
  { path: '/admin', calls: [] },
  { path: '/admin/messagerie', calls: [] },
  { path: '/admin/messagerie/:id', calls: [] },
  { path: '/admin/clients', calls: ['searchClients'] },
  { path: '/admin/clients/:id', calls: ['getClient'] },
  {
    path: '/admin/planning',
    calls: [
      'getPlanningSemaine',
      'listMissionsAPlanifier',
      'deplacerIntervention',
      'proposerPlanningSemaine',
      'appliquerPropositionPlanning',
    ],
  },
  { path: '/admin/devis', calls: ['listConciergerieDevis'] },
  { path: '/admin/devis/nouveau', calls: ['createDevisLibre'] },
  { path: '/admin/scenarios/nouveau', calls: ['createScenarios'] },
  { path: '/admin/factures', calls: ['listFactures'] },
  { path: '/admin/factures/impayes', calls: ['listImpayes'] },
  { path: '/admin/factures/attestations', calls: ['listAttestationsAnnee'] },
  { path: '/admin/releves', calls: ['listReleves'] },
  { path: '/admin/financeurs', calls: ['listFinanceurs'] },
  { path: '/admin/recrutement', calls: ['listCockpitRecrutement'] },
  { path: '/admin/recrutement/candidats', calls: ['searchCandidatsByStatuts'] },
  { path: '/admin/recrutement/candidats/:id', calls: ['getCandidat'] },
  { path: '/admin/annonces', calls: ['listMissionsAnnonces'] },
  { path: '/admin/equipe', calls: ['listEquipe'] },
  { path: '/admin/statistiques', calls: ['getStatistiques'], managersOnly: true },
  { path: '/admin/exports', calls: ['exportJournalVentes', 'exportVariablesPaie'] },
  { path: '/admin/parametres', calls: ['getParametresAgence'] },
];

/** The back-office roles that may make every call of the screen. */
export function screenRoles(screen: AdminScreen): RoleId[] {
  return BACK_OFFICE_ROLES.filter((role) =>
    screen.calls.every((call) => (ENDPOINT_ROLES[call] as readonly number[]).includes(role)),
  );
}

/** The screen a back-office path shows, or null for a path that is no screen (not found). */
export function screenAt(pathname: string): AdminScreen | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ADMIN_SCREENS.find((screen) => matchPath(screen.path, path) !== null) ?? null;
}

/** What the screens' gate reads of the user: its roles and whether it is a manager. */
export type ScreenUser = Pick<User, 'roles_ids'> & { role_manager?: boolean };

/** True when one of the user's roles may open the screen (and, if it says so, a manager). */
export function canOpenScreen(user: ScreenUser | null | undefined, screen: AdminScreen): boolean {
  if (!user) return false;
  if (screen.managersOnly && !user.roles_ids.includes(ROLE.ADMINISTRATEUR) && !user.role_manager)
    return false;
  const allowed: readonly number[] = screenRoles(screen);
  return user.roles_ids.some((role) => allowed.includes(role));
}
