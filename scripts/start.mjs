// `npm start`: builds the web app and the API only if their sources changed since the last
// build, then runs the compiled API (apps/api/dist/server.js), which also serves the web app.
// No TypeScript loader at run time (docs/health.md).
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { ensureBuilt, ROOT } from './builds.mjs';

try {
  await ensureBuilt(['web', 'api']);
} catch (error) {
  console.error('Démarrage impossible :', error instanceof Error ? error.message : error);
  process.exit(1);
}
// Same process as `node apps/api/dist/server.js`: one Node start saved, and the signals
// (SIGTERM from a supervisor or Playwright) reach the server's own shutdown directly.
await import(pathToFileURL(join(ROOT, 'apps/api/dist/server.js')).href);
