import type { CockpitTache } from '../../../lib/cockpit.ts';

/**
 * The screen where a task of the money loop is acted on, beside the client's file: contested
 * hours → the contested timesheet lines, a failed payment → the client's invoices (filtered by its
 * name). null for the other types.
 */
export function tacheTypeScreen(
  tache: Pick<CockpitTache, 'type' | 'client_nom'>,
): { to: string; label: string } | null {
  if (tache.type === 'releve_conteste') {
    return { to: '/admin/releves?statut=conteste', label: 'Trancher les heures contestées' };
  }
  if (tache.type === 'facture_impayee') {
    return { to: '/admin/factures/impayes', label: 'Voir les impayés' };
  }
  if (tache.type === 'paiement_echoue') {
    const query = tache.client_nom ? `?client=${encodeURIComponent(tache.client_nom)}` : '';
    return { to: `/admin/factures${query}`, label: 'Voir les factures du client' };
  }
  return null;
}
