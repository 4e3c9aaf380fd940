import type { Db, Tx } from '../../db/client.ts';
import { formulaire_vues } from '../../db/schema/tracking.ts';

/* Usage figures (form views, logs): this module alone writes them (docs/architecture-map.md). */

export async function insertFormulaireVue(
  db: Db | Tx,
  values: typeof formulaire_vues.$inferInsert,
): Promise<void> {
  await db.insert(formulaire_vues).values(values);
}
