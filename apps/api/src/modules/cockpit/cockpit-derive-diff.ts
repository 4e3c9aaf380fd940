import type { CockpitTacheRow } from './cockpit.queries.ts';

/*
 * Each read of a cockpit derives thousands of tasks (one per pending quote…) while almost none
 * changed since the last read. Sending them all to the upsert cost seconds on an agency's volume
 * even though its `setWhere` wrote nothing: here the derived tasks are compared with the stored
 * ones first, with the same rules as that `setWhere` (cockpit.queries.ts upsertDerivedTaches),
 * and only the new or changed ones go to the database; the tasks to close are found the same way.
 */

type Stored = Pick<
  CockpitTacheRow,
  'id' | 'cle' | 'type' | 'title' | 'note' | 'details' | 'due_at' | 'treated_at' | 'cloture_auto'
>;

interface Derived {
  cle: string;
  type: string;
  title?: string | null | undefined;
  note?: string | null | undefined;
  details?: unknown;
  due_at?: Date | null | undefined;
}

/** From the first « Traitement : » line a person added to the end (TRAITEMENT_PATTERN). */
const TRAITEMENT = /(\nTraitement : [\s\S]*)$/;

/** JSON with sorted keys: jsonb does not keep the order in which keys were written. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : inner,
  );
}

const sameInstant = (a: Date | null | undefined, b: Date | null | undefined) =>
  (a ?? null) === null || (b ?? null) === null
    ? (a ?? null) === (b ?? null)
    : a!.getTime() === b!.getTime();

/** True when the upsert of `derived` over `stored` would write (the `setWhere` of the upsert). */
export function needsWrite(stored: Stored | undefined, derived: Derived): boolean {
  if (!stored) return true;
  if (stored.cloture_auto) return true;
  if (stored.title !== derived.title) return true;
  const suffix = stored.note?.match(TRAITEMENT)?.[1] ?? '';
  if (stored.note !== (derived.note ?? '') + suffix) return true;
  if (canonical(stored.details) !== canonical(derived.details ?? {})) return true;
  return !sameInstant(stored.due_at, derived.due_at);
}

/**
 * The derived tasks to write, and the ids of the open tasks of `types` whose condition is gone
 * (no derived task has their key, or they have none): they are closed as the cockpit's own doing.
 */
export function diffDerived<T extends Derived>(
  stored: readonly Stored[],
  derived: readonly T[],
  types: readonly string[],
): { toWrite: T[]; toClose: number[] } {
  const byCle = new Map(stored.filter((row) => row.cle).map((row) => [row.cle!, row]));
  const toWrite = derived.filter((tache) => needsWrite(byCle.get(tache.cle), tache));
  const kept = new Set(derived.map((tache) => `${tache.type} ${tache.cle}`));
  const toClose = stored
    .filter(
      (row) =>
        types.includes(row.type) &&
        row.treated_at === null &&
        (row.cle === null || !kept.has(`${row.type} ${row.cle}`)),
    )
    .map((row) => row.id);
  return { toWrite, toClose };
}
