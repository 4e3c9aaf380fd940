import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * The API runs from its TypeScript sources (tests, `npm run dev:api`) and from one bundled file,
 * apps/api/dist/server.js (`npm start`): a path written relative to a module's own URL would
 * point somewhere else in the bundle. Files the API reads at run time (migrations, fonts) are
 * found from the package's root instead: the nearest folder above this module (or the bundle)
 * whose package.json is @maisonnee/api.
 */
function findApiRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@maisonnee/api') return dir;
    }
    if (dirname(dir) === dir) {
      throw new Error(`Dossier de l'API introuvable au-dessus de ${start}.`);
    }
  }
}

/** apps/api, absolute. */
export const API_ROOT = findApiRoot(dirname(fileURLToPath(import.meta.url)));

/** An absolute path inside apps/api, e.g. `apiPath('assets/fonts/x.ttf')`. */
export function apiPath(...segments: string[]): string {
  return join(API_ROOT, ...segments);
}
