import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mutuelles } from '../../db/schema/clients.ts';

/**
 * The insurers offered in the forms, by name. The other reference lists are catalogues of
 * packages/domain, not read from the database (tools.service.ts listOptions).
 */
export async function findActiveMutuelles(db: Db) {
  return db
    .select({ id: mutuelles.id, nom: mutuelles.nom })
    .from(mutuelles)
    .where(eq(mutuelles.is_active, true))
    .orderBy(asc(mutuelles.nom));
}
