import { migrateDatabase, type Database } from './client.ts';
import { seedReferenceData } from './seed/reference.ts';

/**
 * What every database of the API needs before use: the pending migrations, then the reference
 * lists with fixed ids that foreign keys and code rely on (seed/reference.ts), on a server under
 * the migration lock. The start-up (app.ts), the volume seed and the tests' databases call it;
 * the database client itself knows nothing of the seed.
 */
export function prepareDatabase(database: Database, pgSchema?: string): Promise<void> {
  return migrateDatabase(database, { pgSchema, afterMigrations: seedReferenceData });
}
