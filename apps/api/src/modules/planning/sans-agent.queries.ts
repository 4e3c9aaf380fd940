import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { interventions } from '../../db/schema/interventions.ts';

/* What the « no agent by the start » job reads and marks (sans-agent.job.ts); planning owns it. */

type Conn = Db | Tx;

/** Planned interventions without an agent whose start (agency clock) is in (from, to]. */
export function selectStartedWithoutAgent(db: Conn, from: Date, to: Date) {
  return db
    .select()
    .from(interventions)
    .where(
      and(
        eq(interventions.statut, 'planifiee'),
        isNull(interventions.candidat_id),
        isNull(interventions.sans_agent_signale_at),
        gt(interventions.date_debut, from),
        lte(interventions.date_debut, to),
      ),
    )
    .limit(500);
}

/** Marks the intervention as told; false when another run already did (or an agent came). */
export async function markSignale(tx: Tx, id: number, at: Date): Promise<boolean> {
  const rows = await tx
    .update(interventions)
    .set({ sans_agent_signale_at: at })
    .where(
      and(
        eq(interventions.id, id),
        isNull(interventions.sans_agent_signale_at),
        isNull(interventions.candidat_id),
        eq(interventions.statut, 'planifiee'),
      ),
    )
    .returning({ id: interventions.id });
  return rows.length > 0;
}
