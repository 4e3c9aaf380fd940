import { and, asc, avg, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { intervention_avis, interventions } from '../../db/schema/interventions.ts';
import { inPeriod } from '../../lib/period-sql.ts';

/*
 * What an agent's period review (bilan) reads of planning's tables: the interventions that start
 * in the period and the ratings clients gave them. Read only: planning owns these tables.
 */

type Conn = Db | Tx;

/** The agent's interventions starting in [from, to), with their status and times. */
export function listInterventionsOfPeriod(conn: Conn, candidatId: number, from: Date, to: Date) {
  return conn
    .select({
      id: interventions.id,
      statut: interventions.statut,
      date_debut: interventions.date_debut,
      date_fin: interventions.date_fin,
    })
    .from(interventions)
    .where(
      and(eq(interventions.candidat_id, candidatId), inPeriod(interventions.date_debut, from, to)),
    )
    .orderBy(asc(interventions.date_debut), asc(interventions.id));
}

/** The average rating clients gave the agent for interventions starting in [from, to). */
export async function averageNoteOfPeriod(
  conn: Conn,
  candidatId: number,
  from: Date,
  to: Date,
): Promise<number | null> {
  const [row] = await conn
    .select({ moyenne: avg(intervention_avis.note) })
    .from(intervention_avis)
    .innerJoin(interventions, eq(interventions.id, intervention_avis.intervention_id))
    .where(
      and(
        eq(intervention_avis.candidat_id, candidatId),
        inPeriod(interventions.date_debut, from, to),
      ),
    );
  return row?.moyenne == null ? null : Number(row.moyenne);
}
