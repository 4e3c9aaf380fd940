import { desc, eq, sql } from 'drizzle-orm';
import type { PlanningConflit } from '@maisonnee/domain';
import type { Db, Tx } from '../../db/client.ts';
import { planning_forcages } from '../../db/schema/planning-forcages.ts';
import { users } from '../../db/schema/users.ts';
import { idIn } from './read-model.queries.ts';

type Conn = Db | Tx;

/*
 * The rules planners forced on interventions, and why (docs/planning.md « Déplacer, affecter,
 * forcer »): written by a forced move, read by the planning board (the latest of each).
 */

export interface NewForcage {
  intervention_id: number;
  regles: PlanningConflit[];
  motif: string;
  user_id: number;
  created_at: Date;
}

export async function insertForcages(tx: Tx, rows: NewForcage[]) {
  if (rows.length === 0) return;
  await tx.insert(planning_forcages).values(rows);
}

/** The latest forcing of each of these interventions, with the name of who forced. */
export function selectLatestForcages(db: Conn, interventionIds: readonly number[]) {
  if (interventionIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinctOn([planning_forcages.intervention_id], {
      intervention_id: planning_forcages.intervention_id,
      regles: planning_forcages.regles,
      motif: planning_forcages.motif,
      par: sql<string | null>`${users.name}`,
      le: planning_forcages.created_at,
    })
    .from(planning_forcages)
    .leftJoin(users, eq(users.id, planning_forcages.user_id))
    .where(idIn(planning_forcages.intervention_id, interventionIds))
    .orderBy(
      planning_forcages.intervention_id,
      desc(planning_forcages.created_at),
      desc(planning_forcages.id),
    );
}
