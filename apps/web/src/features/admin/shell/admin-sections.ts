import type { User } from '@maisonnee/contract';
import { isBackOfficeRoleSet } from '@maisonnee/domain';
import { canCall, type GuardedEndpoint } from '../../../lib/can-call.ts';

/**
 * The back office's sections. Each one is offered only when the operator may call the endpoint
 * its screen opens with (the contract's access, through canCall): an accountant is not shown a
 * cockpit that would answer 403.
 */
export interface AdminSection {
  to: string;
  label: string;
  /** The call the section's screen cannot work without; null: every operator (messaging). */
  endpoint: GuardedEndpoint | null;
  /** Active only on this exact path (the cockpit is /admin, the parent of every section). */
  end?: boolean;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { to: '/admin', label: 'Cockpit', endpoint: 'listCockpitCommercial', end: true },
  // A recruiter's first section, so that /admin lands on the recruitment cockpit.
  { to: '/admin/recrutement', label: 'Recrutement', endpoint: 'listCockpitRecrutement', end: true },
  { to: '/admin/recrutement/candidats', label: 'Candidats', endpoint: 'searchCandidatsByStatuts' },
  { to: '/admin/clients', label: 'Clients', endpoint: 'searchClients' },
  { to: '/admin/planning', label: 'Planning', endpoint: 'listMissionsAPlanifier' },
  { to: '/admin/devis/nouveau', label: 'Devis', endpoint: 'createDevisLibre' },
  { to: '/admin/releves', label: 'Relevés d’heures', endpoint: 'listReleves' },
  { to: '/admin/factures', label: 'Factures', endpoint: 'listFactures' },
  { to: '/admin/annonces', label: 'Annonces', endpoint: 'listMissionsAnnonces' },
  { to: '/admin/messagerie', label: 'Messagerie', endpoint: null },
];

/** The sections this operator may use, in the menu's order. */
export function sectionsFor(user: Pick<User, 'roles_ids'> | null): AdminSection[] {
  return ADMIN_SECTIONS.filter(
    (section) =>
      (section.endpoint === null && isBackOfficeRoleSet(user?.roles_ids ?? [])) ||
      (section.endpoint !== null && canCall(user, section.endpoint)),
  );
}
