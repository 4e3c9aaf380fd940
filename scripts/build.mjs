// `npm run build`: both builds, forced (`npm start` rebuilds only what changed).
// `node scripts/build.mjs web` or `api` builds only that one; `--if-stale` skips it when up to date.
import { ensureBuilt, TARGETS } from './builds.mjs';

const args = process.argv.slice(2);
const names = args.filter((arg) => !arg.startsWith('--'));
const unknown = names.filter((name) => !(name in TARGETS));
if (unknown.length > 0) {
  console.error(
    `Build inconnu : ${unknown.join(', ')} (choix : ${Object.keys(TARGETS).join(', ')}).`,
  );
  process.exit(1);
}
try {
  await ensureBuilt(names.length > 0 ? names : Object.keys(TARGETS), {
    force: !args.includes('--if-stale'),
  });
} catch (error) {
  console.error('Build impossible :', error instanceof Error ? error.message : error);
  process.exit(1);
}
