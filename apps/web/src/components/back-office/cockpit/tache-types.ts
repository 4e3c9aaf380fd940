import {
  COCKPIT_TACHE_TYPE_LABELS,
  agencyWallClock,
  formatInstantDate,
  isCockpitTacheType,
  type CockpitTacheType,
} from '@maisonnee/domain';
import type { CockpitFilter, CockpitTache } from '../../../lib/cockpit.ts';
import { formatDate } from '../../../lib/format.ts';
import { COCKPIT_TEXT as T } from './text.ts';

/*
 * The pure rules of a cockpit's screen, the same for both cockpits: the task types and their
 * groups, the filter sent, who a task can be given to, and when it falls due.
 */

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

/** Options of the type filter: the given types, or every type of the catalogue. */
export function tacheTypeOptions(
  types: readonly CockpitTacheType[] = Object.keys(COCKPIT_TACHE_TYPE_LABELS) as CockpitTacheType[],
): { value: string; label: string }[] {
  return types.map((value) => ({ value, label: tacheTypeLabel(value) }));
}

/** Which tasks: everyone's (a manager; others get theirs and the free ones), mine, nobody's. */
export type CockpitScope = 'all' | 'mine' | 'unassigned';

/** The body of the cockpit call for the chosen filters. */
export function cockpitFilter(
  scope: CockpitScope,
  type: CockpitTacheType | null,
  showTreated: boolean,
): CockpitFilter {
  const filter: CockpitFilter = {};
  if (scope === 'mine') filter.mine = true;
  if (scope === 'unassigned') filter.assigned_user_id = null;
  if (type) filter.type = type;
  // The API lists open tasks, or treated ones when asked: one or the other, never mixed.
  filter.is_traitee = showTreated;
  return filter;
}

export interface Colleague {
  id: number;
  name: string;
}

/**
 * Me first, then the cockpit's team (its `equipe` call, by name), then anyone else holding a task
 * on screen (an account closed since, say). Without the team list (not loaded, or refused), the
 * colleagues holding a task on screen are still offered.
 */
export function colleaguesOf(
  me: Colleague,
  taches: readonly CockpitTache[],
  equipe: readonly Colleague[] = [],
): Colleague[] {
  const byId = new Map<number, Colleague>([[me.id, me]]);
  for (const member of equipe) {
    if (!byId.has(member.id)) byId.set(member.id, { id: member.id, name: member.name });
  }
  for (const tache of taches) {
    if (tache.assigned_user_id !== null && !byId.has(tache.assigned_user_id)) {
      byId.set(tache.assigned_user_id, {
        id: tache.assigned_user_id,
        name: tache.assigned_user_name ?? `#${tache.assigned_user_id}`,
      });
    }
  }
  return [...byId.values()];
}

/**
 * When the task falls due: an interview shows its day and time on the agency's (Paris) clock,
 * the other tasks their due day, or the day they were opened.
 */
export function tacheWhen(tache: Pick<CockpitTache, 'type' | 'echeance' | 'created_at'>): string {
  if (!tache.echeance) return T.createdAt(formatInstantDate(tache.created_at));
  if (tache.type !== 'entretien') return T.due(formatDate(tache.echeance));
  const wall = agencyWallClock(new Date(tache.echeance));
  return T.interviewAt(formatDate(wall), wall.toISOString().slice(11, 16));
}
