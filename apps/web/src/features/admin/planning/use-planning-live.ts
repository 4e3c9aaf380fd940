import type { RealtimeEvent } from '@maisonnee/domain';
import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useRealtimeEvent } from '../../../hooks/use-realtime-event.ts';
import { planningKeys } from './api/keys.ts';

/*
 * The board follows the others' writes (issue 26 point 5, docs/realtime.md): a `planning` event
 * names the Mondays of the weeks that changed ([]: every week). The week queries of those weeks
 * are invalidated: the one on screen is fetched again in place (filters, page, scroll and an open
 * dialog stay as they are: only its data changes), the others cached are marked stale. A polite
 * status line says « Planning mis à jour. » for screen readers, at most once per 5 seconds.
 */

export const PLANNING_LIVE_TEXT = {
  updated: 'Planning mis à jour.',
} as const;

/** The least time between two announcements (a burst of writes is said once). */
export const PLANNING_LIVE_ANNOUNCE_MS = 5_000;

const WEEK_PREFIX = [...planningKeys.all, 'semaine'] as const;

/** The Mondays an event names; [] (every week) for a resync or data not understood. */
function weeksOf(event: RealtimeEvent): readonly string[] {
  if (event.type !== 'planning') return [];
  const { semaines } = event.data as { semaines?: unknown };
  return Array.isArray(semaines) ? semaines.filter((s): s is string => typeof s === 'string') : [];
}

/** Whether a week query (planningKeys.semaine(body)) shows one of these weeks ([]: any). */
export function showsWeek(query: Pick<Query, 'queryKey'>, semaines: readonly string[]): boolean {
  const body = query.queryKey[WEEK_PREFIX.length] as { debut?: unknown } | undefined;
  return (
    semaines.length === 0 || (typeof body?.debut === 'string' && semaines.includes(body.debut))
  );
}

/**
 * Refetches the week queries an event concerns; resolves to whether the week on screen was
 * fetched again (and answered). A `resync` (events missed) is refetched app-wide already
 * (use-realtime-connection.ts): it joins that refetch instead of starting another, unsaid.
 */
export async function refreshPlanningWeeks(
  queryClient: QueryClient,
  event: RealtimeEvent,
): Promise<boolean> {
  const semaines = weeksOf(event);
  const filters = {
    queryKey: WEEK_PREFIX,
    predicate: (query: Query) => showsWeek(query, semaines),
  };
  // A fetch under way may have started before this write: it is started again (not for resync).
  await queryClient.invalidateQueries(filters, { cancelRefetch: event.type !== 'resync' });
  if (event.type !== 'planning') return false;
  return queryClient
    .getQueryCache()
    .findAll({ ...filters, type: 'active' })
    .some((query) => query.state.status === 'success');
}

/**
 * Listens to `planning` (and `resync`) while the board is mounted; answers the text of its status
 * line (« Planning mis à jour. » once the week shown was fetched again, then empty).
 */
export function usePlanningLive(): string {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState('');
  const quiet = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (quiet.current !== null) clearTimeout(quiet.current);
      quiet.current = null;
    };
  }, []);

  useRealtimeEvent(['planning', 'resync'], (event) => {
    void refreshPlanningWeeks(queryClient, event).then((shown) => {
      // One message per PLANNING_LIVE_ANNOUNCE_MS; emptied after it, so the next one is said.
      if (!shown || !mounted.current || quiet.current !== null) return;
      setMessage(PLANNING_LIVE_TEXT.updated);
      quiet.current = setTimeout(() => {
        quiet.current = null;
        if (mounted.current) setMessage('');
      }, PLANNING_LIVE_ANNOUNCE_MS);
    });
  });

  return message;
}
