import {
  mondayOfWeek,
  PLANNING_EVENT_MAX_WEEKS,
  REALTIME_EVENT,
  ROLE_GROUPS,
} from '@maisonnee/domain';
import { publishAfterSuccess } from '../../lib/event-scope.ts';

/*
 * The planning board follows the writes of others (issue 26 point 5, docs/realtime.md): every
 * write that changes what the board shows — an intervention's agent, times or state, an agent's
 * absence or declared availability, a family's « écarté » choice — calls publishPlanningChanged
 * with what it touched, and the open boards showing one of those weeks refetch it. The event
 * carries Mondays only, never who or where. It leaves once the call succeeded
 * (publishAfterSuccess): a refused or rolled-back write says nothing.
 */

/** Who sees the board (getPlanningSemaine's access): who hears that it changed. */
export const PLANNING_AUDIENCE_ROLES = ROLE_GROUPS.RECRUTEMENT_COMMERCIAL;

/**
 * What a write touched: an instant (its week), a period or an intervention (every week it
 * meets; no end: its first day), or `'all'` when it concerns every week (an agent's weekly
 * availability, a family setting an agent aside).
 */
export type PlanningChange =
  Date | { start: Date; end: Date | null } | { date_debut: Date; date_fin: Date | null };

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function periodOf(change: PlanningChange): { start: Date; end: Date } {
  if (change instanceof Date) return { start: change, end: change };
  const [start, end] =
    'start' in change ? [change.start, change.end] : [change.date_debut, change.date_fin];
  return { start, end: end ?? new Date(start.getTime() + DAY_MS) };
}

/**
 * The Mondays ('YYYY-MM-DD') of the weeks these changes meet, in order — planned times are the
 * agency's wall clock read in UTC, as the board reads them; a period ending at Monday 00:00 does
 * not meet that week. Beyond PLANNING_EVENT_MAX_WEEKS weeks: [] (every week).
 */
export function planningWeeksOf(changes: readonly PlanningChange[]): string[] {
  const weeks = new Set<string>();
  for (const change of changes) {
    const { start, end } = periodOf(change);
    const last = end.getTime() > start.getTime() ? end.getTime() - 1 : start.getTime();
    for (let monday = mondayOfWeek(start).getTime(); monday <= last; monday += WEEK_MS) {
      weeks.add(isoDay(monday));
      if (weeks.size > PLANNING_EVENT_MAX_WEEKS) return [];
    }
  }
  return [...weeks].sort();
}

/**
 * Tells the open planning boards, once the current call succeeded, that these weeks changed
 * (`'all'`: every week). Nothing touched, nothing sent. One call per write: a write gathers what
 * it touched (before and after a move) into one list.
 */
export function publishPlanningChanged(changes: readonly PlanningChange[] | 'all'): void {
  if (changes !== 'all' && changes.length === 0) return;
  publishAfterSuccess(
    { roles: PLANNING_AUDIENCE_ROLES },
    {
      type: REALTIME_EVENT.PLANNING,
      data: { semaines: changes === 'all' ? [] : planningWeeksOf(changes) },
    },
  );
}
