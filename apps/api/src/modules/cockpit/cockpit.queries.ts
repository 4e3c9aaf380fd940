import type { Db, Tx } from '../../db/client.ts';
import { cockpit_taches } from '../../db/schema/cockpit.ts';

/* The back-office cockpits' tasks: this module alone writes them (docs/architecture-map.md). */

export type NewCockpitTache = typeof cockpit_taches.$inferInsert;

export async function insertCockpitTache(db: Db | Tx, values: NewCockpitTache): Promise<void> {
  await db.insert(cockpit_taches).values(values);
}
