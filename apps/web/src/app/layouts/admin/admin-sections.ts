import { canCall, type GuardedEndpoint } from '../../../lib/can-call.ts';
import { canOpenScreen, screenAt, type ScreenUser } from './admin-screens.ts';

/**
 * The back office's menu. A section is offered only when the operator may open its screen
 * (admin-screens.ts, from the contract's access of the calls the screen makes): an accountant is
 * not shown a cockpit or a planning that would answer 403.
 */
export interface AdminSection {
  to: string;
  label: string;
  /** A call the entry needs beyond its screen's (/admin is every operator's landing, but the
   * « Cockpit » entry is the commercial cockpit). */
  endpoint?: GuardedEndpoint;
  /** Active only on this exact path (the cockpit is /admin, the parent of every section). */
  end?: boolean;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { to: '/admin', label: 'Cockpit', endpoint: 'listCockpitCommercial', end: true },
  // A recruiter's first section, so that /admin lands on the recruitment cockpit.
  { to: '/admin/recrutement', label: 'Recrutement', end: true },
  { to: '/admin/recrutement/candidats', label: 'Candidats' },
  { to: '/admin/clients', label: 'Clients' },
  { to: '/admin/planning', label: 'Planning' },
  { to: '/admin/devis/nouveau', label: 'Devis' },
  { to: '/admin/releves', label: 'Relevés d’heures' },
  { to: '/admin/factures', label: 'Factures' },
  { to: '/admin/financeurs', label: 'Financeurs' },
  { to: '/admin/exports', label: 'Exports' },
  { to: '/admin/annonces', label: 'Annonces' },
  { to: '/admin/messagerie', label: 'Messagerie' },
  { to: '/admin/equipe', label: 'Équipe' },
  // Administrators and managers only (its screen is `managersOnly`).
  { to: '/admin/statistiques', label: 'Statistiques' },
  { to: '/admin/parametres', label: 'Paramètres' },
];

/** True when the operator may open the section's screen (and make its own call, if any). */
export function canUseSection(user: ScreenUser | null, section: AdminSection): boolean {
  const screen = screenAt(section.to);
  return (
    screen !== null &&
    canOpenScreen(user, screen) &&
    (section.endpoint === undefined || canCall(user, section.endpoint))
  );
}

/** The sections this operator may use, in the menu's order. */
export function sectionsFor(user: ScreenUser | null): AdminSection[] {
  return ADMIN_SECTIONS.filter((section) => canUseSection(user, section));
}
