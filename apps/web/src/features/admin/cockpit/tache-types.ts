import { COCKPIT_TACHE_TYPE_LABELS, isCockpitTacheType } from '@maisonnee/domain';
import type { CockpitTache } from './api/list-cockpit-commercial.ts';

/** The French label of a task type; an unknown type (newer API) is shown as it comes. */
export function tacheTypeLabel(type: string): string {
  return isCockpitTacheType(type) ? COCKPIT_TACHE_TYPE_LABELS[type] : type;
}

/** Position of a type in the catalogue's order (unknown types last). */
function typeRank(type: string): number {
  const index = Object.keys(COCKPIT_TACHE_TYPE_LABELS).indexOf(type);
  return index === -1 ? Number.MAX_SAFE_INTEGER : index;
}

export interface TacheGroup {
  type: CockpitTache['type'];
  label: string;
  taches: CockpitTache[];
}

/** Tasks grouped by type, in the catalogue's order, each group in the order received. */
export function groupTachesByType(taches: readonly CockpitTache[]): TacheGroup[] {
  const groups = new Map<CockpitTache['type'], CockpitTache[]>();
  for (const tache of taches) {
    const group = groups.get(tache.type);
    if (group) group.push(tache);
    else groups.set(tache.type, [tache]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => typeRank(a) - typeRank(b))
    .map(([type, list]) => ({ type, label: tacheTypeLabel(type), taches: list }));
}

/** Options of the type filter: every type of the catalogue. */
export function tacheTypeOptions(): { value: string; label: string }[] {
  return Object.entries(COCKPIT_TACHE_TYPE_LABELS).map(([value, label]) => ({ value, label }));
}

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
  if (tache.type === 'paiement_echoue') {
    const query = tache.client_nom ? `?client=${encodeURIComponent(tache.client_nom)}` : '';
    return { to: `/admin/factures${query}`, label: 'Voir les factures du client' };
  }
  return null;
}
