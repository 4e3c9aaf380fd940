import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @maisonnee/api` writes SQL migrations from the schema; the API applies
// them at start-up (src/db/client.ts, migrateDatabase). No credentials: generation is offline.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
