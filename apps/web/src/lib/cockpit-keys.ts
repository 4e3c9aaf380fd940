/*
 * Query keys of the back office's two cockpits (docs/cockpit.md): the commercial one (/admin) and
 * the recruitment one (/admin/recrutement). Every query of a cockpit starts with its `all`, which
 * the realtime `cockpit` event refreshes (hooks/use-realtime-connection.ts). Kept apart from the
 * calls (lib/cockpit.ts) so that a test can shorten the polling interval by mocking this module.
 */

/** Which cockpit: the agency's commercial work, or the recruitment team's. */
export type CockpitKind = 'commercial' | 'recrutement';

export function cockpitKeys<K extends CockpitKind>(kind: K) {
  const all = ['admin', `cockpit-${kind}`] as const;
  return {
    all,
    list: (filter: unknown, page: number) => [...all, 'list', filter, page] as const,
    counts: [...all, 'counts'] as const,
    equipe: [...all, 'equipe'] as const,
  };
}

/** How often a cockpit asks again for its counts and tasks while the tab is visible. */
export const COCKPIT_POLL_MS = 30_000;
