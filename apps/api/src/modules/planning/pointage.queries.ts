import { eq, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { interventions } from '../../db/schema/interventions.ts';

/**
 * The intervention that already recorded the check-in or check-out `eventId` (made by the phone,
 * docs/pointage-hors-ligne.md), and which of the two it was; undefined when the event is new.
 */
export async function findPointageEvent(
  db: Db | Tx,
  eventId: string,
): Promise<{ interventionId: number; kind: 'arrivee' | 'depart' } | undefined> {
  const [row] = await db
    .select({
      id: interventions.id,
      debut: interventions.pointage_debut_event_id,
    })
    .from(interventions)
    .where(
      or(
        eq(interventions.pointage_debut_event_id, eventId),
        eq(interventions.pointage_fin_event_id, eventId),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  return { interventionId: row.id, kind: row.debut === eventId ? 'arrivee' : 'depart' };
}

/** True when `error` (or a cause: Drizzle wraps the driver's errors) is a unique violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as Error & { code?: unknown }).code === '23505') return true;
  }
  return false;
}
